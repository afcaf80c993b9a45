import { queryOptions } from '@thali/render';
import {
  getProvider, subscribeActivePlans, subscribeMenuItems, subscribePlates, subscribeProvider,
  subscribeProviderReviews, type MenuItem, type Plan, type PlateCounts, type Provider, type Review,
} from '@thali/firebase-data';
import { serverFirst } from '../../../shared/api/server-first-read';

/**
 * What a kitchen's menu page reads, each declared once: its hooks read these, and its page (app/pages/menu.tsx) lists
 * the public ones its server copy is rendered with, whose `first` answers the copy hands to the hooks under the same
 * keys. A first answer of null (no such kitchen, or an id that is no database key) sends the copy without data.
 */
export const menuQueries = {
  /** The listing, read once. */
  provider: (providerId: string) => queryOptions<Provider>({
    key: ['provider', providerId],
    read: () => getProvider(providerId),
    first: serverFirst?.('provider', providerId),
  }),
  /** The listing, live: hours, holidays, "Pause orders now". */
  liveProvider: (providerId: string) => queryOptions<Provider | null>({
    key: ['provider-live', providerId],
    subscribe: (h) => subscribeProvider({ providerId, ...h }),
    first: serverFirst?.('provider', providerId),
  }),
  /** Its dishes, live (the page shows those on sale). */
  items: (providerId: string) => queryOptions<MenuItem[]>({
    key: ['menu-items', providerId],
    subscribe: (h) => subscribeMenuItems({ providerId, ...h }),
    first: serverFirst?.('menuItems', providerId),
  }),
  /** Its active tiffin plans, live. */
  plans: (providerId: string) => queryOptions<Plan[]>({
    key: ['active-plans', providerId],
    subscribe: (h) => subscribeActivePlans({ providerId, ...h }),
    first: serverFirst?.('plans', providerId),
  }),
  /** Plates sold today of its limited dishes, live (public counts only). */
  plates: (providerId: string) => queryOptions<PlateCounts>({
    key: ['plates', providerId],
    subscribe: (h) => subscribePlates({ providerId, ...h }),
    first: serverFirst?.('plates', providerId),
  }),
  /** Its reviews, live, latest first (public: no sign-in needed). */
  reviews: (providerId: string) => queryOptions<Review[]>({
    key: ['reviews', providerId],
    subscribe: (h) => subscribeProviderReviews({ providerId, ...h }),
    first: serverFirst?.('reviews', providerId),
  }),
};
