import { addMenuItem } from '../menu/add-menu-item';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { subscribeCustomerOrders } from '../orders/subscribe-customer-orders';
import { subscribeProviderOrders } from '../orders/subscribe-provider-orders';
import { updateOrderStatus } from '../orders/update-order-status';
import { subscribeStats } from '../stats/subscribe-stats';
import { monthKey } from '../stats/month-key';
import type { MenuItem, Order, ProviderStats } from '../model';
import type { FirebaseServices } from '../app';
import { admin, closeAll, freshNamespace, newUser, until, type TestUser } from './support/backend';

const ns = freshNamespace('orders');
afterAll(closeAll);

const itemInput = (name: string, price: number) => ({ name, description: `${name}, freshly made`, price, category: 'main-course', imageUrl: 'https://example.com/x.jpg' });

/** The latest value of a subscription (waits for the first). */
function watch<T>(start: (onData: (v: T) => void, onError: (e: Error) => void) => () => void) {
  let value: T | undefined;
  let error: Error | undefined;
  const stop = start((v) => { value = v; }, (e) => { error = e; });
  return {
    stop,
    get error() { return error; },
    next: (pred: (v: T) => boolean = () => true) => until(() => (value !== undefined && pred(value) ? value : undefined)),
    failed: () => until(() => error),
  };
}
const statsOf = (p: TestUser) => watch<ProviderStats>((d, e) => subscribeStats(p.uid, d, e, p.fb));
const ordersOfCustomer = (c: TestUser, uid = c.uid) => watch<Order[]>((d, e) => subscribeCustomerOrders(uid, d, e, c.fb));
const ordersOfProvider = (p: { uid: string; fb: FirebaseServices }, uid = p.uid, limit?: number) =>
  watch<Order[]>((d, e) => subscribeProviderOrders(uid, d, e, limit, p.fb));
const allOrders = async () => Object.keys(((await admin(ns, 'GET', 'orders')) as Record<string, unknown> | null) ?? {}).length;

let p1: TestUser, p2: TestUser, c1: TestUser, c2: TestUser;
let thali: MenuItem, chai: MenuItem, biryani: MenuItem;

beforeAll(async () => {
  [p1, p2, c1, c2] = await Promise.all([
    newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'meal_provider', 'Saoji Ghar'), newUser(ns, 'user', 'Asha'), newUser(ns, 'user', 'Ravi'),
  ]);
  [thali, chai, biryani] = await Promise.all([
    addMenuItem(p1.uid, itemInput('Varhadi Thali', 140), p1.fb), addMenuItem(p1.uid, itemInput('Masala Chai', 20.5), p1.fb),
    addMenuItem(p2.uid, itemInput('Chicken Biryani', 200), p2.fb),
  ]);
});

test('Buy Now: one pending order (§3 fields, server timestamp) and the stats, in one write', async () => {
  const stats = statsOf(p1);
  await stats.next();
  const before = Date.now();
  const id = await placeOrder(c1.uid, thali, 2, c1.fb);
  const mine = ordersOfCustomer(c1);
  const [order] = await mine.next((o) => o.length === 1);
  mine.stop();
  expect(order).toMatchObject({ id, userId: c1.uid, providerId: p1.uid, itemId: thali.id, itemName: 'Varhadi Thali', price: 140, quantity: 2, status: 'pending' });
  expect(order!.timestamp).toBeGreaterThanOrEqual(before - 5000);
  expect(order!.updatedAt).toBeUndefined();
  expect(await stats.next((s) => s.totalOrders === 1)).toEqual({
    totalOrders: 1, totalRevenue: 280, monthlyOrders: 1, monthlyRevenue: 280, pendingOrders: 1, completedOrders: 0, cancelledOrders: 0,
  });
  stats.stop();
  expect(await admin(ns, 'GET', `stats/${p1.uid}/monthKey`)).toBe(monthKey());
});

test('checkout across providers: all orders, both stats and the basket clearing in one atomic write', async () => {
  await addToCart(c1.uid, thali, 1, c1.fb);
  await addToCart(c1.uid, biryani, 3, c1.fb);
  const lines = await loadCart(c1.uid, c1.fb);
  const ids = await checkoutCart(c1.uid, lines, c1.fb);
  expect(ids).toHaveLength(2);
  expect(await loadCart(c1.uid, c1.fb)).toEqual([]);
  const s1 = statsOf(p1), s2 = statsOf(p2);
  expect(await s1.next()).toMatchObject({ totalOrders: 2, totalRevenue: 420, pendingOrders: 2, monthlyOrders: 2, monthlyRevenue: 420 });
  expect(await s2.next()).toMatchObject({ totalOrders: 1, totalRevenue: 600, pendingOrders: 1 });
  s1.stop(); s2.stop();
  expect(await checkoutCart(c1.uid, [], c1.fb)).toEqual([]);
});

test('a denied line (price changed since it was put in the basket) leaves no order, the basket intact and the stats unchanged', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, biryani, 1, c2.fb);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 220 });
  const lines = await loadCart(c2.uid, c2.fb);
  const ordersBefore = await allOrders();
  const statsBefore = await admin(ns, 'GET', 'stats');
  await expect(checkoutCart(c2.uid, lines, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(ordersBefore);
  expect(await admin(ns, 'GET', 'stats')).toEqual(statsBefore);
  expect(await loadCart(c2.uid, c2.fb)).toEqual(lines);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 200 });
  expect(await checkoutCart(c2.uid, lines, c2.fb)).toHaveLength(2);
});

test('several lines of the same provider (rules allow one stats event per provider per write): checked first, then written in rounds', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, chai, 4, c2.fb);
  const lines = await loadCart(c2.uid, c2.fb);
  const s1 = statsOf(p1);
  const base = await s1.next();
  // a stale line is caught before anything is written
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 25 });
  const ordersBefore = await allOrders();
  await expect(checkoutCart(c2.uid, lines, c2.fb)).rejects.toThrow(/has changed/);
  expect(await allOrders()).toBe(ordersBefore);
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 20.5 });
  expect(await checkoutCart(c2.uid, lines, c2.fb)).toHaveLength(2);
  expect(await s1.next((s) => s.totalOrders === base.totalOrders + 2)).toMatchObject({
    totalOrders: base.totalOrders + 2, pendingOrders: base.pendingOrders + 2, totalRevenue: base.totalRevenue + 140 + 82,
  });
  s1.stop();
  expect(await loadCart(c2.uid, c2.fb)).toEqual([]);
});

test('stats cannot be faked: a customer writing counters without an order is denied', async () => {
  const { ref, update, increment } = await import('firebase/database');
  await expect(update(ref(c1.fb.db), { [`stats/${p1.uid}/totalRevenue`]: increment(1000) })).rejects.toThrow(/permission/i);
});

test('customers see only their own orders, newest first; reading another customer\'s orders is denied', async () => {
  const mine = ordersOfCustomer(c1);
  const orders = await mine.next((o) => o.length === 3);
  mine.stop();
  expect(orders.every((o) => o.userId === c1.uid)).toBe(true);
  expect(orders.map((o) => o.timestamp)).toEqual([...orders.map((o) => o.timestamp)].sort((a, b) => b - a));
  const spy = ordersOfCustomer(c1, c2.uid);
  expect(String(await spy.failed())).toMatch(/permission/i);
  const { get, ref } = await import('firebase/database');
  await expect(get(ref(c1.fb.db, 'orders'))).rejects.toThrow(/permission/i);
  const otherId = Object.entries((await admin(ns, 'GET', 'orders')) as Record<string, Order>).find(([, o]) => o.userId === c2.uid)![0];
  await expect(get(ref(c1.fb.db, `orders/${otherId}`))).rejects.toThrow(/permission/i);
});

test('providers see only their own recent orders (limit, newest first); another provider\'s are denied', async () => {
  for (let i = 0; i < 4; i++) await placeOrder(c2.uid, chai, 1, c2.fb);
  const recent = ordersOfProvider(p1);
  const five = await recent.next((o) => o.length === 5);
  expect(five.every((o) => o.providerId === p1.uid)).toBe(true);
  expect(five.map((o) => o.timestamp)).toEqual([...five.map((o) => o.timestamp)].sort((a, b) => b - a));
  const newest = await placeOrder(c1.uid, thali, 1, c1.fb);
  expect((await recent.next((o) => o[0]?.id === newest)).length).toBe(5);
  recent.stop();
  const p2view = ordersOfProvider(p2);
  expect((await p2view.next()).every((o) => o.providerId === p2.uid)).toBe(true);
  p2view.stop();
  expect(String(await ordersOfProvider(p2, p1.uid).failed())).toMatch(/permission/i);
});

test('updateOrderStatus: completing and cancelling move the counters atomically; only the order\'s provider may', async () => {
  const s1 = statsOf(p1);
  const base = await s1.next();
  const recent = ordersOfProvider(p1, p1.uid, 2);
  const [a, b] = await recent.next((o) => o.length === 2);
  recent.stop();
  await expect(updateOrderStatus(a!, 'completed', p2.fb)).rejects.toThrow(/permission/i);
  await expect(updateOrderStatus(a!, 'completed', c1.fb)).rejects.toThrow(/permission/i);
  await updateOrderStatus(a!, 'completed', p1.fb);
  await updateOrderStatus(b!, 'cancelled', p1.fb);
  const after = await s1.next((s) => s.cancelledOrders === base.cancelledOrders + 1);
  s1.stop();
  expect(after).toEqual({ ...base, pendingOrders: base.pendingOrders - 2, completedOrders: base.completedOrders + 1, cancelledOrders: base.cancelledOrders + 1 });
  const stored = (await admin(ns, 'GET', `orders/${a!.id}`)) as Order;
  expect(stored.status).toBe('completed');
  expect(stored.updatedAt).toEqual(expect.any(Number));
  // a settled order cannot be settled again (the counters would drift)
  await expect(updateOrderStatus(a!, 'cancelled', p1.fb)).rejects.toThrow(/permission/i);
});

test('a new month (Asia/Kolkata) restarts the monthly figures; totals carry on', async () => {
  await admin(ns, 'PATCH', `stats/${p2.uid}`, { monthKey: '2000-01', monthlyOrders: 7, monthlyRevenue: 999 });
  const s2 = statsOf(p2);
  const shown = await s2.next((s) => s.monthlyOrders === 0);
  expect(shown.monthlyRevenue).toBe(0);
  await placeOrder(c1.uid, biryani, 1, c1.fb);
  expect(await s2.next((s) => s.monthlyOrders === 1)).toMatchObject({ monthlyOrders: 1, monthlyRevenue: 200, totalOrders: shown.totalOrders + 1 });
  s2.stop();
  expect(await admin(ns, 'GET', `stats/${p2.uid}/monthKey`)).toBe(monthKey());
  expect(monthKey(Date.UTC(2025, 0, 31, 18, 29))).toBe('2025-01');
  expect(monthKey(Date.UTC(2025, 0, 31, 18, 30))).toBe('2025-02'); // midnight IST
});
