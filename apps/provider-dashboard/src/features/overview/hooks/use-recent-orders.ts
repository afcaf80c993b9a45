import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeProviderOrders, type Order } from '@thali/firebase-data';
import { RECENT_ORDERS } from '@thali/firebase-data/logic';

/** The provider's newest orders (RECENT_ORDERS of them), live, newest first. */
export function useRecentOrders(providerId: string): QueryResult<Order[]> {
  return useLiveQuery({
    key: ['provider-orders', providerId, RECENT_ORDERS],
    subscribe: (h) => subscribeProviderOrders({ providerId, limit: RECENT_ORDERS, ...h }),
  });
}
