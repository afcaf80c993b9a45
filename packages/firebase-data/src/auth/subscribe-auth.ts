import { onAuthStateChanged } from 'firebase/auth';
import { firebase, type FirebaseServices } from '../app';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** Calls back with the signed-in user or null on every auth change; returns the unsubscribe. */
export function subscribeAuth(callback: (user: SessionUser | null) => void, fb: FirebaseServices = firebase()): () => void {
  return onAuthStateChanged(fb.auth, (user) =>
    callback(user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null),
  );
}
