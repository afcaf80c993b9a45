// Issue 17 against the local backend (real SDK, real rules): the delivery address and note on every order line, and
// the customer's own cancel within the window, moving the kitchen's figures like the kitchen's cancel.
import { addMenuItem } from '../menu/add-menu-item';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { cancelMyOrder } from '../orders/cancel-my-order';
import { updateOrderStatus } from '../orders/update-order-status';
import { DELIVERY_MESSAGES, DeliveryValidationError, OrderCancelError } from '../orders/delivery';
import { ORDER_LIMITS } from '@thali/domain';
import type { CartLine, MenuItem, Order, ProviderStats } from '../model';
import { admin, closeAll, freshNamespace, newUser, setClock, type TestUser } from './support/backend';

const ns = freshNamespace('after-order');
afterAll(closeAll);

const ADDRESS = '12 Laxmi Nagar, Nagpur 440022';
const itemInput = (name: string, price: number) => ({ name, description: `${name}, freshly made`, price, category: 'main-course', imageUrl: 'https://example.com/x.jpg', diet: 'veg' as const, platesPerDay: '' });
const statsOf = async (p: TestUser) => (await admin(ns, 'GET', `stats/${p.uid}`)) as ProviderStats;
const orderOf = async (id: string) => (await admin(ns, 'GET', `orders/${id}`)) as Order;
/** The stored counters (a counter never moved is absent: 0). */
const counters = (s: ProviderStats) => Object.fromEntries((['totalOrders', 'totalRevenue', 'monthlyOrders', 'monthlyRevenue', 'pendingOrders',
  'completedOrders', 'cancelledOrders'] as const).map((k) => [k, s[k] ?? 0]));
const diff = (a: ProviderStats, b: ProviderStats) =>
  Object.fromEntries(Object.entries(counters(b)).map(([k, v]) => [k, v - counters(a)[k]!]));

let kitchen: TestUser, asha: TestUser, ravi: TestUser;
let thali: MenuItem, chai: MenuItem;

beforeAll(async () => {
  [kitchen, asha, ravi] = await Promise.all([newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'user', 'Asha'), newUser(ns, 'user', 'Ravi')]);
  [thali, chai] = await Promise.all([addMenuItem(kitchen.uid, itemInput('Varhadi Thali', 140), kitchen.fb), addMenuItem(kitchen.uid, itemInput('Masala Chai', 20.5), kitchen.fb)]);
});
afterEach(() => setClock(ns, 0));

test('checkout stores the address and note on every line and saves a changed address to the profile in the same write', async () => {
  const lines: CartLine[] = [thali, chai].map((it) => ({ ...it, quantity: 1, addedAt: 0 }));
  const ids = await checkoutCart(asha.uid, lines, { address: `  ${ADDRESS} `, note: ' Ring twice ', saveToProfile: true }, asha.fb);
  for (const id of ids) expect(await orderOf(id)).toMatchObject({ address: ADDRESS, note: 'Ring twice', status: 'pending' });
  expect(await admin(ns, 'GET', `users/${asha.uid}/address`)).toBe(ADDRESS);
  // Buy Now without a note: no note stored; the profile is left alone unless asked
  const id = await placeOrder(asha.uid, thali, 1, { address: '7 Dharampeth, Nagpur' }, asha.fb);
  const o = await orderOf(id);
  expect(o.address).toBe('7 Dharampeth, Nagpur');
  expect(o).not.toHaveProperty('note');
  expect(await admin(ns, 'GET', `users/${asha.uid}/address`)).toBe(ADDRESS);
});

test('a missing, short or long address, or a long note, is refused before anything is written', async () => {
  const before = Object.keys(((await admin(ns, 'GET', 'orders')) as object | null) ?? {}).length;
  await expect(placeOrder(asha.uid, thali, 1, { address: '   ' }, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.addressRequired);
  await expect(placeOrder(asha.uid, thali, 1, { address: 'abcd' }, asha.fb)).rejects.toBeInstanceOf(DeliveryValidationError);
  await expect(placeOrder(asha.uid, thali, 1, { address: 'a'.repeat(ORDER_LIMITS.addressMax + 1) }, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.addressLong);
  const line: CartLine = { ...thali, quantity: 1, addedAt: 0 };
  await expect(checkoutCart(asha.uid, [line], { address: ADDRESS, note: 'n'.repeat(ORDER_LIMITS.noteMax + 1) }, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.noteLong);
  expect(Object.keys(((await admin(ns, 'GET', 'orders')) as object | null) ?? {})).toHaveLength(before);
});

test("the customer's cancel within the window moves the stats exactly as the kitchen's cancel, in one write", async () => {
  const mine = await placeOrder(asha.uid, thali, 2, { address: ADDRESS }, asha.fb);
  const theirs = await placeOrder(asha.uid, thali, 2, { address: ADDRESS }, asha.fb);
  const s0 = await statsOf(kitchen);
  await cancelMyOrder(asha.uid, mine, asha.fb);
  const s1 = await statsOf(kitchen);
  await updateOrderStatus({ id: theirs, providerId: kitchen.uid }, 'cancelled', kitchen.fb);
  const s2 = await statsOf(kitchen);
  expect(diff(s0, s1)).toEqual({ totalOrders: 0, monthlyOrders: 0, totalRevenue: -280, monthlyRevenue: -280, pendingOrders: -1, completedOrders: 0, cancelledOrders: 1 });
  expect(diff(s1, s2)).toEqual(diff(s0, s1));
  expect(await orderOf(mine)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', address: ADDRESS });
  expect(await orderOf(theirs)).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
  // cancelled once: a second cancel is refused with the plain sentence, and nothing moves
  await expect(cancelMyOrder(asha.uid, mine, asha.fb)).rejects.toThrow('This order can no longer be cancelled.');
  expect(counters(await statsOf(kitchen))).toEqual(counters(s2));
});

test('after the kitchen completed it, after 10 minutes (server time), or by another customer: refused, nothing moves', async () => {
  const done = await placeOrder(asha.uid, chai, 1, { address: ADDRESS }, asha.fb);
  await updateOrderStatus({ id: done, providerId: kitchen.uid }, 'completed', kitchen.fb);
  const late = await placeOrder(asha.uid, chai, 1, { address: ADDRESS }, asha.fb);
  const s0 = await statsOf(kitchen);
  await expect(cancelMyOrder(asha.uid, done, asha.fb)).rejects.toBeInstanceOf(OrderCancelError);
  await expect(cancelMyOrder(ravi.uid, late, ravi.fb)).rejects.toThrow('This order can no longer be cancelled.');
  // the server's clock 10 minutes and a second later (this client still believes its own offset: the rules decide)
  await setClock(ns, ORDER_LIMITS.cancelWindowMs + 1000);
  await expect(cancelMyOrder(asha.uid, late, asha.fb)).rejects.toThrow('This order can no longer be cancelled.');
  expect((await orderOf(late)).status).toBe('pending');
  expect(counters(await statsOf(kitchen))).toEqual(counters(s0));
  await setClock(ns, 0);
  await cancelMyOrder(asha.uid, late, asha.fb);
  expect((await orderOf(late)).status).toBe('cancelled');
});

test("a customer's cancel racing the kitchen's complete: exactly one wins and the stats follow the winner", async () => {
  for (let round = 0; round < 3; round++) {
    const id = await placeOrder(ravi.uid, thali, 1, { address: ADDRESS }, ravi.fb);
    const s0 = await statsOf(kitchen);
    const [cancel, complete] = await Promise.allSettled([
      cancelMyOrder(ravi.uid, id, ravi.fb), updateOrderStatus({ id, providerId: kitchen.uid }, 'completed', kitchen.fb)]);
    expect([cancel.status, complete.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const o = await orderOf(id);
    const d = diff(s0, await statsOf(kitchen));
    if (cancel.status === 'fulfilled') {
      expect(o).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
      expect(d).toMatchObject({ pendingOrders: -1, cancelledOrders: 1, completedOrders: 0, totalRevenue: -140 });
    } else {
      expect(String((cancel as PromiseRejectedResult).reason)).toMatch('This order can no longer be cancelled.');
      expect(o.status).toBe('completed');
      expect(d).toMatchObject({ pendingOrders: -1, cancelledOrders: 0, completedOrders: 1, totalRevenue: 0 });
    }
  }
});
