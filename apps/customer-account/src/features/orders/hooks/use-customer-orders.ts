import { useEffect, useState } from 'react';
import { subscribeCustomerOrders, type Order } from '@thali/firebase-data';

interface OrdersState {
  uid: string;
  orders: Order[];
  error: string;
}

/** The signed-in customer's orders, live. */
export function useCustomerOrders(uid: string | undefined) {
  const [state, setState] = useState<OrdersState | null>(null);

  useEffect(() => {
    if (!uid) return undefined;
    return subscribeCustomerOrders(
      uid,
      (orders) => setState({ uid, orders, error: '' }),
      (error) => setState((s) => ({ uid, orders: s?.uid === uid ? s.orders : [], error: error.message || 'Failed to load orders' })),
    );
  }, [uid]);

  const current = state && state.uid === uid ? state : null;
  return { orders: current?.orders ?? [], error: current?.error ?? '', loading: Boolean(uid) && !current };
}
