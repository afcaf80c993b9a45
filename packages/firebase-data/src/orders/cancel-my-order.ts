import { get, increment, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { serverNow } from '../subscriptions/server-now';
import { canCustomerCancel, DELIVERY_MESSAGES, OrderCancelError } from './delivery';
import { plateGiveBackWrites } from './kitchen-checks';
import { isPermissionDenied, readStoredMonth } from './order-writes';

interface StoredOrder {
  userId?: unknown; providerId?: unknown; itemId?: unknown; status?: unknown; price?: unknown; quantity?: unknown; timestamp?: unknown;
  cancelledBy?: unknown; plateDay?: unknown;
}

async function readOrder(fb: DataServices, orderId: string): Promise<StoredOrder | null> {
  try {
    return (await get(ref(fb.db, `orders/${orderId}`))).val() as StoredOrder | null;
  } catch {
    return null;
  }
}

/**
 * The customer cancels its own pending order within ORDER_LIMITS.cancelWindowMs (10 minutes) of placing it, by the
 * server's clock. The kitchen's figures move exactly as when the kitchen cancels (pending −1, cancelled +1, the amount
 * out of totalRevenue, and out of monthlyRevenue for an order of the stored month), in the same atomic multi-path
 * update as the order's status and `cancelledBy: 'customer'` (the rules' stats protocol: batch/0, event, marker).
 * An order that took plates of a limited item gives them back in the same write, when the count still holds the day it
 * took them on.
 * Too late, or already completed or cancelled by the kitchen (which may happen in the same moment: the server applies
 * one of the two writes, the other is refused): an OrderCancelError, "This order can no longer be cancelled."
 */
export async function cancelMyOrder(uid: string, orderId: string, fb: DataServices = firebase()): Promise<void> {
  if (!uid) throw new Error('Please login to proceed.');
  const stored = await readOrder(fb, orderId);
  if (!stored || stored.userId !== uid || typeof stored.providerId !== 'string' || typeof stored.price !== 'number'
    || typeof stored.quantity !== 'number' || typeof stored.timestamp !== 'number') {
    throw new OrderCancelError();
  }
  if (!canCustomerCancel({ status: stored.status as 'pending', timestamp: stored.timestamp }, await serverNow(fb))) throw new OrderCancelError();
  const p = stored.providerId;
  const s = `stats/${p}`;
  const amount = stored.price * stored.quantity;
  const timestamp = stored.timestamp;
  const order = { providerId: p, itemId: stored.itemId, quantity: stored.quantity, plateDay: stored.plateDay };
  let month = await readStoredMonth(fb, p);
  let plates = await plateGiveBackWrites(fb, orderId, order);
  for (let attempt = 0; ; attempt++) {
    const start = month.monthStart;
    const writes: Record<string, unknown> = {
      ...plates,
      [`orders/${orderId}/status`]: 'cancelled',
      [`orders/${orderId}/updatedAt`]: serverTimestamp(),
      [`orders/${orderId}/cancelledBy`]: 'customer',
      [`${s}/pendingOrders`]: increment(-1),
      [`${s}/cancelledOrders`]: increment(1),
      [`${s}/totalRevenue`]: increment(-amount),
      [`${s}/monthlyRevenue`]: increment(start !== null && timestamp >= start ? -amount : 0),
      [`${s}/event`]: 'cancelled',
      [`${s}/batch`]: { 0: orderId },
      [`${s}/applied/${orderId}`]: 'cancelled',
    };
    try {
      await update(ref(fb.db), writes);
      return;
    } catch (error) {
      if (!isPermissionDenied(error)) throw new OrderCancelError(DELIVERY_MESSAGES.cancelFailed);
      const now = await readOrder(fb, orderId);
      // a lost acknowledgement: the SDK re-sent the applied write, which the rules rightly refuse
      if (now?.status === 'cancelled' && now.cancelledBy === 'customer') return;
      if (now?.status !== 'pending' || attempt >= 2) throw new OrderCancelError();
      const again = await readStoredMonth(fb, p);
      const platesAgain = await plateGiveBackWrites(fb, orderId, order);
      if (again.monthStart === month.monthStart && Object.keys(platesAgain).length === Object.keys(plates).length) throw new OrderCancelError();
      month = again;
      plates = platesAgain;
    }
  }
}
