import { onValue } from 'firebase/database';
import { firebase } from '../app';
import type { Provider } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { approvedProvidersQuery } from './providers-query';
import { PUBLIC_VALUES } from '../reads/public-values';

/** Live list of the approved providers, by name. */
export function subscribeProviders({ onData, onError, fb = firebase() }: SubscriptionOptions<Provider[]>): Unsubscribe {
  return onValue(approvedProvidersQuery(fb), (snap) => onData(PUBLIC_VALUES.providers(snap.val())), (error) => onError?.(error));
}
