import { get, ref } from 'firebase/database';
import type { DataServices } from '../app';
import type { PlacedOrder } from '../model';
import { deliveryFields, type OrderDelivery } from './delivery';
import { orderExtras, plateTakeWrites, targetsOf, writeCheckedOrders } from './kitchen-checks';
import { checkDeliveryTerms, readDeliveryTerms } from './order-checks';
import { DELIVERY_FEE, linesTotal } from './order-logic';
import { isPermissionDenied, numberedSend, orderCreationWrites, ordersStored, writeWithStoredMonths, type NewOrder } from './order-writes';

/** How much earlier than this machine's reading of the server's clock an order says it was placed (see below). */
const PLACED_AT_MARGIN_MS = 1000;

/**
 * Places new orders, one per kitchen (issue 37), in ONE atomic multi-path update: the orders with their lines, money,
 * delivery and numbers (consecutive, the counter moved past them), each kitchen's stats event, the plates of limited
 * items, the customer's mobile in the profile (and the address, when asked), and `extra` (a checkout clears its basket
 * lines). All of it happens or none of it does.
 *
 * Before writing (issue 40), a kitchen that does not deliver to the place's area throws a DeliveryAreaError and dishes
 * under a kitchen's minimum a MinimumOrderError; then the kitchens, items and plate counts are read by the server's
 * clock (writeCheckedOrders): an ASAP order to a closed kitchen, a later slot the rules would refuse
 * (SlotUnavailableError) or too few plates throw, all with nothing written. A refused write reads the kitchens' areas
 * and minimums again, so a kitchen that changed them meanwhile is reported so. A denial after a lost acknowledgement (the SDK re-sent the
 * applied write) is a success when every order is stored as written.
 */
export async function placeOrders(
  fb: DataServices, uid: string, orders: NewOrder[], delivery: OrderDelivery, extra: Record<string, unknown> = {},
): Promise<PlacedOrder[]> {
  const where = deliveryFields(delivery);
  const providers = orders.map((o) => o.providerId);
  checkDeliveryTerms(await readDeliveryTerms(fb, providers), orders, where.place);
  const targets = targetsOf(orders);
  let numbers: string[] = [];
  const send = numberedSend(fb, uid, orders.map((o) => o.orderId), (given) => (numbers = given));
  await writeCheckedOrders(fb, targets, (snapshot) => {
    // The order's time and board key: the server's clock as this machine knows it (measured with the snapshot), a
    // little early. The board key repeats the time in the same write, which a server timestamp cannot be joined into,
    // so the rules accept a client's reading within (now − ORDER_LIMITS.timestampSkewMs, now]: never in the future.
    const offset = snapshot.now - Date.now() - PLACED_AT_MARGIN_MS;
    return writeWithStoredMonths(fb, orders.map((o) => o.providerId), (months) => {
      const withExtras = orders.map((o) => ({
        ...o, lines: o.lines.map((line, i) => ({ ...line, ...orderExtras(snapshot, targets.find((t) => t.orderId === o.orderId && t.lineKey === String(i))!) })),
      }));
      const writes = orderCreationWrites(uid, withExtras, months, where, Math.floor(Date.now() + offset));
      Object.assign(writes, plateTakeWrites(snapshot, targets), extra);
      // the profile's place and its one line (an older profile's one-line address is replaced by them)
      if (delivery.saveToProfile) Object.assign(writes, { [`users/${uid}/place`]: where.place, [`users/${uid}/address`]: where.address });
      return writes;
    }, () => ordersStored(fb, uid, orders), send);
  }).catch(async (error: unknown) => {
    if (isPermissionDenied(error)) checkDeliveryTerms(await readDeliveryTerms(fb, providers), orders, where.place);
    throw error;
  });
  // a lost acknowledgement: the write was applied, its numbers are on the stored orders
  if (numbers.length !== orders.length) {
    numbers = await Promise.all(orders.map(async (o) => String((await get(ref(fb.db, `orders/${o.orderId}/orderNumber`))).val() ?? '')));
  }
  return orders.map((o, i) => ({ id: o.orderId, orderNumber: numbers[i] ?? '', providerId: o.providerId, total: linesTotal(o.lines) + DELIVERY_FEE }));
}
