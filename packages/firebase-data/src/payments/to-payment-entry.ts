// Getting paid (issue 42): a stored ledger entry (and what lives beside it: a report's decision, the correction that
// reversed it) as the apps see it. Everything read is untrusted: a record that does not fit is left out and reported.
import { parseRecord, reportInvalidRecord } from '../schemas';
import { paymentDecisionRecordSchema, paymentRecordSchema } from './payment-schemas';
import type { PaymentEntry, PaymentFor } from './payment-types';

/** What lives beside an entry: paymentDecisions/{pid}/{id} and paymentCorrections/{pid}/{id} (their raw values). */
export interface EntryLinks {
  decision?: unknown;
  correctedBy?: unknown;
}

/** payments/{providerId}/{id} as a PaymentEntry; undefined (and a report) when it does not fit. */
export function toPaymentEntry(providerId: string, id: string, value: unknown, links: EntryLinks = {}): PaymentEntry | undefined {
  const path = `payments/${providerId}/${id}`;
  const r = parseRecord(paymentRecordSchema, path, value);
  if (!r) return undefined;
  let what: PaymentFor;
  if (r.for === 'tiffin' && r.subscriptionId && r.month !== undefined) what = { kind: 'tiffin', subscriptionId: r.subscriptionId, month: r.month };
  else if (r.for === 'order' && r.orderId) what = { kind: 'order', orderId: r.orderId };
  else {
    reportInvalidRecord(path, 'a tiffin entry names its subscription and month, an order entry its order');
    return undefined;
  }
  const decision = links.decision === undefined || links.decision === null
    ? undefined : parseRecord(paymentDecisionRecordSchema, `paymentDecisions/${providerId}/${id}`, links.decision);
  const entry: PaymentEntry = {
    id, providerId, customerId: r.customerId, by: r.by, kind: r.kind, for: what, amountPaise: r.amountPaise, method: r.method, paidOn: r.paidOn, at: r.at,
    waiting: r.kind === 'reported' && !decision,
  };
  if (r.ref) entry.ref = r.ref;
  if (r.note) entry.note = r.note;
  if (r.receipt) entry.receipt = r.receipt;
  if (r.corrects) entry.corrects = r.corrects;
  if (decision) {
    entry.decision = { status: decision.status, at: decision.at, ...(decision.receipt ? { receipt: decision.receipt } : {}),
      ...(decision.reason ? { reason: decision.reason } : {}) };
    if (decision.receipt) entry.receipt = decision.receipt;
  }
  if (typeof links.correctedBy === 'string' && links.correctedBy) entry.correctedBy = links.correctedBy;
  return entry;
}

/** Whether an entry moves what was received: a received entry, a confirmed report, a correction. */
export function countsAsReceived(entry: PaymentEntry): boolean {
  return entry.kind !== 'reported' || entry.decision?.status === 'confirmed';
}

/** Newest first (by when written, then id: push ids grow with time). */
export const newestEntryFirst = (a: PaymentEntry, b: PaymentEntry): number => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
