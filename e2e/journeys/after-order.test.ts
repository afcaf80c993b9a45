import { createAccount, readData } from '../harness/accounts';
import { addressFields, HOME_PLACE, placeLine, readAddress } from '../harness/address';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';

// After the order (issue 17): a customer checks out with a delivery address and a note, which the order carries for the
// kitchen; the customer places another order and cancels it within the window from My Orders, and the kitchen's
// figures move as for its own cancel. Axe in both themes on the checkout with its delivery form and on My Orders with
// the cancel question open. Issue 20: the checkout's order number on My Orders; the kitchen sets its picture from its
// profile (previewed), on a phone. Issue 37: whole orders with their fee; what the kitchen's dashboard shows of them is
// the orders-board journey's.

const ADDRESS = placeLine(HOME_PLACE);

const sessions = sessionsPerTest();

test('checkout with an address and a note → the order carries them; a cancel within the window → the figures move', async () => {
  const kitchen = await createAccount('meal_provider', `After Kitchen ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'After Customer');
  const itemId = `journey-after-${Date.now().toString(36)}`;
  await addDish(itemId, { providerId: kitchen.uid, name: 'After Thali', description: 'Dal, rice, two sabzis.', price: 150 });

  // The customer puts two thalis in the basket and checks out with a note; address and mobile come from the profile.
  const cp = (await sessions.signedIn(customer)).page;
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const card = cp.getByRole('article', { name: 'After Thali' });
  await card.getByRole('button', { name: 'Increase quantity of After Thali' }).click();
  await card.getByRole('button', { name: 'Add to Basket' }).click();
  await card.getByRole('button', { name: 'Added ✓' }).waitFor();
  await cp.goto(`${PORTAL}/cart`);
  const address = addressFields(cp.locator('main'));
  await expectAxeCleanInBothThemes(cp, '/cart with the delivery form', () => address.waitFor());
  expect(await readAddress(cp.locator('main'))).toEqual(HOME_PLACE);
  await cp.locator('main').getByRole('textbox', { name: 'Note for the kitchen (optional)' }).fill('Ring twice');
  await cp.locator('main').getByRole('button', { name: 'Proceed to Checkout' }).click();
  await cp.waitForURL(/\/orders#order-/);
  const mine = async () => Object.entries((await readData<Record<string, Record<string, unknown>>>('orders')) ?? {})
    .filter(([, o]) => o.userId === customer.uid);
  const [[firstId, first]] = (await mine()) as [[string, Record<string, unknown>]];
  expect(Object.values(first.lines as object)).toEqual([expect.objectContaining({ itemName: 'After Thali', quantity: 2 })]);
  expect(first).toMatchObject({ address: ADDRESS, place: HOME_PLACE, note: 'Ring twice',
    status: 'pending', fee: 40, total: 340, customerName: 'After Customer', customerPhone: '+919822012345' });
  // The checkout's number (issue 20) heads its card on My Orders, with the total.
  const orderNumber = String(first.orderNumber);
  expect(orderNumber).toMatch(/^TH-\d{4}-\d{4}$/);
  const firstCard = cp.locator(`[id="order-${firstId}"]`);
  await firstCard.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
  expect(await firstCard.textContent()).toContain('Total₹340.00');
  await firstCard.getByText('Note: Ring twice').waitFor();

  // Buy Now (the delivery step, prefilled), then cancel it from My Orders within the window.
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await card.getByRole('button', { name: 'Place order' }).click();
  await cp.waitForURL(/\/orders#order-/);
  const secondId = cp.url().split('#order-')[1]!;
  expect(await readData(`stats/${kitchen.uid}`)).toMatchObject({ totalOrders: 2, pendingOrders: 2, totalRevenue: 530 });

  const placed = cp.getByRole('region', { name: 'In Shipping' }).locator(`[id="order-${secondId}"]`);
  const question = placed.getByRole('group', { name: 'Cancel this order?' });
  const openQuestion = async () => {
    await placed.getByRole('button', { name: /^Cancel until \d{1,2}:\d{2} (am|pm)$/ }).click();
    await question.waitFor();
  };
  await expectAxeCleanInBothThemes(cp, '/orders with the cancel question', openQuestion);
  expect(await cp.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
  await question.getByRole('button', { name: 'Yes, cancel' }).click();
  await cp.getByRole('region', { name: 'Cancelled' }).locator(`[id="order-${secondId}"]`).getByText(/^You cancelled this order/).waitFor();

  // The kitchen's figures move exactly as for its own cancel: one order and its total (dishes and fee) out.
  const stats = await readData<Record<string, number>>(`stats/${kitchen.uid}`);
  expect(stats).toMatchObject({ totalOrders: 2, pendingOrders: 1, cancelledOrders: 1, totalRevenue: 340 });
  expect(await readData(`orders/${secondId}/cancelledBy`)).toBe('customer');

  // The kitchen's picture from its Kitchen profile (issue 20; issue 39: the dashboard's, reached from My Profile),
  // previewed, at 390 px: axe light and dark on the form.
  const pp = (await sessions.signedIn(kitchen)).page;
  await pp.setViewportSize({ width: 390, height: 844 }); // a phone, once signed in (the account menu sits in the phone menu)
  await pp.goto(`${PORTAL}/profile`);
  await pp.locator('main').getByRole('link', { name: 'Open your kitchen profile' }).click();
  const profile = pp.locator('main').getByRole('region', { name: 'Kitchen profile' });
  const editPicture = async () => {
    // the picture as an address (the photo buttons come first; the address is behind its disclosure)
    const byAddress = profile.getByRole('button', { name: 'Use an image address instead' });
    if ((await byAddress.getAttribute('aria-expanded')) !== 'true') await byAddress.click();
    await profile.getByLabel('Image URL', { exact: true }).fill('/images/kitchen-saoji.svg');
    await profile.getByRole('img', { name: 'Preview of your kitchen picture' }).waitFor();
  };
  await expectAxeCleanInBothThemes(pp, 'the Kitchen profile with a kitchen picture at 390 px', editPicture);
  expect(await pp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await profile.getByRole('button', { name: 'Save kitchen profile' }).click();
  await profile.getByText('Saved.').waitFor();
  expect(await readData(`providers/${kitchen.uid}/image`)).toBe('/images/kitchen-saoji.svg');
});
