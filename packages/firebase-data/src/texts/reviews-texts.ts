// The data package's sentences of reviews, replies and reports (reviews/), by message id (issue 44; see data-texts.ts).
export const REVIEWS_TEXTS = {
  'review.stars': 'Choose from {min} to {max} stars.',
  'review.comment': 'Keep the comment to {max} characters or fewer.',
  'review.replyEmpty': 'Write a reply first.',
  'review.replyLong': 'Keep the reply to {max} characters or fewer.',
  'review.editClosed': 'This review can no longer be changed: reviews can be edited for {days} days after they are written.',
  'review.notReviewable': 'Only a delivered order of yours can be reviewed.',
  'review.replied': 'This review already has your reply.',
  'review.hidden': 'This review was hidden by Thali’s staff and can no longer be changed.',
  'review.notAnswerable': 'This review cannot be answered from this account.',
  'report.reasonShort': 'Say in a few words what is wrong with this review (at least {min} characters).',
  'report.reasonLong': 'Keep the reason to {max} characters or fewer.',
  'report.already': 'You have already reported this review. Thali’s staff will look at it.',
  'report.notAllowed': 'This review cannot be reported from this account.',
} as const;
