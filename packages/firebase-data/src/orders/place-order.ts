import { firebase, type FirebaseServices } from '../app';
import type { MenuItem } from '../model';
import { newOrderId, orderCreationWrites, writeWithStoredMonths } from './order-writes';

/** Buy Now: one pending order plus its stats event, in one atomic multi-path update. Returns the order id. */
export async function placeOrder(
  uid: string, item: Pick<MenuItem, 'id' | 'providerId' | 'name' | 'price'>, quantity: number, fb: FirebaseServices = firebase(),
): Promise<string> {
  const q = Math.floor(Number(quantity));
  if (!uid) throw new Error('Please login to proceed.');
  if (!item?.id || !item.providerId) throw new Error('Invalid menu item');
  if (!Number.isFinite(q) || q < 1) throw new Error('Quantity must be at least 1');
  const orderId = newOrderId(fb);
  const line = { itemId: item.id, providerId: item.providerId, itemName: item.name, price: Number(item.price), quantity: q };
  await writeWithStoredMonths(fb, [item.providerId], (months) => orderCreationWrites(uid, [{ orderId, line }], months));
  return orderId;
}
