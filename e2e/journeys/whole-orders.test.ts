import { createAccount, readData, signIn, writeData } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL, type Page } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';
import { kitchenStep } from '../harness/kitchen-steps';

// Whole orders, the customer's side (issue 37): a basket of three dishes from two kitchens is two orders with a ₹40 fee
// each, whose totals are what the basket showed; checkout asks the mobile number at the first order and lands on the
// new orders in My Orders, each saying how much to pay; the kitchen's steps and its cancel with a reason reach the open
// My Orders live; the Call and WhatsApp links carry the kitchen's number; Buy Now shows the bill first and lands on
// its order at the top. The kitchen's side is driven through the data package the portal shares (signed in as the
// kitchen in a second browser), so this journey needs no particular dashboard.

jest.setTimeout(240_000);

interface StoredOrder {
  // lines '0', '1', … (the REST API may hand them back as an object)
  userId: string; providerId: string; orderNumber: string; lines: Record<string, { itemName: string; price: number; quantity: number }>;
  itemsTotal: number; fee: number; total: number; status: string; step: string; customerName: string; customerPhone: string;
}

const sessions = sessionsPerTest();

async function open(options: Parameters<typeof sessions.open>[0] = {}) {
  return (await sessions.open(options)).page;
}

async function dish(providerId: string, name: string, price: number) {
  const id = `journey-whole-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  await addDish(id, { providerId, name, price });
  return id;
}

const ordersOf = async (uid: string) => Object.entries((await readData<Record<string, StoredOrder>>('orders')) ?? {})
  .filter(([, o]) => o.userId === uid).map(([id, o]) => ({ id, ...o }));

/** Waits until the card of this order is scrolled to: its top in the upper half of the window (what "landed on it" means). */
const landedOn = (page: Page, orderId: string) => page.waitForFunction((id) => {
  const box = document.getElementById(id)?.getBoundingClientRect();
  return Boolean(box) && box!.top >= 0 && box!.top < window.innerHeight / 2;
}, `order-${orderId}`);

test('three dishes from two kitchens: two orders, two fees, the totals the basket showed; steps and a cancel reason live; Call and WhatsApp', async () => {
  const stamp = Date.now().toString(36);
  const annapurna = await createAccount('meal_provider', `Whole Annapurna ${stamp}`, { phone: '+91 98220 00000' });
  const saoji = await createAccount('meal_provider', `Whole Saoji ${stamp}`, { phone: '0712 2345678' });
  const customer = await createAccount('user', 'Whole Customer');
  // a first order: no mobile number in the profile yet
  await writeData(`users/${customer.uid}/phone`, null);
  await dish(annapurna.uid, 'Whole Thali', 150);
  await dish(annapurna.uid, 'Whole Chai', 20);
  await dish(saoji.uid, 'Whole Saoji Curry', 220);

  const cp = await open();
  await signIn(cp, customer.email, customer.password);
  const add = async (kitchenId: string, name: string, more = 0) => {
    await cp.goto(`${PORTAL}/provider/${kitchenId}/menu`);
    const card = cp.getByRole('article', { name });
    for (let i = 0; i < more; i++) await card.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await card.getByRole('button', { name: 'Add to Basket' }).click();
    await card.getByRole('button', { name: 'Added ✓' }).waitFor();
  };
  await add(annapurna.uid, 'Whole Thali', 1);
  await add(annapurna.uid, 'Whole Chai');
  await add(saoji.uid, 'Whole Saoji Curry');

  // The basket: one group per kitchen, each with its fee and total, and the grand total.
  await cp.goto(`${PORTAL}/cart`);
  const main = cp.locator('main');
  const groupA = main.getByRole('region', { name: annapurna.name });
  const groupB = main.getByRole('region', { name: saoji.name });
  await groupA.locator('dl dt.total').waitFor();
  const shownA = (await groupA.locator('dl').textContent())!;
  const shownB = (await groupB.locator('dl').textContent())!;
  expect(shownA).toBe('Subtotal₹320.00Delivery fee₹40.00Total₹360.00');
  expect(shownB).toBe('Subtotal₹220.00Delivery fee₹40.00Total₹260.00');
  const summary = main.getByRole('region', { name: 'Order Summary' });
  expect(await summary.locator('dl').textContent()).toBe('Subtotal₹540.00Delivery fees (2 kitchens)₹80.00Total₹620.00');
  const mobile = main.getByRole('textbox', { name: 'Mobile number' });
  await expectAxeCleanInBothThemes(cp, '/cart with two kitchens and the delivery form', () => mobile.waitFor());
  expect(await mobile.inputValue()).toBe('');
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await main.getByText('Please enter your mobile number.').waitFor();
  await mobile.fill('98220 12345');
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Two orders in one write: two consecutive numbers, a fee each, the totals the basket showed; the mobile is in the profile.
  await cp.waitForURL(/\/orders#order-/);
  const orders = await ordersOf(customer.uid);
  expect(orders).toHaveLength(2);
  const a = orders.find((o) => o.providerId === annapurna.uid)!;
  const b = orders.find((o) => o.providerId === saoji.uid)!;
  expect(a).toMatchObject({ fee: 40, itemsTotal: 320, total: 360, status: 'pending', step: 'new', customerName: 'Whole Customer', customerPhone: '+919822012345' });
  expect(Object.values(a.lines).map((l) => [l.itemName, l.quantity]).sort()).toEqual([['Whole Chai', 1], ['Whole Thali', 2]]);
  expect(b).toMatchObject({ fee: 40, itemsTotal: 220, total: 260 });
  const seq = (o: StoredOrder) => Number(o.orderNumber.slice(-4));
  expect(Math.abs(seq(a) - seq(b))).toBe(1);
  expect(await readData(`users/${customer.uid}/phone`)).toBe('+919822012345');

  // My Orders opens on the new orders, both at the top, each saying what to pay.
  const cardA = cp.locator(`#order-${a.id}`);
  const cardB = cp.locator(`#order-${b.id}`);
  await cardA.getByText('Pay ₹360.00 to the kitchen on delivery, in cash or by UPI.').waitFor();
  await cardB.getByText('Pay ₹260.00 to the kitchen on delivery, in cash or by UPI.').waitFor();
  const first = await cp.getByRole('region', { name: 'In Shipping' }).locator('li[id^="order-"]').evaluateAll((cards) => cards.slice(0, 2).map((c) => c.id).sort());
  expect(first).toEqual([`order-${a.id}`, `order-${b.id}`].sort());
  await landedOn(cp, cp.url().split('#order-')[1]!);
  await cardA.getByRole('heading', { name: 'Track order' }).waitFor();
  expect(await cardA.textContent()).toContain('Dishes₹320.00Delivery fee₹40.00Total₹360.00');

  // The kitchens' phones: a mobile with Call and WhatsApp (naming the order), a landline with Call only.
  expect(await cardA.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+919822000000');
  expect(await cardA.getByRole('link', { name: /^WhatsApp / }).getAttribute('href'))
    .toBe(`https://wa.me/919822000000?text=${encodeURIComponent(`Hello, about my Thali order ${a.orderNumber}`)}`);
  expect(await cardB.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+917122345678');
  expect(await cardB.getByRole('link', { name: /^WhatsApp / }).count()).toBe(0);
  await cardA.getByRole('button', { name: /^Cancel until \d{1,2}:\d{2} (am|pm)$/ }).waitFor();

  // The kitchens act in another browser; the customer's open page follows without a reload.
  const kp = await open();
  await signIn(kp, annapurna.email, annapurna.password);
  const readyBy = Date.now() + 40 * 60_000;
  await kitchenStep(kp, annapurna.uid, a.id, { step: 'accept', readyBy });
  await cardA.getByText(/^Accepted \d{1,2}:\d{2} (am|pm) · ready by \d{1,2}:\d{2} (am|pm)$/).waitFor();
  await cardA.getByText('The kitchen has accepted this order: please call the kitchen to change it.').waitFor();
  expect(await cardA.getByRole('button', { name: /^Cancel until/ }).count()).toBe(0);
  await kitchenStep(kp, annapurna.uid, a.id, { step: 'on_the_way' });
  await cardA.getByText(/^On the way \d{1,2}:\d{2} (am|pm)$/).waitFor();
  await kitchenStep(kp, annapurna.uid, a.id, { step: 'delivered' });
  const delivered = cp.getByRole('region', { name: 'Delivered' }).locator(`#order-${a.id}`);
  await delivered.getByText(/^Delivered \d{1,2}:\d{2} (am|pm)$/).waitFor();
  await delivered.getByRole('button', { name: /^Order again/ }).waitFor();

  const kp2 = await open();
  await signIn(kp2, saoji.email, saoji.password);
  await kitchenStep(kp2, saoji.uid, b.id, { step: 'cancel', reason: 'Sold out' });
  const cancelled = cp.getByRole('region', { name: 'Cancelled' }).locator(`#order-${b.id}`);
  await cancelled.getByText(/^Cancelled by the kitchen: Sold out · \d{1,2}:\d{2} (am|pm)$/).waitFor();

  // the kitchens' figures count orders and what each order's total is (dishes and fee)
  expect(await readData(`stats/${annapurna.uid}`)).toMatchObject({ totalOrders: 1, completedOrders: 1, pendingOrders: 0, totalRevenue: 360 });
  expect(await readData(`stats/${saoji.uid}`)).toMatchObject({ totalOrders: 1, cancelledOrders: 1, pendingOrders: 0, totalRevenue: 0 });

  // My Orders with steps, links, Order again and a cancelled card: axe-clean in both themes, no sideways scroll on a phone
  await expectAxeCleanInBothThemes(cp, '/orders with whole orders', () => cancelled.waitFor());
  await cp.setViewportSize({ width: 390, height: 844 });
  await cancelled.waitFor();
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('Buy Now shows the dish, quantity, fee and total first, then lands on its order at the top of My Orders', async () => {
  const kitchen = await createAccount('meal_provider', `Whole Buy ${Date.now().toString(36)}`);
  const customer = await createAccount('user', 'Whole Buyer');
  await writeData(`users/${customer.uid}/phone`, '+919822054321');
  await dish(kitchen.uid, 'Whole Poha', 45);
  const cp = await open();
  await signIn(cp, customer.email, customer.password);
  await cp.setViewportSize({ width: 390, height: 844 }); // a phone, once signed in (the account menu sits in the phone menu)
  await cp.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  const card = cp.getByRole('article', { name: 'Whole Poha' });
  await card.getByRole('button', { name: 'Increase quantity of Whole Poha' }).click();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const form = card.getByRole('form', { name: 'Your order' });
  await form.getByText('Delivery fee').waitFor();
  expect(await form.locator('dl').textContent()).toBe('Whole Poha × 2₹90.00Delivery fee₹40.00Total₹130.00');
  // the profile's mobile, prefilled after the +91
  expect(await form.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('9822054321');
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: 'Place order' }).click();

  await cp.waitForURL(/\/orders#order-/);
  const [order] = await ordersOf(customer.uid);
  expect(order).toMatchObject({ fee: 40, itemsTotal: 90, total: 130, customerPhone: '+919822054321' });
  const placed = cp.locator(`#order-${order!.id}`);
  await placed.getByText('Pay ₹130.00 to the kitchen on delivery, in cash or by UPI.').waitFor();
  await placed.getByRole('heading', { name: 'Track order' }).waitFor();
  // scrolled to it: its number at the top of the phone's screen
  await landedOn(cp, order!.id);
  expect(await placed.getByRole('heading', { name: `Order ${order!.orderNumber}` }).isVisible()).toBe(true);
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
