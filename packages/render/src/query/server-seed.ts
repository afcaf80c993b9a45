// What a server's render of a page with its data needs of the query cache: seed it, write the answers out, forget them.
export { firstDataScript } from './first-data';
export { clearQueryCache, seedQueries } from './query-cache';
