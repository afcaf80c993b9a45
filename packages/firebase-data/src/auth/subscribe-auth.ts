import { onAuthStateChanged } from 'firebase/auth';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** Calls back with the signed-in user or null on every auth change; returns the unsubscribe. */
export function subscribeAuth({ onData, onError, fb = firebaseWithAuth() }: SubscriptionOptions<SessionUser | null, FirebaseServices>): Unsubscribe {
  return onAuthStateChanged(
    fb.auth,
    (user) => onData(user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null),
    (error) => onError?.(error),
  );
}
