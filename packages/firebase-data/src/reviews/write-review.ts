import { get, increment, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Order } from '../model';
import { isPermissionDenied } from '../orders/order-writes';
import { serverNow } from '../subscriptions/server-now';
import { canEditReview, initialOf } from './edit-window';
import { toOneReview } from './to-review';
import { REVIEW_MESSAGES, ReviewError, validateReview, type ReviewInput } from './validate-review';

/** Attempts of one save: a refusal is retried once after reading again (another tab may have written the review meanwhile). */
const ATTEMPTS = 2;

/**
 * Writes the signed-in customer's review of one of its delivered orders, or edits it within the edit window. The
 * review and the kitchen's ratingSum / ratingCount move in ONE atomic update, by increments (so customers reviewing
 * the same kitchen at once all count: the server adds each in turn and the rules check each move). Returns the
 * review's id (the order's). Refusals become a ReviewError with a plain sentence.
 */
export async function writeReview(
  uid: string, order: Pick<Order, 'id' | 'providerId' | 'userId' | 'status'>, input: ReviewInput, fb: DataServices = firebase(),
): Promise<string> {
  if (!uid) throw new Error('Please login to proceed.');
  const errors = validateReview(input);
  if (Object.keys(errors).length > 0) throw new ReviewError(Object.values(errors)[0] ?? REVIEW_MESSAGES.stars, errors);
  if (order.userId !== uid || order.status !== 'completed') throw new ReviewError(REVIEW_MESSAGES.notReviewable);
  const { id, providerId } = order;
  const stars = input.stars;
  const comment = input.comment.trim();
  const userInitial = initialOf((await get(ref(fb.db, `users/${uid}/name`))).val() as string | null);
  const rating = `providers/${providerId}`;
  for (let attempt = 1; ; attempt++) {
    const existing = toOneReview(id, (await get(ref(fb.db, `reviews/${id}`))).val());
    if (existing && !canEditReview(existing, await serverNow(fb))) throw new ReviewError(REVIEW_MESSAGES.editClosed);
    const changes: Record<string, unknown> = existing
      ? {
        [`reviews/${id}/stars`]: stars, [`reviews/${id}/comment`]: comment, [`reviews/${id}/userInitial`]: userInitial,
        [`reviews/${id}/updatedAt`]: serverTimestamp(),
        // the sum moves by the change of stars (none: the figures stay as they are)
        ...(stars === existing.stars ? {} : { [`${rating}/ratingSum`]: increment(stars - existing.stars), [`${rating}/ratingEvent`]: id }),
      }
      : {
        [`reviews/${id}`]: { providerId, userId: uid, userInitial, stars, comment, createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
        [`${rating}/ratingSum`]: increment(stars), [`${rating}/ratingCount`]: increment(1), [`${rating}/ratingEvent`]: id,
      };
    try {
      await update(ref(fb.db), changes);
      return id;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const stored = toOneReview(id, (await get(ref(fb.db, `reviews/${id}`))).val());
      // the acknowledgement was lost but the write had been applied
      if (stored && stored.userId === uid && stored.stars === stars && stored.comment === comment) return id;
      // the customer's own review of a delivered order is refused only once its edit window has closed (server time)
      if (attempt >= ATTEMPTS) throw new ReviewError(stored?.userId === uid ? REVIEW_MESSAGES.editClosed : REVIEW_MESSAGES.notReviewable);
    }
  }
}
