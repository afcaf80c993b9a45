import { useLiveQuery, useQueryOnce, type QueryResult } from '@thali/render';
import type { Plan, Provider } from '@thali/firebase-data';
import { subscribeQueries } from '../api/subscribe-queries';

/** The plan, live (its seats), null when it does not exist. */
export function usePlanLive(planId: string): QueryResult<Plan | null> {
  return useLiveQuery(subscribeQueries.plan(planId), { enabled: Boolean(planId) });
}

/** The plan's kitchen (whether it is approved), read once. */
export function useKitchen(providerId: string | undefined): QueryResult<Provider> {
  return useQueryOnce(subscribeQueries.kitchen(providerId ?? ''), { enabled: Boolean(providerId) });
}
