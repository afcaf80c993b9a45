import { queryOptions } from '@thali/render';
import { getProvider, type Provider } from '@thali/firebase-data';

/** What the approval banner reads. */
export const approvalQueries = {
  /** The kitchen's own listing, read once (as the menu page reads a provider, under the same key). */
  listing: (providerId: string) => queryOptions<Provider>({ key: ['provider', providerId], read: () => getProvider(providerId) }),
};
