// Issue 37 against the local backend (real SDK, real rules): the money a customer is shown is what the orders record
// and what the kitchens' revenue counts; the kitchen's orders board (every pending order at once, final ones paged
// through indexed boardKey ranges, filters, a day, counts equal to the lists, live); an order's steps and their denials.
import { cancelledTotalsWrites } from '@thali/domain/order-totals';
import { placeLine } from '@thali/domain/address';
import { increment, ref, serverTimestamp, update } from 'firebase/database';
import { boardKeyOf, DAY_MS } from '@thali/domain';
import { addMenuItem } from '../menu/add-menu-item';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { checkoutCart } from '../orders/checkout-cart';
import { placeOrder } from '../orders/place-order';
import { orderCartTotals } from '../orders/order-logic';
import { acceptOrder, cancelMyOrder, kitchenCancelOrder, markDelivered, markOnTheWay } from '../orders/order-steps';
import { subscribeOrderBoard } from '../orders/subscribe-order-board';
import { OrderInputError, OrderStepError } from '../orders/order-logic';
import { dayStart } from '../tiffins/days';
import type { MenuItem, Order, OrderBoard, ProviderStats } from '../model';
import type { OrderBoardOptions } from '../orders/board-types';
import { admin, closeAll, freshNamespace, HOME, newUser, until, type TestUser, newUsers, newDishes, itemInput, ASAP } from './support/backend';

const ns = freshNamespace('order-board');
afterAll(closeAll);

const statsOf = async (p: TestUser) => (await admin(ns, 'GET', `stats/${p.uid}`)) as ProviderStats;
const HALF_HOUR = 1800e3;

/** A live board of `kitchen`, its latest value awaited with `next`. */
function board(kitchen: TestUser, options: Partial<OrderBoardOptions> = {}) {
  let value: OrderBoard | undefined;
  let error: Error | undefined;
  const handle = subscribeOrderBoard({ providerId: kitchen.uid, ...options, onData: (b) => { value = b; }, onError: (e) => { error = e; }, fb: kitchen.fb });
  return {
    ...handle,
    next: (pred: (b: OrderBoard) => boolean = () => true) => until(() => (value !== undefined && pred(value) ? value : undefined), 10000),
    failed: () => until(() => error),
  };
}

let annapurna: TestUser, saoji: TestUser, asha: TestUser, ravi: TestUser;
let thali: MenuItem, chai: MenuItem, poha: MenuItem;

beforeAll(async () => {
  [annapurna, saoji, asha, ravi] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji'], ['user', 'Asha'], ['user', 'Ravi']);
  [thali, chai, poha] = await newDishes([annapurna, 'Varhadi Thali', 140], [annapurna, 'Masala Chai', 20.5], [saoji, 'Poha', 35]);
});

test('money adds up: three dishes of two kitchens are two orders, two numbers, two fees; the basket, the orders and the revenues agree', async () => {
  const before = await Promise.all([statsOf(annapurna), statsOf(saoji)]);
  await addToCart(asha.uid, thali, 2, asha.fb);
  await addToCart(asha.uid, poha, 1, asha.fb);
  await addToCart(asha.uid, chai, 3, asha.fb);
  const lines = await loadCart(asha.uid, asha.fb);
  // what the basket shows (grouped by kitchen, one ₹40 fee each)
  const shown = orderCartTotals(lines);
  expect(shown.kitchens.map((k) => [k.providerId, k.itemsTotal, k.fee, k.total])).toEqual([
    [annapurna.uid, 341.5, 40, 381.5], [saoji.uid, 35, 40, 75],
  ]);
  expect(shown.total).toBe(456.5);
  const placed = await checkoutCart(asha.uid, lines, HOME, {}, asha.fb);
  expect(placed.map((p) => [p.providerId, p.total])).toEqual(shown.kitchens.map((k) => [k.providerId, k.total]));
  expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(2);
  expect(Number(placed[1]!.orderNumber.slice(-4))).toBe(Number(placed[0]!.orderNumber.slice(-4)) + 1);
  // what the orders record
  for (const [i, p] of placed.entries()) {
    const stored = (await admin(ns, 'GET', `orders/${p.id}`)) as Order;
    expect(stored).toMatchObject({ orderNumber: p.orderNumber, itemsTotal: shown.kitchens[i]!.itemsTotal, fee: 40, total: shown.kitchens[i]!.total });
  }
  // what the kitchens' revenue counts: exactly those totals (dishes and fee)
  const after = await Promise.all([statsOf(annapurna), statsOf(saoji)]);
  expect(after.map((s, i) => (s.totalRevenue ?? 0) - (before[i]?.totalRevenue ?? 0))).toEqual(shown.kitchens.map((k) => k.total));
  expect(after.map((s, i) => (s.totalOrders ?? 0) - (before[i]?.totalOrders ?? 0))).toEqual([1, 1]);
});

test('the steps: forward only, by the kitchen only; a kitchen cancel needs its reason; each reaches the customer live', async () => {
  const { id } = await placeOrder(ravi.uid, thali, 1, { ...HOME, name: 'Ravi', phone: '91234 56789' }, ASAP, ravi.fb);
  const order = { id };
  const seen: Order[][] = [];
  const { subscribeCustomerOrders } = await import('../orders/subscribe-customer-orders');
  const stop = subscribeCustomerOrders({ userId: ravi.uid, onData: (o) => seen.push(o), fb: ravi.fb });
  const stageNow = () => seen.at(-1)?.find((o) => o.id === id);
  try {
    await until(() => stageNow()?.stage === 'new');
    expect(stageNow()).toMatchObject({ customerName: 'Ravi', customerPhone: '+919123456789' });
    // not yet accepted: no on the way, no delivery
    await expect(markOnTheWay(order, annapurna.fb)).rejects.toBeInstanceOf(OrderStepError);
    await expect(markDelivered(order, annapurna.fb)).rejects.toBeInstanceOf(OrderStepError);
    // a ready-by time in the past or beyond 12 hours: refused before writing
    await expect(acceptOrder(order, Date.now() - 60e3, annapurna.fb)).rejects.toBeInstanceOf(OrderInputError);
    await expect(acceptOrder(order, Date.now() + 13 * 3600e3, annapurna.fb)).rejects.toBeInstanceOf(OrderInputError);
    // another kitchen, or the customer, may not accept it
    await expect(acceptOrder(order, Date.now() + HALF_HOUR, saoji.fb)).rejects.toBeInstanceOf(OrderStepError);
    await expect(acceptOrder(order, Date.now() + HALF_HOUR, ravi.fb)).rejects.toBeInstanceOf(OrderStepError);
    expect(await admin(ns, 'GET', `orders/${id}/step`)).toBe('new');
    const readyBy = Date.now() + HALF_HOUR;
    await acceptOrder(order, readyBy, annapurna.fb);
    await until(() => stageNow()?.stage === 'accepted');
    expect(stageNow()).toMatchObject({ readyBy: Math.floor(readyBy), acceptedAt: expect.any(Number) });
    // never backwards: accepting again is refused
    await expect(acceptOrder(order, readyBy, annapurna.fb)).rejects.toThrow('This order has already moved on: refresh to see where it is.');
    await markOnTheWay(order, annapurna.fb);
    await until(() => stageNow()?.stage === 'on_the_way');
    expect(stageNow()!.onTheWayAt).toEqual(expect.any(Number));
    await expect(markOnTheWay(order, annapurna.fb)).rejects.toBeInstanceOf(OrderStepError);
    // a cancel with no reason: refused before writing, and by the rules when written by hand
    await expect(kitchenCancelOrder(order, '  ', annapurna.fb)).rejects.toBeInstanceOf(OrderInputError);
    const s = `stats/${annapurna.uid}`;
    const stored = stageNow()!;
    /** The kitchen's cancel as kitchenCancelOrder writes it, by hand: with the reason, or without. */
    const cancelWrite = (reason?: string) => ({
      [`orders/${id}/status`]: 'cancelled', [`orders/${id}/cancelledBy`]: 'provider', [`orders/${id}/updatedAt`]: serverTimestamp(),
      [`orders/${id}/boardKey`]: boardKeyOf(annapurna.uid, 'cancelled', stored.timestamp), ...(reason ? { [`orders/${id}/cancelReason`]: reason } : {}),
      [`${s}/pendingOrders`]: increment(-1), [`${s}/cancelledOrders`]: increment(1),
      [`${s}/totalRevenue`]: increment(-stored.total), [`${s}/monthlyRevenue`]: increment(-stored.total),
      [`${s}/event`]: 'cancelled', [`${s}/batch`]: { 0: id }, [`${s}/applied/${id}`]: 'cancelled',
      // issue 41: the marketplace's cancelled totals of its day and month
      ...cancelledTotalsWrites(id, stored, increment),
    });
    await expect(update(ref(annapurna.fb.db), cancelWrite())).rejects.toThrow(/permission/i);
    await update(ref(annapurna.fb.db), cancelWrite('Cannot deliver there'));
    await until(() => stageNow()?.stage === 'cancelled');
    expect(stageNow()).toMatchObject({ cancelledBy: 'provider', cancelReason: 'Cannot deliver there', step: 'on_the_way', updatedAt: expect.any(Number) });
    // final: nothing more
    await expect(markDelivered(order, annapurna.fb)).rejects.toBeInstanceOf(OrderStepError);
    await expect(cancelMyOrder(ravi.uid, order, ravi.fb)).rejects.toThrow('This order can no longer be cancelled.');
  } finally {
    stop();
  }
});

describe('the board', () => {
  let kitchen: TestUser;
  let dish: MenuItem;
  const TODAY = dayStart(Date.now());
  /** 60 past orders over the 5 days before today, 12 a day: every third cancelled, the rest delivered (migrated-looking). */
  const PAST = Array.from({ length: 60 }, (_, i) => {
    const day = TODAY - (Math.floor(i / 12) + 1) * DAY_MS;
    const timestamp = day + 8 * 3600e3 + (i % 12) * 600e3;
    const status = i % 3 === 0 ? 'cancelled' : 'completed';
    return { id: `-past-${String(i).padStart(3, '0')}`, status, timestamp, day };
  });

  beforeAll(async () => {
    kitchen = await newUser(ns, 'meal_provider', 'Lunch Rush Kitchen');
    dish = await addMenuItem(kitchen.uid, itemInput('Thali', 100), kitchen.fb);
    const customers = await Promise.all(Array.from({ length: 3 }, (_, i) => newUser(ns, 'user', `Customer ${i}`)));
    // 12 new orders in the lunch rush, through the data package
    for (let i = 0; i < 12; i++) await placeOrder(customers[i % 3]!.uid, dish, 1 + (i % 2), HOME, ASAP, customers[i % 3]!.fb);
    // and its history, stored as the migration or earlier days left it (stats counting them, as the writes would have)
    const past = Object.fromEntries(PAST.map((p) => [p.id, {
      userId: customers[0]!.uid, providerId: kitchen.uid, orderNumber: `TH-2601-${p.id.slice(-3).padStart(4, '0')}`,
      lines: { 0: { itemId: dish.id, itemName: 'Thali', price: 100, quantity: 1, diet: 'veg' } }, lineCount: 1, itemsTotal: 100, fee: 40, total: 140,
      status: p.status, step: 'accepted', timestamp: p.timestamp, acceptedAt: p.timestamp, readyBy: p.timestamp + HALF_HOUR, updatedAt: p.timestamp + HALF_HOUR,
      address: placeLine(HOME.place), place: HOME.place, customerName: 'Asha', customerPhone: '+919876543210', boardKey: boardKeyOf(kitchen.uid, p.status, p.timestamp),
      ...(p.status === 'cancelled' ? { cancelledBy: 'provider', cancelReason: 'Sold out' } : {}),
    }]));
    await admin(ns, 'PATCH', 'orders', past);
    const stats = await statsOf(kitchen);
    await admin(ns, 'PATCH', `stats/${kitchen.uid}`, {
      totalOrders: stats.totalOrders + 60, completedOrders: PAST.filter((p) => p.status === 'completed').length,
      cancelledOrders: PAST.filter((p) => p.status === 'cancelled').length,
    });
  });

  test('every pending order at once (12 in the lunch rush, none paged away), history newest first 20 at a time, counts equal to the lists', async () => {
    const b = board(kitchen, { pageSize: 20 });
    const first = await b.next();
    expect(first.pending).toHaveLength(12);
    expect(first.pending.every((o) => o.stage === 'new' && o.providerId === kitchen.uid)).toBe(true);
    // open orders soonest slot first (issue 40); these are all 'as soon as possible': by when they were placed
    expect(first.pending.map((o) => o.timestamp)).toEqual([...first.pending.map((o) => o.timestamp)].sort((x, y) => x - y));
    expect(first.history).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const all = [...PAST].sort((x, y) => y.timestamp - x.timestamp);
    expect(first.history.map((o) => o.id)).toEqual(all.slice(0, 20).map((p) => p.id));
    expect(first.counts).toEqual({ new: 12, accepted: 0, on_the_way: 0, delivered: 40, cancelled: 20 });
    b.loadMore();
    expect((await b.next((x) => x.history.length === 40)).history.map((o) => o.id)).toEqual(all.slice(0, 40).map((p) => p.id));
    b.loadMore();
    const last = await b.next((x) => x.history.length === 60);
    expect(last.hasMore).toBe(false);
    expect(last.history.map((o) => o.id)).toEqual(all.map((p) => p.id));
    // the counts equal what the board lists in full
    expect(last.counts.delivered).toBe(last.history.filter((o) => o.stage === 'delivered').length);
    expect(last.counts.cancelled).toBe(last.history.filter((o) => o.stage === 'cancelled').length);
    expect(last.counts.new).toBe(last.pending.length);

    // every pending order can be acted on, live: accept one, send one on its way, deliver one, cancel one
    const [a, c, d, e] = last.pending;
    await acceptOrder(a!, Date.now() + HALF_HOUR, kitchen.fb);
    await acceptOrder(c!, Date.now() + HALF_HOUR, kitchen.fb);
    await markOnTheWay(c!, kitchen.fb);
    await acceptOrder(d!, Date.now() + HALF_HOUR, kitchen.fb);
    await markDelivered(d!, kitchen.fb);
    await kitchenCancelOrder(e!, 'Closing early', kitchen.fb);
    const moved = await b.next((x) => x.counts.cancelled === 21 && x.counts.delivered === 41 && x.counts.on_the_way === 1);
    expect(moved.counts).toEqual({ new: 8, accepted: 1, on_the_way: 1, delivered: 41, cancelled: 21 });
    expect(moved.pending).toHaveLength(10);
    // today's orders lead the history (newest first) once final
    expect(moved.history.slice(0, 2).map((o) => o.id).sort()).toEqual([d!.id, e!.id].sort());
    b.unsubscribe();
  });

  test('through the package entry: the board loads with the SDK, and a page asked for before it arrived is read too', async () => {
    const { subscribeOrderBoard: lazyBoard } = await import('../index');
    let value: OrderBoard | undefined;
    const handle = lazyBoard({ providerId: kitchen.uid, pageSize: 20, onData: (b) => { value = b; }, fb: kitchen.fb });
    handle.loadMore(); // in the same tick: the implementation has not arrived yet
    const shown = await until(() => (value && value.history.length === 40 ? value : undefined), 10000);
    expect(shown.pending.length + shown.counts.delivered + shown.counts.cancelled).toBe(12 + 60);
    handle.unsubscribe();
  });

  test('filters narrow the lists, never the counts; a day reads that day whole; another kitchen\'s board is refused', async () => {
    const accepted = board(kitchen, { filter: 'accepted' });
    const onlyAccepted = await accepted.next();
    accepted.unsubscribe();
    expect(onlyAccepted.pending.map((o) => o.stage)).toEqual(['accepted']);
    expect(onlyAccepted.history).toEqual([]);
    expect(onlyAccepted.counts.accepted).toBe(1);

    const cancelled = board(kitchen, { filter: 'cancelled', pageSize: 50 });
    const onlyCancelled = await cancelled.next();
    cancelled.unsubscribe();
    expect(onlyCancelled.pending).toEqual([]);
    expect(onlyCancelled.history.every((o) => o.stage === 'cancelled')).toBe(true);
    expect(onlyCancelled.history).toHaveLength(onlyCancelled.counts.cancelled);

    // two days ago: its 12 orders, whole (no paging), counted from that day's ranges
    const day = TODAY - 2 * DAY_MS;
    const thatDay = PAST.filter((p) => p.day === day);
    const dayBoard = board(kitchen, { day: day + 5 * 3600e3 });
    const shown = await dayBoard.next();
    dayBoard.unsubscribe();
    expect(shown.pending).toEqual([]);
    expect(shown.history.map((o) => o.id).sort()).toEqual(thatDay.map((p) => p.id).sort());
    expect(shown.hasMore).toBe(false);
    expect(shown.counts).toEqual({
      new: 0, accepted: 0, on_the_way: 0,
      delivered: thatDay.filter((p) => p.status === 'completed').length, cancelled: thatDay.filter((p) => p.status === 'cancelled').length,
    });
    // today: the pending ones and the two settled above
    const today = board(kitchen, { day: TODAY });
    const now = await today.next();
    today.unsubscribe();
    expect(now.pending).toHaveLength(10);
    expect(now.counts).toMatchObject({ delivered: 1, cancelled: 1 });

    // the rules: a kitchen reads its own ranges only; another kitchen or a customer asking for this one's is refused
    for (const someone of [saoji, asha]) {
      let error: Error | undefined;
      const other = subscribeOrderBoard({ providerId: kitchen.uid, onData: () => undefined, onError: (e) => { error = e; }, fb: someone.fb });
      await until(() => error);
      other.unsubscribe();
      expect(String(error)).toMatch(/permission/i);
    }
  });
});
