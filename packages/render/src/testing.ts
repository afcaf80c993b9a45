// For tests only.
/** Forget every cached read and live query (a kept answer, too), so each test starts cold. */
export { clearQueryCache } from './query/query-cache';
