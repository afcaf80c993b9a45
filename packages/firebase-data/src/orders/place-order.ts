import { firebase, type DataServices } from '../app';
import type { MenuItem, PlacedOrder } from '../model';
import type { OrderSlot } from '../kitchens/slots';
import type { OrderDelivery } from './delivery';
import { MAX_QUANTITY, newOrderId, slotOf } from './order-writes';
import { placeOrders } from './place-orders';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { MENU_TEXTS } from '../texts/menu-texts';
import { ORDERS_TEXTS } from '../texts/orders-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...MENU_TEXTS, ...ORDERS_TEXTS });
/**
 * Buy Now: one order of one dish (its own number, one delivery fee) for `slot` (issue 40: a later slot's start, or
 * as soon as possible), placed as a checkout places each of its orders (placeOrders: the kitchen's stats, the plates,
 * the customer's mobile in the profile, one atomic update). Quantity 1–50, else an Error before anything is written;
 * a place the kitchen does not serve, a minimum not met, a slot no longer available, a closed kitchen, too few plates
 * or a bad delivery throw as there.
 */
export async function placeOrder(
  uid: string, item: Pick<MenuItem, 'id' | 'providerId' | 'name' | 'price'>, quantity: number, delivery: OrderDelivery, slot: OrderSlot,
  fb: DataServices = firebase(),
): Promise<PlacedOrder> {
  const q = Math.floor(Number(quantity));
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  if (!item?.id || !item.providerId) throw new Error(dataText('menuItem.invalid'));
  if (!Number.isFinite(q) || q < 1) throw new Error(dataText('order.quantityMin'));
  if (q > MAX_QUANTITY) throw new Error(dataText('order.quantityMax', { max: MAX_QUANTITY }));
  const order = {
    orderId: newOrderId(fb), providerId: item.providerId, lines: [{ itemId: item.id, itemName: item.name, price: Number(item.price), quantity: q }], slot: slotOf(slot),
  };
  const [placed] = await placeOrders(fb, uid, [order], delivery);
  return placed!;
}
