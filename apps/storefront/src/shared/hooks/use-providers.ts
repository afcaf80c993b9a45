import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { kitchensQueries } from '../api/kitchens-queries';

export type ProvidersState = QueryResult<Provider[]>;

/**
 * The live provider list: updates as providers join or edit their profile. `enabled: false` holds the read back (the
 * home page's list, until the reader nears it).
 */
export function useProviders({ enabled = true }: { enabled?: boolean } = {}): ProvidersState {
  return useLiveQuery(kitchensQueries.all(), { enabled });
}
