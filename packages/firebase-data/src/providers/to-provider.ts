import type { z } from 'zod/mini';
import { DEFAULT_ADDRESS, DEFAULT_CUISINE, type Holiday, type Provider } from '../model';
import { parseChildren, providerRecordSchema } from '../schemas';
import { dayStart } from '../tiffins/days';
import { AREA_NAMES } from '@thali/domain/areas';
import { compareNames } from '@thali/domain/compare';
import { cuisineLabel, cuisineOf } from '@thali/domain/cuisines';
import { missingKitchenDetails } from '@thali/domain/kitchen-details';
import type { PaymentDetails } from '../payments/payment-types';

const orDefault = (value: string | undefined, fallback: string) => (value && value.trim() ? value : fallback);

/** The rating shown: the mean of the kitchen's reviews, from the sum and count its reviews moved (null before the first). */
export function ratingOf(record: Pick<z.output<typeof providerRecordSchema>, 'ratingSum' | 'ratingCount'>): Pick<Provider, 'rating' | 'ratingCount'> {
  const count = record.ratingCount ?? 0;
  const sum = record.ratingSum ?? 0;
  return count > 0 && sum >= 0 ? { rating: sum / count, ratingCount: count } : { rating: null, ratingCount: 0 };
}

/**
 * The holidays from today (Asia/Kolkata) on, by day; a record whose key is not its own day is left out (the rules
 * never write one).
 */
export function holidaysOf(records: z.output<typeof providerRecordSchema>['holidays'], now = Date.now()): Holiday[] {
  const today = dayStart(now);
  return Object.entries(records ?? {})
    .filter(([key, h]) => key === String(h.day) && h.day >= today)
    .map(([, h]) => ({ day: h.day, note: h.note ?? '' }))
    .sort((a, b) => a.day - b.day);
}

/**
 * Issue 42: providers/{uid}/upi as the apps see it; undefined when absent or not shaped like one. The rules check the
 * UPI ID's pattern on every write, so this only checks the shape: the public pages' read chunk does not take
 * @thali/domain/payments for it.
 */
export function upiOf(value: unknown): PaymentDetails | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { id, payee } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id.includes('@') || typeof payee !== 'string' || !payee.trim()) return undefined;
  return { upiId: id, payee };
}

/**
 * The public projection providers/{uid} with defaults for the cuisine and address a kitchen has not filled in; a
 * phone only when it gave one. The cuisine reads as the list's label (or the kitchen's own words for Other; older free
 * text as written), with the list's value beside it for the Cuisine filter (issue 39).
 */
export function toProvider(id: string, record: z.output<typeof providerRecordSchema>, now = Date.now()): Provider {
  const provider: Provider = {
    id,
    name: record.name,
    cuisine: orDefault(cuisineLabel(record.cuisine, record.cuisineOther), DEFAULT_CUISINE),
    cuisineKey: cuisineOf(record.cuisine),
    address: orDefault(record.address, DEFAULT_ADDRESS),
    ...ratingOf(record),
    approved: record.approved === true,
    holidays: holidaysOf(record.holidays, now),
    accepting: record.accepting !== false,
    pureVeg: record.pureVeg === true,
    deliversTo: AREA_NAMES.filter((area) => record.deliversTo?.[area] !== undefined),
    minOrder: record.minOrder !== undefined && record.minOrder > 0 ? Math.floor(record.minOrder) : 0,
  };
  if (record.hours) provider.hours = record.hours;
  if (record.phone && record.phone.trim()) provider.phone = record.phone.trim();
  if (record.image) provider.imageUrl = record.image;
  if (record.createdAt) provider.createdAt = record.createdAt;
  if (record.description) provider.description = record.description;
  if (record.area) provider.area = record.area;
  if (record.cuisine === 'other' && record.cuisineOther) provider.cuisineOther = record.cuisineOther;
  if (record.fssai) provider.fssai = record.fssai;
  provider.missingDetails = missingKitchenDetails(record);
  if (record.nameRequest) provider.nameRequest = record.nameRequest.name;
  const upi = upiOf(record.upi);
  if (upi) provider.upi = upi;
  return provider;
}

/** The approved providers of a listing, by name (the query already asks for approved ones; this is a second check). */
export function toProviders(value: unknown): Provider[] {
  return parseChildren(providerRecordSchema, 'providers', value, toProvider)
    .filter((p) => p.approved)
    .sort((a, b) => compareNames(a.name, b.name));
}
