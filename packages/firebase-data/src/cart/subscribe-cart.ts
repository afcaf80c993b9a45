import { onValue, ref } from 'firebase/database';
import { firebase } from '../app';
import type { CartLine } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { cartPath, toCartLines } from './to-cart-lines';

/** Live basket of a user: every tab of the same user sees the same lines. */
export function subscribeCart({ uid, onData, onError, fb = firebase() }: SubscriptionOptions<CartLine[]> & { uid: string }): Unsubscribe {
  return onValue(ref(fb.db, cartPath(uid)), (snap) => onData(toCartLines(uid, snap.val())), (e) => onError?.(e));
}
