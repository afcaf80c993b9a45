// The fake's whole orders (issue 37) answer as the real use cases do: one order per kitchen, its number and fee, the
// steps forward only, the customer's cancel window, and the kitchen's board with its filters, day, pages and counts.
import * as logic from '../../logic';
import type { CartLine, MenuItem, Order, OrderBoard } from '../../model';
import { dayStart } from '../../tiffins/days';
import { fakeData } from '..';

const data = fakeData.module;
/** Issue 40: as soon as possible. */
const ASAP = { start: 0, asap: true } as const;
const HOME = { place: { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' }, name: 'Asha', phone: '+91 98765 43210' };
const line = (id: string, providerId: string, price: number, quantity: number): CartLine => ({
  id, providerId, name: id, description: '', price, imageUrl: '', quantity, addedAt: 1,
});
const dish = (id: string, providerId: string, price: number): MenuItem => ({
  id, providerId, name: id, description: 'Fresh', price, category: 'main-course', imageUrl: '/images/thali.svg', status: 'active',
  createdAt: 1, updatedAt: 1, diet: 'veg',
});
const MINUTE = 60000;

beforeEach(() => {
  fakeData.reset();
  fakeData.seed({ orders: [], stats: {}, carts: {}, profiles: { c1: { uid: 'c1', name: 'Asha', email: 'asha@thali.test', role: 'user', createdAt: '' } } });
});
afterEach(() => jest.useRealTimers());

test('a basket of two kitchens is two orders, two consecutive numbers, two fees; totals equal what the basket shows', async () => {
  const basket = [line('thali', 'p1', 140, 2), line('kheer', 'p2', 60, 1), line('chai', 'p1', 20, 3)];
  fakeData.seed({ carts: { c1: basket } });
  const shown = logic.orderCartTotals(basket);
  const placed = await data.checkoutCart('c1', basket, HOME, {});
  expect(placed.map((p) => [p.providerId, p.total])).toEqual(shown.kitchens.map((k) => [k.providerId, k.total]));
  expect(placed.map((p) => p.total)).toEqual([380, 100]);
  const [first, second] = placed.map((p) => Number(p.orderNumber.slice(-4)));
  expect(second).toBe(first! + 1);
  const orders = fakeData.table('orders')!;
  expect(orders.map((o) => [o.providerId, o.lines.map((l) => l.itemId), o.itemsTotal, o.fee, o.total, o.customerPhone, o.customerName])).toEqual([
    ['p1', ['thali', 'chai'], 340, 40, 380, '+919876543210', 'Asha'],
    ['p2', ['kheer'], 60, 40, 100, '+919876543210', 'Asha'],
  ]);
  expect(fakeData.table('stats')!.p1).toMatchObject({ totalOrders: 1, pendingOrders: 1, totalRevenue: 380 });
  expect(fakeData.table('carts')!.c1).toEqual([]);
  expect(fakeData.table('profiles')!.c1!.phone).toBe('+919876543210');
});

test('Buy Now is one order with the fee; a bad mobile number is refused before anything is written', async () => {
  await expect(data.placeOrder('c1', dish('thali', 'p1', 140), 2, { ...HOME, phone: '12345' }, ASAP)).rejects.toBeInstanceOf(logic.DeliveryValidationError);
  expect(fakeData.table('orders')).toEqual([]);
  const placed = await data.placeOrder('c1', dish('thali', 'p1', 140), 2, HOME, ASAP);
  expect(placed).toMatchObject({ providerId: 'p1', total: 320 });
});

test('the kitchen steps forward only; a cancel needs a reason; stats count orders and revenue counts totals', async () => {
  const [placed] = await data.checkoutCart('c1', [line('thali', 'p1', 100, 1)], HOME, {});
  const order = () => fakeData.table('orders')!.find((o) => o.id === placed!.id)!;
  await expect(data.markOnTheWay(order())).rejects.toBeInstanceOf(logic.OrderStepError);
  await expect(data.markDelivered(order())).rejects.toBeInstanceOf(logic.OrderStepError);
  await expect(data.acceptOrder(order(), Date.now() - 1)).rejects.toBeInstanceOf(logic.OrderInputError);
  await expect(data.acceptOrder(order(), Date.now() + 13 * 60 * MINUTE)).rejects.toBeInstanceOf(logic.OrderInputError);
  const readyBy = Date.now() + 30 * MINUTE;
  await data.acceptOrder(order(), readyBy);
  expect(order()).toMatchObject({ stage: 'accepted', readyBy });
  await expect(data.acceptOrder(order(), readyBy)).rejects.toThrow('This order has already moved on: refresh to see where it is.');
  await data.markOnTheWay(order());
  expect(order().stage).toBe('on_the_way');
  await expect(data.kitchenCancelOrder(order(), '   ')).rejects.toBeInstanceOf(logic.OrderInputError);
  await data.kitchenCancelOrder(order(), 'Cannot deliver there');
  expect(order()).toMatchObject({ stage: 'cancelled', status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Cannot deliver there', step: 'on_the_way' });
  await expect(data.markDelivered(order())).rejects.toBeInstanceOf(logic.OrderStepError);
  expect(fakeData.table('stats')!.p1).toMatchObject({ totalOrders: 1, pendingOrders: 0, cancelledOrders: 1, totalRevenue: 0 });
});

test('the customer cancels a whole new order within 10 minutes; not once accepted, not after the window', async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 26, 6, 30) });
  const [a, b, c] = [
    await data.placeOrder('c1', dish('thali', 'p1', 100), 1, HOME, ASAP),
    await data.placeOrder('c1', dish('thali', 'p1', 100), 1, HOME, ASAP),
    await data.placeOrder('c1', dish('thali', 'p1', 100), 1, HOME, ASAP),
  ];
  await expect(data.cancelMyOrder('c2', a!)).rejects.toBeInstanceOf(logic.OrderCancelError);
  await data.cancelMyOrder('c1', a!);
  await data.acceptOrder(b!, Date.now() + 20 * MINUTE);
  await expect(data.cancelMyOrder('c1', b!)).rejects.toThrow(logic.DELIVERY_MESSAGES.acceptedCallKitchen);
  jest.setSystemTime(Date.now() + 10 * MINUTE);
  await expect(data.cancelMyOrder('c1', c!)).rejects.toThrow(logic.DELIVERY_MESSAGES.notCancellable);
  expect(fakeData.table('orders')!.map((o) => o.stage)).toEqual(['cancelled', 'accepted', 'new']);
  expect(fakeData.table('stats')!.p1).toMatchObject({ totalOrders: 3, pendingOrders: 2, cancelledOrders: 1, totalRevenue: 280 });
});

test('the board: every pending order at once, history paged, filters, a day, counts equal to the lists, live', async () => {
  const now = Date.UTC(2026, 10, 26, 6, 30);
  const today = dayStart(now);
  const past: Order[] = Array.from({ length: 45 }, (_, i) => ({
    id: `old-${i}`, userId: 'c1', providerId: 'p1', lines: [{ itemId: 'thali', itemName: 'Thali', price: 100, quantity: 1 }], itemsTotal: 100, fee: 40,
    total: 140, status: i % 3 === 0 ? 'cancelled' : 'completed', step: 'accepted', stage: i % 3 === 0 ? 'cancelled' : 'delivered',
    timestamp: today - (i + 1) * 3600000,
  }));
  fakeData.seed({ orders: past });
  jest.useFakeTimers({ now });
  for (let i = 0; i < 12; i++) await data.placeOrder('c1', dish('thali', 'p1', 100), 1, HOME, ASAP);
  await data.placeOrder('c1', dish('kheer', 'p2', 60), 1, HOME, ASAP); // another kitchen's
  let board: OrderBoard | null = null;
  const handle = data.subscribeOrderBoard({ providerId: 'p1', pageSize: 20, onData: (b) => (board = b) });
  const seen = () => board!;
  expect(seen().pending).toHaveLength(12);
  expect(seen().history).toHaveLength(20);
  expect(seen().hasMore).toBe(true);
  expect(seen().counts).toEqual({ new: 12, accepted: 0, on_the_way: 0, delivered: 30, cancelled: 15 });
  handle.loadMore();
  handle.loadMore();
  expect(seen().history).toHaveLength(45);
  expect(seen().hasMore).toBe(false);
  expect(seen().history.map((o) => o.timestamp)).toEqual([...seen().history.map((o) => o.timestamp)].sort((x, y) => y - x));
  // a step reaches the open board
  await data.acceptOrder(seen().pending[3]!, now + 30 * MINUTE);
  expect(seen().counts).toMatchObject({ new: 11, accepted: 1 });
  handle.unsubscribe();

  let accepted: OrderBoard | null = null;
  data.subscribeOrderBoard({ providerId: 'p1', filter: 'accepted', onData: (b) => (accepted = b) });
  expect(accepted!.pending.map((o) => o.stage)).toEqual(['accepted']);
  expect(accepted!.history).toEqual([]);
  let todays: OrderBoard | null = null;
  data.subscribeOrderBoard({ providerId: 'p1', filter: 'delivered', day: today - 86400000, onData: (b) => (todays = b) });
  const yesterday = past.filter((o) => o.status === 'completed' && dayStart(o.timestamp) === today - 86400000);
  expect(todays!.pending).toEqual([]);
  expect(todays!.history.map((o) => o.id)).toEqual(yesterday.map((o) => o.id));
  expect(todays!.counts.delivered).toBe(yesterday.length);
  expect(todays!.hasMore).toBe(false);
});
