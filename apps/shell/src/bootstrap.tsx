import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { deferDataLayer, wantSession } from '@thali/firebase-data';
import { firstPageShown, loadRemotePage, registerRemoteLocations } from './features/remotes/api/remote-registry';
import { loadRemoteConfig } from './features/remotes/api/load-remote-config';
import { App } from './app/app';
import { ROUTES } from './app/routes';

// The layout renders at once; remotes.json (preloaded by index.html) is awaited only by remote pages.
// When it cannot be read, only the remotes' routes show their fallback.
registerRemoteLocations(
  loadRemoteConfig().catch((error: unknown) => {
    console.error('Remote configuration unavailable', error);
    return {};
  }),
);

// The first route's remote page is fetched now, alongside React's start-up rather than after it. On a
// public route the data layer waits until that page is on screen (or failed to load), so the page's code
// and first paint do not share the network and the main thread with it: then the page's public reads are
// answered over REST, and the Firebase SDK follows for the live updates. A guarded route needs the session
// at once.
const first = ROUTES.find((route) => matchPath(route.path, window.location.pathname));
if (first) {
  const pageCode = loadRemotePage(first.remote, first.page, false);
  pageCode.catch(() => {}); // the page's boundary shows the failure
  deferDataLayer(first.access === 'public' ? Promise.all([pageCode, firstPageShown()]) : Promise.resolve());
  // A guarded page's guard waits for the session: look it up at once, even where nobody has signed in before.
  if (first.access !== 'public') wantSession();
}

// The first render as a transition: React renders in slices and yields to the browser between them, so the layout's
// render is not one long task that holds input up (issue 14: react-dom's first render was 150–300 ms at 4× CPU).
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => root.render(<App />));
