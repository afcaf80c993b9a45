import { matchRoute } from '@thali/contract';
import { deferDataLayer, storedSessionUid, wantSession, whenDataLayerLoaded } from '@thali/firebase-data';
import { advanceStartup, whenStartup } from '@thali/render/startup';
import { firstPageShown, loadRemotePage, registerRemoteLocations } from './features/remotes/api/remote-registry';
import { loadRemoteConfig } from './features/remotes/api/load-remote-config';

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
// The route is matched without the router: importing it would make this module wait for React's chunk (the router's
// shared dependency), and the signed-in reads below with it.
const match = matchRoute(window.location.pathname);
let firstPageCode: Promise<unknown> | undefined;
if (match) {
  const first = match.route;
  const pageCode = loadRemotePage(first.remote, first.page, false);
  firstPageCode = pageCode;
  pageCode.catch(() => {}); // the page's boundary shows the failure
  deferDataLayer(first.access === 'public' ? Promise.all([pageCode, firstPageShown()]) : Promise.resolve());
  // A guarded page's guard waits for the session: look it up at once, even where nobody has signed in before. Issue 43:
  // and start its role's and page's reads with the session stored on the device, before React (the session-data
  // prefetch's chunk, which index.html preloads on such a page).
  if (first.access !== 'public') {
    wantSession();
    // The stored session's account, its role's reads and the page's first reads (its route's firstReads) are asked
    // here, not in the prefetch's chunk: that chunk uses React (shared), so it runs only once React's chunk has arrived,
    // ~1 s later on a phone.
    const uid = storedSessionUid(first.firstReads);
    void import(/* webpackChunkName: "session-data-prefetch" */ './features/remotes/components/session-data-prefetch').then((m) => m.prefetchStoredSession(match, uid));
  }
}

// The start-up's last step (@thali/render's startup.ts): live reads answer from the SDK once it has loaded, which it
// does only when a page reads data, and never before the live page is committed.
void Promise.all([whenStartup('live-committed'), whenDataLayerLoaded()]).then(() => advanceStartup('data-live'));

// React and the app come in a later task (render.tsx), so this one stays short.
setTimeout(() => {
  import(/* webpackChunkName: "first-render" */ './render').then(({ renderApp }) => renderApp(firstPageCode));
}, 0);
