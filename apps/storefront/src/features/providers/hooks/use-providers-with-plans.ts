import { useQueryOnce, type QueryResult } from '@thali/render';
import { listProvidersWithPlans } from '@thali/firebase-data';

/** The kitchens with an active tiffin plan, read once when the filter is on (plans are public and few per kitchen). */
export function useProvidersWithPlans(enabled: boolean): QueryResult<Set<string>> {
  return useQueryOnce({ key: ['providers-with-plans'], query: () => listProvidersWithPlans(), enabled });
}
