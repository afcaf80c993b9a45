import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeCustomerOrders, type Order } from '@thali/firebase-data';

/** The signed-in customer's orders, live, newest first; nothing is read (pending) without a user. */
export function useCustomerOrders(uid: string | undefined): QueryResult<Order[]> {
  return useLiveQuery({
    key: ['customer-orders', uid],
    subscribe: (h) => subscribeCustomerOrders({ userId: uid ?? '', ...h }),
    enabled: Boolean(uid),
  });
}
