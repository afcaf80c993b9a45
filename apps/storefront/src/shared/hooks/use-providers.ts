import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribeProviders, type Provider } from '@thali/firebase-data';

export type ProvidersState = QueryResult<Provider[]>;

/** The live provider list: updates as providers join or edit their profile. */
export function useProviders(): ProvidersState {
  return useLiveQuery({ key: ['providers'], subscribe: (h) => subscribeProviders(h) });
}
