import { ORDER_STAGES } from '@thali/domain';
import type { Order, OrderBoard, OrderBoardFilter, OrderStage, ProviderStats } from '../model';
import { latestSlotFirst, soonestSlotFirst, toOrders } from './to-orders';

export type FinalStatus = 'completed' | 'cancelled';

/** What the board is made of: the kitchen's pending orders and its final ones read so far, as its reads answered. */
export interface BoardParts {
  filter: OrderBoardFilter;
  /** a day's start: every range was that day's, read whole; undefined: all days, final orders paged */
  day: number | undefined;
  /** final orders shown: pages read × page size (all days) */
  shown: number;
  pending: Order[];
  finals: Partial<Record<FinalStatus, Order[]>>;
  /** the kitchen's stats (all days: the delivered and cancelled counts) */
  stats: ProviderStats | null;
}

/** A kitchen's orders of one status from a `boardKey` range's value (anything else in it is not kept). */
export const boardOrders = (value: unknown, providerId: string, status: Order['status']): Order[] =>
  toOrders(value, (o) => o.providerId === providerId && o.status === status);

/** The final statuses a filter lists. */
export const finalStatusesOf = (filter: OrderBoardFilter | undefined): FinalStatus[] =>
  filter === 'delivered' ? ['completed'] : filter === 'cancelled' ? ['cancelled'] : filter === 'all' || filter === undefined ? ['completed', 'cancelled'] : [];

/**
 * The board its parts make (orders/subscribe-order-board.ts; over REST, reads/session-first.ts): the filter's pending
 * orders, the soonest slot first; its final ones, the latest slot first, `shown` of them (all days) or every one (a
 * day); the counts of what the board lists in full: the pending stages counted from the pending list; delivered and
 * cancelled from the stats (all days) or that day's ranges. The filter narrows `pending` and `history`, never the counts.
 */
export function boardOf({ filter, day, shown, pending, finals, stats }: BoardParts): OrderBoard {
  const counts = Object.fromEntries(ORDER_STAGES.map((s) => [s, 0])) as Record<OrderStage, number>;
  for (const o of pending) counts[o.stage] += 1;
  counts.delivered = day === undefined ? stats?.completedOrders ?? 0 : finals.completed?.length ?? 0;
  counts.cancelled = day === undefined ? stats?.cancelledOrders ?? 0 : finals.cancelled?.length ?? 0;
  const merged = finalStatusesOf(filter).flatMap((s) => finals[s] ?? []).sort(latestSlotFirst);
  return {
    pending: pending.filter((o) => filter === 'all' || o.stage === filter).sort(soonestSlotFirst),
    history: day === undefined ? merged.slice(0, shown) : merged,
    hasMore: day === undefined && merged.length > shown,
    counts,
  };
}
