import { DAY_MS, REVIEW_LIMITS, THALI_LOCALE } from '@thali/domain';
import type { MyReview, Order } from '../model';

/**
 * The last moment (epoch ms, server time) the customer's review may be edited: editDays after its window opened (when
 * it was first written, or when the customer based it on a later completed order of the kitchen).
 */
export function reviewEditDeadline(review: Pick<MyReview, 'since'>): number {
  return review.since + REVIEW_LIMITS.editDays * DAY_MS;
}

/** Whether the customer may still edit the review at `now` (the rules judge by the server's clock). */
export function canEditReview(review: Pick<MyReview, 'since'>, now: number): boolean {
  return now < reviewEditDeadline(review);
}

/**
 * Whether `order` is a completed order placed after the one the review is based on: writing through it bases the
 * review on it and opens the edit window again (one review per kitchen; a later meal may change the customer's mind).
 */
export function isLaterOrder(review: Pick<MyReview, 'orderId' | 'orderAt'>, order: Pick<Order, 'id' | 'status' | 'timestamp'>): boolean {
  return order.status === 'completed' && order.id !== review.orderId && review.orderAt !== null && order.timestamp > review.orderAt;
}

/** Whether the customer can change its review from this order's card: within the window, or through a later order. */
export function canChangeReview(review: Pick<MyReview, 'since' | 'orderId' | 'orderAt'>, order: Pick<Order, 'id' | 'status' | 'timestamp'>, now: number): boolean {
  return canEditReview(review, now) || isLaterOrder(review, order);
}

/** The first letter of a name, the only part of it shown with a review ('?' for a name without one). */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()][0];
  return first ? first.toLocaleUpperCase(THALI_LOCALE) : '?';
}
