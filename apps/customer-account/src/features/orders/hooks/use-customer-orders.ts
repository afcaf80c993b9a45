import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Order } from '@thali/firebase-data';
import { ordersQueries } from '../api/orders-queries';

/** The signed-in customer's orders, live, newest first; nothing is read (pending) without a user. */
export function useCustomerOrders(uid: string | undefined): QueryResult<Order[]> {
  return useLiveQuery(ordersQueries.orders(uid ?? ''), { enabled: Boolean(uid) });
}
