/**
 * What every data hook returns, in TanStack Query's shape: 'pending' until the first answer, 'success' with
 * the latest data, 'error' with the failure (and the last data, if any arrived before it).
 */
export type QueryResult<T> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error };

export type QueryStatus = QueryResult<unknown>['status'];

/** A query is named by a key; equal keys (compared as JSON) share one subscription or read. */
export type QueryKey = readonly unknown[];

export const PENDING: QueryResult<never> = Object.freeze({ status: 'pending', data: undefined, error: null });

export const success = <T,>(data: T): QueryResult<T> => ({ status: 'success', data, error: null });

export const failure = <T,>(error: unknown, data?: T): QueryResult<T> => ({
  status: 'error',
  data,
  error: error instanceof Error ? error : new Error(String(error)),
});

export const hashKey = (key: QueryKey): string => JSON.stringify(key);
