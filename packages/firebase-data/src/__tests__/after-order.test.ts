// Issue 17 against the local backend (real SDK, real rules): the delivery address and note on every order, and the
// customer's own cancel within the window, moving the kitchen's figures like the kitchen's cancel; issue 37: whole
// orders, the customer's name and mobile on them, the cancel only before the kitchen accepted.
import { placeOrder } from '../orders/place-order';
import { checkoutCart } from '../orders/checkout-cart';
import { acceptOrder, cancelMyOrder, kitchenCancelOrder, markDelivered } from '../orders/order-steps';
import { DELIVERY_MESSAGES, DeliveryValidationError, OrderCancelError } from '../orders/delivery';
import { ORDER_LIMITS } from '@thali/domain';
import type { CartLine, MenuItem, Order, ProviderStats } from '../model';
import { admin, closeAll, freshNamespace, setClock, type TestUser, newUsers, newDishes, ASAP, HOME_PLACE } from './support/backend';
import { placeLine, type DeliveryPlace } from '@thali/domain/address';
import { PLACE_MESSAGES } from '../orders/place';

const ns = freshNamespace('after-order');
afterAll(closeAll);

/** Issue 40: the one line of HOME_PLACE, stored as the order's address. */
const ADDRESS = placeLine(HOME_PLACE);
const DHARAMPETH = { house: '7', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' };
/** A delivery to `place` (and a note, …): every order names its customer and mobile since issue 37. */
const to = (place: Partial<DeliveryPlace> = HOME_PLACE, more: { note?: string; saveToProfile?: boolean } = {}) =>
  ({ place: place as DeliveryPlace, name: 'Asha', phone: '98765 43210', ...more });
const HALF_HOUR = 1800e3;
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
  [kitchen, asha, ravi] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['user', 'Asha'], ['user', 'Ravi']);
  [thali, chai] = await newDishes([kitchen, 'Varhadi Thali', 140], [kitchen, 'Masala Chai', 20.5]);
});
afterEach(() => setClock(ns, 0));

test('checkout stores the address, note, name and mobile on the order and saves them to the profile in the same write', async () => {
  const lines: CartLine[] = [thali, chai].map((it) => ({ ...it, quantity: 1, addedAt: 0 }));
  const untrimmed = { ...HOME_PLACE, house: ` ${HOME_PLACE.house} `, pin: '440 022' };
  const placed = await checkoutCart(asha.uid, lines, { ...to(untrimmed, { note: ' Ring twice ', saveToProfile: true }), name: ' Asha ', phone: '+91 98765-43210' }, {}, asha.fb);
  expect(placed).toHaveLength(1);
  for (const { id } of placed) {
    expect(await orderOf(id)).toMatchObject({ place: HOME_PLACE, address: ADDRESS, note: 'Ring twice', status: 'pending', customerName: 'Asha', customerPhone: '+919876543210' });
  }
  expect(await admin(ns, 'GET', `users/${asha.uid}/address`)).toBe(ADDRESS);
  expect(await admin(ns, 'GET', `users/${asha.uid}/place`)).toEqual(HOME_PLACE);
  expect(await admin(ns, 'GET', `users/${asha.uid}/phone`)).toBe('+919876543210');
  // Buy Now without a note: no note stored; the address is left alone unless asked
  const { id } = await placeOrder(asha.uid, thali, 1, to(DHARAMPETH), ASAP, asha.fb);
  const o = await orderOf(id);
  expect(o.address).toBe('7, Shivaji Nagar, Dharampeth, Nagpur 440010');
  expect(o).not.toHaveProperty('note');
  expect(await admin(ns, 'GET', `users/${asha.uid}/address`)).toBe(ADDRESS);
});

test('a missing house, a PIN code of another area, a long street, a long note, no name or no Indian mobile number is refused before anything is written', async () => {
  const before = Object.keys(((await admin(ns, 'GET', 'orders')) as object | null) ?? {}).length;
  await expect(placeOrder(asha.uid, thali, 1, to({ ...HOME_PLACE, house: '   ' }), ASAP, asha.fb)).rejects.toThrow(PLACE_MESSAGES.houseRequired);
  await expect(placeOrder(asha.uid, thali, 1, to({ ...HOME_PLACE, pin: '440010' }), ASAP, asha.fb)).rejects.toBeInstanceOf(DeliveryValidationError);
  await expect(placeOrder(asha.uid, thali, 1, to({ ...HOME_PLACE, street: 's'.repeat(101) }), ASAP, asha.fb)).rejects.toThrow(PLACE_MESSAGES.streetLong);
  const line: CartLine = { ...thali, quantity: 1, addedAt: 0 };
  await expect(checkoutCart(asha.uid, [line], to(HOME_PLACE, { note: 'n'.repeat(ORDER_LIMITS.noteMax + 1) }), {}, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.noteLong);
  await expect(checkoutCart(asha.uid, [line], { ...to(), name: ' ' }, {}, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.nameRequired);
  for (const phone of ['', '12345 67890', '0712 2345678', '+1 415 555 0100']) {
    await expect(placeOrder(asha.uid, thali, 1, { ...to(), phone }, ASAP, asha.fb)).rejects.toBeInstanceOf(DeliveryValidationError);
  }
  expect(Object.keys(((await admin(ns, 'GET', 'orders')) as object | null) ?? {})).toHaveLength(before);
});

test("the customer's cancel within the window moves the stats exactly as the kitchen's cancel, in one write", async () => {
  const { id: mine } = await placeOrder(asha.uid, thali, 2, to(), ASAP, asha.fb);
  const { id: theirs } = await placeOrder(asha.uid, thali, 2, to(), ASAP, asha.fb);
  const s0 = await statsOf(kitchen);
  await cancelMyOrder(asha.uid, { id: mine }, asha.fb);
  const s1 = await statsOf(kitchen);
  await kitchenCancelOrder({ id: theirs }, 'Sold out', kitchen.fb);
  const s2 = await statsOf(kitchen);
  // the order's total (2 × ₹140 and the ₹40 fee) out of both revenues
  expect(diff(s0, s1)).toEqual({ totalOrders: 0, monthlyOrders: 0, totalRevenue: -320, monthlyRevenue: -320, pendingOrders: -1, completedOrders: 0, cancelledOrders: 1 });
  expect(diff(s1, s2)).toEqual(diff(s0, s1));
  expect(await orderOf(mine)).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', address: ADDRESS });
  expect(await orderOf(theirs)).toMatchObject({ status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out' });
  // cancelled once: a second cancel is refused with the plain sentence, and nothing moves
  await expect(cancelMyOrder(asha.uid, { id: mine }, asha.fb)).rejects.toThrow('This order can no longer be cancelled.');
  expect(counters(await statsOf(kitchen))).toEqual(counters(s2));
});

test('after the kitchen accepted it, after 10 minutes (server time), or by another customer: refused, nothing moves', async () => {
  const { id: taken } = await placeOrder(asha.uid, chai, 1, to(), ASAP, asha.fb);
  await acceptOrder({ id: taken }, Date.now() + HALF_HOUR, kitchen.fb);
  const { id: done } = await placeOrder(asha.uid, chai, 1, to(), ASAP, asha.fb);
  await acceptOrder({ id: done }, Date.now() + HALF_HOUR, kitchen.fb);
  await markDelivered({ id: done }, kitchen.fb);
  const { id: late } = await placeOrder(asha.uid, chai, 1, to(), ASAP, asha.fb);
  const s0 = await statsOf(kitchen);
  await expect(cancelMyOrder(asha.uid, { id: taken }, asha.fb)).rejects.toThrow(DELIVERY_MESSAGES.acceptedCallKitchen);
  await expect(cancelMyOrder(asha.uid, { id: done }, asha.fb)).rejects.toBeInstanceOf(OrderCancelError);
  await expect(cancelMyOrder(ravi.uid, { id: late }, ravi.fb)).rejects.toThrow('This order can no longer be cancelled.');
  // the server's clock 10 minutes and a second later (this client still believes its own offset: the rules decide)
  await setClock(ns, ORDER_LIMITS.cancelWindowMs + 1000);
  await expect(cancelMyOrder(asha.uid, { id: late }, asha.fb)).rejects.toThrow('This order can no longer be cancelled.');
  expect((await orderOf(late)).status).toBe('pending');
  expect(counters(await statsOf(kitchen))).toEqual(counters(s0));
  await setClock(ns, 0);
  await cancelMyOrder(asha.uid, { id: late }, asha.fb);
  expect((await orderOf(late)).status).toBe('cancelled');
});

test("a customer's cancel racing the kitchen accepting and completing (or cancelling): exactly one side wins, the stats follow the winner", async () => {
  for (let round = 0; round < 6; round++) {
    const placed = await placeOrder(ravi.uid, thali, 1, to(), ASAP, ravi.fb);
    const order = { id: placed.id };
    const s0 = await statsOf(kitchen);
    // the kitchen's side: deliver it (accept, then complete), or cancel it itself
    const kitchenSide = round % 2 === 0
      ? (async () => { await acceptOrder(order, Date.now() + HALF_HOUR, kitchen.fb); await markDelivered(order, kitchen.fb); })()
      : kitchenCancelOrder(order, 'Closing early', kitchen.fb);
    const [cancel, settle] = await Promise.allSettled([cancelMyOrder(ravi.uid, order, ravi.fb), kitchenSide]);
    expect([cancel.status, settle.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const o = await orderOf(placed.id);
    const d = diff(s0, await statsOf(kitchen));
    if (cancel.status === 'fulfilled') {
      expect(o).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
      expect(d).toMatchObject({ pendingOrders: -1, cancelledOrders: 1, completedOrders: 0, totalRevenue: -180 });
      expect(String((settle as PromiseRejectedResult).reason)).toMatch('This order has already moved on: refresh to see where it is.');
    } else {
      expect(String((cancel as PromiseRejectedResult).reason)).toMatch(/This order can no longer be cancelled\.|please call the kitchen/);
      if (round % 2 === 0) {
        expect(o.status).toBe('completed');
        expect(d).toMatchObject({ pendingOrders: -1, cancelledOrders: 0, completedOrders: 1, totalRevenue: 0 });
      } else {
        expect(o).toMatchObject({ status: 'cancelled', cancelledBy: 'provider' });
        expect(d).toMatchObject({ pendingOrders: -1, cancelledOrders: 1, completedOrders: 0, totalRevenue: -180 });
      }
    }
  }
});
