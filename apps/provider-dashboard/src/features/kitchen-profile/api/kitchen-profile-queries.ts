import { queryOptions } from '@thali/render';
import { subscribeProvider, type Provider } from '@thali/firebase-data';

/** What the Kitchen profile section and the details prompt read. */
export const kitchenProfileQueries = {
  /** The kitchen's own listing, live (the hours section reads it under the same key: one subscription). */
  listing: (providerId: string) => queryOptions<Provider | null>({
    key: ['provider-live', providerId],
    subscribe: (h) => subscribeProvider({ providerId, ...h }),
  }),
};
