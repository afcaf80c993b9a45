// Getting paid (issue 42): what the payment use cases refuse before writing, in the sentences the pages show, and
// the checks themselves (pure: the forms run them as the user types, the use cases and the fake before writing).
import { isUpiId, PAYMENT_LIMITS } from '@thali/domain/payments';
import { dayStart, monthStart } from '@thali/domain';
import { NamedError } from '../errors/named-error';
import { ValidationError } from '../errors/validation-error';
import type { FieldErrors } from '../model';
import type { PaymentDetails } from './payment-types';
import { sayer } from '../texts/say';
import { PAYMENTS_TEXTS } from '../texts/payments-texts';

const { text: dataText } = sayer(PAYMENTS_TEXTS);
/** The amount's one sentence (a form shows it under the amount field). */
export const PAYMENT_AMOUNT_MESSAGE = dataText('payment.amount');

export const PAYMENT_MESSAGES = {
  upiId: dataText('payment.upiId'),
  payee: dataText('payment.payee'),
  amount: PAYMENT_AMOUNT_MESSAGE,
  paidOnFuture: dataText('payment.paidOnFuture'),
  paidOnInvalid: dataText('payment.paidOnInvalid'),
  ref: dataText('payment.ref', { max: PAYMENT_LIMITS.refMax }),
  note: dataText('payment.note', { max: PAYMENT_LIMITS.noteMax }),
  reason: dataText('payment.reason', { max: PAYMENT_LIMITS.reasonMax }),
  monthAhead: dataText('payment.monthAhead'),
  monthOutside: dataText('payment.monthOutside'),
  decided: dataText('payment.decided'),
  corrected: dataText('payment.corrected'),
  notCorrectable: dataText('payment.notCorrectable'),
  orderPaid: dataText('payment.orderPaid'),
  orderNotDelivered: dataText('payment.orderNotDelivered'),
  notFound: dataText('payment.notFound'),
  notYours: dataText('payment.notYours'),
} as const;

/** The fields a payment form names. */
export type PaymentField = 'amount' | 'paidOn' | 'ref' | 'note' | 'reason';
export type PaymentDetailsField = 'upiId' | 'payee';

/** A kitchen's UPI details refused before anything was written, field by field. */
export class PaymentDetailsError extends ValidationError<PaymentDetailsField> {
  static override readonly errorName = 'PaymentDetailsError';
}

/** A payment's input refused before anything was written, field by field. */
export class PaymentInputError extends ValidationError<PaymentField> {
  static override readonly errorName = 'PaymentInputError';
}

/** A payment the ledger's state does not allow (decided, corrected, already paid…); the message says why. */
export class PaymentStateError extends NamedError {
  static override readonly errorName = 'PaymentStateError';
  constructor(message: string) {
    super(message);
  }
}

/** What is wrong with a kitchen's UPI ID and payee name; {} when they may be stored (trimmed). */
export function paymentDetailsErrors(details: PaymentDetails): FieldErrors<PaymentDetailsField> {
  const errors: FieldErrors<PaymentDetailsField> = {};
  if (!isUpiId(details.upiId.trim())) errors.upiId = PAYMENT_MESSAGES.upiId;
  const payee = details.payee.trim();
  if (!payee || payee.length > PAYMENT_LIMITS.payeeMax) errors.payee = PAYMENT_MESSAGES.payee;
  return errors;
}

/** An amount in paise an entry may hold: a whole number of paise from ₹1 to ₹1,00,000. */
export function isPaymentAmount(paise: number): boolean {
  return Number.isInteger(paise) && paise >= PAYMENT_LIMITS.minPaise && paise <= PAYMENT_LIMITS.maxPaise;
}

/** The first day the rules take as a payment date (the months they know start in 2024). */
const FIRST_PAID_ON = Date.UTC(2024, 0, 1) - 19800000;

/**
 * What is wrong with a payment's amount, date and words; {} when it may be written. `amountPaise` is skipped when
 * undefined (an order's amount comes from the order, never from the form).
 */
export function paymentInputErrors(
  input: { amountPaise?: number; paidOn: number; ref?: string; note?: string }, now: number = Date.now(),
): FieldErrors<PaymentField> {
  const errors: FieldErrors<PaymentField> = {};
  if (input.amountPaise !== undefined && !isPaymentAmount(input.amountPaise)) errors.amount = PAYMENT_MESSAGES.amount;
  if (!Number.isFinite(input.paidOn) || input.paidOn < FIRST_PAID_ON) errors.paidOn = PAYMENT_MESSAGES.paidOnInvalid;
  else if (dayStart(input.paidOn) > dayStart(now)) errors.paidOn = PAYMENT_MESSAGES.paidOnFuture;
  if ((input.ref ?? '').trim().length > PAYMENT_LIMITS.refMax) errors.ref = PAYMENT_MESSAGES.ref;
  if ((input.note ?? '').trim().length > PAYMENT_LIMITS.noteMax) errors.note = PAYMENT_MESSAGES.note;
  return errors;
}

/** A declined report's reason, or a correction's note: undefined when fine (empty is fine: both are optional). */
export function reasonProblem(reason: string): string | undefined {
  return reason.trim().length > PAYMENT_LIMITS.reasonMax ? PAYMENT_MESSAGES.reason : undefined;
}

/** A tiffin bill's month: this month or an earlier one (IST). */
export function isPayableMonth(month: number, now: number = Date.now()): boolean {
  return Number.isFinite(month) && monthStart(month) === month && month <= monthStart(now);
}
