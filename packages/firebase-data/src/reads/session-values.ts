// What a signed-in first read's raw value becomes: the same conversion (and schema checks) for the SDK's read and for
// its first answer over REST (session-first.ts), as public-values.ts is for a visitor's reads.
import { toCartLines } from '../cart/to-cart-lines';
import type { CartLine, Order, Subscription } from '../model';
import { toOrders } from '../orders/to-orders';
import { toSubscriptions } from '../subscriptions/to-subscription';
import { GUARD_VALUES, type SessionReadName } from './session-reads';

export const SESSION_VALUES = {
  ...GUARD_VALUES,
  customerOrders: (value: unknown, uid: string): Order[] => toOrders(value, (o) => o.userId === uid),
  cart: (value: unknown, uid: string): CartLine[] => toCartLines(uid, value),
  customerSubscriptions: (value: unknown, uid: string): Subscription[] => toSubscriptions(value, (s) => s.customerId === uid),
} satisfies Record<SessionReadName, (value: unknown, uid: string) => unknown>;

export type SessionValue<N extends SessionReadName> = ReturnType<(typeof SESSION_VALUES)[N]>;
