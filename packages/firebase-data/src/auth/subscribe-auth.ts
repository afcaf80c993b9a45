import { onAuthStateChanged } from 'firebase/auth';
import { onValue, ref } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

export interface SessionUser {
  uid: string;
  email: string | null;
  /** What the portal calls the account (the top bar): a kitchen's current name, live; else the name given at signup. */
  displayName: string | null;
}

/**
 * Calls back with the signed-in user or null on every auth change; returns the unsubscribe. Issue 39: while signed
 * in it also listens to the account's listing name (providers/{uid}/name, which anyone may read; a customer has
 * none), so a kitchen renamed in its profile, or whose new name staff approved, shows under its current name at once
 * in the top bar and on every page, without signing in again. The Auth profile keeps the name given at signup.
 */
export function subscribeAuth({ onData, onError, fb = firebaseWithAuth() }: SubscriptionOptions<SessionUser | null, FirebaseServices>): Unsubscribe {
  let stopName: Unsubscribe | null = null;
  const stopAuth = onAuthStateChanged(
    fb.auth,
    (user) => {
      stopName?.();
      stopName = null;
      if (!user) {
        onData(null);
        return;
      }
      const session: SessionUser = { uid: user.uid, email: user.email, displayName: user.displayName };
      onData(session);
      let shown = session.displayName;
      stopName = onValue(ref(fb.db, `providers/${user.uid}/name`), (snap) => {
        const name: unknown = snap.val();
        if (typeof name !== 'string' || !name || name === shown) return;
        shown = name;
        onData({ ...session, displayName: name });
      }, () => {
        // a listing that cannot be read leaves the account's own name: nothing to report
      });
    },
    (error) => onError?.(error),
  );
  return () => {
    stopName?.();
    stopAuth();
  };
}
