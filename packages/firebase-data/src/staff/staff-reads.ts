import { endAt, equalTo, get, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Review } from '../model';
import { toOneReview } from '../reviews/to-review';
import * as z from 'zod/mini';
import { contactMessageRecordSchema, parseChildren } from '../schemas';
import { listingWithDecisionsSchema, sortPending, toPendingKitchen } from './kitchen-queue';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import type { AuditEntry, ContactMessage, ModeratedReview, PendingKitchen, ReviewReport } from './staff-types';

const handledSchema = z.object({ by: z.string(), at: z.number() });
const messageSchema = z.extend(contactMessageRecordSchema, { handled: z.optional(handledSchema) });
const auditSchema = z.object({ by: z.string(), action: z.string(), target: z.string(), reason: z.optional(z.string()), at: z.number() });

/** Newest first; equal times by id, so the order is stable. */
const newestFirst = (a: { id: string; at: number }, b: { id: string; at: number }) => b.at - a.at || (a.id < b.id ? 1 : -1);

/**
 * The contact-form inbox, live, newest first (staff only: the rules refuse anyone else). Every message is read: the
 * senders' daily budget (100 a day signed out, 5 per account) keeps the node small.
 */
export function subscribeContactMessages(
  { onData, onError, fb = firebase() }: SubscriptionOptions<ContactMessage[]>,
): Unsubscribe {
  return onValue(ref(fb.db, 'contactMessages'), (snap) => {
    const messages = parseChildren(messageSchema, 'contactMessages', snap.val(), (id, r): ContactMessage => ({
      id, name: r.name, email: r.email, message: r.message, createdAt: r.createdAt,
      ...(r.subject ? { subject: r.subject } : {}), ...(r.handled ? { handled: { by: r.handled.by, at: r.handled.at } } : {}),
    }));
    onData(messages.map((m) => ({ m, id: m.id, at: m.createdAt })).sort(newestFirst).map(({ m }) => m));
  }, (e) => onError?.(e));
}

/**
 * The kitchens awaiting approval, live, oldest signup first (the Kitchens queue, issue 41): a staff query on
 * `approved` (indexed), which returns the listings without it (sorted first) up to those with `false`; approved
 * kitchens are never downloaded.
 */
export function subscribePendingKitchens(
  { onData, onError, fb = firebase() }: SubscriptionOptions<PendingKitchen[]>,
): Unsubscribe {
  return onValue(query(ref(fb.db, 'providers'), orderByChild('approved'), endAt(false)), (snap) => {
    // a suspended kitchen is not approved either, but it is no candidate: it waits for Unsuspend, not a decision
    const listings = parseChildren(listingWithDecisionsSchema, 'providers', snap.val(), (id, r) => (r.suspension ? null : toPendingKitchen(id, r)));
    onData(sortPending(listings.filter((k): k is PendingKitchen => k !== null)));
  }, (e) => onError?.(e));
}

/** The audit trail of one record (its database path, e.g. `contactMessages/<id>`), live, newest first (staff only). */
export function subscribeAudit(
  { target, onData, onError, fb = firebase() }: SubscriptionOptions<AuditEntry[]> & { target: string },
): Unsubscribe {
  return onValue(query(ref(fb.db, 'audit'), orderByChild('target'), equalTo(target)), (snap) => {
    const entries = parseChildren(auditSchema, 'audit', snap.val(), (id, r) => ({ id, ...r }) as AuditEntry);
    onData(entries.sort(newestFirst));
  }, (e) => onError?.(e));
}

// ---- the Reviews page (issue 41) ----
const reportSchema = z.object({ reason: z.string(), at: z.number() });

/**
 * Keeps one live review with its reports and its kitchen's name per key of `keys` (a live list: the open report queue,
 * or the hidden reviews), and hands them on whenever any of them changes, once all have answered.
 */
function liveReviews(
  fb: DataServices, subscribeKeys: (onKeys: (keys: string[]) => void, fail: (e: Error) => void) => Unsubscribe,
  onData: (reviews: ModeratedReview[]) => void, onError?: (e: Error) => void,
): Unsubscribe {
  let stopped = false;
  let keys: string[] = [];
  const reviews = new Map<string, Review | null>();
  const reports = new Map<string, ReviewReport[]>();
  const listeners = new Map<string, Unsubscribe[]>();
  // a kitchen's name changes rarely: read once per kitchen
  const names = new Map<string, string>();
  const deliver = () => {
    if (stopped || keys.some((k) => !reviews.has(k) || !reports.has(k))) return;
    const pending = keys.map((k) => reviews.get(k)).filter((r): r is Review => !!r && !names.has(r.providerId));
    for (const r of pending) {
      names.set(r.providerId, '');
      get(ref(fb.db, `providers/${r.providerId}/name`)).then((s) => { names.set(r.providerId, String(s.val() ?? 'A kitchen')); deliver(); },
        () => { names.set(r.providerId, 'A kitchen'); deliver(); });
    }
    if (keys.some((k) => { const r = reviews.get(k); return r && !names.get(r.providerId); })) return;
    onData(keys.flatMap((k) => {
      const r = reviews.get(k);
      if (!r) return [];
      return [{ id: k, providerId: r.providerId, kitchenName: names.get(r.providerId) ?? '', userInitial: r.userInitial, stars: r.stars,
        comment: r.comment, createdAt: r.createdAt, hidden: r.moderation?.hidden === true, reports: reports.get(k) ?? [] }];
    }));
  };
  const fail = (e: Error) => { if (!stopped) onError?.(e); };
  const stopKeys = subscribeKeys((next) => {
    keys = next;
    for (const [k, stops] of listeners) if (!keys.includes(k)) { stops.forEach((s) => s()); listeners.delete(k); reviews.delete(k); reports.delete(k); }
    for (const k of keys) {
      if (listeners.has(k)) continue;
      listeners.set(k, [
        onValue(ref(fb.db, `reviews/${k}`), (s) => { reviews.set(k, toOneReview(k, s.val())); deliver(); }, fail),
        onValue(ref(fb.db, `reviewReports/${k}`), (s) => {
          const providerId = () => reviews.get(k)?.providerId;
          reports.set(k, parseChildren(reportSchema, `reviewReports/${k}`, s.val(), (by, r) => ({ by, reason: r.reason, at: r.at, fromKitchen: false }))
            .map((r) => ({ ...r, get fromKitchen() { return r.by === providerId(); } }))
            .sort((a, b) => a.at - b.at));
          deliver();
        }, fail),
      ]);
    }
    deliver();
  }, fail);
  return () => {
    stopped = true;
    stopKeys();
    for (const stops of listeners.values()) stops.forEach((s) => s());
    listeners.clear();
  };
}

/** When a review was first reported (its oldest report), for the queue's order. */
const firstReport = (r: ModeratedReview) => r.reports[0]?.at ?? r.createdAt;

/**
 * The reviews with open reports, live, oldest report first (staff only): the queue's keys (`reportQueue`, indexed on
 * `open`), each with its review, reports and kitchen's name. Hidden ones are not in it (a hide closes its reports).
 */
export function subscribeReportedReviews(
  { onData, onError, fb = firebase() }: SubscriptionOptions<ModeratedReview[]>,
): Unsubscribe {
  return liveReviews(fb, (onKeys, fail) => onValue(query(ref(fb.db, 'reportQueue'), orderByChild('open'), equalTo(true)),
    (snap) => onKeys(Object.keys((snap.val() as Record<string, unknown> | null) ?? {})), fail),
  (reviews) => onData(reviews.filter((r) => !r.hidden).sort((a, b) => firstReport(a) - firstReport(b) || (a.id < b.id ? -1 : 1))), onError);
}

/** The reviews staff hid, live, latest first (staff only: a query on `moderation/hidden`), to restore one. */
export function subscribeHiddenReviews(
  { onData, onError, fb = firebase() }: SubscriptionOptions<ModeratedReview[]>,
): Unsubscribe {
  return liveReviews(fb, (onKeys, fail) => onValue(query(ref(fb.db, 'reviews'), orderByChild('moderation/hidden'), equalTo(true)),
    (snap) => onKeys(Object.keys((snap.val() as Record<string, unknown> | null) ?? {})), fail),
  (reviews) => onData(reviews.filter((r) => r.hidden).sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1))), onError);
}
