import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Order } from '../model';
import { isPermissionDenied } from '../orders/order-writes';
import { parseRecord, reviewKeyRecordSchema, type ReviewKeyRecord } from '../schemas';
import { serverNow } from '../subscriptions/server-now';
import { canEditReview, initialOf } from './edit-window';
import { toOneReview } from './to-review';
import { REVIEW_MESSAGES, ReviewError, validateReview, type ReviewInput } from './validate-review';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
/**
 * Attempts of one save. A refusal is retried after reading again only when the customer's review changed meanwhile
 * (another tab, or a double click, wrote the first review of this kitchen or edited it: the retry edits it by the stars
 * now stored); a refusal of an unchanged review is final at once. Several saves racing each other can each lose a few
 * rounds, hence the bound is generous.
 */
const ATTEMPTS = 8;

/** The customer's own record of its review of a kitchen (null: none yet). */
async function keyRecord(fb: DataServices, uid: string, providerId: string): Promise<ReviewKeyRecord | null> {
  const path = `reviewKeys/${uid}/${providerId}`;
  const value = (await get(ref(fb.db, path))).val() as unknown;
  return value === null ? null : parseRecord(reviewKeyRecordSchema, path, value) ?? null;
}

/**
 * Writes the signed-in customer's review of the kitchen of one of its delivered orders: one review per customer per
 * kitchen, under an opaque key the customer's private reviewKeys/{uid}/{providerId} names (the public review holds
 * neither the customer's uid nor the order). The first review creates the key; a later write edits the review within
 * its edit window, and a write through an order placed after the one the review is based on bases it on that order and
 * opens the window again. The review, the key record and the kitchen's ratingSum / ratingCount move in ONE atomic
 * update, by increments (customers reviewing the same kitchen at once all count: the server adds each in turn and the
 * rules check each move). Returns the review's key. Refusals become a ReviewError with a plain sentence.
 */
export async function writeReview(
  uid: string, order: Pick<Order, 'id' | 'providerId' | 'userId' | 'status' | 'timestamp'>, input: ReviewInput, fb: DataServices = firebase(),
): Promise<string> {
  if (!uid) throw new Error(dataText('auth.loginRequired'));
  const errors = validateReview(input);
  if (Object.keys(errors).length > 0) throw new ReviewError(Object.values(errors)[0] ?? REVIEW_MESSAGES.stars, errors);
  if (order.userId !== uid || order.status !== 'completed') throw new ReviewError(REVIEW_MESSAGES.notReviewable);
  const { providerId } = order;
  const stars = input.stars;
  const comment = input.comment.trim();
  const userInitial = initialOf((await get(ref(fb.db, `users/${uid}/name`))).val() as string | null);
  const rating = `providers/${providerId}`;
  const mine = `reviewKeys/${uid}/${providerId}`;
  for (let attempt = 1; ; attempt++) {
    const record = await keyRecord(fb, uid, providerId);
    const existing = record ? toOneReview(record.key, (await get(ref(fb.db, `reviews/${record.key}`))).val()) : null;
    const before = JSON.stringify([record, existing]);
    let key: string;
    let changes: Record<string, unknown>;
    if (record && existing) {
      key = record.key;
      // a later order than the one the review is based on reopens the window (the rules compare the orders' times)
      const basedOnAt = record.order === order.id ? null : (await get(ref(fb.db, `orders/${record.order}/timestamp`))).val() as number | null;
      const later = typeof basedOnAt === 'number' && order.timestamp > basedOnAt;
      if (!later && !canEditReview(record, await serverNow(fb))) throw new ReviewError(REVIEW_MESSAGES.editClosed);
      changes = {
        [`reviews/${key}/stars`]: stars, [`reviews/${key}/comment`]: comment, [`reviews/${key}/userInitial`]: userInitial,
        [`reviews/${key}/updatedAt`]: serverTimestamp(),
        ...(later ? { [`${mine}/order`]: order.id, [`${mine}/since`]: serverTimestamp() } : {}),
        // the sum moves by the change of stars (none: the figures stay as they are)
        ...(stars === existing.stars ? {} : { [`${rating}/ratingSum`]: increment(stars - existing.stars), [`${rating}/ratingEvent`]: key }),
      };
    } else {
      // an opaque key: a push id says nothing about the customer
      key = push(ref(fb.db, 'reviews')).key ?? '';
      changes = {
        [`reviews/${key}`]: { providerId, userInitial, stars, comment, createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
        [mine]: { key, order: order.id, since: serverTimestamp() },
        [`${rating}/ratingSum`]: increment(stars), [`${rating}/ratingCount`]: increment(1), [`${rating}/ratingEvent`]: key,
      };
    }
    try {
      await update(ref(fb.db), changes);
      return key;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const now = await keyRecord(fb, uid, providerId);
      const stored = now ? toOneReview(now.key, (await get(ref(fb.db, `reviews/${now.key}`))).val()) : null;
      // the acknowledgement was lost but the write had been applied
      if (now && stored && stored.stars === stars && stored.comment === comment) return now.key;
      // unchanged since it was read: the refusal is the rules' answer. The customer's own review is refused only once its
      // edit window has closed (server time); no review: the order is not a delivered one of this customer
      if (attempt >= ATTEMPTS || JSON.stringify([now, stored]) === before) {
        // issue 41: a review Thali's staff hid cannot be changed (its stars are out of the kitchen's figures)
        throw new ReviewError(stored?.moderation?.hidden ? REVIEW_MESSAGES.hidden : stored ? REVIEW_MESSAGES.editClosed : REVIEW_MESSAGES.notReviewable);
      }
    }
  }
}
