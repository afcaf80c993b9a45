import { useLiveQuery } from '@thali/render';
import { inboxQueries, unreadCount } from '../../../shared/api/inbox-queries';
import { awaitingDecision, kitchenQueries } from '../../../shared/api/kitchen-queries';
import { reportQueries } from '../../../shared/api/report-queries';
import { orderFigureQueries } from '../../../shared/api/order-figure-queries';
import type { OrderFigures } from '@thali/firebase-data';

/** A figure of the Overview: its number once read, or why it is missing. */
export type Figure<V = number> = { status: 'pending' } | { status: 'error' } | { status: 'success'; value: V };

const figure = <T, V = number>(result: { status: string; data?: T }, count: (data: T) => V): Figure<V> =>
  result.status === 'success' ? { status: 'success', value: count(result.data as T) } : result.status === 'error' ? { status: 'error' } : { status: 'pending' };

/**
 * The Overview's live figures: unread messages, kitchens awaiting approval (those turned down wait for the kitchen)
 * and the reviews with open reports (the queue the Reviews page lists); today's and this month's orders and order value
 * (kept totals: constant-size reads, issue 41).
 */
export function useOverview(): {
  unread: Figure; pending: Figure; reports: Figure; listed: Figure; suspended: Figure; orders: Figure<OrderFigures>; subscriptions: Figure;
} {
  const inbox = useLiveQuery(inboxQueries.messages());
  const pending = useLiveQuery(kitchenQueries.pendingKitchens());
  const reported = useLiveQuery(reportQueries.reported());
  // kept counts (moved by each approval and suspension): no listing is downloaded for them
  const listed = useLiveQuery(kitchenQueries.listedCount());
  const suspended = useLiveQuery(kitchenQueries.suspendedCount());
  const orders = useLiveQuery(orderFigureQueries.figures());
  const subscriptions = useLiveQuery(orderFigureQueries.activeSubscriptions());
  return {
    listed: figure(listed, (n) => n),
    suspended: figure(suspended, (n) => n),
    unread: figure(inbox, unreadCount),
    pending: figure(pending, (kitchens) => awaitingDecision(kitchens).length),
    reports: figure(reported, (r) => r.length),
    orders: figure(orders, (f) => f),
    subscriptions: figure(subscriptions, (n) => n),
  };
}
