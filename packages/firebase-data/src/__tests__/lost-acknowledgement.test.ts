// A write whose acknowledgement is lost: the server applied it, the connection dropped before the 'ok', the SDK
// reconnected and sent the write again, and the rules rightly denied the replay (the orders exist). The customer
// must see the order as placed, and it must exist and be counted once.
import { addMenuItem } from '../menu/add-menu-item';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { ordersStored } from '../orders/order-writes';
import type { MenuItem, Order, ProviderStats } from '../model';
import { admin, closeAll, dropNextWriteAck, freshNamespace, newUser, type TestUser, HOME } from './support/backend';

const ns = freshNamespace('lost-ack');
afterAll(closeAll);

let kitchen: TestUser, asha: TestUser, ravi: TestUser;
let thali: MenuItem, chai: MenuItem;

const itemInput = (name: string, price: number) => ({ name, description: `${name}, freshly made`, price, category: 'main-course', imageUrl: 'https://example.com/x.jpg', diet: 'veg' as const, platesPerDay: '' });
const storedOrders = async () => Object.entries(((await admin(ns, 'GET', 'orders')) as Record<string, Order> | null) ?? {});
const storedStats = async () => (await admin(ns, 'GET', `stats/${kitchen.uid}`)) as ProviderStats & { applied: Record<string, string> };

beforeAll(async () => {
  [kitchen, asha, ravi] = await Promise.all([newUser(ns, 'meal_provider', 'Annapurna'), newUser(ns, 'user', 'Asha'), newUser(ns, 'user', 'Ravi')]);
  [thali, chai] = await Promise.all([addMenuItem(kitchen.uid, itemInput('Varhadi Thali', 140), kitchen.fb), addMenuItem(kitchen.uid, itemInput('Masala Chai', 20), kitchen.fb)]);
});

test('Buy Now: the acknowledgement is lost and the replay denied, yet the order is reported placed; it exists once and is counted once', async () => {
  await dropNextWriteAck(ns);
  const id = await placeOrder(asha.uid, thali, 2, HOME, asha.fb);
  const orders = await storedOrders();
  expect(orders.map(([key]) => key)).toEqual([id]);
  expect(orders[0]![1]).toMatchObject({ userId: asha.uid, providerId: kitchen.uid, itemId: thali.id, price: 140, quantity: 2, status: 'pending' });
  expect(await storedStats()).toMatchObject({ totalOrders: 1, pendingOrders: 1, monthlyOrders: 1, totalRevenue: 280, monthlyRevenue: 280, applied: { [id]: 'created' } });
});

test('checkout: the acknowledgement is lost and the replay denied, yet the checkout succeeds; each order exists once, counted once, basket cleared', async () => {
  await addToCart(asha.uid, thali, 1, asha.fb);
  await addToCart(asha.uid, chai, 3, asha.fb);
  const lines = await loadCart(asha.uid, asha.fb);
  const before = await storedOrders();
  await dropNextWriteAck(ns); // armed after the basket writes: the checkout is the next write
  const ids = await checkoutCart(asha.uid, lines, HOME, asha.fb);
  expect(ids).toHaveLength(2);
  const after = await storedOrders();
  expect(after).toHaveLength(before.length + 2);
  for (const [i, id] of ids.entries()) {
    expect(after.find(([key]) => key === id)?.[1]).toMatchObject({ userId: asha.uid, itemId: lines[i]!.id, quantity: lines[i]!.quantity });
  }
  expect(await storedStats()).toMatchObject({ totalOrders: 3, pendingOrders: 3, totalRevenue: 280 + 140 + 60, monthlyRevenue: 280 + 140 + 60 });
  expect(await loadCart(asha.uid, asha.fb)).toEqual([]);
});

test('the read-back is honest: an order that is missing, another customer\'s, or not as written is no confirmation', async () => {
  const [mineId, mine] = (await storedOrders()).find(([, o]) => o.userId === asha.uid && o.itemId === thali.id)!;
  const line = { itemId: mine.itemId, providerId: mine.providerId, itemName: mine.itemName, price: mine.price, quantity: mine.quantity };
  expect(await ordersStored(asha.fb, asha.uid, [{ orderId: mineId, line }])).toBe(true);
  // another item, quantity or price than written
  expect(await ordersStored(asha.fb, asha.uid, [{ orderId: mineId, line: { ...line, itemId: chai.id } }])).toBe(false);
  expect(await ordersStored(asha.fb, asha.uid, [{ orderId: mineId, line: { ...line, quantity: line.quantity + 1 } }])).toBe(false);
  // one of several missing
  expect(await ordersStored(asha.fb, asha.uid, [{ orderId: mineId, line }, { orderId: 'no-such-order', line }])).toBe(false);
  // Asha's order seen by Ravi (he may not read it), or claimed for Ravi's uid
  expect(await ordersStored(ravi.fb, ravi.uid, [{ orderId: mineId, line }])).toBe(false);
  expect(await ordersStored(asha.fb, ravi.uid, [{ orderId: mineId, line }])).toBe(false);
});

test('a write denied for a real reason (price changed) still fails, and nothing is written', async () => {
  await addToCart(ravi.uid, chai, 1, ravi.fb);
  const lines = await loadCart(ravi.uid, ravi.fb);
  await admin(ns, 'PATCH', `menu-items/${chai.id}`, { price: 25 });
  const before = await storedOrders();
  await expect(checkoutCart(ravi.uid, lines, HOME, ravi.fb)).rejects.toThrow(/permission/i);
  await expect(placeOrder(ravi.uid, chai, 1, HOME, ravi.fb)).rejects.toThrow(/permission/i); // the stale price of 20
  expect(await storedOrders()).toHaveLength(before.length);
  expect(await loadCart(ravi.uid, ravi.fb)).toEqual(lines);
});
