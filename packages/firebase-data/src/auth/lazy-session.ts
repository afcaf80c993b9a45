import type { FirebaseServices } from '../app';
import { loadAuthImpl } from '../lazy';
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
  let cancelled = false;
  let started = false;
  let unsubscribe: Unsubscribe | null = null;
  const start = () => {
    started = true;
    loadAuthImpl().then(
      (impl) => {
        if (cancelled) return;
        unsubscribe = impl.subscribeAuth({
          ...options,
          onData: (user) => {
            if (!options.fb) rememberSession(user !== null);
            options.onData(user);
          },
        });
      },
      (error: unknown) => {
        if (cancelled) return;
        const err = error instanceof Error ? error : new Error(String(error));
        if (options.onError) options.onError(err);
        else {
          console.error('[firebase-data] could not load the data layer:', err);
          options.onData(null);
        }
      },
    );
  };
  const stopWaiting = options.fb ? (start(), () => {}) : whenSessionNeeded(start);
  if (!started) options.onData(null);
  return () => {
    cancelled = true;
    stopWaiting();
    unsubscribe?.();
  };
}
