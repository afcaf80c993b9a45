import { readConfig, type FirebaseRuntimeConfig } from '../config';
import type { ReadSpec } from './public-reads';

/**
 * The database's REST address of a read, as the Realtime Database documents it: `<path>.json`, the query's
 * `orderBy` and its filters JSON-encoded, and the emulator's namespace (`?ns=`) kept from the databaseURL.
 */
export function restUrl(spec: ReadSpec, config: FirebaseRuntimeConfig): string {
  const base = new URL(config.databaseURL);
  const url = new URL(`/${spec.path.split('/').map(encodeURIComponent).join('/')}.json`, base.origin);
  base.searchParams.forEach((value, name) => url.searchParams.set(name, value));
  if (spec.orderBy === undefined) return url.toString();
  url.searchParams.set('orderBy', JSON.stringify(spec.orderBy));
  for (const name of ['equalTo', 'startAt', 'endAt', 'limitToLast'] as const) {
    if (spec[name] !== undefined) url.searchParams.set(name, JSON.stringify(spec[name]));
  }
  return url.toString();
}

/** Reads on their way, by address: a page that asks twice at once (a menu's listing, read once and live) asks once. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * One read over REST, signed out: what the rules let anyone read. A plain GET (no credential, no preflight) that
 * needs neither the SDK nor its WebSocket; a refusal or a network failure rejects.
 */
export function restRead(spec: ReadSpec, config: FirebaseRuntimeConfig = readConfig()): Promise<unknown> {
  const url = restUrl(spec, config);
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error(`The database answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}
