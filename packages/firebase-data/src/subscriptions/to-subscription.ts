import { compareKeys } from '@thali/domain/compare';
import type { Subscription } from '../model';
import { parseChildren, parseRecord, subscriptionRecordSchema, type SubscriptionRecord } from '../schemas';

export function toSubscription(id: string, record: SubscriptionRecord): Subscription {
  return { ...record, id };
}

/** Subscriptions of a query's snapshot that pass `keep` (the query's filter, re-checked), oldest first. */
export function toSubscriptions(value: unknown, keep: (sub: Subscription) => boolean): Subscription[] {
  return parseChildren(subscriptionRecordSchema, 'subscriptions', value, toSubscription)
    .filter(keep)
    .sort((a, b) => a.createdAt - b.createdAt || compareKeys(a.id, b.id));
}

export function toOneSubscription(id: string, value: unknown): Subscription | null {
  if (value === null || value === undefined) return null;
  const record = parseRecord(subscriptionRecordSchema, `subscriptions/${id}`, value);
  return record ? toSubscription(id, record) : null;
}
