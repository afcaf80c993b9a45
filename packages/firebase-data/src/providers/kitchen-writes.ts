import { get, push, ref, remove, serverTimestamp, set, update } from 'firebase/database';
import { KITCHEN_RECORDED_FIELDS, WEEKDAY_KEYS } from '@thali/domain';
import { approvalWrites, LISTED_KITCHENS_PATH } from '@thali/domain/approval';
import type { AreaName } from '@thali/domain/areas';
import { firebase, type DataServices } from '../app';
import type { WeeklyHours } from '../model';
import { cleanDayHours, KitchenHoursError, validateHours, validateHoliday, type HolidayInput } from '../kitchens/hours';
import { DeliveryAreasError, deliveryAreasErrors, deliversToRecord } from '../kitchens/delivery-areas';
import { serverNow } from '../subscriptions/server-now';
import { dayStart } from '../tiffins/days';
import { isValidKey } from '../reads/keys';
import { parseRecord, providerRecordSchema, type ProviderRecord } from '../schemas';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...STAFF_TEXTS });
// The kitchen's own settings of issue 16, each one leaf (or one subtree) of providers/{uid}: the listing itself is
// never rewritten whole. Only its owner may write them (the rules check the shapes again).

const kitchen = (uid: string, child: string) => {
  if (!isValidKey(uid)) throw new Error(dataText('auth.loginRequired'));
  return `providers/${uid}/${child}`;
};

/**
 * The kitchen's week, written whole (the seven days 'd0' Monday … 'd6' Sunday, each closed or one or two windows);
 * null removes it: open every day, all day. A week that does not pass validateHours throws a KitchenHoursError
 * (its `errors` by day key) and nothing is written.
 */
export async function setKitchenHours(uid: string, hours: WeeklyHours | null, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, 'hours');
  if (hours === null) {
    await remove(ref(fb.db, path));
    return;
  }
  const errors = validateHours(hours);
  if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
  await set(ref(fb.db, path), Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, cleanDayHours(hours[k])])));
}

/**
 * A holiday: the day (any moment of it: stored as its dayStart, Asia/Kolkata) from today (server time) up to a year
 * ahead, with an optional note. Throws a KitchenHoursError (`errors.day` / `errors.note`) when it cannot be added.
 * Returns the stored dayStart.
 */
export async function addHoliday(uid: string, input: HolidayInput, fb: DataServices = firebase()): Promise<number> {
  const path = kitchen(uid, 'holidays');
  const errors = validateHoliday(input, await serverNow(fb));
  if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
  const day = dayStart(input.day);
  const note = (input.note ?? '').trim();
  await set(ref(fb.db, `${path}/${day}`), note ? { day, note } : { day });
  return day;
}

/** Removes a holiday (the day's dayStart, or any moment of it); nothing happens when there is none. */
export async function removeHoliday(uid: string, day: number, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, 'holidays');
  if (!Number.isFinite(day)) return;
  await remove(ref(fb.db, `${path}/${dayStart(day)}`));
}

/** "Pause orders now" (false) and back (true): while paused, no order can be placed with the kitchen. */
export async function setAcceptingOrders(uid: string, accepting: boolean, fb: DataServices = firebase()): Promise<void> {
  await set(ref(fb.db, kitchen(uid, 'accepting')), accepting === true);
}

/**
 * Issue 40: the areas the kitchen delivers to (at least one, of Nagpur's list) and its minimum order value (whole
 * rupees 0–2,000 on the dishes' subtotal; 0 removes it), in one write. Each area is stored valued as the listing's
 * approval (true once approved), which the rules check: the area query finds listed kitchens only. Throws a
 * DeliveryAreasError (`errors.areas` / `errors.minOrder`) and writes nothing when either is wrong.
 */
export async function setDeliveryAreas(uid: string, areas: AreaName[], minOrder: number, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, '').slice(0, -1);
  const errors = deliveryAreasErrors(areas, minOrder);
  if (Object.keys(errors).length > 0) throw new DeliveryAreasError(errors);
  const approved = (await get(ref(fb.db, `${path}/approved`))).val() === true;
  await update(ref(fb.db, path), { deliversTo: deliversToRecord(areas, approved), minOrder: minOrder > 0 ? minOrder : null });
}

/**
 * A Thali admin approves a kitchen (hosted Firebase: an account with admins/<uid> true): its `approved`, every area it
 * delivers to and the count of listed kitchens, in one write (`approvalWrites`); the rules refuse anything less. A
 * kitchen already approved is left as it is. `pnpm admin approve` makes the same write locally.
 */
export async function approveKitchen(uid: string, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, '').slice(0, -1);
  const [listing, listed] = await Promise.all([get(ref(fb.db, path)), get(ref(fb.db, LISTED_KITCHENS_PATH))]);
  if (!listing.exists()) throw new Error(dataText('staff.noListing'));
  const writes = approvalWrites(uid, listing.val() as { approved?: unknown; deliversTo?: unknown }, listed.val(), true);
  if (Object.keys(writes).length > 0) await update(ref(fb.db), writes);
}

/** The listing's fields a profile save may change (issue 36: the name of an approved kitchen only by a request). */
export interface ListingChanges {
  name?: string;
  cuisine?: string;
  address?: string;
  phone?: string;
  image?: string;
}

/**
 * Whether a kitchen's new name waits for staff (a request) rather than being written: a listed kitchen's, and a
 * suspended one's (not approved while suspended, but no pending kitchen: the rules refuse it renaming itself, issue 41).
 */
export function namesByRequest(stored: Pick<ProviderRecord, 'approved' | 'suspension'> | null): boolean {
  return stored?.approved === true || stored?.suspension !== undefined;
}

/**
 * The writes of a kitchen's profile save to its listing providers/{uid} (issue 36), for the same multi-path update as
 * its users/{uid} record; `stored` is the listing as read just before:
 * - the name: a pending kitchen renames itself; an approved one asks (nameRequest { name, requestedAt }) and keeps its
 *   approved name until staff approve it (`pnpm admin approve-name`); asking for the approved name again withdraws it.
 * - address, phone, picture: each one that changes names its record providerChanges/{uid}/{pushId}
 *   { field, old, new, at } in the same write (old: the stored value, '' when none); unchanged ones are not written.
 * - cuisine: written as it is.
 */
export function listingProfileWrites(
  fb: DataServices, uid: string, stored: ProviderRecord | null, changes: ListingChanges,
): Record<string, unknown> {
  const base = kitchen(uid, '');
  const writes: Record<string, unknown> = {};
  const name = changes.name;
  if (name !== undefined && name !== stored?.name) {
    if (namesByRequest(stored)) {
      writes[`${base}nameRequest`] = { name, requestedAt: serverTimestamp() };
      // issue 41: a new request replaces the answer to the last one (removing none is harmless)
      writes[`${base}nameRejection`] = null;
    }
    else writes[`${base}name`] = name;
  } else if (name !== undefined && stored?.nameRequest) {
    writes[`${base}nameRequest`] = null;
  }
  if (!stored) writes[`${base}name`] = name ?? '';
  if (changes.cuisine !== undefined) writes[`${base}cuisine`] = changes.cuisine;
  for (const field of KITCHEN_RECORDED_FIELDS) {
    const value = changes[field];
    const old = stored?.[field] ?? '';
    if (value === undefined || value === old) continue;
    writes[`${base}${field}`] = value;
    if (!stored) continue; // a new listing: nothing to compare with
    const id = push(ref(fb.db, `providerChanges/${uid}`)).key as string;
    writes[`${base}changeIds/${field}`] = id;
    writes[`providerChanges/${uid}/${id}`] = { field, old, new: value, at: serverTimestamp() };
  }
  return writes;
}

/** providers/{uid} as stored (readable by anyone); null when the kitchen has no listing. */
export async function readListing(uid: string, fb: DataServices = firebase()): Promise<ProviderRecord | null> {
  const path = kitchen(uid, '').slice(0, -1);
  const snap = await get(ref(fb.db, path));
  return snap.exists() ? parseRecord(providerRecordSchema, path, snap.val()) ?? null : null;
}
