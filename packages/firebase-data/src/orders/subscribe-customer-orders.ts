import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase } from '../app';
import type { Order } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toOrders } from './to-orders';

/** Whose orders: `userId` (contract37), or `uid` as before issue 37. */
export type CustomerOrdersOf = { userId: string } | { uid: string };

/** Live list of a customer's whole orders, lines inside (indexed, rules-scoped query on userId), newest first. */
export function subscribeCustomerOrders(options: SubscriptionOptions<Order[]> & CustomerOrdersOf): Unsubscribe {
  const { onData, onError, fb = firebase() } = options;
  const uid = 'userId' in options ? options.userId : options.uid;
  const q = query(ref(fb.db, 'orders'), orderByChild('userId'), equalTo(uid));
  return onValue(q, (snap) => onData(toOrders(snap.val(), (o) => o.userId === uid)), (e) => onError?.(e));
}
