import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Plan } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

/** The kitchen's active tiffin plans, live. */
export function useActivePlans(providerId: string): QueryResult<Plan[]> {
  return useLiveQuery(menuQueries.plans(providerId), { enabled: Boolean(providerId) });
}
