// Getting paid (issue 42): one subscription's bill for one month, as Dues and My Tiffins show it. Pure, and in paise
// throughout: billed is meals × the stored per-meal price (monthBill), received is the kept total, so a month of 26
// meals at ₹96.15 is exactly ₹2,499.90 however the payments were split.
import { billReference, duePaise } from '@thali/domain/payments';
import { monthLabel } from '@thali/domain';
import type { Subscription } from '../model';
import { monthBill, type SuspensionPeriod } from '../tiffins/schedule';
import type { BillOfMonth, PaymentEntry } from './payment-types';
import { newestEntryFirst } from './to-payment-entry';

/** Whether an entry is for this subscription's bill of this month. */
export function isEntryOfBill(entry: PaymentEntry, subscriptionId: string, month: number): boolean {
  return entry.for.kind === 'tiffin' && entry.for.subscriptionId === subscriptionId && entry.for.month === month;
}

/**
 * The bill of `sub` for the IST month starting at `month`: what monthBill counts (skipped, paused and suspended meals
 * not billed), the received total kept for it (paidTotals), the reports still waiting, and what is due. `entries` may
 * hold other bills' entries: only this bill's are kept (newest first).
 */
export function billOfMonth(
  sub: Subscription, suspensions: readonly SuspensionPeriod[], month: number, receivedPaise: number, entries: readonly PaymentEntry[], now: number = Date.now(),
): BillOfMonth {
  const bill = monthBill({ ...sub, suspensions }, month, now);
  const own = entries.filter((e) => isEntryOfBill(e, sub.id, month)).sort(newestEntryFirst);
  const waitingPaise = own.reduce((sum, e) => (e.waiting ? sum + e.amountPaise : sum), 0);
  return {
    subscription: sub,
    month,
    reference: billReference(monthLabel(month), sub.billNo, sub.id),
    bill,
    billedPaise: bill.amountPaise,
    receivedPaise,
    waitingPaise,
    duePaise: duePaise(bill.amountPaise, receivedPaise),
    entries: own,
  };
}

/** Whether a subscription ran in the month at all (a day of it between its start and its end): it has a bill then. */
export function ranInMonth(sub: Pick<Subscription, 'startDay' | 'status' | 'endDay'>, month: number, nextMonth: number): boolean {
  if (sub.startDay >= nextMonth) return false;
  return !(sub.status === 'cancelled' && sub.endDay !== undefined && sub.endDay < month);
}
