import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Provider } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

/** The kitchen's listing, live: its hours, holidays and "Pause orders now" reach a menu page that is already open. */
export function useLiveProvider(providerId: string): QueryResult<Provider | null> {
  return useLiveQuery(menuQueries.liveProvider(providerId), { enabled: Boolean(providerId) });
}
