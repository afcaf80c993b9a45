import { queryOptions } from '@thali/render';
import { getProvider, subscribePlan, type Plan, type Provider } from '@thali/firebase-data';

/** What the subscribe page reads. */
export const subscribeQueries = {
  /** The plan, live (its seats), null when it does not exist. */
  plan: (planId: string) => queryOptions<Plan | null>({ key: ['plan', planId], subscribe: (h) => subscribePlan({ planId, ...h }) }),
  /** The plan's kitchen (whether it is approved), read once. */
  kitchen: (providerId: string) => queryOptions<Provider>({ key: ['provider', providerId], read: () => getProvider(providerId) }),
};
