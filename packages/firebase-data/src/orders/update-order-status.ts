import { increment, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Order } from '../model';

/**
 * The provider settles a pending order: status + updatedAt and the stats event (pending −1, completed or
 * cancelled +1) in one atomic multi-path update, following the rules' stats protocol.
 * Note: the current rules do not let a cancellation change the revenues (see the report / API.md).
 */
export async function updateOrderStatus(order: Pick<Order, 'id' | 'providerId'>, status: 'completed' | 'cancelled', fb: FirebaseServices = firebase()): Promise<void> {
  if (status !== 'completed' && status !== 'cancelled') throw new Error('Failed to update order status');
  const s = `stats/${order.providerId}`;
  await update(ref(fb.db), {
    [`orders/${order.id}/status`]: status,
    [`orders/${order.id}/updatedAt`]: serverTimestamp(),
    [`${s}/pendingOrders`]: increment(-1),
    [`${s}/${status === 'completed' ? 'completedOrders' : 'cancelledOrders'}`]: increment(1),
    [`${s}/lastOrder`]: order.id,
    [`${s}/lastEvent`]: status,
    [`${s}/applied/${order.id}`]: status,
  });
}
