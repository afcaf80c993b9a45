import type { ProviderStats } from '../model';

/** What a provider without any orders sees. */
export const ZERO_STATS: ProviderStats = {
  totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, pendingOrders: 0, completedOrders: 0, cancelledOrders: 0,
};
