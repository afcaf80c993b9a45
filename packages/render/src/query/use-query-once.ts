import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import type { ReadQueryOptions } from '../page/query-options';
import { peek, watchOnce } from './query-cache';
import { hashKey, PENDING, type QueryResult } from './query-result';
import type { QueryHookOptions } from './use-live-query';

/**
 * A query's one-shot read (`useQueryOnce(menuQueries.provider(id))`), read again on the next mount unless the options
 * `keep` it, as `{ status, data, error }`. Components on an equal key share it; a new key reads anew.
 */
export function useQueryOnce<T>(query: ReadQueryOptions<T>, { enabled = true }: QueryHookOptions = {}): QueryResult<T> {
  const { key, read, keep = false } = query;
  const hash = enabled ? hashKey(key) : null;
  const readRef = useRef(read);
  readRef.current = read;
  const keyRef = useRef(key);
  keyRef.current = key;

  const listen = useCallback(
    (notify: () => void) => (hash === null ? () => {} : watchOnce<T>(keyRef.current, () => readRef.current(), keep, notify)),
    [hash, keep],
  );
  const snapshot = () => (hash === null ? (PENDING as QueryResult<T>) : peek<T>(keyRef.current));
  // A store's update renders synchronously, in one task (React cannot slice it); the deferred copy renders the new
  // value in a second, time-sliced pass, so a page of cards arriving from the database never blocks input (issue 14).
  return useDeferredValue(useSyncExternalStore(listen, snapshot, snapshot));
}
