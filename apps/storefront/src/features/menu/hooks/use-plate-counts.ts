import { useLiveQuery, type QueryResult } from '@thali/render';
import type { PlateCounts } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

/**
 * How many plates of each limited dish the kitchen has sold (live, public counts only): what is left today follows.
 * `enabled` false (a menu without a daily limit, most kitchens) opens no listener: the menu page reads nothing more.
 */
export function usePlateCounts(providerId: string, enabled = true): QueryResult<PlateCounts> {
  return useLiveQuery(menuQueries.plates(providerId), { enabled: enabled && Boolean(providerId) });
}
