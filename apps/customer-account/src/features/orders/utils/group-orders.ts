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

/** The lines of one checkout shown together: `orderNumber` is absent for older orders (each its own group of one). */
export interface CheckoutGroup {
  key: string;
  orderNumber?: string;
  lines: Order[];
  /** Σ price × quantity of the lines */
  total: number;
}

const lineTotal = (o: Order) => (Number(o.price) || 0) * (Number(o.quantity) || 0);

/**
 * Lines grouped by their checkout, in the order given (newest first stays newest first). A checkout's lines carry the
 * same number and the same server timestamp (one write): both make the key, so two checkouts that drew the same
 * number (1 in 10,000 a month) stay apart. Older lines without a number are groups of one.
 */
export function groupByCheckout(orders: Order[]): CheckoutGroup[] {
  const groups: CheckoutGroup[] = [];
  const byKey = new Map<string, CheckoutGroup>();
  for (const order of orders) {
    const key = order.orderNumber ? `${order.orderNumber}@${order.timestamp}` : `line:${order.id}`;
    let group = byKey.get(key);
    if (!group) {
      group = { key, lines: [], total: 0, ...(order.orderNumber ? { orderNumber: order.orderNumber } : {}) };
      byKey.set(key, group);
      groups.push(group);
    }
    group.lines.push(order);
    group.total += lineTotal(order);
  }
  return groups;
}
