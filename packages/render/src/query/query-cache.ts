import { failure, hashKey, PENDING, success, type QueryKey, type QueryResult } from './query-result';

/**
 * Live data: the source calls onData for every value and onError once it has failed. `shown`: the page already shows
 * an answer for this key (the server's copy's, seedQueries), so a source need not hurry a first answer of its own
 * (the data package's REST read before the SDK: a request and a parse on the main thread while the page starts); its
 * live value follows.
 */
export type LiveSource<T> = (handlers: { onData: (value: T) => void; onError: (error: Error) => void; shown?: boolean }) => () => void;

interface Entry {
  result: QueryResult<unknown>;
  listeners: Set<() => void>;
  stop: (() => void) | null;
  /** One-shot reads only: kept after the last reader leaves (a value that hardly ever changes). */
  keep: boolean;
  promise: Promise<unknown> | null;
  /** An answer from the server's copy (seedQueries), as JSON, until the key's own read first answers. */
  seeded?: string;
}

// One cache for the page: @thali/render is a shared singleton, so every remote's hooks meet here.
const entries = new Map<string, Entry>();

function entry(hash: string): Entry {
  let e = entries.get(hash);
  if (!e) {
    e = { result: PENDING, listeners: new Set(), stop: null, keep: false, promise: null };
    entries.set(hash, e);
  }
  return e;
}

function settle(hash: string, e: Entry, result: QueryResult<unknown>) {
  if (entries.get(hash) !== e) return; // a source that outlived its last listener
  e.result = result;
  e.listeners.forEach((notify) => notify());
}

function leave(hash: string, e: Entry, notify: () => void) {
  e.listeners.delete(notify);
  if (e.listeners.size > 0) return;
  const stop = e.stop;
  e.stop = null;
  if (!(e.keep && e.result.status === 'success')) entries.delete(hash);
  stop?.();
}

/** The current result of `key` (pending when nothing is known). */
export function peek<T>(key: QueryKey): QueryResult<T> {
  return (entries.get(hashKey(key))?.result ?? PENDING) as QueryResult<T>;
}

/**
 * Listens to `key`: the first listener starts `source`, the last one to leave stops it (at once, so
 * leaving a page ends its database listeners). Returns the leave function, to call once. The shell also listens with
 * a `notify` that renders nothing, to start a page's session data before the page listens (its SessionDataPrefetch).
 */
export function watchLive<T>(key: QueryKey, source: LiveSource<T>, notify: () => void): () => void {
  const hash = hashKey(key);
  const e = entry(hash);
  e.listeners.add(notify);
  if (e.listeners.size === 1) {
    let last: T | undefined;
    let hasData = false;
    e.stop = source({
      shown: e.seeded !== undefined,
      onData: (value) => {
        last = value;
        hasData = true;
        // The read's first answer is usually what the copy already showed: the page has it, so nothing renders again.
        const seeded = e.seeded;
        e.seeded = undefined;
        if (seeded !== undefined && JSON.stringify(value) === seeded) return;
        settle(hash, e, success(value));
      },
      onError: (error) => settle(hash, e, failure(error, hasData ? last : undefined)),
    });
    // A source that answered synchronously has already settled; one that stopped us meanwhile is stopped.
    if (entries.get(hash) !== e) e.stop?.();
  }
  return () => leave(hash, e, notify);
}

/**
 * Listens to a one-shot read of `key`: the first listener starts `read` unless its answer is already
 * known (kept) or on its way. With `keep`, a successful answer stays for the page's lifetime.
 */
export function watchOnce<T>(key: QueryKey, read: () => Promise<T>, keep: boolean, notify: () => void): () => void {
  const hash = hashKey(key);
  const e = entry(hash);
  e.keep ||= keep;
  e.listeners.add(notify);
  if (!e.promise && e.result.status !== 'success') {
    const promise = read();
    e.promise = promise;
    promise.then(
      (value) => settle(hash, e, success(value)),
      (error: unknown) => settle(hash, e, failure(error)),
    ).finally(() => {
      if (e.promise === promise) e.promise = null;
    });
  }
  return () => leave(hash, e, notify);
}

/** A one-shot read outside React that shares the cache: the kept answer, the read on its way, or a new read. */
export function fetchOnce<T>(key: QueryKey, read: () => Promise<T>): Promise<T> {
  const hash = hashKey(key);
  const e = entry(hash);
  e.keep = true;
  if (e.result.status === 'success') return Promise.resolve(e.result.data as T);
  if (e.promise) return e.promise as Promise<T>;
  const promise = read();
  e.promise = promise;
  promise.then(
    (value) => settle(hash, e, success(value)),
    () => {
      // A failed read is forgotten, so the next caller tries again.
      if (e.listeners.size === 0) entries.delete(hash);
    },
  ).finally(() => {
    if (e.promise === promise) e.promise = null;
  });
  return promise;
}

/**
 * Answers known before the page's code ran: the data a server's copy of the page was rendered with (first-data.ts).
 * Each stands as the key's result until its own read answers, so the live page's first render shows what the copy
 * showed. One that no reader has asked for within `ttlMs` is forgotten (its page was never opened).
 */
export function seedQueries(answers: ReadonlyArray<readonly [QueryKey, unknown]>, ttlMs: number): void {
  const seeded: Array<[string, Entry]> = [];
  for (const [key, value] of answers) {
    const hash = hashKey(key);
    const e = entry(hash);
    if (e.listeners.size > 0 || e.result.status === 'success') continue; // a live answer is newer
    e.result = success(value);
    e.seeded = JSON.stringify(value);
    seeded.push([hash, e]);
  }
  setTimeout(() => {
    for (const [hash, e] of seeded) if (entries.get(hash) === e && e.listeners.size === 0) entries.delete(hash);
  }, ttlMs);
}

/** Tests: forget everything (kept answers too). */
export function clearQueryCache() {
  entries.forEach((e) => e.stop?.());
  entries.clear();
}
