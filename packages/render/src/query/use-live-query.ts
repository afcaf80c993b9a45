import type { LiveQueryOptions } from '../page/query-options';
import { watchLive } from './query-cache';
import type { QueryResult } from './query-result';
import { useCacheEntry } from './use-cache-entry';

/** How a hook reads its query here: `enabled` false reads nothing and stays pending (e.g. no signed-in user yet). */
export interface QueryHookOptions {
  enabled?: boolean;
}

/**
 * Live data from a query's subscription (`useLiveQuery(menuQueries.items(id))`), as `{ status, data, error }`.
 * Components on an equal key share one subscription; a new key subscribes anew.
 */
export function useLiveQuery<T>(query: LiveQueryOptions<T>, { enabled = true }: QueryHookOptions = {}): QueryResult<T> {
  return useCacheEntry<T>(query.key, enabled, (key, notify) => watchLive<T>(key, query.subscribe, notify));
}
