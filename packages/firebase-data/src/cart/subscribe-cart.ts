import { onValue, ref } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { CartLine } from '../model';
import { cartPath, toCartLines } from './to-cart-lines';

/** Live basket of a user: every tab of the same user sees the same lines. */
export function subscribeCart(
  uid: string, onData: (lines: CartLine[]) => void, onError?: (error: Error) => void, fb: FirebaseServices = firebase(),
): () => void {
  return onValue(ref(fb.db, cartPath(uid)), (snap) => onData(toCartLines(uid, snap.val())), (e) => onError?.(e));
}
