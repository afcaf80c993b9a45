import { queryOptions } from '@thali/render';
import { subscribeKitchenDues, subscribeProviderSubscriptions, type KitchenDues, type Subscription } from '@thali/firebase-data';

/** What the Dues page reads (the unpaid orders too: shared/unpaid-orders-query.ts, which the orders board counts). */
export const duesQueries = {
  /** One month of the kitchen's dues, live: each subscriber's bill, received and due, the totals, the waiting reports. */
  month: (providerId: string, month: number) => queryOptions<KitchenDues>({
    key: ['kitchen-dues', providerId, month],
    subscribe: (h) => subscribeKitchenDues({ providerId, month, ...h }),
  }),
  /**
   * Every subscription to the kitchen's plans, live (the Tiffin plans section's read, under its key): who sent a
   * report waiting to be confirmed, for a month the chosen one may not be.
   */
  subscriptions: (providerId: string) => queryOptions<Subscription[]>({
    key: ['provider-subscriptions', providerId],
    subscribe: (h) => subscribeProviderSubscriptions({ providerId, ...h }),
  }),
};
