import { firebase, type DataServices } from '../app';
import type { CartLine, PlacedOrder } from '../model';
import type { OrderSlot } from '../kitchens/slots';
import type { OrderDelivery } from './delivery';
import { orderCartTotals } from './order-logic';
import { MAX_LINES_PER_PROVIDER, MAX_QUANTITY, newOrderId, slotOf, TooManyLinesError, type NewOrder } from './order-writes';
import { placeOrders } from './place-orders';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
/**
 * Checkout (issue 37): one order per kitchen of the basket (in the order the kitchens first appear, as
 * orderCartTotals groups them: what the basket shows is what is placed), each with its lines, one delivery fee and its
 * own number (consecutive numbers, allocated in the same write), every kitchen's stats event, the plates of limited
 * items, the customer's mobile (and, when asked, the address) in the profile and the clearing of those lines from the
 * basket, in ONE atomic multi-path update (placeOrders). Returns the placed orders; an empty basket does nothing.
 * A kitchen with more than MAX_LINES_PER_PROVIDER (12) lines throws a TooManyLinesError before anything is written;
 * a closed kitchen a KitchenClosedError, too few plates a SoldOutError, a bad delivery a DeliveryValidationError.
 * Issue 40: each kitchen's order is for its slot in `slots` (by kitchen id; a kitchen without one: as soon as
 * possible); a place a kitchen does not serve throws a DeliveryAreaError, dishes under its minimum a
 * MinimumOrderError, a slot no longer available a SlotUnavailableError.
 */
export async function checkoutCart(
  uid: string, lines: CartLine[], delivery: OrderDelivery, slots: Record<string, OrderSlot>, fb: DataServices = firebase(),
): Promise<PlacedOrder[]> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  if (!lines || lines.length === 0) return [];
  for (const l of lines) {
    const q = Math.floor(Number(l.quantity));
    if (!l.providerId || !Number.isFinite(q) || q < 1) throw new Error(`Invalid basket line '${l.id}'`);
    if (q > MAX_QUANTITY) throw new Error(`At most ${MAX_QUANTITY} of one item per order ('${l.name || l.id}')`);
  }
  const orders: NewOrder[] = orderCartTotals(lines).kitchens.map((k) => {
    if (k.lines.length > MAX_LINES_PER_PROVIDER) throw new TooManyLinesError(k.providerId, k.lines.length);
    return {
      orderId: newOrderId(fb),
      providerId: k.providerId,
      lines: k.lines.map((l) => ({ itemId: l.id, itemName: l.name, price: Number(l.price), quantity: Math.floor(Number(l.quantity)) })),
      slot: slotOf(slots?.[k.providerId]),
    };
  });
  const clear = Object.fromEntries(lines.map((l) => [`users/${uid}/cart/${l.id}`, null]));
  return placeOrders(fb, uid, orders, delivery, clear);
}
