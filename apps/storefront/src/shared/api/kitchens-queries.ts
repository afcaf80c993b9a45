import { queryOptions } from '@thali/render';
import { subscribeProviders, type Provider } from '@thali/firebase-data';
import { serverFirst } from './server-first-read';

/** The kitchens, as the home page and the providers page read them. */
export const kitchensQueries = {
  /** Every listed kitchen, live: updates as kitchens join or edit their profile. */
  all: () => queryOptions<Provider[]>({
    key: ['providers'],
    subscribe: subscribeProviders,
    first: serverFirst?.('providers'),
  }),
};
