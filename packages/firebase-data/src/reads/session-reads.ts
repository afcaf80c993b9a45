import type { Role } from '../model';
import type { ReadSpec } from './public-reads';

/**
 * The reads a signed-in page makes first, of the signed-in account's own data (the rules allow each to that account
 * only). Like PUBLIC_READS, each spec is both the SDK's query (spec-query.ts) and, with the account's ID token, a REST
 * read before the SDK has arrived (session-first.ts), so the two cannot ask for different data. Plain data, no SDK.
 */
/** Where a user's basket is (its lines by menu item id): the writes of cart/ address it too. */
export const cartPath = (uid: string, itemId?: string) => (itemId ? `users/${uid}/cart/${itemId}` : `users/${uid}/cart`);

export const SESSION_READS = {
  role: (uid: string): ReadSpec => ({ path: `users/${uid}/role` }),
  /** Thali's staff (issue 41): `admins/{uid}` is true; each account may read only its own. */
  staff: (uid: string): ReadSpec => ({ path: `admins/${uid}` }),
  /** A customer's whole orders, through the userId index (the only list of orders the rules give a customer). */
  customerOrders: (uid: string): ReadSpec => ({ path: 'orders', orderBy: 'userId', equalTo: uid }),
  cart: (uid: string): ReadSpec => ({ path: cartPath(uid) }),
  /** A customer's subscriptions, through the customerId index. */
  customerSubscriptions: (uid: string): ReadSpec => ({ path: 'subscriptions', orderBy: 'customerId', equalTo: uid }),
} as const;

export type SessionReadName = keyof typeof SESSION_READS;

/**
 * The conversions of the guard's reads, here rather than in session-values.ts: they need no schema (zod), so the
 * role is known over REST without waiting for that chunk.
 */
export const GUARD_VALUES = {
  /** The role stored on the user's record; '' when there is no record or no valid role. */
  role: (value: unknown): Role => (value === 'user' || value === 'meal_provider' ? value : ''),
  staff: (value: unknown): boolean => value === true,
};
