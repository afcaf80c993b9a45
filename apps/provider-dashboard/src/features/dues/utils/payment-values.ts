import type { PaymentMethod } from '@thali/firebase-data';
import { dayOfIsoDate, paymentInputErrors, reasonProblem, PAYMENT_MESSAGES } from '@thali/firebase-data/logic';
import { PAYMENT_LIMITS, rupeesToPaise } from '@thali/domain/payments';
import { t } from '../messages';

/** The Record payment form as typed: rupees, the method, the day paid (a date input's YYYY-MM-DD), and optional words. */
export interface RecordValues {
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  ref: string;
  note: string;
}

/** The form's checks, the data package's own (as the rules make them), in the order of the fields. */
export function recordPaymentErrors(values: RecordValues, now: number): Partial<Record<keyof RecordValues, string>> {
  const { amount, paidOn, ref, note } = paymentInputErrors({ amountPaise: rupeesToPaise(values.amount), paidOn: dayOfIsoDate(values.paidOn), ref: values.ref, note: values.note }, now);
  return { amount, paidOn, ref, note };
}

/** A correction's note: required here (the ledger should say why), at most the note's length. */
export function correctionNoteProblem(note: string): string | undefined {
  if (!note.trim()) return t('correct.noteRequired');
  return note.trim().length > PAYMENT_LIMITS.noteMax ? PAYMENT_MESSAGES.note : undefined;
}

export { reasonProblem };

/** Optional words: trimmed, and left out when empty. */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}
