import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribeProviders, type Provider } from '@thali/firebase-data';

export type ProvidersState = QueryResult<Provider[]>;

/**
 * The live provider list: updates as providers join or edit their profile. `early: false` for a list below the fold
 * (the home page): it waits for the live read rather than answering first over REST.
 */
export function useProviders({ early = true }: { early?: boolean } = {}): ProvidersState {
  return useLiveQuery({ key: ['providers'], subscribe: (h) => subscribeProviders({ ...h, early }) });
}
