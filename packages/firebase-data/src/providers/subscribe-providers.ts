import { onValue } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Provider } from '../model';
import { approvedProvidersQuery } from './providers-query';
import { toProviders } from './to-provider';

/** Live list of the approved providers, by name. */
export function subscribeProviders(
  onData: (providers: Provider[]) => void, onError?: (error: Error) => void, fb: FirebaseServices = firebase(),
): () => void {
  return onValue(approvedProvidersQuery(fb), (snap) => onData(toProviders(snap.val())), (error) => onError?.(error));
}
