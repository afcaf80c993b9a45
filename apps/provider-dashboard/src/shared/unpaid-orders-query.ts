import { queryOptions } from '@thali/render';
import { subscribeUnpaidOrders, type UnpaidOrder } from '@thali/firebase-data';

/**
 * Issue 42: the kitchen's delivered orders not paid yet, oldest first, live, under one key: the Dues page lists them
 * (with Mark paid) and the orders board counts them, from one subscription.
 */
export const unpaidOrdersQuery = (providerId: string) => queryOptions<UnpaidOrder[]>({
  key: ['unpaid-orders', providerId],
  subscribe: (h) => subscribeUnpaidOrders({ providerId, ...h }),
});
