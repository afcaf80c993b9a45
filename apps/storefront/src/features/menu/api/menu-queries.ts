import { queryOptions, type FirstReadConfig } from '@thali/render';
import {
  getDeliveryProfile, getProvider, subscribeActivePlans, subscribeMenuItems, subscribePlates, subscribeProvider,
  subscribeProviderReviews, type DeliveryProfile, type MenuItem, type Plan, type PlateCounts, type Provider, type Review,
} from '@thali/firebase-data';
import { serverFirstRead } from '../../../shared/api/server-first-read';

// The listing is seeded under two keys (read once, and live) from one REST read: a server rendering the menu asks
// every `first` at once, and the second asker gets the read already on its way (forgotten once it has answered).
const listingReads = new Map<string, Promise<Provider | null>>();
function firstListing(providerId: string, config: FirstReadConfig): Promise<Provider | null> {
  const onItsWay = listingReads.get(providerId);
  if (onItsWay) return onItsWay;
  const read = serverFirstRead('provider', providerId, config);
  listingReads.set(providerId, read);
  const forget = () => listingReads.delete(providerId);
  read.then(forget, forget);
  return read;
}

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
    first: (config) => firstListing(providerId, config),
  }),
  /** The listing, live: hours, holidays, "Pause orders now". */
  liveProvider: (providerId: string) => queryOptions<Provider | null>({
    key: ['provider-live', providerId],
    subscribe: (h) => subscribeProvider({ providerId, ...h }),
    first: (config) => firstListing(providerId, config),
  }),
  /** Its dishes, live (the page shows those on sale). */
  items: (providerId: string) => queryOptions<MenuItem[]>({
    key: ['menu-items', providerId],
    subscribe: (h) => subscribeMenuItems({ providerId, ...h }),
    first: (config) => serverFirstRead('menuItems', providerId, config),
  }),
  /** Its active tiffin plans, live. */
  plans: (providerId: string) => queryOptions<Plan[]>({
    key: ['active-plans', providerId],
    subscribe: (h) => subscribeActivePlans({ providerId, ...h }),
    first: (config) => serverFirstRead('plans', providerId, config),
  }),
  /** Plates sold today of its limited dishes, live (public counts only). */
  plates: (providerId: string) => queryOptions<PlateCounts>({
    key: ['plates', providerId],
    subscribe: (h) => subscribePlates({ providerId, ...h }),
    first: (config) => serverFirstRead('plates', providerId, config),
  }),
  /** Its reviews, live, latest first (public: no sign-in needed). */
  reviews: (providerId: string) => queryOptions<Review[]>({
    key: ['reviews', providerId],
    subscribe: (h) => subscribeProviderReviews({ providerId, ...h }),
    first: (config) => serverFirstRead('reviews', providerId, config),
  }),
  /** The signed-in customer's address, name and mobile (Buy Now's delivery step), read once; empty when none. */
  deliveryProfile: (uid: string) => queryOptions<DeliveryProfile>({
    key: ['checkout-profile', uid],
    read: () => getDeliveryProfile(uid),
  }),
};
