import { useCallback, useDeferredValue, useRef, useSyncExternalStore } from 'react';
import { peek, watchLive, type LiveSource } from './query-cache';
import { hashKey, PENDING, type QueryKey, type QueryResult } from './query-result';

export interface LiveQueryOptions<T> {
  /** Names the data; components on an equal key share one subscription. A new key subscribes anew. */
  key: QueryKey;
  /** Starts the live read, e.g. `(h) => subscribeStats({ providerId, ...h })`; returns its unsubscribe. */
  subscribe: LiveSource<T>;
  /** False: nothing is read and the result stays pending (e.g. no signed-in user yet). */
  enabled?: boolean;
}

/** Live data from one of the data package's subscriptions, as `{ status, data, error }`. */
export function useLiveQuery<T>({ key, subscribe, enabled = true }: LiveQueryOptions<T>): QueryResult<T> {
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
