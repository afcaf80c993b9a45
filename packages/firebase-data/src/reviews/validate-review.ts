import { NamedError } from '../errors/named-error';
import { REVIEW_LIMITS } from '@thali/domain';
import type { FieldErrors } from '../model';
import { sayer } from '../texts/say';
import { REVIEWS_TEXTS } from '../texts/reviews-texts';

const { text: dataText } = sayer(REVIEWS_TEXTS);
/** What the review form sends: whole stars 1–5 and an optional comment. */
export interface ReviewInput {
  stars: number;
  comment: string;
}
export type ReviewField = keyof ReviewInput;

/** What a customer or a kitchen reads when a review or reply cannot be saved as written. */
export const REVIEW_MESSAGES = {
  stars: dataText('review.stars', { min: REVIEW_LIMITS.starsMin, max: REVIEW_LIMITS.starsMax }),
  comment: dataText('review.comment', { max: REVIEW_LIMITS.commentMax }),
  replyEmpty: dataText('review.replyEmpty'),
  replyLong: dataText('review.replyLong', { max: REVIEW_LIMITS.replyMax }),
  editClosed: dataText('review.editClosed', { days: REVIEW_LIMITS.editDays }),
  notReviewable: dataText('review.notReviewable'),
  replied: dataText('review.replied'),
  hidden: dataText('review.hidden'),
} as const;

/** The fields the database would refuse, each with its message (empty: the review can be sent). */
export function validateReview(input: ReviewInput): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  const { stars } = input;
  if (!Number.isInteger(stars) || stars < REVIEW_LIMITS.starsMin || stars > REVIEW_LIMITS.starsMax) errors.stars = REVIEW_MESSAGES.stars;
  if (input.comment.trim().length > REVIEW_LIMITS.commentMax) errors.comment = REVIEW_MESSAGES.comment;
  return errors;
}

/** The kitchen's reply: 1–500 characters after trimming; null when it can be sent. */
export function validateReply(text: string): string | null {
  const reply = text.trim();
  if (!reply) return REVIEW_MESSAGES.replyEmpty;
  return reply.length > REVIEW_LIMITS.replyMax ? REVIEW_MESSAGES.replyLong : null;
}

/** A review or reply refused before or by the database; `fields` name what to correct when the input was at fault. */
export class ReviewError extends NamedError {
  static override readonly errorName = 'ReviewError';
  constructor(message: string, readonly fields: FieldErrors<ReviewField | 'reply'> = {}) {
    super(message);
  }
}
