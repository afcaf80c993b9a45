// The Support lookup's words for an order and for a customer's payments (issue 41). Thali takes no payment itself:
// an order is paid to its kitchen on delivery (cash or UPI), and a tiffin subscription's month is billed by its
// kitchen (the meals due, skipped and paused ones left out), so these are the payment records staff can show. Each is
// one catalogue sentence in the language on screen (issue 44), amounts formatted by formatPrice.
import { formatPrice } from '@thali/auth-cart';
import type { Order, Subscription } from '@thali/firebase-data';
import { monthBill, monthStart, ORDER_STAGE_LABELS } from '@thali/firebase-data/logic';
import { dataSentence } from '@thali/ui/data-message';
import { t } from '../messages';

/** "On the way", "Delivered", "Cancelled by Thali: …", "Cancelled by the kitchen: …", "Cancelled by the customer". */
export function statusText(order: Pick<Order, 'stage' | 'cancelledBy' | 'cancelReason'>): string {
  if (order.stage !== 'cancelled') return dataSentence(ORDER_STAGE_LABELS[order.stage]);
  const status = t('status.cancelled', { by: order.cancelledBy ?? 'unknown' });
  // a kitchen's fixed reason (stored in English) in the language on screen; anyone's own words as written
  return order.cancelReason ? `${status}: ${dataSentence(order.cancelReason)}` : status;
}

/**
 * What the order's payment is: to pay on delivery, paid (issue 42: the kitchen marked it paid, cash or UPI, with its
 * receipt), delivered and not marked paid, or nothing (cancelled).
 */
export function paymentText(order: Pick<Order, 'status' | 'total' | 'paid'>): string {
  const amount = formatPrice(order.total);
  if (order.status === 'completed' && order.paid) {
    const { method, receipt } = order.paid;
    return receipt ? t('pay.paidReceipt', { amount, method, receipt }) : t('pay.paid', { amount, method });
  }
  if (order.status === 'completed') return t('pay.unpaid', { amount });
  if (order.status === 'cancelled') return t('pay.cancelled');
  return t('pay.onDelivery', { amount });
}

const sum = (orders: Order[]) => orders.reduce((s, o) => s + o.total, 0);

/** The customer's orders as money: delivered (paid on delivery), open (to pay) and cancelled. */
export function orderPayments(orders: Order[]): string[] {
  const delivered = orders.filter((o) => o.status === 'completed');
  const open = orders.filter((o) => o.status === 'pending');
  const cancelled = orders.filter((o) => o.status === 'cancelled');
  return [
    t('pay.delivered', { count: delivered.length, amount: formatPrice(sum(delivered)), paid: delivered.filter((o) => o.paid).length }),
    t('pay.open', { count: open.length, amount: formatPrice(sum(open)) }),
    t('pay.cancelledOrders', { count: cancelled.length }),
  ];
}

/** A tiffin subscription and its bill this month (Asia/Kolkata), as the customer's Tiffins page counts it. */
export function tiffinLine(sub: Subscription, now: number): string {
  const bill = monthBill(sub, monthStart(now), now);
  const values = { plan: sub.planName, status: sub.status, amount: formatPrice(bill.amount), meals: bill.mealsDue };
  return bill.mealsSkipped + bill.mealsPaused
    ? t('customer.tiffinLeft', { ...values, skipped: bill.mealsSkipped, paused: bill.mealsPaused })
    : t('customer.tiffin', values);
}
