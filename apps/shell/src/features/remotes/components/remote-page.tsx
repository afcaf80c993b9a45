import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton, textsShown } from '@thali/ui';
import type { PageName } from '@thali/contract';
import { loadedPage, loadRemotePage, notifyPageShown } from '../api/remote-registry';
import type { RemoteName } from '../api/load-remote-config';
import { RemoteBoundary } from './remote-boundary';

// One lazy component per page and attempt, kept across navigations so a loaded page is not refetched.
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage<R extends RemoteName>(remote: R, page: PageName<R>, attempt: number) {
  const key = `${remote}/${page}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    // The page renders once its texts in the language on screen are in: a render that met them on their way would
    // suspend and be done again (textsShown).
    component = lazy(() => loadRemotePage(remote, page, attempt > 0).then((mod) => textsShown().then(() => mod)));
    cache.set(key, component);
  }
  return component;
}

/** Rendered after the loaded page inside the same Suspense: its effect runs once the page is on screen. */
function PageShown() {
  useEffect(() => notifyPageShown(), []);
  return null;
}

/** A route rendered by a remote, isolated behind one Suspense + error boundary. */
export function RemotePage<R extends RemoteName>({ remote, page }: { remote: R; page: PageName<R> }) {
  const [attempt, setAttempt] = useState(0);
  // A page that has already arrived renders in this very commit (decided once, so it never remounts).
  const [arrived] = useState(() => loadedPage(remote, page));
  const Loaded = attempt === 0 && arrived ? arrived.default : lazyPage(remote, page, attempt);
  return (
    <RemoteBoundary key={`${remote}/${page}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        <Loaded />
        <PageShown />
      </Suspense>
    </RemoteBoundary>
  );
}
