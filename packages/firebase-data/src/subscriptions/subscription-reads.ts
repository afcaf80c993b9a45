import { equalTo, onValue, orderByChild, query, ref, type Query } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Subscription } from '../model';
import { SESSION_READS } from '../reads/session-reads';
import { SESSION_VALUES } from '../reads/session-values';
import { specQuery } from '../reads/spec-query';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { toSubscriptions } from './to-subscription';

/** subscriptions/ through one index (customerId or providerId) equal to the signed-in user: the only list reads the rules allow. */
export function subscriptionsQuery(fb: DataServices, field: 'customerId' | 'providerId', uid: string): Query {
  return field === 'customerId' ? specQuery(fb, SESSION_READS.customerSubscriptions(uid)) : query(ref(fb.db, 'subscriptions'), orderByChild(field), equalTo(uid));
}

/** The signed-in customer's subscriptions (active and cancelled), oldest first. */
export function subscribeCustomerSubscriptions(
  { uid, onData, onError, fb = firebase() }: SubscriptionOptions<Subscription[]> & { uid: string },
): Unsubscribe {
  return onValue(subscriptionsQuery(fb, 'customerId', uid), (snap) => onData(SESSION_VALUES.customerSubscriptions(snap.val(), uid)), (e) => onError?.(e));
}

/** Every subscription to the signed-in kitchen's plans (active and cancelled), oldest first: the kitchen sheet's input. */
export function subscribeProviderSubscriptions(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Subscription[]> & { providerId: string },
): Unsubscribe {
  return onValue(
    subscriptionsQuery(fb, 'providerId', providerId),
    (snap) => onData(toSubscriptions(snap.val(), (s) => s.providerId === providerId)),
    (e) => onError?.(e),
  );
}
