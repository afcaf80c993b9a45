import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAuth } from '@thali/auth-cart';
import type { PageName } from '@thali/contract';
import { watchLive, type DeclaredPage } from '@thali/render';
import * as TIMEOUTS from '@thali/render/timeouts';
import { loadRemotePage } from '../api/remote-registry';
import type { RemoteName } from '../api/load-remote-config';

/**
 * Shown by a route behind sign-in while the session's first check reads the account's role (RequireAuth's
 * `whileChecking`). As soon as Auth has named the account, starts the data the route's page declares for it
 * (`sessionQueries`): its reads then go out with the role's, not one round trip after the guard lets the page in.
 * They are held a moment after the check (TIMEOUTS.sessionPrefetchHoldMs) for the page's hooks to join; if the guard
 * sends the reader elsewhere, they stop then.
 */
export default function SessionDataPrefetch<R extends RemoteName>({ remote, page }: { remote: R; page: PageName<R> }) {
  const { pendingUid } = useAuth();
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (!pendingUid) return undefined;
    let checked = false;
    const releases: Array<() => void> = [];
    loadRemotePage(remote, page, false).then(
      (mod) => {
        if (checked) return; // the page renders by now and reads for itself
        const declared = (mod.default as Partial<DeclaredPage>).page?.sessionQueries?.(JSON.parse(paramsKey) as Record<string, string>, pendingUid) ?? [];
        // each a listener of its key that renders nothing: the page's hooks join the same read
        for (const { key, subscribe } of declared) releases.push(watchLive(key, subscribe, () => {}));
      },
      () => {
        // the page's own load reports a remote that cannot be reached
      },
    );
    return () => {
      checked = true;
      setTimeout(() => releases.forEach((release) => release()), TIMEOUTS.sessionPrefetchHoldMs);
    };
  }, [remote, page, pendingUid, paramsKey]);
  return null;
}
