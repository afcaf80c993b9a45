import type { FirebaseRuntimeConfig } from '../config';
import type { PublicReadName, PublicValue } from './public-values';
import { isValidKey } from './keys';
import { PUBLIC_READS } from './public-reads';
import { restRead } from './rest-read';

// A server reading for its copy of a page (@thali/firebase-data/first-read) turns its deployment's config into one.
export { resolveConfig } from '../config';

/** The conversions (with zod; a chunk the SDK's live reads share, see the build's cache groups), fetched beside the request. */
const loadValues = () => import(/* webpackChunkName: "firebase-data-values" */ './public-values');

/**
 * A public read's first answer over REST: the request and the conversion's chunk start together, neither waits for
 * the SDK (which the page still loads for the live updates). Null when the id is not a database key; rejects when
 * the database refused or could not be reached.
 */
export function firstRead<N extends PublicReadName>(
  name: N, providerId = '', config?: FirebaseRuntimeConfig,
): Promise<PublicValue<N>> | null {
  // A kitchen's id (or an area's name) comes from the URL: one that is not a database key never becomes a path.
  if (name !== 'providers' && name !== 'listedKitchens' && !isValidKey(providerId)) return null;
  return Promise.all([restRead(PUBLIC_READS[name](providerId), config), loadValues()]).then(
    ([raw, { PUBLIC_VALUES }]) => (PUBLIC_VALUES[name] as (value: unknown, id: string) => PublicValue<N>)(raw, providerId),
  );
}
