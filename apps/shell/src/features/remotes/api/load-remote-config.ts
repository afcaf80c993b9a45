export const REMOTE_NAMES = ['storefront', 'customer_account', 'provider_dashboard', 'static_content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemoteConfig = Partial<Record<RemoteName, string>>;

/**
 * Reads the remotes' entry locations served beside the shell. The server sends it with `no-cache`, so a
 * redeploy is seen; the default cache mode lets the request reuse index.html's preload of it.
 */
export async function loadRemoteConfig(url = '/remotes.json'): Promise<RemoteConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  const config: RemoteConfig = {};
  if (data && typeof data === 'object') {
    for (const name of REMOTE_NAMES) {
      const entry = (data as Record<string, unknown>)[name];
      if (typeof entry === 'string' && /^(https?:)?\/\//.test(entry)) config[name] = entry;
    }
  }
  return config;
}
