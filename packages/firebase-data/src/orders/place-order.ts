import { firebase, type DataServices } from '../app';
import type { MenuItem } from '../model';
import { deliveryFields, type OrderDelivery } from './delivery';
import { orderExtras, plateTakeWrites, writeCheckedOrders } from './kitchen-checks';
import { MAX_QUANTITY, newOrderId, numberedSend, orderCreationWrites, ordersStored, writeWithStoredMonths } from './order-writes';

/**
 * Buy Now: one pending order (with its delivery address and note, an order number of its own (the month's next, taken
 * in the same write), the item's diet and,
 * for an item with a daily limit, the plates it takes) plus its stats event, in one atomic multi-path update.
 * Returns the order id.
 * Before writing, the kitchen and the item's plates are read by the server's clock: a kitchen closed now throws a
 * KitchenClosedError, too few plates left today a SoldOutError, and nothing is written; the same errors when the
 * write is refused because the kitchen closed or the plates went meanwhile.
 * A denial after a lost acknowledgement (the SDK re-sent the applied write) is a success when the order is stored
 * as written.
 */
export async function placeOrder(
  uid: string, item: Pick<MenuItem, 'id' | 'providerId' | 'name' | 'price'>, quantity: number, delivery: OrderDelivery,
  fb: DataServices = firebase(),
): Promise<string> {
  const q = Math.floor(Number(quantity));
  if (!uid) throw new Error('Please login to proceed.');
  if (!item?.id || !item.providerId) throw new Error('Invalid menu item');
  if (!Number.isFinite(q) || q < 1) throw new Error('Quantity must be at least 1');
  if (q > MAX_QUANTITY) throw new Error(`Quantity must be at most ${MAX_QUANTITY}`);
  const where = deliveryFields(delivery);
  const order = {
    orderId: newOrderId(fb),
    line: { itemId: item.id, providerId: item.providerId, itemName: item.name, price: Number(item.price), quantity: q },
  };
  await writeCheckedOrders(fb, [order], (snapshot) => writeWithStoredMonths(fb, [item.providerId], (months) => {
    const writes = orderCreationWrites(uid, [{ ...order, extras: orderExtras(snapshot, order) }], months, where);
    Object.assign(writes, plateTakeWrites(snapshot, [order]));
    if (delivery.saveToProfile) writes[`users/${uid}/address`] = where.address;
    return writes;
  }, () => ordersStored(fb, uid, [order]), numberedSend(fb, uid, order.orderId)));
  return order.orderId;
}
