// Getting paid (issue 42): one subscription's bill for one month, as Dues and My Tiffins show it. Pure, and in paise
// throughout: billed is meals × the stored per-meal price (monthBill), received is the kept total, so a month of 26
// meals at ₹96.15 is exactly ₹2,499.90 however the payments were split.
import { billReference, duePaise } from '@thali/domain/payments';
import { monthLabel, monthStart } from '@thali/domain';
import { compareKeys, compareNames } from '@thali/domain/compare';
import { addDays } from '../tiffins/days';
import type { Subscription } from '../model';
import { monthBill, type SuspensionPeriod } from '../tiffins/schedule';
import type { BillOfMonth, KitchenDues, PaymentEntry } from './payment-types';
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

/** The IST month after the one starting at `month`. */
export const nextMonthOf = (month: number): number => monthStart(addDays(month, 32));

/** A kept total's paise (paidTotals/{pid}/{month}/{subId}: { paise, last }); 0 when none was kept yet. */
export const paiseOf = (value: unknown): number => {
  const paise = value && typeof value === 'object' ? (value as { paise?: unknown }).paise : undefined;
  return typeof paise === 'number' && Number.isInteger(paise) ? paise : 0;
};

/** Whether a bill belongs on the month's list: the subscription ran a day that month, or money moved on it. */
export const hasBill = (b: BillOfMonth): boolean =>
  b.bill.mealsDue + b.bill.mealsSkipped + b.bill.mealsPaused + b.bill.mealsSuspended > 0 || b.receivedPaise !== 0 || b.entries.length > 0;

/** Subscriber by name, then plan, then id: the order of the Dues list. */
export const bySubscriber = (a: BillOfMonth, b: BillOfMonth): number => compareNames(a.subscription.customerName, b.subscription.customerName)
  || compareNames(a.subscription.planName, b.subscription.planName) || compareKeys(a.subscription.id, b.subscription.id);

/** The month's rows, totals and waiting reports, from what was read. */
export function kitchenDuesOf(
  month: number, subs: readonly Subscription[], suspensions: readonly SuspensionPeriod[], totals: unknown, entries: readonly PaymentEntry[],
  waiting: readonly PaymentEntry[], now: number,
): KitchenDues {
  const kept = (totals && typeof totals === 'object' ? totals : {}) as Record<string, unknown>;
  const next = nextMonthOf(month);
  const rows = subs.filter((s) => ranInMonth(s, month, next) || kept[s.id] !== undefined)
    .map((s) => billOfMonth(s, suspensions, month, paiseOf(kept[s.id]), entries, now))
    .filter(hasBill)
    .sort(bySubscriber);
  const sum = (f: (b: BillOfMonth) => number) => rows.reduce((t, b) => t + f(b), 0);
  return {
    month, rows,
    totals: { billedPaise: sum((b) => b.billedPaise), receivedPaise: sum((b) => b.receivedPaise), duePaise: sum((b) => b.duePaise) },
    waiting: [...waiting].sort((a, b) => a.at - b.at || compareKeys(a.id, b.id)),
  };
}

/** The months a customer sees: this one and the one before (IST). */
export function billMonths(now: number): [number, number] {
  const thisMonth = monthStart(now);
  return [thisMonth, monthStart(thisMonth - 1)];
}

/** The bills (subscription, month) to show: newest subscription first, this month before last month. */
export function billsToShow(subs: readonly Subscription[], now: number): { sub: Subscription; month: number }[] {
  const months = billMonths(now);
  return [...subs].sort((a, b) => b.createdAt - a.createdAt || compareKeys(a.id, b.id))
    .flatMap((sub) => months.filter((m) => ranInMonth(sub, m, nextMonthOf(m))).map((month) => ({ sub, month })));
}
