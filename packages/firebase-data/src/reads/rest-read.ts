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

/** GETs on their way, by address: readers that ask for the same at once share one request and its answer. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * The JSON at `url`, asked once while a request for it is on its way (a menu's listing read once and live; a
 * kitchen's stats, read by its figures and by its orders board as the dashboard opens). A refusal or a network
 * failure rejects; once answered, the next call asks again.
 */
export function getJsonOnce(url: string, init: RequestInit): Promise<unknown> {
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetch(url, init)
      .then((response) => {
        if (!response.ok) throw new Error(`The database answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

/**
 * One read over REST, signed out: what the rules let anyone read. A plain GET (no credential, no preflight) that
 * needs neither the SDK nor its WebSocket; a refusal or a network failure rejects.
 */
export function restRead(spec: ReadSpec, config: FirebaseRuntimeConfig = readConfig()): Promise<unknown> {
  return getJsonOnce(restUrl(spec, config), { credentials: 'omit' });
}
