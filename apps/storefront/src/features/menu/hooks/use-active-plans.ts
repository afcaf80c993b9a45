import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeActivePlans, type Plan } from '@thali/firebase-data';
import { menuKeys } from '../api/menu-keys';

/** The kitchen's active tiffin plans, live. */
export function useActivePlans(providerId: string): QueryResult<Plan[]> {
  return useLiveQuery({ key: menuKeys.plans(providerId), subscribe: (h) => subscribeActivePlans({ providerId, ...h }), enabled: Boolean(providerId) });
}
