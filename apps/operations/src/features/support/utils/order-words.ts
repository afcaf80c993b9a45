// The Support lookup's words for an order and for a customer's payments (issue 41). Thali takes no payment itself:
// an order is paid to its kitchen on delivery (cash or UPI), and a tiffin subscription's month is billed by its
// kitchen (the meals due, skipped and paused ones left out), so these are the payment records staff can show.
import { formatPrice } from '@thali/auth-cart';
import type { Order, Subscription } from '@thali/firebase-data';
import { monthBill, monthStart, ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';

/** "On the way", "Delivered", "Cancelled by Thali: …", "Cancelled by the kitchen: …", "Cancelled by the customer". */
export function statusText(order: Pick<Order, 'stage' | 'cancelledBy' | 'cancelReason'>): string {
  if (order.stage !== 'cancelled') return ORDER_STAGE_LABELS[order.stage];
  const by = order.cancelledBy === 'thali' ? ' by Thali' : order.cancelledBy === 'provider' ? ' by the kitchen'
    : order.cancelledBy === 'customer' ? ' by the customer' : '';
  return `Cancelled${by}${order.cancelReason ? `: ${order.cancelReason}` : ''}`;
}

/**
 * What the order's payment is: to pay on delivery, paid (issue 42: the kitchen marked it paid, cash or UPI, with its
 * receipt), delivered and not marked paid, or nothing (cancelled).
 */
export function paymentText(order: Pick<Order, 'status' | 'total' | 'paid'>): string {
  if (order.status === 'completed' && order.paid) {
    const receipt = order.paid.receipt ? `, receipt ${order.paid.receipt}` : '';
    return `${formatPrice(order.total)} paid to the kitchen (${order.paid.method === 'upi' ? 'UPI' : 'cash'}${receipt}).`;
  }
  if (order.status === 'completed') return `${formatPrice(order.total)} delivered; the kitchen has not marked it paid.`;
  if (order.status === 'cancelled') return 'Nothing to pay: the order was cancelled.';
  return `${formatPrice(order.total)} to pay to the kitchen on delivery (cash or UPI).`;
}

const ordersWord = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
const sum = (orders: Order[]) => orders.reduce((s, o) => s + o.total, 0);

/** The customer's orders as money: delivered (paid on delivery), open (to pay) and cancelled. */
export function orderPayments(orders: Order[]): string[] {
  const delivered = orders.filter((o) => o.status === 'completed');
  const open = orders.filter((o) => o.status === 'pending');
  const cancelled = orders.filter((o) => o.status === 'cancelled');
  return [
    `Delivered: ${ordersWord(delivered.length)}, ${formatPrice(sum(delivered))}; ${delivered.filter((o) => o.paid).length} marked paid by the kitchens.`,
    `Open: ${ordersWord(open.length)}, ${formatPrice(sum(open))} to pay on delivery.`,
    `Cancelled: ${ordersWord(cancelled.length)}, nothing to pay.`,
  ];
}

/** A tiffin subscription's bill this month (Asia/Kolkata), as the customer's Tiffins page counts it. */
export function tiffinBill(sub: Subscription, now: number): string {
  const bill = monthBill(sub, monthStart(now), now);
  const meals = `${bill.mealsDue} ${bill.mealsDue === 1 ? 'meal' : 'meals'}`;
  const left = bill.mealsSkipped + bill.mealsPaused;
  return `This month: ${formatPrice(bill.amount)} for ${meals}${left ? ` (${bill.mealsSkipped} skipped, ${bill.mealsPaused} paused, not billed)` : ''}.`;
}
