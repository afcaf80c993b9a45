import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeProvider, type Provider } from '@thali/firebase-data';
import { menuKeys } from '../api/menu-keys';

/** The kitchen's listing, live: its hours, holidays and "Pause orders now" reach a menu page that is already open. */
export function useLiveProvider(providerId: string): QueryResult<Provider | null> {
  return useLiveQuery({ key: menuKeys.liveProvider(providerId), subscribe: (h) => subscribeProvider({ providerId, ...h }), enabled: Boolean(providerId) });
}
