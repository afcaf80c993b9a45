import { CONTRACT_VERSION, REMOTE_NAMES, type RemoteName } from '@thali/contract';

export type { RemoteName };
/** The entry (remoteEntry.js URL) of each remote this shell may run. */
export type RemoteConfig = Partial<Record<RemoteName, string>>;

declare global {
  interface Window {
    /** index.html's fetch of /remotes.json (it also preloads the first route's remote entry from it); taken once. */
    __thaliRemotesResponse?: Promise<Response>;
  }
}

/** index.html's request for `url` when it made one and nobody has taken it yet; otherwise a new one. */
function fetchConfig(url: string): Promise<Response> {
  const early = url === '/remotes.json' && typeof window !== 'undefined' ? window.__thaliRemotesResponse : undefined;
  if (!early) return fetch(url);
  delete window.__thaliRemotesResponse;
  return early;
}

// remotes.json before entries carried a contract version: a bare URL, written when the contract was version 1.
const UNVERSIONED_CONTRACT = 1;

/** The entry of one remotes.json value and the contract it was built for; null when it is neither form. */
function readEntry(value: unknown): { entry: string; contract: unknown } | null {
  if (typeof value === 'string') return { entry: value, contract: UNVERSIONED_CONTRACT };
  if (!value || typeof value !== 'object') return null;
  const { entry, contract } = value as Record<string, unknown>;
  return typeof entry === 'string' ? { entry, contract } : null;
}

/**
 * Reads the remotes' entry locations served beside the shell. The server sends it with `no-cache`, so a
 * redeploy is seen; the default cache mode lets the request reuse index.html's preload of it. The shell's index.html
 * already asked for it (to preload the first route's remote entry): that response is used, so it is fetched once.
 * Each entry is `{ "entry": "<url>/remoteEntry.js", "contract": <version> }`; a remote built for another contract
 * version than this shell's is left out (its pages show their fallback) and the console says why.
 */
export async function loadRemoteConfig(url = '/remotes.json'): Promise<RemoteConfig> {
  const response = await fetchConfig(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const data: unknown = await response.json();
  const config: RemoteConfig = {};
  if (data && typeof data === 'object') {
    for (const name of REMOTE_NAMES) {
      const read = readEntry((data as Record<string, unknown>)[name]);
      if (!read || !/^(https?:)?\/\//.test(read.entry)) continue;
      if (read.contract !== CONTRACT_VERSION) {
        console.error(
          `Remote "${name}" is not loaded: ${url} says it was built for contract ${JSON.stringify(read.contract ?? null)}, ` +
            `this shell speaks contract ${CONTRACT_VERSION}. Its pages show their fallback until both are deployed with the same contract.`,
        );
        continue;
      }
      config[name] = read.entry;
    }
  }
  return config;
}
