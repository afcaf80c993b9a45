import { addMenuItem } from '../menu/add-menu-item';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { subscribeCustomerOrders } from '../orders/subscribe-customer-orders';
import { subscribeProviderOrders } from '../orders/subscribe-provider-orders';
import { updateOrderStatus } from '../orders/update-order-status';
import { subscribeStats } from '../stats/subscribe-stats';
import { monthKey, monthStart, monthStartOfKey } from '../stats/month-key';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError } from '../orders/order-writes';
import type { CartLine, MenuItem, Order, ProviderStats } from '../model';
import type { FirebaseServices } from '../app';
import { admin, approve, closeAll, freshNamespace, newUser, until, type TestUser, HOME } from './support/backend';

const ns = freshNamespace('orders');
afterAll(closeAll);

const itemInput = (name: string, price: number) => ({ name, description: `${name}, freshly made`, price, category: 'main-course', imageUrl: 'https://example.com/x.jpg', diet: 'veg' as const, platesPerDay: '' });

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
const statsOf = (p: TestUser) => watch<ProviderStats>((d, e) => subscribeStats({ providerId: p.uid, onData: d, onError: e, fb: p.fb }));
const ordersOfCustomer = (c: TestUser, uid = c.uid) => watch<Order[]>((d, e) => subscribeCustomerOrders({ uid, onData: d, onError: e, fb: c.fb }));
const ordersOfProvider = (p: { uid: string; fb: FirebaseServices }, uid = p.uid, limit?: number) =>
  watch<Order[]>((d, e) => subscribeProviderOrders({ providerId: uid, onData: d, onError: e, limit, fb: p.fb }));
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

test('Buy Now: one pending order (every order field, server timestamp) and the stats, in one write', async () => {
  const stats = statsOf(p1);
  await stats.next();
  const before = Date.now();
  const id = await placeOrder(c1.uid, thali, 2, HOME, c1.fb);
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
  // the month is its checked numeric start only: no client label is written
  expect(await admin(ns, 'GET', `stats/${p1.uid}/monthStart`)).toBe(monthStart());
  expect(await admin(ns, 'GET', `stats/${p1.uid}/monthKey`)).toBeNull();
});

test(`quantities are bounded (1–${MAX_QUANTITY}): more is refused before anything is written`, async () => {
  const before = await allOrders();
  await expect(placeOrder(c1.uid, thali, MAX_QUANTITY + 1, HOME, c1.fb)).rejects.toThrow(`Quantity must be at most ${MAX_QUANTITY}`);
  await expect(placeOrder(c1.uid, thali, 1e9, HOME, c1.fb)).rejects.toThrow(`Quantity must be at most ${MAX_QUANTITY}`);
  const line: CartLine = { id: thali.id, providerId: p1.uid, name: thali.name, description: '', price: thali.price, imageUrl: '', quantity: 1e18, addedAt: 0 };
  await expect(checkoutCart(c1.uid, [line], HOME, c1.fb)).rejects.toThrow(`At most ${MAX_QUANTITY} of one item per order`);
  expect(await allOrders()).toBe(before);
});

test('a pending kitchen (not yet approved) cannot receive orders; once approved it can', async () => {
  const pending = await newUser(ns, 'meal_provider', 'New Kitchen', { approved: false });
  const dish = await addMenuItem(pending.uid, itemInput('Poha', 30), pending.fb); // it may build its menu meanwhile
  const before = await allOrders();
  await expect(placeOrder(c2.uid, dish, 1, HOME, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(before);
  await approve(ns, pending.uid);
  expect(await placeOrder(c2.uid, dish, 1, HOME, c2.fb)).toEqual(expect.any(String));
});

test('an item its provider marked inactive cannot be ordered', async () => {
  const dish = await addMenuItem(p2.uid, itemInput('Seasonal Sweet', 60), p2.fb);
  await admin(ns, 'PATCH', `menu-items/${dish.id}`, { status: 'inactive' });
  await expect(placeOrder(c2.uid, dish, 1, HOME, c2.fb)).rejects.toThrow(/permission/i);
});

test('checkout across providers: all orders, both stats and the basket clearing in one atomic write', async () => {
  await addToCart(c1.uid, thali, 1, c1.fb);
  await addToCart(c1.uid, biryani, 3, c1.fb);
  const lines = await loadCart(c1.uid, c1.fb);
  const ids = await checkoutCart(c1.uid, lines, HOME, c1.fb);
  expect(ids).toHaveLength(2);
  expect(await loadCart(c1.uid, c1.fb)).toEqual([]);
  const s1 = statsOf(p1), s2 = statsOf(p2);
  expect(await s1.next()).toMatchObject({ totalOrders: 2, totalRevenue: 420, pendingOrders: 2, monthlyOrders: 2, monthlyRevenue: 420 });
  expect(await s2.next()).toMatchObject({ totalOrders: 1, totalRevenue: 600, pendingOrders: 1 });
  s1.stop(); s2.stop();
  expect(await checkoutCart(c1.uid, [], HOME, c1.fb)).toEqual([]);
});

test('a denied line (price changed since it was put in the basket) leaves no order, the basket intact and the stats unchanged', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, biryani, 1, c2.fb);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 220 });
  const lines = await loadCart(c2.uid, c2.fb);
  const ordersBefore = await allOrders();
  const statsBefore = await admin(ns, 'GET', 'stats');
  await expect(checkoutCart(c2.uid, lines, HOME, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(ordersBefore);
  expect(await admin(ns, 'GET', 'stats')).toEqual(statsBefore);
  expect(await loadCart(c2.uid, c2.fb)).toEqual(lines);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 200 });
  expect(await checkoutCart(c2.uid, lines, HOME, c2.fb)).toHaveLength(2);
});

test('several lines of one provider are one atomic write too (batch slots): a denied line leaves no order, the basket and the stats intact', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, chai, 4, c2.fb);
  await addToCart(c2.uid, biryani, 2, c2.fb);
  const lines = await loadCart(c2.uid, c2.fb);
  expect(lines).toHaveLength(3);
  const s1 = statsOf(p1);
  const base = await s1.next();
  // one line's price changed since it was put in the basket: the whole write is denied
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 25 });
  const ordersBefore = await allOrders();
  const statsBefore = await admin(ns, 'GET', 'stats');
  await expect(checkoutCart(c2.uid, lines, HOME, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(ordersBefore);
  expect(await admin(ns, 'GET', 'stats')).toEqual(statsBefore);
  expect(await loadCart(c2.uid, c2.fb)).toEqual(lines);
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 20.5 });
  const ids = await checkoutCart(c2.uid, lines, HOME, c2.fb);
  expect(ids).toHaveLength(3);
  expect(await allOrders()).toBe(ordersBefore + 3);
  expect(await s1.next((s) => s.totalOrders === base.totalOrders + 2)).toEqual({
    ...base, totalOrders: base.totalOrders + 2, pendingOrders: base.pendingOrders + 2, monthlyOrders: base.monthlyOrders + 2,
    totalRevenue: base.totalRevenue + (140 + 82), monthlyRevenue: base.monthlyRevenue + (140 + 82),
  });
  s1.stop();
  expect(await loadCart(c2.uid, c2.fb)).toEqual([]);
  const stored = (await admin(ns, 'GET', `stats/${p1.uid}`)) as { batch: Record<string, string>; event: string; applied: Record<string, string> };
  expect(stored.event).toBe('created');
  expect(Object.values(stored.batch)).toEqual([ids[0], ids[1]]); // the write replaces the whole batch
  expect(stored.applied[ids[0]!]).toBe('created');
});

test(`more than ${MAX_LINES_PER_PROVIDER} lines of one provider: a clear error before anything is written`, async () => {
  const lines: CartLine[] = Array.from({ length: MAX_LINES_PER_PROVIDER + 1 }, (_, i) => ({
    id: `dish-${i}`, providerId: p1.uid, name: `Dish ${i}`, description: '', price: 10, imageUrl: '', quantity: 1, addedAt: 0,
  }));
  const before = await allOrders();
  const attempt = checkoutCart(c2.uid, lines, HOME, c2.fb);
  await expect(attempt).rejects.toThrow(TooManyLinesError);
  await expect(attempt).rejects.toThrow(`at most ${MAX_LINES_PER_PROVIDER} different items from one kitchen`);
  expect(await allOrders()).toBe(before);
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
  for (let i = 0; i < 4; i++) await placeOrder(c2.uid, chai, 1, HOME, c2.fb);
  const recent = ordersOfProvider(p1);
  const five = await recent.next((o) => o.length === 5);
  expect(five.every((o) => o.providerId === p1.uid)).toBe(true);
  expect(five.map((o) => o.timestamp)).toEqual([...five.map((o) => o.timestamp)].sort((a, b) => b - a));
  const newest = await placeOrder(c1.uid, thali, 1, HOME, c1.fb);
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
  // cancelling takes b's amount out of both revenues (b is of this month); completing moves no money
  const amount = b!.price * b!.quantity;
  expect(after).toEqual({
    ...base, pendingOrders: base.pendingOrders - 2, completedOrders: base.completedOrders + 1, cancelledOrders: base.cancelledOrders + 1,
    totalRevenue: base.totalRevenue - amount, monthlyRevenue: base.monthlyRevenue - amount,
  });
  const stored = (await admin(ns, 'GET', `orders/${a!.id}`)) as Order;
  expect(stored.status).toBe('completed');
  expect(stored.updatedAt).toEqual(expect.any(Number));
  // a settled order cannot be settled again (the counters would drift)
  await expect(updateOrderStatus(a!, 'cancelled', p1.fb)).rejects.toThrow(/permission/i);
});

test('a new month (Asia/Kolkata) restarts the monthly figures, totals carry on; cancelling an earlier month\'s order leaves the monthly revenue', async () => {
  const earlier = await placeOrder(c1.uid, biryani, 1, HOME, c1.fb);
  const oldStart = monthStartOfKey('2000-01')!;
  await admin(ns, 'PATCH', `stats/${p2.uid}`, { monthStart: oldStart, monthlyOrders: 7, monthlyRevenue: 999 });
  await admin(ns, 'PATCH', `orders/${earlier}`, { timestamp: oldStart + 3600e3 });
  const s2 = statsOf(p2);
  const shown = await s2.next((s) => s.monthlyOrders === 0);
  expect(shown.monthlyRevenue).toBe(0);
  const current = await placeOrder(c1.uid, biryani, 1, HOME, c1.fb);
  expect(await s2.next((s) => s.monthlyOrders === 1)).toMatchObject({ monthlyOrders: 1, monthlyRevenue: 200, totalOrders: shown.totalOrders + 1 });
  expect(await admin(ns, 'GET', `stats/${p2.uid}/monthStart`)).toBe(monthStart());
  // the earlier month's order: out of totalRevenue only; this month's: out of both
  const before = await s2.next();
  await updateOrderStatus({ id: earlier, providerId: p2.uid }, 'cancelled', p2.fb);
  expect(await s2.next((s) => s.cancelledOrders === before.cancelledOrders + 1)).toEqual({
    ...before, pendingOrders: before.pendingOrders - 1, cancelledOrders: before.cancelledOrders + 1, totalRevenue: before.totalRevenue - 200,
  });
  await updateOrderStatus({ id: current, providerId: p2.uid }, 'cancelled', p2.fb);
  expect(await s2.next((s) => s.cancelledOrders === before.cancelledOrders + 2)).toEqual({
    ...before, pendingOrders: before.pendingOrders - 2, cancelledOrders: before.cancelledOrders + 2,
    totalRevenue: before.totalRevenue - 400, monthlyRevenue: before.monthlyRevenue - 200,
  });
  s2.stop();
  expect(monthKey(Date.UTC(2025, 0, 31, 18, 29))).toBe('2025-01');
  expect(monthKey(Date.UTC(2025, 0, 31, 18, 30))).toBe('2025-02'); // midnight IST
  expect(monthStart(Date.UTC(2025, 0, 31, 18, 29))).toBe(Date.UTC(2024, 11, 31, 18, 30));
  expect(monthStart(Date.UTC(2025, 0, 31, 18, 30))).toBe(Date.UTC(2025, 0, 31, 18, 30));
  expect(monthStartOfKey('2025-02')).toBe(Date.UTC(2025, 0, 31, 18, 30));
});

test('a poisoned month cannot freeze the monthly figures: a future month or a stray label is not the current month, and the next order restarts it', async () => {
  // stored by someone (an admin here; the rules refuse it from clients): a month far in the future and a label
  const future = monthStartOfKey('9999-12')!;
  await admin(ns, 'PATCH', `stats/${p2.uid}`, { monthStart: future, monthKey: '9999-12', monthlyOrders: 5, monthlyRevenue: 500 });
  const s2 = statsOf(p2);
  const shown = await s2.next((s) => s.monthlyOrders === 0);
  expect(shown.monthlyRevenue).toBe(0); // not "current": only exactly this month's start is
  await placeOrder(c1.uid, biryani, 2, HOME, c1.fb);
  expect(await s2.next((s) => s.monthlyOrders === 1)).toMatchObject({ monthlyOrders: 1, monthlyRevenue: 400, totalOrders: shown.totalOrders + 1 });
  s2.stop();
  expect(await admin(ns, 'GET', `stats/${p2.uid}/monthStart`)).toBe(monthStart());
  // the monthly figures count from the real month again
  await placeOrder(c1.uid, biryani, 1, HOME, c1.fb);
  expect(await admin(ns, 'GET', `stats/${p2.uid}`)).toMatchObject({ monthlyOrders: 2, monthlyRevenue: 600, monthStart: monthStart() });
});

test('a customer cannot write a month label or a month of its choosing', async () => {
  const { ref, update } = await import('firebase/database');
  await expect(update(ref(c1.fb.db), { [`stats/${p1.uid}/monthKey`]: '9999-12' })).rejects.toThrow(/permission/i);
  await expect(update(ref(c1.fb.db), { [`stats/${p1.uid}/monthStart`]: monthStartOfKey('9999-12') })).rejects.toThrow(/permission/i);
});

test('stats without a monthStart (older data) have no current month: the next order starts it; a cancellation moves only totalRevenue', async () => {
  await admin(ns, 'DELETE', `stats/${p2.uid}/monthStart`);
  const before = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats;
  const id = await placeOrder(c1.uid, biryani, 1, HOME, c1.fb);
  expect(await admin(ns, 'GET', `stats/${p2.uid}`)).toMatchObject({ monthStart: monthStart(), monthlyOrders: 1, monthlyRevenue: 200, totalOrders: before.totalOrders + 1 });
  await admin(ns, 'DELETE', `stats/${p2.uid}/monthStart`);
  const middle = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats;
  await updateOrderStatus({ id, providerId: p2.uid }, 'cancelled', p2.fb);
  const after = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats & { monthStart?: number };
  expect(after).toMatchObject({ totalRevenue: middle.totalRevenue - 200, monthlyRevenue: middle.monthlyRevenue });
  expect(after.monthStart).toBeUndefined();
});

test(`${MAX_LINES_PER_PROVIDER} lines of one provider (every batch slot) in one checkout`, async () => {
  const [kitchen, c3] = await Promise.all([newUser(ns, 'meal_provider', 'Big Menu'), newUser(ns, 'user', 'Meera')]);
  const items = await Promise.all(Array.from({ length: MAX_LINES_PER_PROVIDER }, (_, i) => addMenuItem(kitchen.uid, itemInput(`Dish ${i}`, 10.25 + i), kitchen.fb)));
  for (const [i, it] of items.entries()) await addToCart(c3.uid, it, i + 1, c3.fb);
  const lines = await loadCart(c3.uid, c3.fb);
  expect(await checkoutCart(c3.uid, lines, HOME, c3.fb)).toHaveLength(MAX_LINES_PER_PROVIDER);
  const revenue = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  expect(await admin(ns, 'GET', `stats/${kitchen.uid}`)).toMatchObject({
    totalOrders: MAX_LINES_PER_PROVIDER, pendingOrders: MAX_LINES_PER_PROVIDER, monthlyOrders: MAX_LINES_PER_PROVIDER, totalRevenue: revenue, monthlyRevenue: revenue,
  });
  expect(await loadCart(c3.uid, c3.fb)).toEqual([]);
});
