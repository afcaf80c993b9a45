import { useEffect, useState } from 'react';
import { subscribeProviderOrders, subscribeStats, RECENT_ORDERS, type Order, type ProviderStats } from '@thali/firebase-data';

export interface ProviderOverview {
  stats: ProviderStats | null;
  orders: Order[] | null;
  error: Error | null;
}

/** Live stats and the 5 newest orders of one provider; null until each first arrives. */
export function useProviderOverview(providerId: string): ProviderOverview {
  const [state, setState] = useState<ProviderOverview>({ stats: null, orders: null, error: null });

  useEffect(() => {
    setState({ stats: null, orders: null, error: null });
    const fail = (error: Error) => setState((s) => ({ ...s, error: s.error ?? error }));
    const stopStats = subscribeStats(providerId, (stats) => setState((s) => ({ ...s, stats })), fail);
    const stopOrders = subscribeProviderOrders(providerId, (orders) => setState((s) => ({ ...s, orders })), fail, RECENT_ORDERS ?? 5);
    return () => {
      stopStats();
      stopOrders();
    };
  }, [providerId]);

  return state;
}
