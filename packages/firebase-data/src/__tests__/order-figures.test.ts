// Issue 41 against the local backend (real SDK, real rules): the operations Overview's order figures come from kept
// totals — each order number's claim carries its month's and day's running totals, each cancel moves its day's and
// month's cancelled totals — written by the checkout and by finalWrite in the same writes as the orders. Today's and
// this month's orders and value (net of cancelled orders) as staff read them, across two days and two months.
import { DAY_MS, dayStart, monthStart } from '@thali/domain';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { cancelMyOrder, kitchenCancelOrder } from '../orders/order-steps';
import { subscribeOrderFigures } from '../staff/order-figures';
import type { OrderFigures } from '../staff/staff-types';
import type { CartLine, MenuItem } from '../model';
import { admin, closeAll, freshNamespace, newUser, newUsers, newDishes, setClock, watch, ASAP, HOME, type TestUser } from './support/backend';

const ns = freshNamespace('order-figures');
afterAll(async () => { await setClock(ns, 0); await closeAll(); });

const line = (it: MenuItem): CartLine => ({ ...it, quantity: 1, addedAt: 0 });
let annapurna: TestUser, saoji: TestUser, asha: TestUser;
let thali: MenuItem, chai: MenuItem, poha: MenuItem;

/** A staff member's Overview figures, read on a connection opened now (it learns the server's clock when it connects). */
async function figures(until: (f: OrderFigures) => boolean): Promise<OrderFigures> {
  const staff = await newUser(ns, 'user', 'Ops');
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  const w = watch<OrderFigures>((onData, onError) => subscribeOrderFigures({ onData, onError, fb: staff.fb }));
  try {
    return await w.next(until);
  } finally {
    w.stop();
  }
}

beforeAll(async () => {
  [annapurna, saoji, asha] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji'], ['user', 'Asha']);
  [thali, chai, poha] = await newDishes([annapurna, 'Varhadi Thali', 140], [annapurna, 'Masala Chai', 20.5], [saoji, 'Poha', 40]);
});

test('orders placed (a checkout of two kitchens, a Buy Now) and cancelled (by the customer, by the kitchen): today\'s and the month\'s figures, net value', async () => {
  const fee = 40;
  const placed = await checkoutCart(asha.uid, [line(thali), line(chai), line(poha)], HOME, {}, asha.fb);
  const { id: buyNow } = await placeOrder(asha.uid, poha, 2, HOME, ASAP, asha.fb);
  const values = [140 + 20.5 + fee, 40 + fee, 80 + fee];
  const all = values.reduce((s, v) => s + v, 0);
  const placedNow = { placed: 3, cancelled: 0, value: all };
  expect(await figures((f) => f.today.placed === 3)).toEqual({ today: placedNow, month: placedNow });
  // staff only: a customer's read is refused
  const refused = watch<OrderFigures>((onData, onError) => subscribeOrderFigures({ onData, onError, fb: asha.fb }));
  expect((await refused.failed()).message).toMatch(/permission/i);
  refused.stop();

  await cancelMyOrder(asha.uid, { id: buyNow }, asha.fb);
  await kitchenCancelOrder({ id: placed[1]!.id }, 'Sold out', saoji.fb);
  const net = { placed: 3, cancelled: 2, value: values[0]! };
  expect(await figures((f) => f.today.cancelled === 2)).toEqual({ today: net, month: net });
  expect(await admin(ns, 'GET', `orderTotals/days/${dayStart(Date.now())}`)).toMatchObject({ cancelledOrders: 2, cancelledValue: values[1]! + values[2]! });
});

test('the next day starts its own figures (the month runs on); the next month starts both', async () => {
  const before = await figures((f) => f.month.placed >= 3);
  const now = Date.now();
  // noon tomorrow, Asia/Kolkata
  const tomorrow = dayStart(now) + DAY_MS + 6.5 * 3600e3;
  await setClock(ns, tomorrow - now);
  const ravi = await newUser(ns, 'user', 'Ravi');
  await placeOrder(ravi.uid, thali, 1, HOME, ASAP, ravi.fb);
  const sameMonth = monthStart(tomorrow) === monthStart(now);
  const next = await figures((f) => f.today.placed === 1);
  expect(next.today).toEqual({ placed: 1, cancelled: 0, value: 180 });
  expect(next.month).toEqual(sameMonth ? { placed: before.month.placed + 1, cancelled: before.month.cancelled, value: before.month.value + 180 }
    : { placed: 1, cancelled: 0, value: 180 });

  // noon on the 1st of the month after
  const firstOfNext = monthStart(monthStart(tomorrow) + 40 * DAY_MS) + 6.5 * 3600e3;
  await setClock(ns, firstOfNext - Date.now());
  const meera = await newUser(ns, 'user', 'Meera');
  await placeOrder(meera.uid, chai, 2, HOME, ASAP, meera.fb);
  const fresh = { placed: 1, cancelled: 0, value: 41 + 40 };
  expect(await figures((f) => f.month.placed === 1)).toEqual({ today: fresh, month: fresh });
});
