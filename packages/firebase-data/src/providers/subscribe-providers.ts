import { onValue, ref } from 'firebase/database';
import { firebase, type FirebaseServices } from '../app';
import type { Provider } from '../model';
import { toProviders } from './to-provider';

export function subscribeProviders(
  onData: (providers: Provider[]) => void, onError?: (error: Error) => void, fb: FirebaseServices = firebase(),
): () => void {
  return onValue(ref(fb.db, 'providers'), (snap) => onData(toProviders(snap.val())), (error) => onError?.(error));
}
