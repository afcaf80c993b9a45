import { DAY_MS, REVIEW_LIMITS, THALI_LOCALE } from '@thali/domain';
import type { Review } from '../model';

/** The last moment (epoch ms, server time) a review may be edited: editDays after it was first written. */
export function reviewEditDeadline(review: Pick<Review, 'createdAt'>): number {
  return review.createdAt + REVIEW_LIMITS.editDays * DAY_MS;
}

/** Whether the customer may still edit the review at `now` (the rules judge by the server's clock). */
export function canEditReview(review: Pick<Review, 'createdAt'>, now: number): boolean {
  return now < reviewEditDeadline(review);
}

/** The first letter of a name, the only part of it shown with a review ('?' for a name without one). */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()][0];
  return first ? first.toLocaleUpperCase(THALI_LOCALE) : '?';
}
