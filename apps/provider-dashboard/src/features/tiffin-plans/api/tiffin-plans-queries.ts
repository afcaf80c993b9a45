import { queryOptions } from '@thali/render';
import { subscribeProviderPlans, subscribeProviderSubscriptions, type Plan, type Subscription } from '@thali/firebase-data';
import { subscribeKitchenSuspensions, type SuspensionPeriod } from '@thali/firebase-data';

/** What the tiffin plans section reads. */
export const tiffinPlansQueries = {
  /** The kitchen's plans, active and retired, live, by name. */
  plans: (providerId: string) => queryOptions<Plan[]>({ key: ['provider-plans', providerId], subscribe: (h) => subscribeProviderPlans({ providerId, ...h }) }),
  /** Every subscription to its plans, live, oldest first. */
  subscriptions: (providerId: string) => queryOptions<Subscription[]>({
    key: ['provider-subscriptions', providerId],
    subscribe: (h) => subscribeProviderSubscriptions({ providerId, ...h }),
  }),
  /** The times Thali suspended the kitchen (issue 41): its sheet cooks nothing on those days. */
  suspensions: (providerId: string) => queryOptions<SuspensionPeriod[]>({
    key: ['kitchen-suspensions', providerId],
    subscribe: (h) => subscribeKitchenSuspensions({ providerId, ...h }),
  }),
};
