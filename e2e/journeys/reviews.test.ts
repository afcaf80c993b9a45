import { createAccount, readData, signIn } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';
import { kitchenStep } from '../harness/kitchen-steps';

// Ratings and reviews (issue 17; one per customer per kitchen, issue 36) end to end: the kitchen completes an order; its customer rates it from My Orders;
// the kitchen's card on /providers, open in another browser, changes live; the kitchen replies from its dashboard;
// the reply shows under the review on the menu page. Axe in light and dark on the review form and the reviews list.

const sessions = sessionsPerTest();

test('buy → the kitchen delivers → the customer rates it from My Orders → the card rating changes live → the kitchen replies → the reply on the menu page', async () => {
  // The harness's kitchens start with 5 reviews summing 21 stars (4.2).
  const kitchen = await createAccount('meal_provider', `Review Kitchen ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'Meena Review');
  const now = Date.now();
  const itemId = `${kitchen.uid}-thali`;
  await addDish(itemId, { providerId: kitchen.uid, name: 'Review Thali', description: 'Dal, rice, two sabzis.', price: 120, createdAt: now });

  // The customer buys it (Buy Now, the profile's address and mobile) and lands on the order in My Orders.
  const cp = (await sessions.signedIn(customer)).page;
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await cp.getByRole('article', { name: 'Review Thali' }).getByRole('button', { name: 'Buy Now' }).click();
  await cp.getByRole('button', { name: 'Place order' }).click();
  await cp.waitForURL(/\/orders#order-/);
  const orderId = cp.url().split('#order-')[1]!;
  const orderNumber = await readData<string>(`orders/${orderId}/orderNumber`);

  // The kitchen accepts and delivers it (issue 37's steps, through the data package as its dashboard would).
  const provider = await sessions.open();
  const kp = provider.page;
  await signIn(kp, kitchen.email, kitchen.password);
  await kitchenStep(kp, kitchen.uid, orderId, { step: 'accept', readyBy: Date.now() + 20 * 60_000 });
  await kitchenStep(kp, kitchen.uid, orderId, { step: 'delivered' });
  expect(await readData(`orders/${orderId}/status`)).toBe('completed');
  await kp.goto(`${PORTAL}/provider-dashboard/reviews`);
  await kp.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();

  // Someone browsing /providers (signed out) sees the kitchen's card as it is.
  const browsing = await sessions.open();
  const bp = browsing.page;
  await bp.goto(`${PORTAL}/providers`);
  const card = bp.getByRole('article', { name: kitchen.name });
  await card.getByText('Rated 4.2 out of 5 by 5 reviewers').waitFor();

  // The customer rates the delivered order from My Orders (axe on the open form, both themes).
  await cp.goto(`${PORTAL}/orders`);
  const openForm = async () => {
    await cp.getByRole('button', { name: `Rate this order: Order ${orderNumber}` }).click();
    await cp.getByRole('radiogroup', { name: 'Your rating' }).waitFor();
  };
  await expectAxeCleanInBothThemes(cp, '/orders with the review form', openForm);
  // the stars are one radio group of large stars: focus the first, Space chooses it, arrow keys to the fifth
  await cp.getByRole('radio', { name: '1 star' }).focus();
  await cp.keyboard.press('Space');
  for (let i = 0; i < 4; i++) await cp.keyboard.press('ArrowRight');
  expect(await cp.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  await cp.getByLabel('Comment (optional)', { exact: false }).fill('Hot, fresh and on time.');
  await cp.getByRole('button', { name: 'Save review' }).click();
  await cp.getByText('Thank you! Your review is saved.').waitFor();
  await cp.getByRole('button', { name: `Edit review: Order ${orderNumber}` }).waitFor();
  expect(await readData(`providers/${kitchen.uid}/ratingCount`)).toBe(6);
  // one review per customer per kitchen, under the customer's opaque key: the public record names neither the
  // customer nor the order (issue 36)
  const key = (await readData(`reviewKeys/${customer.uid}/${kitchen.uid}`)) as { key: string; order: string };
  expect(key.order).toBe(orderId);
  const stored = JSON.stringify(await readData(`reviews/${key.key}`));
  expect(stored).not.toContain(customer.uid);
  expect(stored).not.toContain(orderId);

  // The card changes without a reload: 26 stars from 6 reviews.
  await card.getByText('Rated 4.3 out of 5 by 6 reviewers').waitFor();
  expect(await card.getByText('4.3 (6 reviewers)').isVisible()).toBe(true);

  // The kitchen replies once from its dashboard's Reviews.
  const review = kp.getByRole('listitem', { name: /5 out of 5 stars from customer M/ });
  await review.getByText('Hot, fresh and on time.').waitFor();
  await review.getByLabel('Reply to customer M', { exact: false }).fill('Thank you, Meena! See you again.');
  await review.getByRole('button', { name: 'Send reply' }).click();
  await review.getByText('Your reply').waitFor();
  expect(await review.getByRole('button', { name: 'Send reply' }).count()).toBe(0);

  // The reply shows under the review on the kitchen's menu page (axe on the reviews list, both themes).
  await bp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const latest = bp.getByRole('list', { name: 'Latest reviews' });
  await latest.getByText('Thank you, Meena! See you again.').waitFor();
  expect(await latest.getByText('Hot, fresh and on time.').isVisible()).toBe(true);
  await expectAxeCleanInBothThemes(bp, 'the menu page with reviews', () => latest.getByText('Reply from the kitchen').waitFor());
});
