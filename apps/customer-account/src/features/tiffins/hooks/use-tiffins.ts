import { useLiveQuery, type QueryResult } from '@thali/render';
import type { CustomerBills, Plan, Subscription, SuspensionPeriod } from '@thali/firebase-data';
import { tiffinsQueries } from '../api/tiffins-queries';

/** The signed-in customer's subscriptions, live, oldest first; nothing is read (pending) without a user. */
export function useCustomerSubscriptions(uid: string | undefined): QueryResult<Subscription[]> {
  return useLiveQuery(tiffinsQueries.subscriptions(uid ?? ''), { enabled: Boolean(uid) });
}

/** One plan, live (its cut-off times); null once it is known not to exist. */
export function usePlan(planId: string): QueryResult<Plan | null> {
  return useLiveQuery(tiffinsQueries.plan(planId), { enabled: Boolean(planId) });
}

/** The times the subscription's kitchen was suspended by Thali, live (issue 41): those days are not billed. */
export function useKitchenSuspensions(providerId: string): QueryResult<SuspensionPeriod[]> {
  return useLiveQuery(tiffinsQueries.suspensions(providerId), { enabled: Boolean(providerId) });
}

/** The customer's bills this month and last month, with their payments, live (issue 42). */
export function useCustomerBills(uid: string | undefined): QueryResult<CustomerBills> {
  return useLiveQuery(tiffinsQueries.bills(uid ?? ''), { enabled: Boolean(uid) });
}
