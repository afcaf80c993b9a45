// What a signed-in first read's raw value becomes: the same conversion (and schema checks) for the SDK's read and for
// its first answer over REST (session-first.ts), as public-values.ts is for a visitor's reads.
import { toCartLines } from '../cart/to-cart-lines';
import type { CartLine, Order, ProviderStats, Subscription } from '../model';
import { boardOrders } from '../orders/board-of';
import { RECENT_ORDERS } from '../orders/order-pages';
import { toOrders } from '../orders/to-orders';
import { toStats } from '../stats/to-stats';
import { toSubscriptions } from '../subscriptions/to-subscription';
import { GUARD_VALUES, type SessionReadName } from './session-reads';

export const SESSION_VALUES = {
  ...GUARD_VALUES,
  customerOrders: (value: unknown, uid: string): Order[] => toOrders(value, (o) => o.userId === uid),
  cart: (value: unknown, uid: string): CartLine[] => toCartLines(uid, value),
  customerSubscriptions: (value: unknown, uid: string): Subscription[] => toSubscriptions(value, (s) => s.customerId === uid),
  stats: (value: unknown, uid: string): ProviderStats => toStats(value, uid),
  recentOrders: (value: unknown, uid: string): Order[] => toOrders(value, (o) => o.providerId === uid).slice(0, RECENT_ORDERS),
  boardPending: (value: unknown, uid: string): Order[] => boardOrders(value, uid, 'pending'),
  boardCompleted: (value: unknown, uid: string): Order[] => boardOrders(value, uid, 'completed'),
  boardCancelled: (value: unknown, uid: string): Order[] => boardOrders(value, uid, 'cancelled'),
} satisfies Record<SessionReadName, (value: unknown, uid: string) => unknown>;

export type SessionValue<N extends SessionReadName> = ReturnType<(typeof SESSION_VALUES)[N]>;

// the board its first reads make (reads/session-first.ts sessionFirstBoard), as the live board makes it
export { boardOf } from '../orders/board-of';
