import type { FirstReadConfig, QueryOptions } from '@thali/render';
import type { FirebaseRuntimeConfig } from '@thali/firebase-data';
import type { firstRead } from '@thali/firebase-data/first-read';

type ReadName = Parameters<typeof firstRead>[0];
/** What a public read answers (null: no such record). */
export type FirstAnswer<N extends ReadName> = Awaited<NonNullable<ReturnType<typeof firstRead<N>>>>;

// A server rendering a page asks every query's `first` at once; two queries on one read (a kitchen's listing, once
// and live) share the read on its way, forgotten once it has answered. Made on the first read: the browser's build
// keeps no trace of it.
let onTheirWay: Map<string, Promise<unknown>> | undefined;

/**
 * A public read's first answer over REST for a server rendering a page's copy, with the server's /firebase-config.js
 * settings (`config`) made whole. Its code is imported on the first call. Null when the id is no database key.
 */
function serverFirstRead<N extends ReadName>(name: N, providerId: string, config?: FirstReadConfig): Promise<FirstAnswer<N> | null> {
  const id = `${name}/${providerId}`;
  onTheirWay ??= new Map();
  const onItsWay = onTheirWay.get(id) as Promise<FirstAnswer<N> | null> | undefined;
  if (onItsWay) return onItsWay;
  const read = import('@thali/firebase-data/first-read').then(({ firstRead: readFirst, resolveConfig }) =>
    readFirst(name, providerId, resolveConfig(config as Partial<FirebaseRuntimeConfig> | undefined)) as Promise<FirstAnswer<N>> | null);
  onTheirWay.set(id, read);
  const forget = () => onTheirWay?.delete(id);
  read.then(forget, forget);
  return read;
}

/**
 * A query's `first` (its server's read, see @thali/render's queryOptions) for public read `name` of `providerId`,
 * called as `serverFirst?.('menuItems', id)`. Only a server's build has it: @thali/render's build-renderer sets
 * process.env.THALI_SERVER, and in the browser's build, where it is empty, this is undefined and the reads drop out
 * whole (pages in the browser read through the data package, which makes its own first reads).
 */
export const serverFirst = process.env.THALI_SERVER
  ? <N extends ReadName>(name: N, providerId = ''): QueryOptions<FirstAnswer<N>>['first'] => (config) => serverFirstRead(name, providerId, config)
  : undefined;
