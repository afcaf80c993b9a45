import { firebase, type DataServices } from '../app';
import type { CartLine } from '../model';
import { deliveryFields, type OrderDelivery } from './delivery';
import { orderExtras, plateTakeWrites, writeCheckedOrders } from './kitchen-checks';
import {
  groupByProvider, MAX_LINES_PER_PROVIDER, MAX_QUANTITY, newOrderId, numberedSend, orderCreationWrites, ordersStored, TooManyLinesError,
  writeWithStoredMonths, type NewOrderLine,
} from './order-writes';

/**
 * Checkout: one pending order per line, every provider's stats event and the clearing of those lines from the
 * basket (and, when asked, the address saved to the profile), in ONE atomic multi-path update: all of it happens or none of it does (a line whose price or item
 * changed is denied by the rules, and then nothing is written). Every line carries the checkout's one order number
 * (TH-YYMM-NNNN, the same on each line), the month's next one, taken in the same write (numberedSend: a number
 * another checkout took first is replaced by the next one). Returns the order ids in line order; an empty
 * basket does nothing. A basket with more than MAX_LINES_PER_PROVIDER (12) lines of one provider is rejected
 * with a TooManyLinesError before anything is written.
 *
 * Before writing, every line's kitchen and plates are read by the server's clock: a line of a kitchen closed now throws
 * a KitchenClosedError, a line asking more plates than are left today a SoldOutError, and nothing is written (the
 * basket shows why per line; the customer removes those lines or waits). Each order copies its item's diet; a limited
 * item's plates are taken in the same write.
 *
 * A denial after a lost acknowledgement (the SDK re-sent the applied write) is a success when every order is
 * stored as written: the same write cleared those basket lines, so there is nothing left to do.
 */
export async function checkoutCart(uid: string, lines: CartLine[], delivery: OrderDelivery, fb: DataServices = firebase()): Promise<string[]> {
  if (!uid) throw new Error('Please login to proceed.');
  if (!lines || lines.length === 0) return [];
  const where = deliveryFields(delivery);
  const orders = lines.map((l) => ({
    cartId: l.id,
    orderId: newOrderId(fb),
    line: { itemId: l.id, providerId: l.providerId, itemName: l.name, price: Number(l.price), quantity: Math.floor(Number(l.quantity)) } satisfies NewOrderLine,
  }));
  for (const o of orders) {
    if (!o.line.providerId || !Number.isFinite(o.line.quantity) || o.line.quantity < 1) throw new Error(`Invalid basket line '${o.cartId}'`);
    if (o.line.quantity > MAX_QUANTITY) throw new Error(`At most ${MAX_QUANTITY} of one item per order ('${o.line.itemName || o.cartId}')`);
  }
  const groups = groupByProvider(orders);
  for (const [providerId, group] of groups) {
    if (group.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(providerId, group.length);
  }
  await writeCheckedOrders(fb, orders, (snapshot) => writeWithStoredMonths(fb, [...groups.keys()], (months) => {
    const writes = orderCreationWrites(uid, orders.map((o) => ({ ...o, extras: orderExtras(snapshot, o) })), months, where);
    Object.assign(writes, plateTakeWrites(snapshot, orders));
    for (const o of orders) writes[`users/${uid}/cart/${o.cartId}`] = null;
    if (delivery.saveToProfile) writes[`users/${uid}/address`] = where.address;
    return writes;
  }, () => ordersStored(fb, uid, orders), numberedSend(fb, uid, orders[0]!.orderId)));
  return orders.map((o) => o.orderId);
}
