import { get, increment, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Order } from '../model';
import { plateGiveBackWrites } from './kitchen-checks';
import { isPermissionDenied, readStoredMonth } from './order-writes';

/**
 * The provider settles a pending order: status + updatedAt and the stats event in one atomic multi-path update
 * (rules' stats protocol: batch/0 = the order, event, applied marker). Completing moves 1 from pending to completed.
 * Cancelling moves 1 from pending to cancelled and takes price × quantity out of totalRevenue, and out of
 * monthlyRevenue when the order belongs to the stored month (timestamp ≥ stats monthStart; stats without a
 * monthStart have no current month, so only totalRevenue moves); the amount and timestamp are read from the stored
 * order. The month itself is never written here: only a 'created' event may move it. If the stored month changes
 * meanwhile, the write is rebuilt once. A cancel of an order that took plates of a limited item gives them back in the
 * same write, when the count still holds the day it took them on (no plate move on completion).
 */
export async function updateOrderStatus(order: Pick<Order, 'id' | 'providerId'>, status: 'completed' | 'cancelled', fb: DataServices = firebase()): Promise<void> {
  if (status !== 'completed' && status !== 'cancelled') throw new Error('Failed to update order status');
  const s = `stats/${order.providerId}`;
  const base = {
    [`orders/${order.id}/status`]: status,
    [`orders/${order.id}/updatedAt`]: serverTimestamp(),
    [`${s}/pendingOrders`]: increment(-1),
    [`${s}/${status === 'completed' ? 'completedOrders' : 'cancelledOrders'}`]: increment(1),
    [`${s}/event`]: status,
    [`${s}/batch`]: { 0: order.id },
    [`${s}/applied/${order.id}`]: status,
    // the customer's own cancel says 'customer' (cancel-my-order.ts); the dashboard tells the two apart
    ...(status === 'cancelled' ? { [`orders/${order.id}/cancelledBy`]: 'provider' } : {}),
  };
  if (status === 'completed') {
    await update(ref(fb.db), base);
    return;
  }
  const stored = (await get(ref(fb.db, `orders/${order.id}`))).val() as
    { price?: unknown; quantity?: unknown; timestamp?: unknown; itemId?: unknown; plateDay?: unknown } | null;
  if (!stored || typeof stored.price !== 'number' || typeof stored.quantity !== 'number' || typeof stored.timestamp !== 'number') {
    throw new Error('Order not found');
  }
  const amount = stored.price * stored.quantity;
  const plateOrder = { providerId: order.providerId, itemId: stored.itemId, quantity: stored.quantity, plateDay: stored.plateDay };
  let month = await readStoredMonth(fb, order.providerId);
  let plates = await plateGiveBackWrites(fb, order.id, plateOrder);
  for (let attempt = 0; ; attempt++) {
    const writes: Record<string, unknown> = { ...base, ...plates };
    const start = month.monthStart;
    writes[`${s}/totalRevenue`] = increment(-amount);
    writes[`${s}/monthlyRevenue`] = increment(start !== null && stored.timestamp >= start ? -amount : 0);
    try {
      await update(ref(fb.db), writes);
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= 2) throw error;
      const again = await readStoredMonth(fb, order.providerId);
      const platesAgain = await plateGiveBackWrites(fb, order.id, plateOrder);
      if (again.monthStart === month.monthStart && Object.keys(platesAgain).length === Object.keys(plates).length) throw error;
      month = again;
      plates = platesAgain;
    }
  }
}
