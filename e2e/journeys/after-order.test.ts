import { createAccount, readData, signIn, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { openSession, PORTAL, type Page, type Session } from '../harness/browser';

// After the order (issue 17): a customer checks out with a delivery address and a note, and the kitchen sees them on
// its dashboard; the customer places another order and cancels it within the window from My Orders, and the
// kitchen's figures and the "Cancelled by customer" label move live. Axe in both themes on the checkout with its
// address form and on My Orders with the cancel question open. Issue 20: the checkout's order number on My Orders and
// on the dashboard; the kitchen sets its picture from its profile (previewed), on a phone.

const ADDRESS = '12 Laxmi Nagar, Nagpur 440022';


/** The dashboard's figure under `label` (the stat cards are a dl) once it reads `value`. */
async function stat(page: Page, label: string, value: string) {
  await page.waitForFunction(([l, v]) => Array.from(document.querySelectorAll('main dl dt'))
    .some((dt) => dt.textContent === l && dt.nextElementSibling?.textContent === v), [label, value]);
}

let sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.map((s) => s.close()));
  sessions = [];
});

test('checkout with an address and a note → the kitchen sees them; a cancel within the window → its figures and label move live', async () => {
  const kitchen = await createAccount('meal_provider', `After Kitchen ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'After Customer');
  const itemId = `journey-after-${Date.now().toString(36)}`;
  const now = Date.now();
  await writeData(`menu-items/${itemId}`, { providerId: kitchen.uid, name: 'After Thali', description: 'Dal, rice, two sabzis.',
    price: 150, category: 'main-course', imageUrl: '/images/thali.svg', status: 'active', createdAt: now, updatedAt: now });

  // The customer puts two thalis in the basket and checks out with a note; the address comes from the profile.
  const shopper = await openSession();
  sessions.push(shopper);
  const cp = shopper.page;
  await signIn(cp, customer.email, customer.password);
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const card = cp.getByRole('article', { name: 'After Thali' });
  await card.getByRole('button', { name: 'Increase quantity of After Thali' }).click();
  await card.getByRole('button', { name: 'Add to Basket' }).click();
  await card.getByRole('button', { name: 'Added ✓' }).waitFor();
  await cp.goto(`${PORTAL}/cart`);
  const address = cp.locator('main').getByRole('textbox', { name: 'Delivery address' });
  await expectAxeCleanInBothThemes(cp, '/cart with the delivery form', () => address.waitFor());
  expect(await address.inputValue()).toBe(ADDRESS);
  await cp.locator('main').getByRole('textbox', { name: 'Note for the kitchen (optional)' }).fill('Ring twice');
  await cp.locator('main').getByRole('button', { name: 'Proceed to Checkout' }).click();
  await cp.waitForURL(`${PORTAL}/orders`);
  const orders = Object.values((await readData<Record<string, Record<string, unknown>>>('orders')) ?? {}).filter((o) => o.userId === customer.uid);
  expect(orders).toEqual([expect.objectContaining({ itemName: 'After Thali', quantity: 2, address: ADDRESS, note: 'Ring twice', status: 'pending' })]);
  // The checkout's number (issue 20) heads its lines on My Orders, with the total.
  const orderNumber = String(orders[0]!.orderNumber);
  expect(orderNumber).toMatch(/^TH-\d{4}-\d{4}$/);
  await cp.getByRole('group', { name: `Order ${orderNumber}` }).getByText('Total ₹300.00').waitFor();

  // The kitchen sees where to deliver and the note.
  const provider = await openSession();
  sessions.push(provider);
  const kp = provider.page;
  await signIn(kp, kitchen.email, kitchen.password);
  await kp.goto(`${PORTAL}/provider-dashboard`);
  const table = kp.getByRole('table', { name: 'Recent Orders' });
  const first = table.getByRole('row').filter({ hasText: 'After Thali' }).first();
  await first.filter({ hasText: ADDRESS }).filter({ hasText: 'Note: Ring twice' }).waitFor();
  await first.filter({ hasText: orderNumber }).waitFor(); // the same number on the kitchen's dashboard
  await stat(kp, 'Pending Orders', '1');
  await stat(kp, 'Total Revenue', '₹300.00');

  // Buy Now (the delivery step, prefilled), then cancel it from My Orders within the window.
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await card.getByRole('button', { name: 'Place order' }).click();
  await cp.getByText('Order placed successfully!').waitFor();
  await stat(kp, 'Pending Orders', '2');
  await stat(kp, 'Total Revenue', '₹450.00');

  await cp.goto(`${PORTAL}/orders`);
  const shipping = cp.getByRole('region', { name: 'In Shipping' });
  const question = shipping.getByRole('group', { name: 'Cancel this order?' });
  // the newest order comes first; the first one is also still cancellable, so pick the Buy Now one by quantity
  const buyNowCard = shipping.getByRole('listitem').filter({ hasText: 'Quantity1' });
  const openQuestion = async () => {
    await buyNowCard.getByRole('button', { name: 'Cancel order: After Thali' }).click();
    await question.waitFor();
  };
  await expectAxeCleanInBothThemes(cp, '/orders with the cancel question', openQuestion);
  expect(await cp.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
  await question.getByRole('button', { name: 'Yes, cancel' }).click();
  await cp.getByRole('region', { name: 'Cancelled' }).getByText('After Thali').waitFor();

  // The kitchen's figures move live, exactly as for its own cancel, and the row says who cancelled.
  await stat(kp, 'Pending Orders', '1');
  await stat(kp, 'Total Revenue', '₹300.00');
  await table.getByRole('row').filter({ hasText: 'Cancelled by customer' }).waitFor();
  const stats = await readData<Record<string, number>>(`stats/${kitchen.uid}`);
  expect(stats).toMatchObject({ totalOrders: 2, pendingOrders: 1, cancelledOrders: 1, totalRevenue: 300 });

  // On a phone the kitchen's orders are cards: no sideways scroll, every field, both actions (issue 20); axe light and dark.
  const pp = kp;
  await pp.setViewportSize({ width: 390, height: 844 });
  const cards = pp.getByRole('list', { name: 'Recent Orders' });
  const pendingCard = cards.getByRole('listitem').filter({ hasText: 'Ring twice' });
  await expectAxeCleanInBothThemes(pp, '/provider-dashboard at 390 px', () => pendingCard.waitFor());
  expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await pendingCard.filter({ hasText: ADDRESS }).waitFor();
  await cards.getByRole('listitem').filter({ hasText: 'Cancelled by customer' }).waitFor();
  await pendingCard.getByRole('button', { name: /^Cancel order/ }).waitFor();
  await pendingCard.getByRole('button', { name: /^Complete order/ }).click();
  await stat(pp, 'Completed Orders', '1');
  expect(await readData(`stats/${kitchen.uid}/completedOrders`)).toBe(1);

  // The kitchen's picture from its profile (issue 20), previewed, at 390 px: axe light and dark on the edit form.
  await pp.goto(`${PORTAL}/profile`);
  const profile = pp.locator('main');
  const editPicture = async () => {
    await profile.getByRole('button', { name: 'Edit Profile' }).click();
    await profile.getByRole('textbox', { name: /^Kitchen picture/ }).fill('/images/kitchen-saoji.svg');
    await profile.getByRole('img', { name: 'Preview of your kitchen picture' }).waitFor();
  };
  await expectAxeCleanInBothThemes(pp, '/profile editing the kitchen picture at 390 px', editPicture);
  expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await profile.getByRole('img', { name: /^Kitchen picture of / }).waitFor();
  expect(await readData(`providers/${kitchen.uid}/image`)).toBe('/images/kitchen-saoji.svg');
});
