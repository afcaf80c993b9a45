import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribePlates, type PlateCounts } from '@thali/firebase-data';

/**
 * The plates sold of the kitchen's limited items, live, by item id (a count of an earlier day counts as none today).
 * Not read while `enabled` is false (a menu without limited items).
 */
export function usePlateCounts(providerId: string, enabled = true): QueryResult<PlateCounts> {
  return useLiveQuery({ key: ['plates', providerId], subscribe: (h) => subscribePlates({ providerId, ...h }), enabled });
}
