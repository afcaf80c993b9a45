import { endAt, equalTo, get, onValue, orderByChild, query, ref, serverTimestamp, startAt, update } from 'firebase/database';
import { approvalWrites, LISTED_KITCHENS_PATH } from '@thali/domain/approval';
import { kitchenTarget, SUPPORT_CANCEL_LIMITS, SUSPENDED_KITCHENS_PATH } from '@thali/domain/staff';
import { thaliCancelNewOrder } from '../orders/order-steps';
import { firebase, type DataServices } from '../app';
import { isPermissionDenied } from '../orders/order-writes';
import { parseChildren } from '../schemas';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { auditEntry, checkedReason, listingPath, RejectionReasonError } from './kitchen-decisions';
import { listingWithDecisionsSchema } from './kitchen-queue';
import type { ListedKitchen } from './staff-types';
import type { SuspensionPeriod } from '../tiffins/schedule';
import { isValidKey } from '../reads/keys';
import { sayer } from '../texts/say';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer(STAFF_TEXTS);
// Suspending a listed kitchen (issue 41). A suspension un-approves the kitchen in the same write as approval does
// (approvalWrites: `approved`, its areas, listedKitchens), so the listings, the area queries and the rules on orders
// and subscriptions — all of which ask "approved" — leave it out without a second flag to check; the suspension
// itself (why, who, when), the suspended count and the audit entry go in that one write. Unsuspend is the same write
// back, and records the period (suspensions/{uid}/{suspendAuditId}: { from, to }) for the tiffin bills.

/** The counts (listed, suspended) may move under another staff member's write: a refused write is read again. */
const ATTEMPTS = 4;

interface StoredListing {
  approved?: unknown;
  deliversTo?: unknown;
  suspension?: { at?: number; audit?: string };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

async function flip(uid: string, fb: DataServices, write: (listing: StoredListing, listed: unknown, suspended: number) => Record<string, unknown>) {
  const path = listingPath(uid);
  for (let attempt = 1; ; attempt++) {
    const [listing, listed, suspended] = await Promise.all([
      get(ref(fb.db, path)), get(ref(fb.db, LISTED_KITCHENS_PATH)), get(ref(fb.db, SUSPENDED_KITCHENS_PATH))]);
    if (!listing.exists()) throw new Error(dataText('staff.kitchenNotFound'));
    try {
      await update(ref(fb.db), write(listing.val() as StoredListing, listed.val(), count(suspended.val())));
      return;
    } catch (error) {
      if (!isPermissionDenied(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Staff suspend a listed kitchen with a reason its dashboard shows: it leaves the listings, and new orders and
 * subscriptions to it are refused by the rules, from this write on. Then each of its orders it has not accepted yet
 * (for a later slot, or as soon as possible) is cancelled by Thali with the same reason, one order per write
 * (thaliCancelNewOrder: finalWrite, stats and plates exact); accepted ones stay with the kitchen. Resolves with how
 * many were cancelled.
 */
export async function suspendKitchen(staffUid: string, uid: string, reason: string, fb: DataServices = firebase()): Promise<{ cancelled: number }> {
  const text = checkedReason(reason);
  // the orders' cancel reason is the suspension's: it must fit there too
  if (text.length > SUPPORT_CANCEL_LIMITS.reasonMax) throw new RejectionReasonError(dataText('staff.reasonUnder', { max: SUPPORT_CANCEL_LIMITS.reasonMax }));
  await flip(uid, fb, (listing, listed, suspended) => {
    if (listing.suspension) throw new Error(dataText('staff.alreadySuspended'));
    if (listing.approved !== true) throw new Error(dataText('staff.notListed'));
    const entry = auditEntry(fb, staffUid, 'suspend', kitchenTarget(uid), text);
    return {
      ...approvalWrites(uid, listing, listed, false),
      [`providers/${uid}/suspension`]: { reason: text, by: staffUid, at: serverTimestamp(), audit: entry.id },
      [SUSPENDED_KITCHENS_PATH]: suspended + 1,
      ...entry.writes,
    };
  });
  return { cancelled: await cancelNewOrders(staffUid, uid, text, fb) };
}

/**
 * The kitchen's pending orders (its board's `boardKey` range, read by staff once the suspension is written, so no
 * order can join it after), each not yet accepted cancelled in its own write, one after the other.
 */
async function cancelNewOrders(staffUid: string, uid: string, reason: string, fb: DataServices): Promise<number> {
  const pending = await get(query(ref(fb.db, 'orders'), orderByChild('boardKey'), startAt(`${uid}|pending|`), endAt(`${uid}|pending|~`)));
  const ids = Object.entries((pending.val() as Record<string, { step?: string }> | null) ?? {})
    .filter(([, order]) => order.step === 'new').map(([id]) => id);
  let cancelled = 0;
  for (const id of ids) if (await thaliCancelNewOrder(staffUid, id, reason, fb)) cancelled++;
  return cancelled;
}

/** Staff lift a suspension: the kitchen is listed again, and the period it was suspended is recorded. */
export async function unsuspendKitchen(staffUid: string, uid: string, fb: DataServices = firebase()): Promise<void> {
  await flip(uid, fb, (listing, listed, suspended) => {
    const { at, audit } = listing.suspension ?? {};
    if (typeof at !== 'number' || !audit) throw new Error(dataText('staff.notSuspended'));
    const entry = auditEntry(fb, staffUid, 'unsuspend', kitchenTarget(uid));
    return {
      ...approvalWrites(uid, listing, listed, true),
      [`providers/${uid}/suspension`]: null,
      [SUSPENDED_KITCHENS_PATH]: Math.max(0, suspended - 1),
      [`suspensions/${uid}/${audit}`]: { from: at, to: serverTimestamp(), audit: entry.id },
      ...entry.writes,
    };
  });
}

/**
 * The listed and the suspended kitchens, live, by name (staff): two indexed queries, `approved == true` and
 * `suspension/at` set, so pending kitchens are not downloaded.
 */
export function subscribeListedAndSuspended(
  { onData, onError, fb = firebase() }: SubscriptionOptions<ListedKitchen[]>,
): Unsubscribe {
  const parts: [ListedKitchen[] | null, ListedKitchen[] | null] = [null, null];
  const toKitchens = (value: unknown) => parseChildren(listingWithDecisionsSchema, 'providers', value, (id, r): ListedKitchen => ({
    id, name: r.name, ...(r.area ? { area: r.area } : {}),
    ...(r.suspension ? { suspension: { reason: r.suspension.reason, at: r.suspension.at, by: r.suspension.by } } : {}),
  }));
  const deliver = () => {
    const [listed, suspended] = parts;
    if (!listed || !suspended) return;
    const byId = new Map([...listed, ...suspended].map((k) => [k.id, k]));
    onData([...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-IN') || (a.id < b.id ? -1 : 1)));
  };
  const fail = (e: Error) => onError?.(e);
  const stops = [
    onValue(query(ref(fb.db, 'providers'), orderByChild('approved'), equalTo(true)), (snap) => { parts[0] = toKitchens(snap.val()); deliver(); }, fail),
    onValue(query(ref(fb.db, 'providers'), orderByChild('suspension/at'), startAt(0)), (snap) => { parts[1] = toKitchens(snap.val()); deliver(); }, fail),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The number of suspended kitchens (the Overview's figure), live; absent: 0. */
export function subscribeSuspendedCount({ onData, onError, fb = firebase() }: SubscriptionOptions<number>): Unsubscribe {
  return onValue(ref(fb.db, SUSPENDED_KITCHENS_PATH), (snap) => onData(count(snap.val())), (e) => onError?.(e));
}

/**
 * A kitchen's suspensions by Thali (issue 41), live, for its subscribers' bills and "Paused by Thali": the ended
 * periods (suspensions/{uid}, signed-in readers) and the running one (the listing's `suspension`, from its time on).
 */
export function subscribeKitchenSuspensions(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<SuspensionPeriod[]> & { providerId: string },
): Unsubscribe {
  if (!isValidKey(providerId)) {
    onData([]);
    return () => undefined;
  }
  let ended: SuspensionPeriod[] | null = null;
  let running: SuspensionPeriod[] | null = null;
  const deliver = () => { if (ended && running) onData([...ended, ...running].sort((a, b) => a.from - b.from)); };
  const fail = (e: Error) => onError?.(e);
  const stops = [
    onValue(ref(fb.db, `suspensions/${providerId}`), (snap) => {
      ended = Object.values((snap.val() as Record<string, { from?: unknown; to?: unknown }> | null) ?? {})
        .filter((p): p is { from: number; to: number } => typeof p.from === 'number' && typeof p.to === 'number')
        .map((p) => ({ from: p.from, to: p.to }));
      deliver();
    }, fail),
    onValue(ref(fb.db, `providers/${providerId}/suspension/at`), (snap) => {
      running = typeof snap.val() === 'number' ? [{ from: snap.val() as number }] : [];
      deliver();
    }, fail),
  ];
  return () => stops.forEach((stop) => stop());
}
