import type { Order, OrderStage } from '@thali/firebase-data';
import { formatDate, formatDateTime, formatTime } from '@thali/ui';
import { dataSentence } from '@thali/ui/data-message';
import { t } from '../messages';

export type OrderSection = 'shipping' | 'delivered' | 'cancelled';

/** A completed order has been delivered, a cancelled one is its own end; a pending one (at any step) is in shipping. */
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

/** Order date-time in Asia/Kolkata in the reader's language, e.g. "22 Nov 2026, 7:35 am"; empty for a missing timestamp. */
export function formatOrderDate(timestamp: number): string {
  return formatDateTime(Number(timestamp));
}

/** The words of a stage, as the kitchen's board says them too ('New' for an order that does not say). */
export function stageLabel(stage: OrderStage | undefined): string {
  return t('order.stage', { stage: stage ?? 'new' });
}

/** "Order TH-2611-0042"; an order from before order numbers is named by when it was placed. */
export function orderTitle(order: Pick<Order, 'orderNumber' | 'timestamp'>): string {
  return order.orderNumber ? t('order.title', { number: order.orderNumber }) : t('order.titleByDate', { date: formatOrderDate(order.timestamp) });
}

/** One step of an order's life on its card. */
export interface OrderStepView {
  key: 'placed' | 'accepted' | 'on_the_way' | 'delivered' | 'cancelled';
  /** "Placed", "Accepted", "Cancelled by the kitchen: Sold out" */
  label: string;
  /** when it happened ("12:31 pm"; with the date when not the day it was placed), '' while not reached */
  time: string;
  /** "ready by 1:15 pm" (Accepted only) */
  detail?: string;
  reached: boolean;
}

/** A step's moment: its time, with the date too when it fell on another day than the order was placed. */
function when(at: number | undefined, placedAt: number): string {
  if (!at) return '';
  // The day compared whole: a Marathi date-time has a comma inside its date ('22 नोव्हें, 2026, दुपारी 1:00').
  return formatDate(at) === formatDate(placedAt) ? formatTime(at) : formatDateTime(at);
}

/**
 * The steps the card lists under "Track order": Placed, Accepted (with the kitchen's ready-by time), On the way,
 * Delivered, each with its time once reached; a cancelled order ends at its cancel, saying who cancelled it and the
 * kitchen's reason, after the steps it had reached.
 */
export function orderSteps(order: Order): OrderStepView[] {
  const placed = Number(order.timestamp) || 0;
  const steps: OrderStepView[] = [{ key: 'placed', label: t('order.step.placed'), time: when(placed, placed), reached: true }];
  const accepted = order.step === 'accepted' || order.step === 'on_the_way' || (order.status === 'completed' && Boolean(order.acceptedAt));
  const onTheWay = order.step === 'on_the_way' || (order.status === 'completed' && Boolean(order.onTheWayAt));
  const ready = order.readyBy ? t('order.step.readyBy', { time: formatTime(order.readyBy) }) : undefined;
  if (order.status === 'cancelled') {
    if (accepted) steps.push({ key: 'accepted', label: t('order.step.accepted'), time: when(order.acceptedAt, placed), reached: true, ...(ready ? { detail: ready } : {}) });
    if (onTheWay) steps.push({ key: 'on_the_way', label: t('order.step.onTheWay'), time: when(order.onTheWayAt, placed), reached: true });
    steps.push({ key: 'cancelled', label: cancelledText(order), time: when(order.updatedAt, placed), reached: true });
    return steps;
  }
  const delivered = order.status === 'completed';
  steps.push(
    { key: 'accepted', label: t('order.step.accepted'), time: when(order.acceptedAt, placed), reached: accepted || delivered, ...(ready ? { detail: ready } : {}) },
    { key: 'on_the_way', label: t('order.step.onTheWay'), time: when(order.onTheWayAt, placed), reached: onTheWay || delivered },
    { key: 'delivered', label: t('order.step.delivered'), time: when(delivered ? order.updatedAt : undefined, placed), reached: delivered },
  );
  return steps;
}

/**
 * "Cancelled by the kitchen: Sold out", "Cancelled by Thali: …" (issue 41: staff, on the customer's behalf), "You
 * cancelled this order", or "Cancelled" (an order that does not say).
 */
export function cancelledText(order: Pick<Order, 'cancelledBy' | 'cancelReason'>): string {
  // the kitchen's reason is one of its fixed reasons (stored in English, shown in the reader's language) or its own
  // words, passed on as written
  const reason = order.cancelReason ? dataSentence(order.cancelReason) : '';
  if (order.cancelledBy === 'provider') return reason ? t('order.cancelled.byKitchenWhy', { reason }) : t('order.cancelled.byKitchen');
  if (order.cancelledBy === 'thali') return reason ? t('order.cancelled.byThaliWhy', { reason }) : t('order.cancelled.byThali');
  if (order.cancelledBy === 'customer') return t('order.cancelled.byYou');
  return t('order.cancelled');
}
