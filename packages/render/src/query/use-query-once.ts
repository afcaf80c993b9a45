import type { ReadQueryOptions } from '../page/query-options';
import { watchOnce } from './query-cache';
import type { QueryResult } from './query-result';
import { useCacheEntry } from './use-cache-entry';
import type { QueryHookOptions } from './use-live-query';

/**
 * A query's one-shot read (`useQueryOnce(menuQueries.provider(id))`), read again on the next mount unless the options
 * `keep` it, as `{ status, data, error }`. Components on an equal key share it; a new key reads anew.
 */
export function useQueryOnce<T>(query: ReadQueryOptions<T>, { enabled = true }: QueryHookOptions = {}): QueryResult<T> {
  const { read, keep = false } = query;
  return useCacheEntry<T>(query.key, enabled, (key, notify) => watchOnce<T>(key, read, keep, notify), keep);
}
