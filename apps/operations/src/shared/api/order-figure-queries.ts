import { queryOptions } from '@thali/render';
import { subscribeActiveSubscriptions, subscribeOrderFigures, type OrderFigures } from '@thali/firebase-data';

/** The Overview's order figures: today's and this month's orders and value, from the kept totals (issue 41). */
export const orderFigureQueries = {
  figures: () => queryOptions<OrderFigures>({
    key: ['ops-order-figures'],
    subscribe: (h) => subscribeOrderFigures(h),
  }),
  activeSubscriptions: () => queryOptions<number>({
    key: ['ops-active-subscriptions'],
    subscribe: (h) => subscribeActiveSubscriptions(h),
  }),
};
