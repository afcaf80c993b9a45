import { onValue } from 'firebase/database';
import { boardKeyOf, DAY_MS } from '@thali/domain';
import { firebase, type DataServices } from '../app';
import type { Order, ProviderStats } from '../model';
import { allDays, boardRange, SESSION_READS, type BoardStatus } from '../reads/session-reads';
import { SESSION_VALUES } from '../reads/session-values';
import { specQuery } from '../reads/spec-query';
import { dayStart } from '../tiffins/days';
import { boardOf, boardOrders, finalStatusesOf, type FinalStatus } from './board-of';
import type { OrderBoardHandle, OrderBoardOptions } from './board-types';
import { ORDER_BOARD_PAGE } from './order-limits';

/**
 * The range of one kitchen's orders of one status on the `boardKey` index (providerId|status|13-digit ms: the start
 * of the order's delivery slot, issue 40; its placing for older and ASAP orders): all of them, or those to deliver on
 * one day; the last `last` of them if given. Without a day it is the spec a signed-in first read asks over REST
 * (SESSION_READS.board*), so the two cannot differ.
 */
function range(fb: DataServices, providerId: string, status: BoardStatus, day: number | undefined, last?: number) {
  const bounds: [string, string] = day === undefined
    ? allDays(providerId, status)
    : [boardKeyOf(providerId, status, day), boardKeyOf(providerId, status, day + DAY_MS - 1)];
  return specQuery(fb, boardRange(bounds, last));
}

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
    onData(boardOf({ filter, day, shown: pages * size, pending, finals, stats }));
  };

  stops.push(onValue(range(fb, providerId, 'pending', day), (snap) => {
    pending = boardOrders(snap.val(), providerId, 'pending');
    emit();
  }, fail));
  if (day === undefined) {
    stops.push(onValue(specQuery(fb, SESSION_READS.stats(providerId)), (snap) => {
      stats = SESSION_VALUES.stats(snap.val(), providerId);
      emit();
    }, fail));
  }
  const readFinals = () => {
    historyStops.forEach((stop) => stop());
    // one more than shown tells whether there is a next page
    historyStops = finalRead.map((status) => onValue(range(fb, providerId, status, day, day === undefined ? pages * size + 1 : undefined), (snap) => {
      finals[status] = boardOrders(snap.val(), providerId, status);
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
