import type { FirebaseServices } from '../app';
import type { OrderBoard } from '../model';
import type { OrderBoardOptions } from '../orders/board-types';
import { holdData, loadAuthImpl, subscribeWhenLoaded } from '../lazy';
import type { KnownSession } from '../reads/session-first';
import type { SessionReadName } from '../reads/session-reads';
import type { SessionValue } from '../reads/session-values';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { sessionNeeded, whenSessionNeeded } from './session-gate';
import { rememberSession } from './session-hint';
import type { SessionUser } from './subscribe-auth';

let sessionFirstModule: typeof import('../reads/session-first') | null = null;
/** The stored session and the signed-in first reads over REST: a chunk only a device someone signed in on fetches. */
const loadSessionFirst = () => import(/* webpackChunkName: "firebase-data-session" */ '../reads/session-first').then((m) => {
  sessionFirstModule = m;
  return m;
});

/**
 * The session stored on this device with its role and staff flag, if storedSessionUid's reads have answered them by
 * now (reads/session-first.ts knownSession); null otherwise. Synchronous: the session's provider starts from it, so a
 * signed-in page renders past its guard in the app's first commit. The SDK still confirms the session as before.
 */
export const knownSession = (): KnownSession | null => sessionFirstModule?.knownSession() ?? null;

/**
 * A signed-in read's first answer over REST with the stored session's token (reads/session-first.ts), where someone
 * has signed in on this device; null elsewhere, or for other services than the page's `fb` (the live read alone answers).
 */
export function sessionFirst<N extends SessionReadName>(name: N, uid: string, fb?: unknown): Promise<SessionValue<N>> | null {
  return !fb && sessionNeeded() ? loadSessionFirst().then((m) => m.sessionFirstRead(name, uid)) : null;
}

/**
 * The kitchen's orders board's first answer over REST (reads/session-first.ts sessionFirstBoard: the board as it opens,
 * of the stored session's own kitchen; any other board rejects there, so this entry stays small), as sessionFirst.
 */
export function sessionFirstBoard(options: OrderBoardOptions): Promise<OrderBoard> | null {
  return !options.fb && sessionNeeded() ? loadSessionFirst().then((m) => m.sessionFirstBoard(options)) : null;
}

/**
 * The account of the session stored on this device, its role's reads and the page's `reads` (SESSION_READS names: its
 * route's `firstReads`) already on their way over REST (reads/session-first.ts earlySession); null where there is none.
 * A page behind sign-in asks it as it starts (it wants the session: the chunk comes with the page's preloads).
 */
export const storedSessionUid = (reads: readonly string[] = []): Promise<string | null> => loadSessionFirst().then((m) => m.earlySession(holdData, reads));

/**
 * The session's live value, through the Auth SDK once the session is needed (auth/session-gate.ts). Until then the
 * page is signed out, said at once: nobody has signed in on this device. Each value Auth reports is remembered
 * (auth/session-hint.ts) for the next page. Without an onError option, a failed load of the SDK counts as signed
 * out (and is logged). Issue 43: in a browser, the session stored on this device is reported first and the SDK's
 * answers pass through its check (reads/session-first.ts showStored).
 */
export function subscribeSession(options: SubscriptionOptions<SessionUser | null, FirebaseServices>): Unsubscribe {
  let unsubscribe: Unsubscribe | null = null;
  const start = () => {
    const pass = options.fb ? null : loadSessionFirst().then((m) => m.showStored(options.onData, holdData), () => null);
    unsubscribe = subscribeWhenLoaded(async () => (await loadAuthImpl()).subscribeAuth, {
      ...options,
      onData: (user) => {
        if (!pass) return options.onData(user);
        rememberSession(user !== null);
        void pass.then((report) => (report ?? options.onData)(user));
      },
    }, (_, error) => {
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
