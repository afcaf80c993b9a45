import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Order } from '@thali/firebase-data';
import { overviewQueries } from '../api/overview-queries';

/** The provider's newest orders (RECENT_ORDERS of them), live, newest first. */
export function useRecentOrders(providerId: string): QueryResult<Order[]> {
  return useLiveQuery(overviewQueries.recentOrders(providerId));
}
