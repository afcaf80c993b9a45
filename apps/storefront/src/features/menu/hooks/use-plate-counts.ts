import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribePlates, type PlateCounts } from '@thali/firebase-data';

/** How many plates of each limited dish the kitchen has sold (live, public counts only): what is left today follows. */
export function usePlateCounts(providerId: string): QueryResult<PlateCounts> {
  return useLiveQuery({ key: ['plates', providerId], subscribe: (h) => subscribePlates({ providerId, ...h }), enabled: Boolean(providerId) });
}
