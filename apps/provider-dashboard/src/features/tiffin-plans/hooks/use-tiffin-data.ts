import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeProviderPlans, subscribeProviderSubscriptions, type Plan, type Subscription } from '@thali/firebase-data';

/** The kitchen's tiffin plans, active and retired, live, by name. */
export function useProviderPlans(providerId: string): QueryResult<Plan[]> {
  return useLiveQuery({ key: ['provider-plans', providerId], subscribe: (h) => subscribeProviderPlans({ providerId, ...h }) });
}

/** Every subscription to the kitchen's plans, live, oldest first. */
export function useProviderSubscriptions(providerId: string): QueryResult<Subscription[]> {
  return useLiveQuery({
    key: ['provider-subscriptions', providerId],
    subscribe: (h) => subscribeProviderSubscriptions({ providerId, ...h }),
  });
}
