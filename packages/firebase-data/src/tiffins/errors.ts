import { NamedError, sentenceError } from '../errors/named-error';

/** Thrown by subscribeToPlan when the plan's last seat is gone. */
export class PlanFullError extends sentenceError('PlanFullError', 'This plan is full.') {}

/** Thrown by subscribeToPlan when the plan is retired or its kitchen is not approved (yet). */
export class PlanClosedError extends sentenceError('PlanClosedError', 'This plan is not taking new subscriptions.') {}

/**
 * Thrown by subscribeToPlan when the customer already holds PLAN_LIMITS.holdingsMax (2) active subscriptions to the
 * plan: a family may take two, more is one account squatting seats (the rules refuse the write too).
 */
export class HoldingsLimitError extends sentenceError(
  'HoldingsLimitError',
  'You already have 2 active subscriptions to this plan.',
) {}

/** Thrown by skipMeal, undoSkip and pauseSubscription once the meal's (or the pause's first day's) cut-off has passed. */
export class CutoffPassedError extends sentenceError('CutoffPassedError', 'The cut-off for this meal has passed.') {}

/** Thrown by a subscription change the input does not allow (the message says why, in a plain sentence). */
export class SubscriptionChangeError extends NamedError {
  static override readonly errorName = 'SubscriptionChangeError';
  constructor(message: string) {
    super(message);
  }
}
