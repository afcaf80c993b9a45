import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Order } from '../model';
import { toOrders } from './to-orders';

/** Live list of a customer's orders (indexed, rules-scoped query on userId), newest first. */
export function subscribeCustomerOrders(
  uid: string, onData: (orders: Order[]) => void, onError?: (error: Error) => void, fb: FirebaseServices = firebase(),
): () => void {
  const q = query(ref(fb.db, 'orders'), orderByChild('userId'), equalTo(uid));
  return onValue(q, (snap) => onData(toOrders(snap.val(), (o) => o.userId === uid)), (e) => onError?.(e));
}
