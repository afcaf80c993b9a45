import { createAccount, readData, signIn, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { openSession, PORTAL, type Session } from '../harness/browser';

// Ratings and reviews (issue 17; one per customer per kitchen, issue 36) end to end: the kitchen completes an order; its customer rates it from My Orders;
// the kitchen's card on /providers, open in another browser, changes live; the kitchen replies from its dashboard;
// the reply shows under the review on the menu page. Axe in light and dark on the review form and the reviews list.

/** Epoch ms of the first midnight (IST) of the month at `at`: how stats name their month. */
function monthStartIST(at: number): number {
  const ist = new Date(at + 5.5 * 3600e3);
  return Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 5.5 * 3600e3;
}


let sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});

test('complete → the customer rates it from My Orders → the card rating changes live → the kitchen replies → the reply on the menu page', async () => {
  // The harness's kitchens start with 5 reviews summing 21 stars (4.2).
  const kitchen = await createAccount('meal_provider', `Review Kitchen ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'Meena Review');
  const now = Date.now();
  const itemId = `${kitchen.uid}-thali`;
  const orderId = `-rev${now.toString(36)}`;
  await writeData(`menu-items/${itemId}`, { providerId: kitchen.uid, name: 'Review Thali', description: 'Dal, rice, two sabzis.',
    price: 120, category: 'main-course', imageUrl: '/images/thali.svg', status: 'active', createdAt: now, updatedAt: now });
  await writeData(`orders/${orderId}`, { userId: customer.uid, providerId: kitchen.uid, itemId, itemName: 'Review Thali', price: 120,
    quantity: 1, status: 'pending', timestamp: now, address: '21 Shivaji Nagar, Nagpur 440010' });
  await writeData(`stats/${kitchen.uid}`, { totalOrders: 1, totalRevenue: 120, monthlyOrders: 1, monthlyRevenue: 120, monthStart: monthStartIST(now),
    pendingOrders: 1, completedOrders: 0, cancelledOrders: 0, applied: { [orderId]: 'created' } });

  // The kitchen completes the order from its dashboard.
  const provider = await openSession();
  sessions.push(provider);
  const kp = provider.page;
  await signIn(kp, kitchen.email, kitchen.password);
  await kp.goto(`${PORTAL}/provider-dashboard`);
  // an order written without a checkout number reads as the end of its id (issue 20)
  await kp.getByRole('button', { name: new RegExp(`^Complete order #${orderId.slice(-6)} `) }).click();
  await kp.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
  expect(await readData(`orders/${orderId}/status`)).toBe('completed');

  // Someone browsing /providers (signed out) sees the kitchen's card as it is.
  const browsing = await openSession();
  sessions.push(browsing);
  const bp = browsing.page;
  await bp.goto(`${PORTAL}/providers`);
  const card = bp.getByRole('article', { name: kitchen.name });
  await card.getByText('Rated 4.2 out of 5 by 5 reviewers').waitFor();

  // The customer rates the delivered order from My Orders (axe on the open form, both themes).
  const shopper = await openSession();
  sessions.push(shopper);
  const cp = shopper.page;
  await signIn(cp, customer.email, customer.password);
  await cp.goto(`${PORTAL}/orders`);
  const openForm = async () => {
    await cp.getByRole('button', { name: 'Rate this order: Review Thali' }).click();
    await cp.getByRole('group', { name: 'Your rating' }).waitFor();
  };
  await expectAxeCleanInBothThemes(cp, '/orders with the review form', openForm);
  // the stars are a radio group: focus the first, arrow keys to the fifth
  await cp.getByRole('radio', { name: '1 star' }).focus();
  await cp.keyboard.press('Space');
  for (let i = 0; i < 4; i++) await cp.keyboard.press('ArrowRight');
  expect(await cp.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
  await cp.getByLabel('Comment (optional)', { exact: false }).fill('Hot, fresh and on time.');
  await cp.getByRole('button', { name: 'Save review' }).click();
  await cp.getByText('Thank you! Your review is saved.').waitFor();
  await cp.getByRole('button', { name: 'Edit review: Review Thali' }).waitFor();
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
  expect(await card.getByText('4.3 ★ (6 reviewers)').isVisible()).toBe(true);

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
