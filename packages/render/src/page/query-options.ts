import type { LiveSource } from '../query/query-cache';
import type { QueryKey } from '../query/query-result';

/**
 * Where a first read goes: the settings a page's server or its browser reads the database with (the data package's
 * FirebaseRuntimeConfig; this package does not depend on it, so it is opaque here).
 */
export type FirstReadConfig = object | undefined;

/**
 * One piece of data a page reads, declared once (TanStack Query's `queryOptions`): its key, how the browser reads it
 * (a live subscription or a one-shot read), and the first read anyone may make without the SDK, which the page's
 * server renders its copy with. The page's hook and the server's loader take the same object, so they cannot ask for
 * different data under one key.
 */
export interface QueryOptions<T> {
  /** Names the data; equal keys (as JSON) share one subscription, one read and one server answer. */
  key: QueryKey;
  /** The live read in the browser; returns its unsubscribe. */
  subscribe?: LiveSource<T>;
  /** A one-shot read in the browser (when there is no live one). */
  read?: () => Promise<T>;
  /** One-shot reads: keep a successful answer for the page's lifetime. */
  keep?: boolean;
  /**
   * The read a server may make for the page's copy (public data over REST, no SDK). Null, or a promise of null: there
   * is no such record, and the page's copy is sent without data.
   */
  first?: (config?: FirstReadConfig) => Promise<T | null> | null;
}

/** Options with a live read: what `useLiveQuery` takes. */
export type LiveQueryOptions<T> = QueryOptions<T> & { subscribe: LiveSource<T> };
/** Options with a one-shot read: what `useQueryOnce` takes. */
export type ReadQueryOptions<T> = QueryOptions<T> & { read: () => Promise<T> };

/**
 * Declares a query: the identity, so `T` is checked once where the options are written (name it, as in
 * `queryOptions<MenuItem[]>({…})`: a subscription's handlers cannot tell it), and the hook that takes them knows
 * whether they read live or once.
 */
export function queryOptions<T>(options: LiveQueryOptions<T>): LiveQueryOptions<T>;
export function queryOptions<T>(options: ReadQueryOptions<T>): ReadQueryOptions<T>;
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T>;
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}
