import { queryOptions } from '@thali/render';
import { subscribeProvider, type Provider } from '@thali/firebase-data';

/** What the hours section reads. */
export const kitchenHoursQueries = {
  /** The kitchen's own listing, live (a change from another tab or device shows too). */
  listing: (providerId: string) => queryOptions<Provider | null>({
    key: ['provider-live', providerId],
    subscribe: (h) => subscribeProvider({ providerId, ...h }),
  }),
};
