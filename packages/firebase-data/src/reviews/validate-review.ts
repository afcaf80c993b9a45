import { NamedError } from '../errors/named-error';
import { REVIEW_LIMITS } from '@thali/domain';
import type { FieldErrors } from '../model';

/** What the review form sends: whole stars 1–5 and an optional comment. */
export interface ReviewInput {
  stars: number;
  comment: string;
}
export type ReviewField = keyof ReviewInput;

/** What a customer or a kitchen reads when a review or reply cannot be saved as written. */
export const REVIEW_MESSAGES = {
  stars: `Choose from ${REVIEW_LIMITS.starsMin} to ${REVIEW_LIMITS.starsMax} stars.`,
  comment: `Keep the comment to ${REVIEW_LIMITS.commentMax} characters or fewer.`,
  replyEmpty: 'Write a reply first.',
  replyLong: `Keep the reply to ${REVIEW_LIMITS.replyMax} characters or fewer.`,
  editClosed: `This review can no longer be changed: reviews can be edited for ${REVIEW_LIMITS.editDays} days after they are written.`,
  notReviewable: 'Only a delivered order of yours can be reviewed.',
  replied: 'This review already has your reply.',
  hidden: 'This review was hidden by Thali’s staff and can no longer be changed.',
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
