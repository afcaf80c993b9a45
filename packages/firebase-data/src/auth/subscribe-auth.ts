import { onAuthStateChanged, type Auth, type User } from 'firebase/auth';
import { onValue, ref } from 'firebase/database';
import type { FirebaseServices } from '../app';
import { firebaseWithAuth } from '../services';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';

export interface SessionUser {
  uid: string;
  email: string | null;
  /** What the portal calls the account (the top bar): a kitchen's current name, live; else the name given at signup. */
  displayName: string | null;
  /** Issue 44: the mobile number the account signs in with (+91XXXXXXXXXX), verified by a code; absent when none. */
  phoneNumber?: string;
}

/** The session as pages see it, of an Auth user (its name given, for a name the Auth profile does not carry yet). */
export function sessionOf(user: User, displayName: string | null = user.displayName): SessionUser {
  return { uid: user.uid, email: user.email, displayName, ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}) };
}

/**
 * The listeners of subscribeAuth, told again about the signed-in account when something the SDK does not announce
 * changed: the profile written after a sign-in by mobile number (its name and role: the portal re-reads the role on
 * each announcement), a number added or changed on the profile.
 */
const announcers = new Map<() => void, Auth>();

/** Announce the current session of `auth` again to its subscribeAuth listeners (see `announcers`). */
export function announceSession(auth: Auth): void {
  for (const [announce, of] of announcers) if (of === auth) announce();
}

/**
 * Calls back with the signed-in user or null on every auth change; returns the unsubscribe. Issue 39: while signed
 * in it also listens to the account's listing name (providers/{uid}/name, which anyone may read; a customer has
 * none), so a kitchen renamed in its profile, or whose new name staff approved, shows under its current name at once
 * in the top bar and on every page, without signing in again. The Auth profile keeps the name given at signup.
 */
export function subscribeAuth({ onData, onError, fb = firebaseWithAuth() }: SubscriptionOptions<SessionUser | null, FirebaseServices>): Unsubscribe {
  let stopName: Unsubscribe | null = null;
  const announce = () => { if (fb.auth.currentUser) onUser(fb.auth.currentUser); };
  const onUser = (user: User | null) => {
    stopName?.();
    stopName = null;
    if (!user) {
      onData(null);
      return;
    }
    const session = sessionOf(user);
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
  };
  const stopAuth = onAuthStateChanged(fb.auth, onUser, (error) => onError?.(error));
  announcers.set(announce, fb.auth);
  return () => {
    announcers.delete(announce);
    stopName?.();
    stopAuth();
  };
}
