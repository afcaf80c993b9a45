import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { Order } from '../model';
import { SESSION_READS } from '../reads/session-reads';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { SESSION_VALUES } from '../reads/session-values';

/** Whose orders: `userId` (contract37), or `uid` as before issue 37. */
export type CustomerOrdersOf = { userId: string } | { uid: string };

/** Live list of a customer's whole orders, lines inside (indexed, rules-scoped query on userId), newest first. */
export function subscribeCustomerOrders(options: SubscriptionOptions<Order[]> & CustomerOrdersOf): Unsubscribe {
  const { onData, onError, fb = firebase() } = options;
  const uid = 'userId' in options ? options.userId : options.uid;
  return onValue(specQuery(fb, SESSION_READS.customerOrders(uid)), (snap) => onData(SESSION_VALUES.customerOrders(snap.val(), uid)), (e) => onError?.(e));
}
