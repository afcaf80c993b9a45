import type { Order } from '@thali/firebase-data';
import { formatDateTime } from '@thali/ui';

export type OrderSection = 'shipping' | 'delivered' | 'cancelled';

/** A completed order has been delivered, a cancelled one is its own end; a pending one is in shipping. */
export function sectionOf(status: string): OrderSection {
  const s = String(status ?? '').toLowerCase();
  if (s === 'completed') return 'delivered';
  if (s === 'cancelled') return 'cancelled';
  return 'shipping';
}

/** Splits orders into their sections, each newest first. */
export function groupOrders(orders: Order[]): Record<OrderSection, Order[]> {
  const sorted = [...orders].sort((a, b) => (Number(b.timestamp) || 0) - (Number(a.timestamp) || 0));
  const groups: Record<OrderSection, Order[]> = { shipping: [], delivered: [], cancelled: [] };
  for (const order of sorted) groups[sectionOf(order.status)].push(order);
  return groups;
}

/** Order date-time in Asia/Kolkata, e.g. "22 Nov 2026, 7:35 am"; empty for a missing timestamp. */
export function formatOrderDate(timestamp: number): string {
  return formatDateTime(Number(timestamp));
}

export function statusLabel(status: string): string {
  const s = String(status ?? '');
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown';
}
