import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase } from '../app';
import type { Order } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toOrders } from './to-orders';

/** Live list of a customer's orders (indexed, rules-scoped query on userId), newest first. */
export function subscribeCustomerOrders({ uid, onData, onError, fb = firebase() }: SubscriptionOptions<Order[]> & { uid: string }): Unsubscribe {
  const q = query(ref(fb.db, 'orders'), orderByChild('userId'), equalTo(uid));
  return onValue(q, (snap) => onData(toOrders(snap.val(), (o) => o.userId === uid)), (e) => onError?.(e));
}
