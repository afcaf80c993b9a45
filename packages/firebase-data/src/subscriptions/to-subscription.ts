import { compareKeys } from '@thali/domain/compare';
import type { Subscription } from '../model';
import { parseChildren, parseRecord, reportInvalidRecord, subscriptionRecordSchema, type SubscriptionRecord } from '../schemas';
import { mismatchedSkipKeys } from '../tiffins/schedule';

/** Subscriptions whose mismatched skips were reported already: once per subscription and page, not on every update. */
const reported = new Set<string>();

/** The record as the app uses it; undefined (and a report) when it has no price at all. */
export function toSubscription(id: string, record: SubscriptionRecord): Subscription | undefined {
  const { mealPricePaise: paise, pricePerMeal: rupees, ...rest } = record;
  // older records: the ₹ price they were created with, to the paisa
  const mealPricePaise = paise ?? (rupees !== undefined ? Math.round(rupees * 100) : undefined);
  if (mealPricePaise === undefined || !Number.isInteger(mealPricePaise) || mealPricePaise < 0) {
    reportInvalidRecord(`subscriptions/${id}`, 'no per-meal price');
    return undefined;
  }
  const mismatched = mismatchedSkipKeys(record);
  if (mismatched.length > 0 && !reported.has(id)) {
    reported.add(id);
    console.warn(`[firebase-data] ignored ${mismatched.length} skip record(s) of subscriptions/${id} whose key is not their day and meal: ${mismatched.join(', ')}`);
  }
  return { ...rest, id, mealPricePaise, pricePerMeal: mealPricePaise / 100 };
}

/** Subscriptions of a query's snapshot that pass `keep` (the query's filter, re-checked), oldest first. */
export function toSubscriptions(value: unknown, keep: (sub: Subscription) => boolean): Subscription[] {
  return parseChildren(subscriptionRecordSchema, 'subscriptions', value, toSubscription)
    .filter((s): s is Subscription => s !== undefined)
    .filter(keep)
    .sort((a, b) => a.createdAt - b.createdAt || compareKeys(a.id, b.id));
}

export function toOneSubscription(id: string, value: unknown): Subscription | null {
  if (value === null || value === undefined) return null;
  const record = parseRecord(subscriptionRecordSchema, `subscriptions/${id}`, value);
  return (record && toSubscription(id, record)) ?? null;
}
