import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { CartLine } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { SESSION_READS } from '../reads/session-reads';
import { specQuery } from '../reads/spec-query';
import { SESSION_VALUES } from '../reads/session-values';

/** Live basket of a user: every tab of the same user sees the same lines. */
export function subscribeCart({ uid, onData, onError, fb = firebase() }: SubscriptionOptions<CartLine[]> & { uid: string }): Unsubscribe {
  return onValue(specQuery(fb, SESSION_READS.cart(uid)), (snap) => onData(SESSION_VALUES.cart(snap.val(), uid)), (e) => onError?.(e));
}
