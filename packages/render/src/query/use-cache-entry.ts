import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import { peek } from './query-cache';
import { hashKey, PENDING, type QueryKey, type QueryResult } from './query-result';

/** Starts the cache's work for a key (a subscription, a read) and listens to it; returns the leave function. */
export type WatchEntry = (key: QueryKey, notify: () => void) => () => void;

/**
 * The cache's entry for `key` as `{ status, data, error }`, watched while mounted (what useLiveQuery and useQueryOnce
 * share). Disabled, it watches nothing and stays pending. The latest `watch` and key are used, so an inline arrow
 * does not watch anew on every render: the key's hash (and `rewatchOn`) decide that.
 */
export function useCacheEntry<T>(key: QueryKey, enabled: boolean, watch: WatchEntry, rewatchOn?: unknown): QueryResult<T> {
  const hash = enabled ? hashKey(key) : null;
  const watchRef = useRef(watch);
  watchRef.current = watch;
  const keyRef = useRef(key);
  keyRef.current = key;

  const listen = useCallback(
    (notify: () => void) => (hash === null ? () => {} : watchRef.current(keyRef.current, notify)),
    // rewatchOn is read through watchRef; naming it here is what makes a change of it watch anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, rewatchOn],
  );
  const snapshot = () => (hash === null ? (PENDING as QueryResult<T>) : peek<T>(keyRef.current));
  // A store's update renders synchronously, in one task (React cannot slice it); the deferred copy renders the new
  // value in a second, time-sliced pass, so a page of cards arriving from the database never blocks input (issue 14).
  return useDeferredValue(useSyncExternalStore(listen, snapshot, snapshot));
}
