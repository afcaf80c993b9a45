import { useCallback, useRef, useState } from 'react';
import { updateOrderStatus, type Order } from '@thali/firebase-data';
import { orderLabel } from '../utils/order-label';

export const UPDATE_FAILED = 'Failed to update order status';

/**
 * Settles pending orders. The data package writes the order and the stats in one atomic update, so on
 * failure both stay as they were and only the message changes here.
 */
export function useOrderStatus() {
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // A ref as well as state: a double click must not send a second update before the re-render.
  const inFlight = useRef(new Set<string>());

  const settle = useCallback(async (order: Order, status: 'completed' | 'cancelled') => {
    if (inFlight.current.has(order.id)) return;
    inFlight.current.add(order.id);
    setUpdating(new Set(inFlight.current));
    setError(null);
    setNotice('');
    try {
      await updateOrderStatus(order, status);
      setNotice(`Order ${orderLabel(order)} (${order.itemName}) marked ${status}.`);
    } catch {
      setError(UPDATE_FAILED);
    } finally {
      inFlight.current.delete(order.id);
      setUpdating(new Set(inFlight.current));
    }
  }, []);

  return { settle, updating, error, notice };
}
