import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteConfig, RemoteName } from './load-remote-config';

let locations: RemoteConfig = {};

export function registerRemoteLocations(config: RemoteConfig) {
  locations = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads one exposed page of a remote. A retry re-registers the remote with `force`, which
 * drops the runtime's cached failure so a remote that came back is really fetched again.
 */
export async function loadRemotePage(remote: RemoteName, page: string, retry: boolean): Promise<{ default: ComponentType }> {
  const entry = locations[remote];
  if (!entry) throw new Error(`No location configured for remote "${remote}"`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  const mod = await loadRemote<{ default: ComponentType }>(`${remote}/${page}`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote module ${remote}/${page} is unavailable`);
  return mod;
}
