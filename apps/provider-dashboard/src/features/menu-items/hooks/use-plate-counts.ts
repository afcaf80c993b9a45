import { useLiveQuery, type QueryResult } from '@thali/render';
import type { PlateCounts } from '@thali/firebase-data';
import { menuItemsQueries } from '../api/menu-items-queries';

/**
 * The plates sold of the kitchen's limited items, live, by item id (a count of an earlier day counts as none today).
 * Not read while `enabled` is false (a menu without limited items).
 */
export function usePlateCounts(providerId: string, enabled = true): QueryResult<PlateCounts> {
  return useLiveQuery(menuItemsQueries.plates(providerId), { enabled });
}
