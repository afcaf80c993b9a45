import type { Order } from '@thali/firebase-data';

/** 'Varhadi Thali × 2, Solkadhi × 1': what an order holds, in one line (a toast, a notification, a table cell). */
export function linesSummary(order: Pick<Order, 'lines'>): string {
  return order.lines.map((line) => `${line.itemName} × ${line.quantity}`).join(', ');
}
