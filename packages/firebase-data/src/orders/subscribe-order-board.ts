import { endAt, limitToLast, onValue, orderByChild, query, ref, startAt } from 'firebase/database';
import { boardKeyOf, DAY_MS, ORDER_STAGES } from '@thali/domain';
import { firebase, type DataServices } from '../app';
import type { Order, OrderBoard, OrderStage, ProviderStats } from '../model';
import { toStats } from '../stats/subscribe-stats';
import { dayStart } from '../tiffins/days';
import type { OrderBoardHandle, OrderBoardOptions } from './board-types';
import { ORDER_BOARD_PAGE } from './order-limits';
import { latestSlotFirst, soonestSlotFirst, toOrders } from './to-orders';

type Status = Order['status'];
type FinalStatus = Exclude<Status, 'pending'>;

/**
 * The range of one kitchen's orders of one status on the `boardKey` index (providerId|status|13-digit ms: the start
 * of the order's delivery slot, issue 40; its placing for older and ASAP orders): all of them, or those to deliver on
 * one day. The rules let a kitchen read exactly such ranges of its own key.
 */
function range(fb: DataServices, providerId: string, status: Status, day: number | undefined, last?: number) {
  const [from, to] = day === undefined
    ? [`${providerId}|${status}|`, `${providerId}|${status}|~`]
    : [boardKeyOf(providerId, status, day), boardKeyOf(providerId, status, day + DAY_MS - 1)];
  const constraints = [orderByChild('boardKey'), startAt(from), endAt(to)];
  return query(ref(fb.db, 'orders'), ...constraints, ...(last === undefined ? [] : [limitToLast(last)]));
}

const finalStatusesOf = (filter: OrderBoardOptions['filter']): FinalStatus[] =>
  filter === 'delivered' ? ['completed'] : filter === 'cancelled' ? ['cancelled'] : filter === 'all' || filter === undefined ? ['completed', 'cancelled'] : [];

/**
 * The kitchen's orders board (issue 37), live: every PENDING order of the kitchen (never paged: each must stay
 * actionable), the soonest delivery slot first (issue 40), and its final orders latest slot first, `pageSize` at a time (`loadMore` reads one page more), each status
 * read as its own indexed `boardKey` range, so the first page costs the same for a kitchen with 50 past orders as for
 * one with 5,000. With `day` (a day start, Asia/Kolkata), every range is that day's (by the slot's day: an order for
 * tomorrow is under tomorrow), read whole (no paging).
 *
 * `counts` equals what the board lists in full: the pending stages counted from the pending list; delivered and
 * cancelled from the kitchen's stats (completedOrders, cancelledOrders: orders, moved in the same writes), or, with a
 * day, from that day's ranges. The filter narrows `pending` and `history`, never the counts.
 */
export function subscribeOrderBoard(
  { providerId, filter = 'all', day: dayOption, pageSize = ORDER_BOARD_PAGE, onData, onError, fb = firebase() }: OrderBoardOptions,
): OrderBoardHandle {
  const day = dayOption === undefined ? undefined : dayStart(dayOption);
  const size = Math.max(1, Math.floor(pageSize));
  let pages = 1;
  let stopped = false;
  let pending: Order[] | null = null;
  let stats: ProviderStats | null = null;
  const finals: Partial<Record<FinalStatus, Order[]>> = {};
  const stops: (() => void)[] = [];
  let historyStops: (() => void)[] = [];
  const fail = (error: Error) => {
    if (!stopped) onError?.(error);
  };
  const wanted = finalStatusesOf(filter);
  // with a day every final range is read whole (the day's counts need both); without, only the filter's, one page more than shown
  const finalRead: FinalStatus[] = day === undefined ? wanted : ['completed', 'cancelled'];

  const emit = () => {
    if (stopped || pending === null || finalRead.some((s) => finals[s] === undefined) || (day === undefined && stats === null)) return;
    const counts = Object.fromEntries(ORDER_STAGES.map((s) => [s, 0])) as Record<OrderStage, number>;
    for (const o of pending) counts[o.stage] += 1;
    if (day === undefined) {
      counts.delivered = stats!.completedOrders;
      counts.cancelled = stats!.cancelledOrders;
    } else {
      counts.delivered = finals.completed!.length;
      counts.cancelled = finals.cancelled!.length;
    }
    const shown = pages * size;
    const merged = wanted.flatMap((s) => finals[s] ?? []).sort(latestSlotFirst);
    const history = day === undefined ? merged.slice(0, shown) : merged;
    onData({
      pending: pending.filter((o) => filter === 'all' || o.stage === filter).sort(soonestSlotFirst),
      history,
      hasMore: day === undefined && merged.length > shown,
      counts,
    } satisfies OrderBoard);
  };

  const mine = (o: Order) => o.providerId === providerId;
  stops.push(onValue(range(fb, providerId, 'pending', day), (snap) => {
    pending = toOrders(snap.val(), (o) => mine(o) && o.status === 'pending');
    emit();
  }, fail));
  if (day === undefined) {
    stops.push(onValue(ref(fb.db, `stats/${providerId}`), (snap) => {
      stats = toStats(snap.val(), providerId);
      emit();
    }, fail));
  }
  const readFinals = () => {
    historyStops.forEach((stop) => stop());
    // one more than shown tells whether there is a next page
    historyStops = finalRead.map((status) => onValue(range(fb, providerId, status, day, day === undefined ? pages * size + 1 : undefined), (snap) => {
      finals[status] = toOrders(snap.val(), (o) => mine(o) && o.status === status);
      emit();
    }, fail));
  };
  readFinals();

  return {
    unsubscribe: () => {
      stopped = true;
      stops.forEach((stop) => stop());
      historyStops.forEach((stop) => stop());
    },
    loadMore: () => {
      if (stopped || day !== undefined) return;
      pages += 1;
      // the pages read so far stay on screen until the longer read answers
      readFinals();
    },
  };
}
