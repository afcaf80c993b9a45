import { queryOptions } from '@thali/render';
import { subscribeProviderOrders, subscribeStats, type Order, type ProviderStats } from '@thali/firebase-data';
import { RECENT_ORDERS } from '@thali/firebase-data/logic';

/** What the dashboard's overview reads of the kitchen. */
export const overviewQueries = {
  /** Its newest orders (RECENT_ORDERS of them: the read's default, which a signed-in first read asks over REST), live, newest first. */
  recentOrders: (providerId: string) => queryOptions<Order[]>({
    key: ['provider-orders', providerId, RECENT_ORDERS],
    subscribe: (h) => subscribeProviderOrders({ providerId, ...h }),
  }),
  /** Its stats, live (zeros until its first order). */
  stats: (providerId: string) => queryOptions<ProviderStats>({ key: ['stats', providerId], subscribe: (h) => subscribeStats({ providerId, ...h }) }),
};
