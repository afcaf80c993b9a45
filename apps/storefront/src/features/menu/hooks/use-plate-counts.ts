import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribePlates, type PlateCounts } from '@thali/firebase-data';
import { menuKeys } from '../api/menu-keys';

/**
 * How many plates of each limited dish the kitchen has sold (live, public counts only): what is left today follows.
 * `enabled` false (a menu without a daily limit, most kitchens) opens no listener: the menu page reads nothing more.
 */
export function usePlateCounts(providerId: string, enabled = true): QueryResult<PlateCounts> {
  return useLiveQuery({ key: menuKeys.plates(providerId), subscribe: (h) => subscribePlates({ providerId, ...h }), enabled: enabled && Boolean(providerId) });
}
