import type { FirstReadConfig } from '@thali/render';
import type { FirebaseRuntimeConfig } from '@thali/firebase-data';
import type { firstRead } from '@thali/firebase-data/first-read';

type ReadName = Parameters<typeof firstRead>[0];
/** What a public read answers (null: no such record). */
export type FirstAnswer<N extends ReadName> = Awaited<NonNullable<ReturnType<typeof firstRead<N>>>>;

/**
 * A public read's first answer over REST for a server rendering a page's copy (a query's `first`), with the server's
 * /firebase-config.js settings (`config`) made whole. Its code is imported on the first call, so a browser (whose
 * pages read through the data package's entry, which makes its own first reads) never downloads it. Null when the id
 * is no database key.
 */
export function serverFirstRead<N extends ReadName>(name: N, providerId: string, config?: FirstReadConfig): Promise<FirstAnswer<N> | null> {
  return import('@thali/firebase-data/first-read').then(({ firstRead: read, resolveConfig }) =>
    read(name, providerId, resolveConfig(config as Partial<FirebaseRuntimeConfig> | undefined)) as Promise<FirstAnswer<N>> | null);
}
