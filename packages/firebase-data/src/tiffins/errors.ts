import { NamedError, sentenceError } from '../errors/named-error';
import { sayer } from '../texts/say';
import { TIFFINS_TEXTS } from '../texts/tiffins-texts';

const { text: dataText } = sayer(TIFFINS_TEXTS);
/** Thrown by subscribeToPlan when the plan's last seat is gone. */
export class PlanFullError extends sentenceError('PlanFullError', dataText('plan.full')) {}

/** Thrown by subscribeToPlan when the plan is retired or its kitchen is not approved (yet). */
export class PlanClosedError extends sentenceError('PlanClosedError', dataText('plan.closed')) {}

/**
 * Thrown by subscribeToPlan when the customer already holds PLAN_LIMITS.holdingsMax (2) active subscriptions to the
 * plan: a family may take two, more is one account squatting seats (the rules refuse the write too).
 */
export class HoldingsLimitError extends sentenceError(
  'HoldingsLimitError',
  dataText('plan.holdingsLimit'),
) {}

/** Thrown by skipMeal, undoSkip and pauseSubscription once the meal's (or the pause's first day's) cut-off has passed. */
export class CutoffPassedError extends sentenceError('CutoffPassedError', dataText('subscription.cutoffPassed')) {}

/** Thrown by a subscription change the input does not allow (the message says why, in a plain sentence). */
export class SubscriptionChangeError extends NamedError {
  static override readonly errorName = 'SubscriptionChangeError';
  constructor(message: string) {
    super(message);
  }
}
