import { equalTo, get, onValue, orderByChild, query, ref, startAt } from 'firebase/database';
import * as z from 'zod/mini';
import { firebase, type DataServices } from '../app';
import { parseChildren, parseRecord, providerRecordSchema } from '../schemas';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import type { KitchenDecisions, KitchenFacts, NameRequest, PendingKitchen } from './staff-types';
import { isValidKey } from '../reads/keys';

/**
 * A listing with the staff decisions stored on it (issue 41): the public schema leaves them out (the storefront's
 * reads never need them), these reads add them.
 */
const decisionsSchema = z.object({
  rejection: z.optional(z.object({ reason: z.string(), by: z.string(), at: z.number(), audit: z.string() })),
  nameRejection: z.optional(z.object({ name: z.string(), reason: z.string(), by: z.string(), at: z.number(), audit: z.string() })),
  suspension: z.optional(z.object({ reason: z.string(), by: z.string(), at: z.number(), audit: z.string() })),
});
export const listingWithDecisionsSchema = z.extend(providerRecordSchema, decisionsSchema.shape);
type ListingWithDecisions = z.output<typeof listingWithDecisionsSchema>;

// The Kitchens page's reads (issue 41). Staff only: the rules refuse the queries to anyone else.

const oldestFirst = (a: { id: string; at: number }, b: { id: string; at: number }) => a.at - b.at || (a.id < b.id ? -1 : 1);

/** The listing's signup details as the queue shows them. */
export function toPendingKitchen(id: string, r: ListingWithDecisions): PendingKitchen {
  return {
    id, name: r.name,
    ...(r.phone ? { phone: r.phone } : {}), ...(r.address ? { address: r.address } : {}), ...(r.area ? { area: r.area } : {}),
    ...(r.image ? { imageUrl: r.image } : {}), ...(r.createdAt ? { since: r.createdAt } : {}),
    ...(r.rejection ? { rejection: { reason: r.rejection.reason, at: r.rejection.at, by: r.rejection.by } } : {}),
  };
}

/** The kitchens awaiting approval, oldest first (a listing without a signup time first of all), every one of them. */
export function sortPending(kitchens: PendingKitchen[]): PendingKitchen[] {
  return kitchens.map((k) => ({ k, id: k.id, at: k.since ?? 0 })).sort(oldestFirst).map(({ k }) => k);
}

/**
 * Listed kitchens asking for a new name, live, oldest request first: a staff query on the request's time (indexed),
 * so listings without a request are not downloaded.
 */
export function subscribeNameRequests(
  { onData, onError, fb = firebase() }: SubscriptionOptions<NameRequest[]>,
): Unsubscribe {
  return onValue(query(ref(fb.db, 'providers'), orderByChild('nameRequest/requestedAt'), startAt(0)), (snap) => {
    const requests = parseChildren(providerRecordSchema, 'providers', snap.val(), (id, r) => (r.nameRequest && r.approved === true
      ? { id, name: r.name, newName: r.nameRequest.name, requestedAt: r.nameRequest.requestedAt } : null));
    onData(requests.filter((r): r is NameRequest => r !== null)
      .map((r) => ({ r, id: r.id, at: r.requestedAt })).sort(oldestFirst).map(({ r }) => r));
  }, (e) => onError?.(e));
}

/**
 * The staff decisions on a kitchen's own listing, live (its dashboard: "Rejected by Thali: …"). The same location as
 * the dashboard's live listing, which the SDK downloads once for both.
 */
export function subscribeKitchenDecisions(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<KitchenDecisions> & { providerId: string },
): Unsubscribe {
  if (!isValidKey(providerId)) {
    onData({});
    return () => undefined;
  }
  return onValue(ref(fb.db, `providers/${providerId}`), (snap) => {
    const r = snap.exists() ? parseRecord(decisionsSchema, `providers/${providerId}`, snap.val()) : undefined;
    onData({
      ...(r?.rejection ? { rejection: { reason: r.rejection.reason, at: r.rejection.at, by: r.rejection.by } } : {}),
      ...(r?.nameRejection ? { nameRejection: { name: r.nameRejection.name, reason: r.nameRejection.reason } } : {}),
      ...(r?.suspension ? { suspension: { reason: r.suspension.reason, at: r.suspension.at, by: r.suspension.by } } : {}),
    });
  }, (e) => onError?.(e));
}

/** A kitchen's owner's e-mail (staff read users/{uid}) and the number of its dishes and tiffin plans (public reads). */
export async function readKitchenFacts(uid: string, fb: DataServices = firebase()): Promise<KitchenFacts> {
  if (!isValidKey(uid)) return { ownerEmail: null, dishes: 0, plans: 0 };
  const [email, dishes, plans] = await Promise.all([
    get(ref(fb.db, `users/${uid}/email`)),
    get(query(ref(fb.db, 'menu-items'), orderByChild('providerId'), equalTo(uid))),
    get(query(ref(fb.db, 'plans'), orderByChild('providerId'), equalTo(uid))),
  ]);
  return {
    ownerEmail: typeof email.val() === 'string' ? email.val() as string : null,
    dishes: dishes.size,
    plans: plans.size,
  };
}

/** An account's e-mail (staff only), e.g. the staff member an audit entry names; null when it has no record. */
export async function readUserEmail(uid: string, fb: DataServices = firebase()): Promise<string | null> {
  if (!isValidKey(uid)) return null;
  const snap = await get(ref(fb.db, `users/${uid}/email`));
  return typeof snap.val() === 'string' ? snap.val() as string : null;
}
