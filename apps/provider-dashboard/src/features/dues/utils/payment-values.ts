import type { PaymentMethod } from '@thali/firebase-data';
import { dayOfIsoDate, dayStart } from '@thali/firebase-data/logic';
import { PAYMENT_LIMITS, rupeesToPaise } from '@thali/domain/payments';

// TODO(merge): the data package's payment-messages.ts
export const PAYMENT_FORM_MESSAGES = {
  amount: 'Enter an amount from ₹1 to ₹1,00,000, with at most two decimals.',
  paidOn: 'Enter the day you were paid.',
  future: 'The payment date cannot be in the future.',
  ref: `Keep the UPI reference to ${PAYMENT_LIMITS.refMax} characters.`,
  note: `Keep the note to ${PAYMENT_LIMITS.noteMax} characters.`,
  correctionNote: 'Say why the entry is wrong, so the ledger explains itself.',
  reason: `Keep the reason to ${PAYMENT_LIMITS.reasonMax} characters.`,
} as const;

/** The Record payment form as typed: rupees, the method, the day paid (a date input's YYYY-MM-DD), and optional words. */
export interface RecordValues {
  amount: string;
  method: PaymentMethod;
  paidOn: string;
  ref: string;
  note: string;
}

/** The amount in paise, or NaN when it is not one a ledger entry may hold (₹1–₹1,00,000, two decimals at most). */
export function amountPaise(typed: string): number {
  const paise = rupeesToPaise(typed);
  return Number.isInteger(paise) && paise >= PAYMENT_LIMITS.minPaise && paise <= PAYMENT_LIMITS.maxPaise ? paise : Number.NaN;
}

/** The form's checks, as the data package and the rules make them, in the order of the fields. */
export function recordPaymentErrors(values: RecordValues, now: number): Partial<Record<keyof RecordValues, string>> {
  const day = dayOfIsoDate(values.paidOn);
  return {
    amount: Number.isNaN(amountPaise(values.amount)) ? PAYMENT_FORM_MESSAGES.amount : undefined,
    paidOn: Number.isNaN(day) ? PAYMENT_FORM_MESSAGES.paidOn : day > dayStart(now) ? PAYMENT_FORM_MESSAGES.future : undefined,
    ref: values.ref.trim().length > PAYMENT_LIMITS.refMax ? PAYMENT_FORM_MESSAGES.ref : undefined,
    note: values.note.trim().length > PAYMENT_LIMITS.noteMax ? PAYMENT_FORM_MESSAGES.note : undefined,
  };
}

/** Optional words: trimmed, and left out when empty. */
export function optionalText(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}
