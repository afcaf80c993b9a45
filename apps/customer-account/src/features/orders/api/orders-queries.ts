import { queryOptions } from '@thali/render';
import { getProvider, subscribeCustomerOrders, subscribeCustomerReviews, type MyReview, type Order } from '@thali/firebase-data';

/** What an order card shows of its kitchen: its name, and its phone for Call and WhatsApp ('' when it gave none). */
export interface KitchenContact {
  name: string;
  phone: string;
}

/** What My Orders reads. */
export const ordersQueries = {
  /** The customer's orders, live, newest first. */
  orders: (uid: string) => queryOptions<Order[]>({
    key: ['customer-orders', uid],
    subscribe: (h) => subscribeCustomerOrders({ userId: uid, ...h }),
  }),
  /** The customer's reviews, live: one per kitchen. */
  reviews: (uid: string) => queryOptions<MyReview[]>({
    key: ['customer-reviews', uid],
    subscribe: (h) => subscribeCustomerReviews({ uid, ...h }),
  }),
  /**
   * One kitchen's name and phone. A listing rarely changes: once found it is kept for the page's lifetime, across
   * visits (a missing kitchen fails, so it is not kept).
   */
  contact: (providerId: string) => queryOptions<KitchenContact>({
    key: ['provider-contact', providerId],
    read: () => getProvider(providerId).then((p) => ({ name: p.name, phone: p.phone ?? '' })),
    keep: true,
  }),
  /** The contacts of several kitchens (sorted ids), read together; each kitchen's is its `contact` read. */
  contacts: (providerIds: string[], lookUp: (providerId: string) => Promise<KitchenContact>) => queryOptions<KitchenContact[]>({
    key: ['provider-contacts', ...providerIds],
    read: () => Promise.all(providerIds.map(lookUp)),
  }),
};
