// @thali/render: how a page gets from the first byte of its document to live data on screen. The query cache every
// page's data hooks meet in (one copy for the portal: a shared singleton), the answers a server's copy hands to it,
// the markers the server's markup and the browser's code share, and the start-up's timeouts.
export { useLiveQuery, type QueryHookOptions } from './query/use-live-query';
export { useQueryOnce } from './query/use-query-once';
export { fetchOnce, peek as peekQuery, type LiveSource } from './query/query-cache';
export type { QueryResult, QueryStatus, QueryKey } from './query/query-result';
export { seedFromCopy, type FirstData } from './query/first-data';
export * from './markers';
export { SESSION_COOKIE, parseSession, readSessionPrefs, writeSessionPref, type SessionPrefs } from './session/session-cookie';
export { TIMEOUTS, type TimeoutName } from './timeouts';
// The start-up (./startup/startup.ts) is `@thali/render/startup`: only the shell runs it, so it is bundled into the
// shell rather than shared (every export of a shared module is in every page's first load).
export {
  queryOptions, type QueryOptions, type LiveQueryOptions, type ReadQueryOptions, type FirstReadConfig,
} from './page/query-options';
export { pageDefiner, type PageDeclaration, type PageModule, type DeclaredPage, type RouteParams } from './page/define-page';
