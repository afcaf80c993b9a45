// A write whose acknowledgement is lost: the server applied it, the connection dropped before the 'ok', the SDK
// reconnected and sent the write again, and the rules rightly denied the replay (the orders exist). The customer
// must see the order as placed, and it must exist and be counted once.
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { ordersStored, type NewOrderLine } from '../orders/order-writes';
import type { MenuItem, Order, ProviderStats } from '../model';
import { admin, closeAll, dropNextWriteAck, freshNamespace, type TestUser, HOME, newUsers, newDishes, ASAP } from './support/backend';

const ns = freshNamespace('lost-ack');
afterAll(closeAll);

let kitchen: TestUser, asha: TestUser, ravi: TestUser;
let thali: MenuItem, chai: MenuItem;

const storedStats = async () => (await admin(ns, 'GET', `stats/${kitchen.uid}`)) as ProviderStats & { applied: Record<string, string> };

beforeAll(async () => {
  [kitchen, asha, ravi] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['user', 'Asha'], ['user', 'Ravi']);
  [thali, chai] = await newDishes([kitchen, 'Varhadi Thali', 140], [kitchen, 'Masala Chai', 20]);
});

type Stored = Order & { lines: Record<string, { itemId: string; quantity: number }>; lineCount: number };
const storedOrders = async () => Object.entries(((await admin(ns, 'GET', 'orders')) as Record<string, Stored> | null) ?? {});

test('Buy Now: the acknowledgement is lost and the replay denied, yet the order is reported placed with its number; it exists once and is counted once', async () => {
  await dropNextWriteAck(ns);
  const placed = await placeOrder(asha.uid, thali, 2, HOME, ASAP, asha.fb);
  const orders = await storedOrders();
  expect(orders.map(([key]) => key)).toEqual([placed.id]);
  expect(orders[0]![1]).toMatchObject({ userId: asha.uid, providerId: kitchen.uid, lines: { 0: { itemId: thali.id, price: 140, quantity: 2 } }, total: 320, status: 'pending' });
  expect(placed.orderNumber).toBe(orders[0]![1].orderNumber);
  expect(await storedStats()).toMatchObject({
    totalOrders: 1, pendingOrders: 1, monthlyOrders: 1, totalRevenue: 320, monthlyRevenue: 320, applied: { [placed.id]: 'created' },
  });
});

test('checkout: the acknowledgement is lost and the replay denied, yet the checkout succeeds; the order exists once, counted once, basket cleared', async () => {
  await addToCart(asha.uid, thali, 1, asha.fb);
  await addToCart(asha.uid, chai, 3, asha.fb);
  const lines = await loadCart(asha.uid, asha.fb);
  const before = await storedOrders();
  await dropNextWriteAck(ns); // armed after the basket writes: the checkout is the next write
  const placed = await checkoutCart(asha.uid, lines, HOME, {}, asha.fb);
  expect(placed).toHaveLength(1);
  const after = await storedOrders();
  expect(after).toHaveLength(before.length + 1);
  const stored = after.find(([key]) => key === placed[0]!.id)![1];
  expect(Object.values(stored.lines).map((l) => [l.itemId, l.quantity])).toEqual(lines.map((l) => [l.id, l.quantity]));
  expect(stored.orderNumber).toBe(placed[0]!.orderNumber);
  expect(await storedStats()).toMatchObject({ totalOrders: 2, pendingOrders: 2, totalRevenue: 320 + 140 + 60 + 40, monthlyRevenue: 320 + 140 + 60 + 40 });
  expect(await loadCart(asha.uid, asha.fb)).toEqual([]);
});

test('the read-back is honest: an order that is missing, another customer\'s, or not as written is no confirmation', async () => {
  const [mineId, mine] = (await storedOrders()).find(([, o]) => o.userId === asha.uid && o.lineCount === 1)!;
  const written = { orderId: mineId, providerId: mine.providerId, lines: Object.values(mine.lines as unknown as Record<string, NewOrderLine>), slot: ASAP };
  expect(await ordersStored(asha.fb, asha.uid, [written])).toBe(true);
  // other lines, another quantity or another kitchen than written
  expect(await ordersStored(asha.fb, asha.uid, [{ ...written, lines: [...written.lines, { ...written.lines[0]!, itemId: chai.id }] }])).toBe(false);
  expect(await ordersStored(asha.fb, asha.uid, [{ ...written, lines: [{ ...written.lines[0]!, quantity: written.lines[0]!.quantity + 1 }] }])).toBe(false);
  expect(await ordersStored(asha.fb, asha.uid, [{ ...written, providerId: ravi.uid }])).toBe(false);
  // one of several missing
  expect(await ordersStored(asha.fb, asha.uid, [written, { ...written, orderId: 'no-such-order' }])).toBe(false);
  // Asha's order seen by Ravi (he may not read it), or claimed for Ravi's uid
  expect(await ordersStored(ravi.fb, ravi.uid, [written])).toBe(false);
  expect(await ordersStored(asha.fb, ravi.uid, [written])).toBe(false);
});

test('a write denied for a real reason (price changed) still fails, and nothing is written', async () => {
  await addToCart(ravi.uid, chai, 1, ravi.fb);
  const lines = await loadCart(ravi.uid, ravi.fb);
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 25 });
  const before = await storedOrders();
  await expect(checkoutCart(ravi.uid, lines, HOME, {}, ravi.fb)).rejects.toThrow(/permission/i);
  await expect(placeOrder(ravi.uid, chai, 1, HOME, ASAP, ravi.fb)).rejects.toThrow(/permission/i); // the stale price of 20
  expect(await storedOrders()).toHaveLength(before.length);
  expect(await loadCart(ravi.uid, ravi.fb)).toEqual(lines);
});
