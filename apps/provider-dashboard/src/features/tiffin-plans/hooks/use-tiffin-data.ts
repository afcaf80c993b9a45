import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Plan, Subscription, SuspensionPeriod } from '@thali/firebase-data';
import { tiffinPlansQueries } from '../api/tiffin-plans-queries';

/** The kitchen's tiffin plans, active and retired, live, by name. */
export function useProviderPlans(providerId: string): QueryResult<Plan[]> {
  return useLiveQuery(tiffinPlansQueries.plans(providerId));
}

/** Every subscription to the kitchen's plans, live, oldest first. */
export function useProviderSubscriptions(providerId: string): QueryResult<Subscription[]> {
  return useLiveQuery(tiffinPlansQueries.subscriptions(providerId));
}

/** The times Thali suspended the kitchen, live (issue 41). */
export function useKitchenSuspensions(providerId: string): QueryResult<SuspensionPeriod[]> {
  return useLiveQuery(tiffinPlansQueries.suspensions(providerId));
}
