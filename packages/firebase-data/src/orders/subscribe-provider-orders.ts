import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { Order } from '../model';
import { SESSION_READS } from '../reads/session-reads';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toOrders } from './to-orders';
import { RECENT_ORDERS } from './order-limits';

/**
 * Live recent orders of a provider (indexed, rules-scoped query on providerId, the last `limit` by key:
 * push ids grow with time), newest first. Downloads only those orders, however many the database holds. With the
 * default limit it is the read a signed-in dashboard asks first over REST (SESSION_READS.recentOrders).
 */
export function subscribeProviderOrders(
  { providerId, limit = RECENT_ORDERS, onData, onError, fb = firebase() }: SubscriptionOptions<Order[]> & { providerId: string; limit?: number },
): Unsubscribe {
  const q = specQuery(fb, { ...SESSION_READS.recentOrders(providerId), limitToLast: limit });
  return onValue(q, (snap) => onData(toOrders(snap.val(), (o) => o.providerId === providerId).slice(0, limit)), (e) => onError?.(e));
}
