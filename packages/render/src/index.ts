// @thali/render: how a page gets from the first byte of its document to live data on screen. This entry is what every
// page's code shares at run time (a shared singleton, so all of it is in every page's first load, unshaken): the
// query cache the data hooks meet in, and the answers a server's copy hands to it. The rest is in entries of its own,
// bundled where used and shaken to what is used: `./startup` (the start-up, the shell's), `./markers`, `./timeouts`,
// `./session` (the __session cookie), `./page` (a remote's definePage), `./server` (Node).
export { useLiveQuery, type QueryHookOptions } from './query/use-live-query';
export { useQueryOnce } from './query/use-query-once';
export { fetchOnce, peek as peekQuery, watchLive, type LiveSource } from './query/query-cache';
export type { QueryResult, QueryStatus, QueryKey } from './query/query-result';
export { seedFromCopy, type FirstData } from './query/first-data';
export {
  queryOptions, type QueryOptions, type LiveQueryOptions, type ReadQueryOptions, type FirstReadConfig,
} from './page/query-options';
export type { PageDeclaration, PageModule, DeclaredPage, RouteParams } from './page/define-page';
