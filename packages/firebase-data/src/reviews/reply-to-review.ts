import { get, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import { isPermissionDenied } from '../orders/order-writes';
import { REVIEW_MESSAGES, ReviewError, validateReply } from './validate-review';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';

const { text: dataText } = sayer(AUTH_TEXTS);
/**
 * The kitchen's one reply to a review of its own (reply and time in one update; the rules refuse a second reply and
 * any other change to the review). A refusal whose reply is already stored as sent counts as done.
 */
export async function replyToReview(providerId: string, reviewId: string, text: string, fb: DataServices = firebase()): Promise<void> {
  if (!providerId) throw new Error(dataText('auth.loginRequired'));
  const problem = validateReply(text);
  if (problem) throw new ReviewError(problem, { reply: problem });
  const reply = text.trim();
  try {
    await update(ref(fb.db, `reviews/${reviewId}`), { reply, repliedAt: serverTimestamp() });
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    const stored = (await get(ref(fb.db, `reviews/${reviewId}/reply`))).val() as unknown;
    if (stored === reply) return;
    throw new ReviewError(typeof stored === 'string' ? REVIEW_MESSAGES.replied : 'This review cannot be answered from this account.');
  }
}
