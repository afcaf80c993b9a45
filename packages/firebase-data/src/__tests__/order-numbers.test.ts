// Issue 20 against the local backend (real SDK, real rules): order numbers TH-YYMM-NNNN with the month in
// Asia/Kolkata, kept by a settle; read back with the orders. Issue 36: the numbers come from the month's counter in
// sequence, taken in the order's write; customers checking out at once get distinct consecutive numbers (a loser
// re-reads the counter). Issue 37: one number per ORDER, and a checkout of two kitchens is two orders with two
// consecutive numbers, allocated in the same write (the counter moves by 2).
import { isOrderNumber, monthKey, monthLabel, orderNumberOf } from '@thali/domain';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { acceptOrder, markDelivered } from '../orders/order-steps';
import { toOrders } from '../orders/to-orders';
import type { CartLine, MenuItem, Order } from '../model';
import { admin, closeAll, freshNamespace, newUser, type TestUser, newUsers, newDishes, ASAP, HOME } from './support/backend';

const ns = freshNamespace('order-numbers');
afterAll(closeAll);

const orderOf = async (id: string) => (await admin(ns, 'GET', `orders/${id}`)) as Order;
const line = (it: MenuItem): CartLine => ({ ...it, quantity: 1, addedAt: 0 });

let annapurna: TestUser, saoji: TestUser, asha: TestUser;
let thali: MenuItem, chai: MenuItem, poha: MenuItem;

beforeAll(async () => {
  [annapurna, saoji, asha] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji'], ['user', 'Asha']);
  [thali, chai, poha] = await newDishes([annapurna, 'Varhadi Thali', 140], [annapurna, 'Masala Chai', 20], [saoji, 'Poha', 40]);
});

test('a checkout of two kitchens is two orders with two consecutive numbers of the current month in Kolkata, in one write', async () => {
  const placed = await checkoutCart(asha.uid, [line(thali), line(poha), line(chai)], HOME, {}, asha.fb);
  expect(placed.map((p) => p.providerId)).toEqual([annapurna.uid, saoji.uid]);
  const numbers = await Promise.all(placed.map(async ({ id }) => (await orderOf(id)).orderNumber));
  expect(numbers).toEqual(placed.map((p) => p.orderNumber));
  for (const number of numbers) {
    expect(isOrderNumber(number)).toBe(true);
    expect(number!.slice(3, 7)).toBe(monthKey().slice(2).replace('-', ''));
  }
  // the month's first two numbers of this (fresh) database, each claimed for its own order
  expect(numbers).toEqual([orderNumberOf(monthLabel(), 1), orderNumberOf(monthLabel(), 2)]);
  expect(await admin(ns, 'GET', `orderCounters/${monthLabel()}`)).toBe(2);
  expect(await admin(ns, 'GET', `orderNumbers/${numbers[1]}`)).toMatchObject({ by: asha.uid, order: placed[1]!.id, seq: 2 });
});

test('each Buy Now is a checkout of its own with a number; a settle keeps it; the orders read back carry it', async () => {
  const { id: first } = await placeOrder(asha.uid, thali, 1, HOME, ASAP, asha.fb);
  const { id: second } = await placeOrder(asha.uid, poha, 2, HOME, ASAP, asha.fb);
  const [a, b] = await Promise.all([orderOf(first), orderOf(second)]);
  expect(isOrderNumber(a.orderNumber)).toBe(true);
  expect(isOrderNumber(b.orderNumber)).toBe(true);
  await acceptOrder({ id: first }, Date.now() + 1800e3, annapurna.fb);
  await markDelivered({ id: first }, annapurna.fb);
  expect(await orderOf(first)).toMatchObject({ status: 'completed', orderNumber: a.orderNumber });
  const mine = toOrders(await admin(ns, 'GET', 'orders'), (o) => o.userId === asha.uid);
  expect(mine.find((o) => o.id === first)?.orderNumber).toBe(a.orderNumber);
  // an older order without a number (a line record not migrated yet) still reads, as a one-line order without a fee
  await admin(ns, 'PUT', 'orders/-old', { userId: asha.uid, providerId: annapurna.uid, itemId: thali.id, itemName: thali.name, price: 140,
    quantity: 1, status: 'completed', timestamp: 1700000000000 });
  const old = toOrders(await admin(ns, 'GET', 'orders'), (o) => o.id === '-old');
  expect(old).toHaveLength(1);
  expect(old[0]).not.toHaveProperty('orderNumber');
  expect(old[0]).toMatchObject({ legacy: true, fee: 0, total: 140, stage: 'delivered', lines: [{ itemId: thali.id, quantity: 1 }] });
});

test('10 customers check out at once: 10 distinct consecutive numbers, the counter at the last', async () => {
  const month = monthLabel();
  const start = ((await admin(ns, 'GET', `orderCounters/${month}`)) as number | null) ?? 0;
  const customers = await Promise.all(Array.from({ length: 10 }, (_, i) => newUser(ns, 'user', `Racer ${i}`)));
  const placed = await Promise.all(customers.map((c) => placeOrder(c.uid, thali, 1, HOME, ASAP, c.fb)));
  const numbers = await Promise.all(placed.map(async ({ id }) => (await orderOf(id)).orderNumber));
  expect(numbers).toEqual(placed.map((p) => p.orderNumber));
  expect(numbers.sort()).toEqual(Array.from({ length: 10 }, (_, i) => orderNumberOf(month, start + 1 + i)));
  expect(await admin(ns, 'GET', `orderCounters/${month}`)).toBe(start + 10);
});
