// An order's life and money (issue 37; /work/prompts/contract37.md), pure: pages import these without the SDK, and the
// use cases (and the fake) compute with the same functions, so what the basket shows is what the order records.
import { boardKeyOf, KITCHEN_CANCEL_REASONS, ORDER_LIMITS, ORDER_STAGE_LABELS, orderStageOf } from '@thali/domain';
import { SUPPORT_CANCEL_LIMITS } from '@thali/domain/staff';
import { NamedError } from '../errors/named-error';
import type { Order, OrderStage, OrderStep } from '../model';
import { DELIVERY_FEE, linesTotal, orderCartTotals, type KitchenTotals } from './cart-totals';
import { sayer } from '../texts/say';
import { ORDERS_TEXTS } from '../texts/orders-texts';

const { text: dataText } = sayer(ORDERS_TEXTS);

/** The fee, the stage labels, the cancel reasons and the board's key are @thali/domain's (the rules use the same). */
export { DELIVERY_FEE, ORDER_STAGE_LABELS, KITCHEN_CANCEL_REASONS, boardKeyOf };
/** The basket's money lives in cart-totals.ts (the shell's basket loads it without the rest of this file). */
export { linesTotal, orderCartTotals, type KitchenTotals };

/** The stage an order is at: its step while pending, else 'delivered' (completed) or 'cancelled'. */
export const orderStage = (order: Pick<Order, 'status'> & { step?: OrderStep }): OrderStage => orderStageOf(order);

export const orderStageLabel = (stage: OrderStage): string => ORDER_STAGE_LABELS[stage];

export const ORDER_STEP_MESSAGES = {
  movedOn: dataText('orderStep.movedOn'),
  readyByRequired: dataText('orderStep.readyByRequired'),
  readyByPast: dataText('orderStep.readyByPast'),
  readyByFar: dataText('orderStep.readyByFar', { hours: ORDER_LIMITS.readyByMaxMs / 3600000 }),
  reasonRequired: dataText('orderStep.reasonRequired'),
  reasonLong: dataText('orderStep.reasonLong', { max: ORDER_LIMITS.reasonMax }),
  failed: dataText('orderStep.failed'),
} as const;

/** A step the order cannot take (any more): another tab, the customer or the server moved it first. Nothing was written. */
export class OrderStepError extends NamedError {
  static override readonly errorName = 'OrderStepError';
  constructor(message: string = ORDER_STEP_MESSAGES.movedOn) {
    super(message);
  }
}

/** A ready-by time or a cancel reason the rules would refuse: nothing was written. */
export class OrderInputError extends NamedError {
  static override readonly errorName = 'OrderInputError';
  constructor(readonly field: 'readyBy' | 'reason', message: string) {
    super(message);
  }
}

/** What is wrong with a ready-by time at `now` (the rules: now < readyBy ≤ now + 12 h), '' when fine. */
export function readyByProblem(readyBy: number, now: number = Date.now()): string {
  if (!Number.isFinite(readyBy)) return ORDER_STEP_MESSAGES.readyByRequired;
  if (readyBy <= now) return ORDER_STEP_MESSAGES.readyByPast;
  if (readyBy > now + ORDER_LIMITS.readyByMaxMs) return ORDER_STEP_MESSAGES.readyByFar;
  return '';
}

/** What is wrong with a kitchen's cancel reason (1–200 characters, trimmed), '' when fine. */
export function kitchenCancelReasonProblem(reason: string): string {
  const text = (reason ?? '').trim();
  if (!text) return ORDER_STEP_MESSAGES.reasonRequired;
  if (text.length > ORDER_LIMITS.reasonMax) return ORDER_STEP_MESSAGES.reasonLong;
  return '';
}

/** The steps the kitchen may take next from this stage (none once final). */
export function kitchenNextSteps(stage: OrderStage): ('accept' | 'on_the_way' | 'delivered' | 'cancel')[] {
  if (stage === 'new') return ['accept', 'cancel'];
  if (stage === 'accepted') return ['on_the_way', 'delivered', 'cancel'];
  if (stage === 'on_the_way') return ['delivered', 'cancel'];
  return [];
}

/** An order is final once delivered or cancelled: nobody can act on it any more. */
export const isFinalOrder = (order: Pick<Order, 'status'>): boolean => order.status !== 'pending';

/** Issue 41: Thali's cancel on the customer's behalf (the Support lookup). */
export const SUPPORT_CANCEL_MESSAGES = {
  reasonRequired: dataText('supportCancel.reasonRequired'),
  reasonLong: dataText('orderStep.reasonLong', { max: SUPPORT_CANCEL_LIMITS.reasonMax }),
  final: dataText('supportCancel.final'),
} as const;

/** What is wrong with Thali's cancel reason (3–200 characters, trimmed), '' when fine. */
export function supportCancelReasonProblem(reason: string): string {
  const text = (reason ?? '').trim();
  if (text.length < SUPPORT_CANCEL_LIMITS.reasonMin) return SUPPORT_CANCEL_MESSAGES.reasonRequired;
  if (text.length > SUPPORT_CANCEL_LIMITS.reasonMax) return SUPPORT_CANCEL_MESSAGES.reasonLong;
  return '';
}
