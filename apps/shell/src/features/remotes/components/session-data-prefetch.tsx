import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '@thali/auth-cart';
import type { PageName, RouteMatch } from '@thali/contract';
import { storedSessionUid } from '@thali/firebase-data';
import { watchLive, type DeclaredPage } from '@thali/render';
import * as TIMEOUTS from '@thali/render/timeouts';
import { loadRemotePage } from '../api/remote-registry';
import type { RemoteName } from '../api/load-remote-config';

/**
 * Starts the data a route's page declares for account `uid` (`sessionQueries`), each as a listener of its key that
 * renders nothing: the page's hooks join the same reads. Returns their release. Issue 43: the shell's bootstrap calls
 * it with the account of the session stored on the device, before React has started.
 */
export function startSessionData<R extends RemoteName>(remote: R, page: PageName<R>, params: Record<string, string | undefined>, uid: string): () => void {
  let released = false;
  const releases: Array<() => void> = [];
  loadRemotePage(remote, page, false).then(
    (mod) => {
      if (released) return; // the page renders by now and reads for itself
      const declared = (mod.default as Partial<DeclaredPage>).page?.sessionQueries?.(params as Record<string, string>, uid) ?? [];
      for (const { key, subscribe } of declared) releases.push(watchLive(key, subscribe, () => {}));
    },
    () => {
      // the page's own load reports a remote that cannot be reached
    },
  );
  return () => {
    released = true;
    releases.forEach((release) => release());
  };
}

/**
 * As a page behind sign-in starts (the shell's bootstrap, before React): with the session the Auth SDK stored on the
 * device, its role's reads and the page's declared data are asked for at once, over REST (@thali/firebase-data's
 * storedSessionUid); held TIMEOUTS.sessionPrefetchHoldMs for the guard and the page to join them. Nothing without one.
 */
export function prefetchStoredSession({ route, params }: RouteMatch, storedUid: Promise<string | null> = storedSessionUid()): void {
  void storedUid.then((uid) => {
    if (uid) setTimeout(startSessionData(route.remote, route.page, params, uid), TIMEOUTS.sessionPrefetchHoldMs);
  });
}

/**
 * Shown by a route behind sign-in while the session's first check reads the account's role (RequireAuth's
 * `whileChecking`). As soon as Auth has named the account, starts the data the route's page declares for it
 * (startSessionData): its reads then go out with the role's, not one round trip after the guard lets the page in.
 * They are held a moment after the check (TIMEOUTS.sessionPrefetchHoldMs) for the page's hooks to join; if the guard
 * sends the reader elsewhere, they stop then.
 */
export default function SessionDataPrefetch<R extends RemoteName>({ remote, page }: { remote: R; page: PageName<R> }) {
  const { pendingUid } = useAuth();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (!pendingUid) return undefined;
    const release = startSessionData(remote, page, JSON.parse(paramsKey) as Record<string, string>, pendingUid);
    return () => {
      setTimeout(release, TIMEOUTS.sessionPrefetchHoldMs);
    };
  }, [remote, page, pendingUid, paramsKey]);
  return null;
}
