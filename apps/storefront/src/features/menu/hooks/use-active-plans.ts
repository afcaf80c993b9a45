import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribeActivePlans, type Plan } from '@thali/firebase-data';

/** The kitchen's active tiffin plans, live. */
export function useActivePlans(providerId: string): QueryResult<Plan[]> {
  return useLiveQuery({ key: ['active-plans', providerId], subscribe: (h) => subscribeActivePlans({ providerId, ...h }), enabled: Boolean(providerId) });
}
