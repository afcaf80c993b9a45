import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeCustomerSubscriptions, subscribePlan, type Plan, type Subscription } from '@thali/firebase-data';

/** The signed-in customer's subscriptions, live, oldest first; nothing is read (pending) without a user. */
export function useCustomerSubscriptions(uid: string | undefined): QueryResult<Subscription[]> {
  return useLiveQuery({
    key: ['customer-subscriptions', uid],
    subscribe: (h) => subscribeCustomerSubscriptions({ uid: uid ?? '', ...h }),
    enabled: Boolean(uid),
  });
}

/** One plan, live (its cut-off times); null once it is known not to exist. */
export function usePlan(planId: string): QueryResult<Plan | null> {
  return useLiveQuery({ key: ['plan', planId], subscribe: (h) => subscribePlan({ planId, ...h }), enabled: Boolean(planId) });
}

