import { useQueryOnce, type QueryResult } from '@thali/render';
import { providersQueries } from '../api/providers-queries';

/** The kitchens with an active tiffin plan, read once when the filter is on (plans are public and few per kitchen). */
export function useProvidersWithPlans(enabled: boolean): QueryResult<Set<string>> {
  return useQueryOnce(providersQueries.withPlans(), { enabled });
}
