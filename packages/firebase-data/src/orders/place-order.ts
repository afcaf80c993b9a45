import { firebase, type FirebaseServices } from '../app';
import type { MenuItem } from '../model';
import { deliveryFields, type OrderDelivery } from './delivery';
import { MAX_QUANTITY, newOrderId, newOrderNumber, orderCreationWrites, ordersStored, writeWithStoredMonths } from './order-writes';

/**
 * Buy Now: one pending order (with its delivery address and note, and an order number of its own) plus its stats
 * event, in one atomic multi-path update. Returns the order id.
 * A denial after a lost acknowledgement (the SDK re-sent the applied write) is a success when the order is stored
 * as written.
 */
export async function placeOrder(
  uid: string, item: Pick<MenuItem, 'id' | 'providerId' | 'name' | 'price'>, quantity: number, delivery: OrderDelivery,
  fb: FirebaseServices = firebase(),
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
  const orderNumber = newOrderNumber();
  await writeWithStoredMonths(fb, [item.providerId], (months) => {
    const writes = orderCreationWrites(uid, [order], months, { ...where, orderNumber });
    if (delivery.saveToProfile) writes[`users/${uid}/address`] = where.address;
    return writes;
  }, () => ordersStored(fb, uid, [order]));
  return order.orderId;
}
