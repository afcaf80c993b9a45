import { queryOptions } from '@thali/render';
import { subscribeKitchenDecisions, subscribeProvider, type KitchenDecisions, type Provider } from '@thali/firebase-data';

/**
 * The kitchen's own listing, live, under one key: the approval banner, the details prompts, the Kitchen profile and
 * the Hours section share one subscription, and a change from staff or another tab shows in each without a reload.
 */
export const ownListingQuery = (providerId: string) => queryOptions<Provider | null>({
  key: ['provider-live', providerId],
  subscribe: (h) => subscribeProvider({ providerId, ...h }),
});

/** Thali's decisions on the kitchen (issue 41: a rejection's reason, a new name turned down), live. */
export const ownDecisionsQuery = (providerId: string) => queryOptions<KitchenDecisions>({
  key: ['provider-decisions', providerId],
  subscribe: (h) => subscribeKitchenDecisions({ providerId, ...h }),
});
