import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { reviewTarget } from '@thali/domain/staff';
import { firebase, type DataServices } from '../app';
import { isPermissionDenied } from '../orders/order-writes';
import { sayer } from '../texts/say';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer(STAFF_TEXTS);
/** A refused moderation is retried after reading again: the review's stars may have moved under it (its author's edit). */
const ATTEMPTS = 4;

type Action = 'hide' | 'restore';

async function moderate(action: Action, staffUid: string, reviewId: string, reason: string | undefined, fb: DataServices): Promise<void> {
  const hide = action === 'hide';
  for (let attempt = 1; ; attempt++) {
    const review = (await get(ref(fb.db, `reviews/${reviewId}`))).val() as { providerId?: string; stars?: number; moderation?: { hidden?: boolean } } | null;
    if (!review?.providerId || typeof review.stars !== 'number') throw new Error(dataText('staff.reviewGone'));
    // another staff member did it first: the review is already as asked
    if ((review.moderation?.hidden === true) === hide) return;
    const open = hide && (await get(ref(fb.db, `reportQueue/${reviewId}/open`))).val() === true;
    const auditId = push(ref(fb.db, 'audit')).key as string;
    const rating = `providers/${review.providerId}`;
    const sign = hide ? -1 : 1;
    try {
      await update(ref(fb.db), {
        [`reviews/${reviewId}/moderation`]: { hidden: hide, at: serverTimestamp(), audit: auditId },
        // by increments, so reviews written at the same moment all count (the rules check the move against its stars)
        [`${rating}/ratingSum`]: increment(sign * review.stars), [`${rating}/ratingCount`]: increment(sign), [`${rating}/ratingEvent`]: reviewId,
        [`audit/${auditId}`]: { by: staffUid, action, target: reviewTarget(reviewId), ...(reason ? { reason } : {}), at: serverTimestamp() },
        ...(open ? { [`reportQueue/${reviewId}`]: { open: false, at: serverTimestamp(), audit: auditId } } : {}),
      });
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Staff hide a review (issue 41): it is marked hidden, its kitchen's ratingSum and ratingCount drop by exactly its stars
 * and one, the audit entry is appended and its open reports are closed, all in ONE write the rules check. Two staff
 * hiding at once: the second finds it hidden and is done.
 */
export function hideReview(staffUid: string, reviewId: string, reason?: string, fb: DataServices = firebase()): Promise<void> {
  return moderate('hide', staffUid, reviewId, reason?.trim() || undefined, fb);
}

/** Staff restore a hidden review: the same write the other way (figures back by its stars and one, audit 'restore'). */
export function restoreReview(staffUid: string, reviewId: string, reason?: string, fb: DataServices = firebase()): Promise<void> {
  return moderate('restore', staffUid, reviewId, reason?.trim() || undefined, fb);
}

/** Staff dismiss a review's open reports: the queue entry closed and the audit entry ('dismiss'), in one write. */
export async function dismissReports(staffUid: string, reviewId: string, reason?: string, fb: DataServices = firebase()): Promise<void> {
  const auditId = push(ref(fb.db, 'audit')).key as string;
  const why = reason?.trim();
  await update(ref(fb.db), {
    [`reportQueue/${reviewId}`]: { open: false, at: serverTimestamp(), audit: auditId },
    [`audit/${auditId}`]: { by: staffUid, action: 'dismiss', target: reviewTarget(reviewId), ...(why ? { reason: why } : {}), at: serverTimestamp() },
  });
}
