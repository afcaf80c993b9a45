import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import type { LiveQueryOptions } from '../page/query-options';
import { peek, watchLive } from './query-cache';
import { hashKey, PENDING, type QueryResult } from './query-result';

/** How a hook reads its query here: `enabled` false reads nothing and stays pending (e.g. no signed-in user yet). */
export interface QueryHookOptions {
  enabled?: boolean;
}

/**
 * Live data from a query's subscription (`useLiveQuery(menuQueries.items(id))`), as `{ status, data, error }`.
 * Components on an equal key share one subscription; a new key subscribes anew.
 */
export function useLiveQuery<T>(query: LiveQueryOptions<T>, { enabled = true }: QueryHookOptions = {}): QueryResult<T> {
  const { key, subscribe } = query;
  const hash = enabled ? hashKey(key) : null;
  // The latest source, so an inline arrow does not resubscribe on every render; the key decides that.
  const source = useRef(subscribe);
  source.current = subscribe;
  const keyRef = useRef(key);
  keyRef.current = key;

  const listen = useCallback(
    (notify: () => void) => (hash === null ? () => {} : watchLive<T>(keyRef.current, (h) => source.current(h), notify)),
    [hash],
  );
  const snapshot = () => (hash === null ? (PENDING as QueryResult<T>) : peek<T>(keyRef.current));
  // A store's update renders synchronously, in one task (React cannot slice it); the deferred copy renders the new
  // value in a second, time-sliced pass, so a page of cards arriving from the database never blocks input (issue 14).
  return useDeferredValue(useSyncExternalStore(listen, snapshot, snapshot));
}
