import { placeLine } from '@thali/domain/address';
import { addMenuItem } from '../menu/add-menu-item';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { subscribeCustomerOrders } from '../orders/subscribe-customer-orders';
import { subscribeProviderOrders } from '../orders/subscribe-provider-orders';
import { kitchenCancelOrder, markDelivered, acceptOrder } from '../orders/order-steps';
import { subscribeStats } from '../stats/subscribe-stats';
import { monthKey, monthStart, monthStartOfKey } from '../stats/month-key';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, TooManyLinesError } from '../orders/order-writes';
import type { CartLine, MenuItem, Order, ProviderStats } from '../model';
import type { FirebaseServices } from '../app';
import { admin, approve, closeAll, freshNamespace, newUser, type TestUser, HOME, newUsers, newDishes, itemInput, watch, ASAP } from './support/backend';

const ns = freshNamespace('orders');
afterAll(closeAll);

const statsOf = (p: TestUser) => watch<ProviderStats>((d, e) => subscribeStats({ providerId: p.uid, onData: d, onError: e, fb: p.fb }));
const ordersOfCustomer = (c: TestUser, uid = c.uid) => watch<Order[]>((d, e) => subscribeCustomerOrders({ userId: uid, onData: d, onError: e, fb: c.fb }));
const ordersOfProvider = (p: { uid: string; fb: FirebaseServices }, uid = p.uid, limit?: number) =>
  watch<Order[]>((d, e) => subscribeProviderOrders({ providerId: uid, onData: d, onError: e, limit, fb: p.fb }));
const allOrders = async () => Object.keys(((await admin(ns, 'GET', 'orders')) as Record<string, unknown> | null) ?? {}).length;
/** Ravi's checkout of `lines` is refused as a whole: no order written, the stats and his basket as they were. Returns the orders' count. */
async function expectCheckoutRefused(lines: CartLine[]) {
  const ordersBefore = await allOrders();
  const statsBefore = await admin(ns, 'GET', 'stats');
  await expect(checkoutCart(c2.uid, lines, HOME, {}, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(ordersBefore);
  expect(await admin(ns, 'GET', 'stats')).toEqual(statsBefore);
  expect(await loadCart(c2.uid, c2.fb)).toEqual(lines);
  return ordersBefore;
}

let p1: TestUser, p2: TestUser, c1: TestUser, c2: TestUser;
let thali: MenuItem, chai: MenuItem, biryani: MenuItem;

beforeAll(async () => {
  [p1, p2, c1, c2] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji Ghar'], ['user', 'Asha'], ['user', 'Ravi']);
  [thali, chai, biryani] = await newDishes([p1, 'Varhadi Thali', 140], [p1, 'Masala Chai', 20.5], [p2, 'Chicken Biryani', 200]);
});

test('Buy Now: one pending order (its line, fee, total, the customer to call, board key) and the stats, in one write', async () => {
  const stats = statsOf(p1);
  await stats.next();
  const before = Date.now();
  const placed = await placeOrder(c1.uid, thali, 2, HOME, ASAP, c1.fb);
  expect(placed).toEqual({ id: expect.any(String), orderNumber: expect.stringMatching(/^TH-\d{4}-\d{4,}$/), providerId: p1.uid, total: 320 });
  const mine = ordersOfCustomer(c1);
  const [order] = await mine.next((o) => o.length === 1);
  mine.stop();
  expect(order).toMatchObject({
    id: placed.id, orderNumber: placed.orderNumber, userId: c1.uid, providerId: p1.uid, status: 'pending', step: 'new', stage: 'new',
    lines: [{ itemId: thali.id, itemName: 'Varhadi Thali', price: 140, quantity: 2, diet: 'veg' }], itemsTotal: 280, fee: 40, total: 320,
    address: placeLine(HOME.place), place: HOME.place, asap: true, customerName: 'Asha', customerPhone: '+919876543210',
  });
  expect(order!.timestamp).toBeGreaterThanOrEqual(before - 5000);
  expect(order!.updatedAt).toBeUndefined();
  expect(await admin(ns, 'GET', `orders/${placed.id}/boardKey`)).toBe(`${p1.uid}|pending|${order!.timestamp}`);
  // the mobile is kept in the profile, in the same write (the rules compare the two)
  expect(await admin(ns, 'GET', `users/${c1.uid}/phone`)).toBe('+919876543210');
  expect(await stats.next((s) => s.totalOrders === 1)).toEqual({
    totalOrders: 1, totalRevenue: 320, monthlyOrders: 1, monthlyRevenue: 320, pendingOrders: 1, completedOrders: 0, cancelledOrders: 0,
  });
  stats.stop();
  // the month is its checked numeric start only: no client label is written
  expect(await admin(ns, 'GET', `stats/${p1.uid}/monthStart`)).toBe(monthStart());
  expect(await admin(ns, 'GET', `stats/${p1.uid}/monthKey`)).toBeNull();
});

test(`quantities are bounded (1–${MAX_QUANTITY}): more is refused before anything is written`, async () => {
  const before = await allOrders();
  await expect(placeOrder(c1.uid, thali, MAX_QUANTITY + 1, HOME, ASAP, c1.fb)).rejects.toThrow(`Quantity must be at most ${MAX_QUANTITY}`);
  await expect(placeOrder(c1.uid, thali, 1e9, HOME, ASAP, c1.fb)).rejects.toThrow(`Quantity must be at most ${MAX_QUANTITY}`);
  const line: CartLine = { id: thali.id, providerId: p1.uid, name: thali.name, description: '', price: thali.price, imageUrl: '', quantity: 1e18, addedAt: 0 };
  await expect(checkoutCart(c1.uid, [line], HOME, {}, c1.fb)).rejects.toThrow(`At most ${MAX_QUANTITY} of one item per order`);
  expect(await allOrders()).toBe(before);
});

test('a pending kitchen (not yet approved) cannot receive orders; once approved it can', async () => {
  const pending = await newUser(ns, 'meal_provider', 'New Kitchen', { approved: false });
  const dish = await addMenuItem(pending.uid, itemInput('Poha', 30), pending.fb); // it may build its menu meanwhile
  const before = await allOrders();
  await expect(placeOrder(c2.uid, dish, 1, HOME, ASAP, c2.fb)).rejects.toThrow(/permission/i);
  expect(await allOrders()).toBe(before);
  await approve(ns, pending.uid);
  expect(await placeOrder(c2.uid, dish, 1, HOME, ASAP, c2.fb)).toMatchObject({ total: 70 });
});

test('an item its provider marked inactive cannot be ordered', async () => {
  const dish = await addMenuItem(p2.uid, itemInput('Seasonal Sweet', 60), p2.fb);
  await admin(ns, 'PATCH', `menu-items/${dish.id}`, { status: 'inactive' });
  await expect(placeOrder(c2.uid, dish, 1, HOME, ASAP, c2.fb)).rejects.toThrow(/permission/i);
});

test('checkout across providers: one order per kitchen, both stats and the basket clearing in one atomic write', async () => {
  await addToCart(c1.uid, thali, 1, c1.fb);
  await addToCart(c1.uid, biryani, 3, c1.fb);
  const lines = await loadCart(c1.uid, c1.fb);
  const placed = await checkoutCart(c1.uid, lines, HOME, {}, c1.fb);
  expect(placed.map((o) => [o.providerId, o.total])).toEqual([[p1.uid, 180], [p2.uid, 640]]);
  expect(await loadCart(c1.uid, c1.fb)).toEqual([]);
  const s1 = statsOf(p1), s2 = statsOf(p2);
  expect(await s1.next()).toMatchObject({ totalOrders: 2, totalRevenue: 500, pendingOrders: 2, monthlyOrders: 2, monthlyRevenue: 500 });
  expect(await s2.next()).toMatchObject({ totalOrders: 1, totalRevenue: 640, pendingOrders: 1 });
  s1.stop(); s2.stop();
  expect(await checkoutCart(c1.uid, [], HOME, {}, c1.fb)).toEqual([]);
});

test('a denied line (price changed since it was put in the basket) leaves no order, the basket intact and the stats unchanged', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, biryani, 1, c2.fb);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 220 });
  const lines = await loadCart(c2.uid, c2.fb);
  await expectCheckoutRefused(lines);
  await admin(ns, 'PATCH', `menu-items/${biryani.id}`, { price: 200 });
  expect(await checkoutCart(c2.uid, lines, HOME, {}, c2.fb)).toHaveLength(2);
});

test('several lines of one provider are one order, one atomic write: a denied line leaves no order, the basket and the stats intact', async () => {
  await addToCart(c2.uid, thali, 1, c2.fb);
  await addToCart(c2.uid, chai, 4, c2.fb);
  await addToCart(c2.uid, biryani, 2, c2.fb);
  const lines = await loadCart(c2.uid, c2.fb);
  expect(lines).toHaveLength(3);
  const s1 = statsOf(p1);
  const base = await s1.next();
  // one line's price changed since it was put in the basket: the whole write is denied
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 25 });
  const ordersBefore = await expectCheckoutRefused(lines);
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 20.5 });
  const placed = await checkoutCart(c2.uid, lines, HOME, {}, c2.fb);
  expect(placed).toHaveLength(2);
  expect(await allOrders()).toBe(ordersBefore + 2);
  expect(await s1.next((s) => s.totalOrders === base.totalOrders + 1)).toEqual({
    ...base, totalOrders: base.totalOrders + 1, pendingOrders: base.pendingOrders + 1, monthlyOrders: base.monthlyOrders + 1,
    totalRevenue: base.totalRevenue + (140 + 82 + 40), monthlyRevenue: base.monthlyRevenue + (140 + 82 + 40),
  });
  s1.stop();
  expect(await loadCart(c2.uid, c2.fb)).toEqual([]);
  const stored = (await admin(ns, 'GET', `stats/${p1.uid}`)) as { batch: Record<string, string>; event: string; applied: Record<string, string> };
  expect(stored.event).toBe('created');
  expect(Object.values(stored.batch)).toEqual([placed[0]!.id]); // one order per kitchen per write: one slot
  expect(stored.applied[placed[0]!.id]).toBe('created');
  const order = (await admin(ns, 'GET', `orders/${placed[0]!.id}`)) as { lines: Record<string, { itemId: string }>; lineCount: number; itemsTotal: number };
  expect(Object.entries(order.lines).map(([k, l]) => [k, l.itemId])).toEqual([['0', thali.id], ['1', chai.id]]);
  expect(order).toMatchObject({ lineCount: 2, itemsTotal: 222 });
});

test(`more than ${MAX_LINES_PER_PROVIDER} lines of one provider: a clear error before anything is written`, async () => {
  const lines: CartLine[] = Array.from({ length: MAX_LINES_PER_PROVIDER + 1 }, (_, i) => ({
    id: `dish-${i}`, providerId: p1.uid, name: `Dish ${i}`, description: '', price: 10, imageUrl: '', quantity: 1, addedAt: 0,
  }));
  const before = await allOrders();
  const attempt = checkoutCart(c2.uid, lines, HOME, {}, c2.fb);
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
  expect(orders.map((o) => o.lines.length)).toEqual([1, 1, 1]);
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
  for (let i = 0; i < 4; i++) await placeOrder(c2.uid, chai, 1, HOME, ASAP, c2.fb);
  const recent = ordersOfProvider(p1);
  const five = await recent.next((o) => o.length === 5);
  expect(five.every((o) => o.providerId === p1.uid)).toBe(true);
  expect(five.map((o) => o.timestamp)).toEqual([...five.map((o) => o.timestamp)].sort((a, b) => b - a));
  const newest = await placeOrder(c1.uid, thali, 1, HOME, ASAP, c1.fb);
  expect((await recent.next((o) => o[0]?.id === newest.id)).length).toBe(5);
  recent.stop();
  const p2view = ordersOfProvider(p2);
  expect((await p2view.next()).every((o) => o.providerId === p2.uid)).toBe(true);
  p2view.stop();
  expect(String(await ordersOfProvider(p2, p1.uid).failed())).toMatch(/permission/i);
});

test('the kitchen delivers and cancels whole orders: counters move atomically by orders and totals; only the order\'s kitchen may', async () => {
  const s1 = statsOf(p1);
  const base = await s1.next();
  const recent = ordersOfProvider(p1, p1.uid, 2);
  const [a, b] = await recent.next((o) => o.length === 2);
  recent.stop();
  await acceptOrder(a!, Date.now() + 1800e3, p1.fb);
  await expect(markDelivered(a!, p2.fb)).rejects.toThrow('This order has already moved on: refresh to see where it is.');
  await expect(markDelivered(a!, c1.fb)).rejects.toThrow(/moved on|try again/);
  await markDelivered(a!, p1.fb);
  await kitchenCancelOrder(b!, 'Sold out', p1.fb);
  const after = await s1.next((s) => s.cancelledOrders === base.cancelledOrders + 1);
  s1.stop();
  // cancelling takes b's total (dishes and fee) out of both revenues (b is of this month); delivering moves no money
  expect(after).toEqual({
    ...base, pendingOrders: base.pendingOrders - 2, completedOrders: base.completedOrders + 1, cancelledOrders: base.cancelledOrders + 1,
    totalRevenue: base.totalRevenue - b!.total, monthlyRevenue: base.monthlyRevenue - b!.total,
  });
  const stored = (await admin(ns, 'GET', `orders/${a!.id}`)) as Order & { boardKey: string };
  expect(stored.status).toBe('completed');
  expect(stored.updatedAt).toEqual(expect.any(Number));
  expect(stored.boardKey).toBe(`${p1.uid}|completed|${a!.timestamp}`);
  expect(await admin(ns, 'GET', `orders/${b!.id}`)).toMatchObject({ status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out' });
  // a settled order cannot be settled again (the counters would drift)
  await expect(kitchenCancelOrder(a!, 'Closing early', p1.fb)).rejects.toThrow('This order has already moved on');
});

test('a new month (Asia/Kolkata) restarts the monthly figures, totals carry on; cancelling an earlier month\'s order leaves the monthly revenue', async () => {
  const earlier = (await placeOrder(c1.uid, biryani, 1, HOME, ASAP, c1.fb)).id;
  const oldStart = monthStartOfKey('2000-01')!;
  await admin(ns, 'PATCH', `stats/${p2.uid}`, { monthStart: oldStart, monthlyOrders: 7, monthlyRevenue: 999 });
  await admin(ns, 'PATCH', `orders/${earlier}`, { timestamp: oldStart + 3600e3, boardKey: `${p2.uid}|pending|${oldStart + 3600e3}` });
  const s2 = statsOf(p2);
  const shown = await s2.next((s) => s.monthlyOrders === 0);
  expect(shown.monthlyRevenue).toBe(0);
  const current = (await placeOrder(c1.uid, biryani, 1, HOME, ASAP, c1.fb)).id;
  expect(await s2.next((s) => s.monthlyOrders === 1)).toMatchObject({ monthlyOrders: 1, monthlyRevenue: 240, totalOrders: shown.totalOrders + 1 });
  expect(await admin(ns, 'GET', `stats/${p2.uid}/monthStart`)).toBe(monthStart());
  // the earlier month's order: out of totalRevenue only; this month's: out of both
  const before = await s2.next();
  await kitchenCancelOrder({ id: earlier }, 'Closing early', p2.fb);
  expect(await s2.next((s) => s.cancelledOrders === before.cancelledOrders + 1)).toEqual({
    ...before, pendingOrders: before.pendingOrders - 1, cancelledOrders: before.cancelledOrders + 1, totalRevenue: before.totalRevenue - 240,
  });
  await kitchenCancelOrder({ id: current }, 'Closing early', p2.fb);
  expect(await s2.next((s) => s.cancelledOrders === before.cancelledOrders + 2)).toEqual({
    ...before, pendingOrders: before.pendingOrders - 2, cancelledOrders: before.cancelledOrders + 2,
    totalRevenue: before.totalRevenue - 480, monthlyRevenue: before.monthlyRevenue - 240,
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
  await placeOrder(c1.uid, biryani, 2, HOME, ASAP, c1.fb);
  expect(await s2.next((s) => s.monthlyOrders === 1)).toMatchObject({ monthlyOrders: 1, monthlyRevenue: 440, totalOrders: shown.totalOrders + 1 });
  s2.stop();
  expect(await admin(ns, 'GET', `stats/${p2.uid}/monthStart`)).toBe(monthStart());
  // the monthly figures count from the real month again
  await placeOrder(c1.uid, biryani, 1, HOME, ASAP, c1.fb);
  expect(await admin(ns, 'GET', `stats/${p2.uid}`)).toMatchObject({ monthlyOrders: 2, monthlyRevenue: 680, monthStart: monthStart() });
});

test('a customer cannot write a month label or a month of its choosing', async () => {
  const { ref, update } = await import('firebase/database');
  await expect(update(ref(c1.fb.db), { [`stats/${p1.uid}/monthKey`]: '9999-12' })).rejects.toThrow(/permission/i);
  await expect(update(ref(c1.fb.db), { [`stats/${p1.uid}/monthStart`]: monthStartOfKey('9999-12') })).rejects.toThrow(/permission/i);
});

test('stats without a monthStart (older data) have no current month: the next order starts it; a cancellation moves only totalRevenue', async () => {
  await admin(ns, 'DELETE', `stats/${p2.uid}/monthStart`);
  const before = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats;
  const { id } = await placeOrder(c1.uid, biryani, 1, HOME, ASAP, c1.fb);
  expect(await admin(ns, 'GET', `stats/${p2.uid}`)).toMatchObject({ monthStart: monthStart(), monthlyOrders: 1, monthlyRevenue: 240, totalOrders: before.totalOrders + 1 });
  await admin(ns, 'DELETE', `stats/${p2.uid}/monthStart`);
  const middle = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats;
  await kitchenCancelOrder({ id }, 'Closing early', p2.fb);
  const after = (await admin(ns, 'GET', `stats/${p2.uid}`)) as ProviderStats & { monthStart?: number };
  expect(after).toMatchObject({ totalRevenue: middle.totalRevenue - 240, monthlyRevenue: middle.monthlyRevenue });
  expect(after.monthStart).toBeUndefined();
});

test(`${MAX_LINES_PER_PROVIDER} lines of one provider are one order (lines 0..11) in one checkout`, async () => {
  const [kitchen, c3] = await newUsers(ns, ['meal_provider', 'Big Menu'], ['user', 'Meera']);
  const items = await Promise.all(Array.from({ length: MAX_LINES_PER_PROVIDER }, (_, i) => addMenuItem(kitchen.uid, itemInput(`Dish ${i}`, 10.25 + i), kitchen.fb)));
  for (const [i, it] of items.entries()) await addToCart(c3.uid, it, i + 1, c3.fb);
  const lines = await loadCart(c3.uid, c3.fb);
  const [placed] = await checkoutCart(c3.uid, lines, HOME, {}, c3.fb);
  const revenue = lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + 40;
  expect(placed!.total).toBe(revenue);
  expect(await admin(ns, 'GET', `orders/${placed!.id}/lineCount`)).toBe(MAX_LINES_PER_PROVIDER);
  expect(await admin(ns, 'GET', `stats/${kitchen.uid}`)).toMatchObject({
    totalOrders: 1, pendingOrders: 1, monthlyOrders: 1, totalRevenue: revenue, monthlyRevenue: revenue,
  });
  expect(await loadCart(c3.uid, c3.fb)).toEqual([]);
});
