import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { pageId, type PageName } from '@thali/contract';
import type { RemoteConfig, RemoteName } from './load-remote-config';

type PageModule = { default: ComponentType };

// The locations arrive while the shell already renders: a remote page waits for them, nothing else does.
let locations: Promise<RemoteConfig> = Promise.resolve({});
// First attempts per page, shared by an early start (bootstrap) and the page's lazy component.
const firstLoads = new Map<string, Promise<PageModule>>();
// Pages whose first attempt has arrived, for a render that must not wait a turn (see loadedPage).
const loaded = new Map<string, PageModule>();

let markPageShown: () => void = () => {};
const pageShown = new Promise<void>((resolve) => {
  markPageShown = resolve;
});

/** Settles once the first remote page has been put on screen (see RemotePage). */
export function firstPageShown(): Promise<void> {
  return pageShown;
}

/**
 * Called by RemotePage when a loaded page has mounted; settles once the frame that shows it is on the screen: at the
 * start of the frame after it (a task right after the first frame's paint can still come before the screen shows it,
 * and what starts then would compete with that frame).
 */
export function notifyPageShown(): void {
  if (typeof requestAnimationFrame === 'undefined') markPageShown();
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markPageShown, 0)));
}

export function registerRemoteLocations(config: RemoteConfig | Promise<RemoteConfig>) {
  firstLoads.clear();
  loaded.clear();
  locations = Promise.resolve(config).then((resolved) => {
    registerRemotes(Object.entries(resolved).map(([name, entry]) => ({ name, entry })));
    return resolved;
  });
}

async function fetchRemotePage<R extends RemoteName>(remote: R, page: PageName<R>, retry: boolean): Promise<PageModule> {
  const entry = (await locations)[remote];
  // Missing from remotes.json, or listed for another contract version (loadRemoteConfig said which).
  if (!entry) throw new Error(`No usable location for remote "${remote}" in remotes.json`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const id = pageId(remote, page);
  const mod = await loadRemote<PageModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote module ${id} is unavailable`);
  return mod;
}

/**
 * Loads one exposed page of a remote. A first attempt is fetched once however often it is asked for; a
 * retry re-registers the remote with `force`, which drops the runtime's cached failure so a remote that
 * came back is really fetched again.
 */
export function loadRemotePage<R extends RemoteName>(remote: R, page: PageName<R>, retry: boolean): Promise<PageModule> {
  if (retry) return fetchRemotePage(remote, page, true);
  const key = `${remote}/${page}`;
  let load = firstLoads.get(key);
  if (!load) {
    load = fetchRemotePage(remote, page, false);
    load.then((mod) => loaded.set(key, mod), () => {});
    firstLoads.set(key, load);
  }
  return load;
}

/**
 * The page's module if its first attempt has already arrived. React.lazy suspends once even then, and a page that
 * suspends shows its skeleton first: over a prerendered copy (the document the server composed) that would be a
 * flash of skeleton between two identical pages.
 */
export function loadedPage<R extends RemoteName>(remote: R, page: PageName<R>): PageModule | undefined {
  return loaded.get(`${remote}/${page}`);
}
