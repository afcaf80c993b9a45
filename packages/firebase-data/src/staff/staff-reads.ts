import { endAt, equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase } from '../app';
import * as z from 'zod/mini';
import { contactMessageRecordSchema, parseChildren } from '../schemas';
import { listingWithDecisionsSchema, sortPending, toPendingKitchen } from './kitchen-queue';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import type { AuditEntry, ContactMessage, PendingKitchen } from './staff-types';

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
    onData(sortPending(parseChildren(listingWithDecisionsSchema, 'providers', snap.val(), toPendingKitchen)));
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
