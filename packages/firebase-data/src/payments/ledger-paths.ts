// Getting paid (issue 42): where the ledger lives (contract §1; RULES.md "Payments"), for the reads.
import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import type { DataServices } from '../app';
import type { PaymentEntry } from './payment-types';
import { toPaymentEntry } from './to-payment-entry';
import { atPath, type Start } from './live-join';

/** The ledger's nodes, each by kitchen: entries, reports' decisions, corrections, open reports, kept totals, unpaid orders. */
export const [PAYMENTS, DECISIONS, CORRECTIONS, OPEN_REPORTS, PAID_TOTALS, UNPAID_ORDERS] =
  ['payments', 'paymentDecisions', 'paymentCorrections', 'openReports', 'paidTotals', 'unpaidOrders'] as const;

/** A kitchen's entries whose `field` equals `value` (an indexed query: what it costs does not grow with other kitchens). */
export const entriesWhere = (fb: DataServices, providerId: string, field: 'customerId' | 'month' | 'orderId' | 'subscriptionId', value: string | number,
  fail: (e: Error) => void): Start =>
  (set) => onValue(query(ref(fb.db, `${PAYMENTS}/${providerId}`), orderByChild(field), equalTo(value)), (snap) => set(snap.val()), fail);

/** One entry, live. */
export const entryAt = (fb: DataServices, providerId: string, id: string, fail: (e: Error) => void): Start => atPath(fb, `${PAYMENTS}/${providerId}/${id}`, fail);
/** A report's decision, live. */
export const decisionAt = (fb: DataServices, providerId: string, id: string, fail: (e: Error) => void): Start => atPath(fb, `${DECISIONS}/${providerId}/${id}`, fail);

/**
 * The entries of a query's value, each with its decision (from `decisions`, by id) and the correction that reversed
 * it when that correction is among them (a correction keeps its entry's customer, bill and order, so the queries that
 * find an entry find its correction too).
 */
export function entriesOf(providerId: string, value: unknown, decisions: (id: string) => unknown = () => undefined): PaymentEntry[] {
  if (!value || typeof value !== 'object') return [];
  const raw = Object.entries(value as Record<string, unknown>);
  const correctedBy = new Map<string, string>();
  for (const [id, r] of raw) {
    const corrects = r && typeof r === 'object' ? (r as { corrects?: unknown }).corrects : undefined;
    if (typeof corrects === 'string') correctedBy.set(corrects, id);
  }
  return raw.map(([id, r]) => toPaymentEntry(providerId, id, r, { decision: decisions(id), correctedBy: correctedBy.get(id) }))
    .filter((e): e is PaymentEntry => e !== undefined);
}

/** The ids of the reported entries among a query's value: each needs its decision read. */
export function reportedIds(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, r]) => r && typeof r === 'object' && (r as { kind?: unknown }).kind === 'reported').map(([id]) => id);
}
