import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribeProviderOrders, RECENT_ORDERS, type Order } from '@thali/firebase-data';

/** The provider's newest orders (RECENT_ORDERS of them), live, newest first. */
export function useRecentOrders(providerId: string): QueryResult<Order[]> {
  return useLiveQuery({
    key: ['provider-orders', providerId, RECENT_ORDERS],
    subscribe: (h) => subscribeProviderOrders({ providerId, limit: RECENT_ORDERS, ...h }),
  });
}
