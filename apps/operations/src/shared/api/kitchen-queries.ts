import { queryOptions } from '@thali/render';
import {
  readKitchenFacts, readUserEmail, subscribeAudit, subscribeNameRequests, subscribePendingKitchens,
  type AuditEntry, type KitchenFacts, type NameRequest, type PendingKitchen,
} from '@thali/firebase-data';
import { subscribeListedAndSuspended, subscribeListedKitchens, subscribeSuspendedCount, type ListedKitchen } from '@thali/firebase-data';

/** The kitchens' reads of the operations pages: the Overview counts the queue, the Kitchens page works it. */
export const kitchenQueries = {
  /** The kitchens awaiting approval, live, oldest first (a staff query on `approved`: listed kitchens are not downloaded). */
  pendingKitchens: () => queryOptions<PendingKitchen[]>({
    key: ['ops-pending-kitchens'],
    subscribe: (h) => subscribePendingKitchens(h),
  }),
  /** Listed kitchens asking for a new name, live, oldest request first. */
  nameRequests: () => queryOptions<NameRequest[]>({
    key: ['ops-name-requests'],
    subscribe: (h) => subscribeNameRequests(h),
  }),
  /** A kitchen's owner's e-mail and its number of dishes and plans, read once. */
  facts: (uid: string) => queryOptions<KitchenFacts>({ key: ['ops-kitchen-facts', uid], read: () => readKitchenFacts(uid) }),
  /** The audit trail of one record (its database path), live, newest first. */
  audit: (target: string) => queryOptions<AuditEntry[]>({
    key: ['ops-audit', target],
    subscribe: (h) => subscribeAudit({ target, ...h }),
  }),
  /** Who an audit entry names (a staff uid), by e-mail; read once per staff member. */
  staffEmail: (uid: string) => queryOptions<string | null>({ key: ['ops-staff-email', uid], read: () => readUserEmail(uid) }),
  /** The listed and the suspended kitchens, live, by name (the Kitchens page's "Listed kitchens"). */
  listed: () => queryOptions<ListedKitchen[]>({ key: ['ops-listed-kitchens'], subscribe: (h) => subscribeListedAndSuspended(h) }),
  /** How many kitchens are listed (the kept count the storefront reads too), live. */
  listedCount: () => queryOptions<number>({ key: ['ops-listed-count'], subscribe: (h) => subscribeListedKitchens(h) }),
  /** How many kitchens are suspended (a kept count), live. */
  suspendedCount: () => queryOptions<number>({ key: ['ops-suspended-count'], subscribe: (h) => subscribeSuspendedCount(h) }),
};

/** The kitchens staff still have to decide on: pending ones not turned down (a rejected one waits for the kitchen). */
export const awaitingDecision = (kitchens: readonly PendingKitchen[]) => kitchens.filter((k) => !k.rejection);
