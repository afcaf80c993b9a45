import { queryOptions } from '@thali/render';
import { subscribeProviderPlans, subscribeProviderSubscriptions, type Plan, type Subscription } from '@thali/firebase-data';

/** What the tiffin plans section reads. */
export const tiffinPlansQueries = {
  /** The kitchen's plans, active and retired, live, by name. */
  plans: (providerId: string) => queryOptions<Plan[]>({ key: ['provider-plans', providerId], subscribe: (h) => subscribeProviderPlans({ providerId, ...h }) }),
  /** Every subscription to its plans, live, oldest first. */
  subscriptions: (providerId: string) => queryOptions<Subscription[]>({
    key: ['provider-subscriptions', providerId],
    subscribe: (h) => subscribeProviderSubscriptions({ providerId, ...h }),
  }),
};
