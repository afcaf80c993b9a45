// Getting paid (issue 42): the ledger's stored records' shapes (as schemas.ts does for the others; apart from it, so the
// public pages' first reads, which load schemas.ts, do not take @thali/domain/payments).
import { DECISION_STATUSES, PAYMENT_FOR, PAYMENT_KINDS, PAYMENT_METHODS } from '@thali/domain/payments';
import * as z from 'zod/mini';
import { finite, optText } from '../schemas';

/**
 * Issue 42, payments/{providerId}/{pushId}: one entry of a kitchen's ledger, written once (PAYMENT_FIELDS); money in
 * whole paise (a correction's is negative). A tiffin entry names its subscription and month, an order entry its order.
 */
export const paymentRecordSchema = z.object({
  by: z.string(),
  customerId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  for: z.enum(PAYMENT_FOR),
  subscriptionId: optText,
  month: z.optional(finite),
  orderId: optText,
  amountPaise: z.number().check(z.int()),
  method: z.enum(PAYMENT_METHODS),
  paidOn: finite,
  ref: optText,
  note: optText,
  at: finite,
  receipt: optText,
  corrects: optText,
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;
/** Issue 42, paymentDecisions/{providerId}/{paymentId}: the kitchen's answer to a report, written once. */
export const paymentDecisionRecordSchema = z.object({
  status: z.enum(DECISION_STATUSES),
  at: finite,
  receipt: optText,
  reason: optText,
});
