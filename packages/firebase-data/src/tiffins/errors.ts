/** Thrown by subscribeToPlan when the plan's last seat is gone. */
export class PlanFullError extends Error {
  constructor() {
    super('This plan is full.');
    this.name = 'PlanFullError';
  }
}

/** Thrown by subscribeToPlan when the plan is retired or its kitchen is not approved (yet). */
export class PlanClosedError extends Error {
  constructor() {
    super('This plan is not taking new subscriptions.');
    this.name = 'PlanClosedError';
  }
}

/** Thrown by skipMeal, undoSkip and pauseSubscription once the meal's (or the pause's first day's) cut-off has passed. */
export class CutoffPassedError extends Error {
  constructor() {
    super('The cut-off for this meal has passed.');
    this.name = 'CutoffPassedError';
  }
}

/** Thrown by a subscription change the input does not allow (the message says why, in a plain sentence). */
export class SubscriptionChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubscriptionChangeError';
  }
}
