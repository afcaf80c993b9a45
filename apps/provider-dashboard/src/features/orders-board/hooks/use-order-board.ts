import { useCallback } from 'react';
import { useLiveQuery, type QueryResult } from '@thali/render';
import type { OrderBoard, OrderBoardFilter } from '@thali/firebase-data';
import { ORDER_BOARD_PAGE } from '@thali/firebase-data/logic';
import { ordersBoardQueries } from '../api/orders-board-queries';

export type BoardFilter = OrderBoardFilter;

/** Final orders read per page ("Show older orders" reads the next one); pending orders are always read in full. */
export const BOARD_PAGE_SIZE = ORDER_BOARD_PAGE;

/**
 * The kitchen's orders board, live: every pending order matching the filter (and day), then the delivered and
 * cancelled ones a page at a time, with the counts the filters show. `loadMore` reads the next page into the board's
 * open read, whoever opened it (the dashboard declares the board as it opens among its page's data).
 */
export function useOrderBoard(providerId: string, filter: BoardFilter, day: number | undefined): QueryResult<OrderBoard> & { loadMore: () => void } {
  const result = useLiveQuery(ordersBoardQueries.board(providerId, filter, day));
  const loadMore = useCallback(() => ordersBoardQueries.loadMore(providerId, filter, day), [providerId, filter, day]);
  return { ...result, loadMore };
}
