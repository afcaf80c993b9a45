import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import { peek, watchOnce } from './query-cache';
import { hashKey, PENDING, type QueryKey, type QueryResult } from './query-result';

export interface QueryOnceOptions<T> {
  /** Names the read; components on an equal key share it. A new key reads anew. */
  key: QueryKey;
  /** The one-shot read, e.g. `() => getProvider(id)`. */
  query: () => Promise<T>;
  enabled?: boolean;
  /** Keep a successful answer for the page's lifetime (a value that hardly ever changes). */
  keep?: boolean;
}

/** A one-shot read (read again on the next mount unless kept), as `{ status, data, error }`. */
export function useQueryOnce<T>({ key, query, enabled = true, keep = false }: QueryOnceOptions<T>): QueryResult<T> {
  const hash = enabled ? hashKey(key) : null;
  const read = useRef(query);
  read.current = query;
  const keyRef = useRef(key);
  keyRef.current = key;

  const listen = useCallback(
    (notify: () => void) => (hash === null ? () => {} : watchOnce<T>(keyRef.current, () => read.current(), keep, notify)),
    [hash, keep],
  );
  const snapshot = () => (hash === null ? (PENDING as QueryResult<T>) : peek<T>(keyRef.current));
  // A store's update renders synchronously, in one task (React cannot slice it); the deferred copy renders the new
  // value in a second, time-sliced pass, so a page of cards arriving from the database never blocks input (issue 14).
  return useDeferredValue(useSyncExternalStore(listen, snapshot, snapshot));
}
