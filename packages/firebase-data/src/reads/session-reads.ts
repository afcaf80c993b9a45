import type { Role } from '../model';
import { ORDER_BOARD_PAGE, RECENT_ORDERS } from '../orders/order-pages';
import type { ReadSpec } from './public-reads';

/** Where a user's basket is (its lines by menu item id): the writes of cart/ address it too. */
export const cartPath = (uid: string, itemId?: string) => (itemId ? `users/${uid}/cart/${itemId}` : `users/${uid}/cart`);

export type BoardStatus = 'pending' | 'completed' | 'cancelled';

/** The `boardKey` bounds of all of a kitchen's orders of one status (providerId|status|13-digit ms). */
export const allDays = (providerId: string, status: BoardStatus): [string, string] => [`${providerId}|${status}|`, `${providerId}|${status}|~`];

/**
 * A kitchen's orders between two `boardKey` bounds of one status (all days, or one day's slots: orders/subscribe-order-board.ts),
 * optionally only the last `last` of them: the rules let a kitchen read exactly such ranges of its own key.
 */
export const boardRange = ([from, to]: [string, string], last?: number): ReadSpec => ({
  path: 'orders', orderBy: 'boardKey', startAt: from, endAt: to, ...(last === undefined ? {} : { limitToLast: last }),
});

/**
 * The reads a signed-in page makes first, of the signed-in account's own data (the rules allow each to that account
 * only). Like PUBLIC_READS, each spec is both the SDK's query (spec-query.ts) and, with the account's ID token, a REST
 * read before the SDK has arrived (session-first.ts), so the two cannot ask for different data. Plain data, no SDK.
 */
export const SESSION_READS = {
  role: (uid: string): ReadSpec => ({ path: `users/${uid}/role` }),
  /** Thali's staff (issue 41): `admins/{uid}` is true; each account may read only its own. */
  staff: (uid: string): ReadSpec => ({ path: `admins/${uid}` }),
  /** A customer's whole orders, through the userId index (the only list of orders the rules give a customer). */
  customerOrders: (uid: string): ReadSpec => ({ path: 'orders', orderBy: 'userId', equalTo: uid }),
  cart: (uid: string): ReadSpec => ({ path: cartPath(uid) }),
  /** A customer's subscriptions, through the customerId index. */
  customerSubscriptions: (uid: string): ReadSpec => ({ path: 'subscriptions', orderBy: 'customerId', equalTo: uid }),
  // A kitchen's (its id is its account's): the dashboard's figures, its newest orders and its orders board's first page.
  stats: (uid: string): ReadSpec => ({ path: `stats/${uid}` }),
  /** The newest RECENT_ORDERS of the kitchen's orders, through the providerId index (push ids grow with time). */
  recentOrders: (uid: string): ReadSpec => ({ path: 'orders', orderBy: 'providerId', equalTo: uid, limitToLast: RECENT_ORDERS }),
  /** Every pending order of the kitchen: never paged, each must stay actionable. */
  boardPending: (uid: string): ReadSpec => boardRange(allDays(uid, 'pending')),
  /** The board's first page of delivered (or cancelled) orders, the latest slots, and one more: is there a next page? */
  boardCompleted: (uid: string): ReadSpec => boardRange(allDays(uid, 'completed'), ORDER_BOARD_PAGE + 1),
  boardCancelled: (uid: string): ReadSpec => boardRange(allDays(uid, 'cancelled'), ORDER_BOARD_PAGE + 1),
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
