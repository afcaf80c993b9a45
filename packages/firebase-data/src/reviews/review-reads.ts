import { equalTo, onValue, orderByChild, query, ref } from 'firebase/database';
import { firebase } from '../app';
import type { Review } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toReviews } from './to-review';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';

/** A kitchen's reviews, live, latest first: public (the rules allow this list by providerId to anyone). */
export function subscribeProviderReviews(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Review[]> & { providerId: string },
): Unsubscribe {
  return onValue(specQuery(fb, PUBLIC_READS.reviews(providerId)), (snap) => onData(PUBLIC_VALUES.reviews(snap.val(), providerId)), (e) => onError?.(e));
}

/** The signed-in customer's own reviews, live, latest first (My Orders shows each beside its order). */
export function subscribeCustomerReviews(
  { uid, onData, onError, fb = firebase() }: SubscriptionOptions<Review[]> & { uid: string },
): Unsubscribe {
  const q = query(ref(fb.db, 'reviews'), orderByChild('userId'), equalTo(uid));
  return onValue(q, (snap) => onData(toReviews(snap.val(), (r) => r.userId === uid)), (e) => onError?.(e));
}
