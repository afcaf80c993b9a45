import type { FirebaseServices } from '../app';
import { loadAuthImpl, subscribeWhenLoaded } from '../lazy';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { whenSessionNeeded } from './session-gate';
import { rememberSession } from './session-hint';
import type { SessionUser } from './subscribe-auth';

/**
 * The session's live value, through the Auth SDK once the session is needed (auth/session-gate.ts). Until then the
 * page is signed out, said at once: nobody has signed in on this device. Each value Auth reports is remembered
 * (auth/session-hint.ts) for the next page. Without an onError option, a failed load of the SDK counts as signed
 * out (and is logged).
 */
export function subscribeSession(options: SubscriptionOptions<SessionUser | null, FirebaseServices>): Unsubscribe {
  const remembered: typeof options = {
    ...options,
    onData: (user) => {
      if (!options.fb) rememberSession(user !== null);
      options.onData(user);
    },
  };
  let unsubscribe: Unsubscribe | null = null;
  const start = () => {
    unsubscribe = subscribeWhenLoaded(async () => (await loadAuthImpl()).subscribeAuth, remembered, (_, error) => {
      console.error('[firebase-data] could not load the data layer:', error);
      options.onData(null);
    });
  };
  const stopWaiting = options.fb ? (start(), () => {}) : whenSessionNeeded(start);
  if (!unsubscribe) options.onData(null);
  return () => {
    stopWaiting();
    unsubscribe?.();
  };
}
