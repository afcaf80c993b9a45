import type { Order } from '@thali/firebase-data';

/**
 * What the kitchen reads for an order: its checkout's number (TH-2611-4821, the customer reads the same one on My
 * Orders); an older order without one shows the end of its push id (#k1Xy9Z), which differs between orders — the
 * start of push ids made in the same millisecond is the same.
 */
export function orderLabel(order: Pick<Order, 'id' | 'orderNumber'>): string {
  return order.orderNumber || `#${order.id.slice(-6)}`;
}
