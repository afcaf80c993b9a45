import { useCallback, useRef } from 'react';
import { useLiveQuery, type QueryResult } from '@thali/render';
import type { OrderBoard, OrderBoardFilter } from '@thali/firebase-data';
import { ORDER_BOARD_PAGE } from '@thali/firebase-data/logic';
import { ordersBoardQueries, type BoardRead } from '../api/orders-board-queries';

export type BoardFilter = OrderBoardFilter;

/** Final orders read per page ("Show older orders" reads the next one); pending orders are always read in full. */
export const BOARD_PAGE_SIZE = ORDER_BOARD_PAGE;

/**
 * The kitchen's orders board, live: every pending order matching the filter (and day), then the delivered and
 * cancelled ones a page at a time, with the counts the filters show.
 */
export function useOrderBoard(providerId: string, filter: BoardFilter, day: number | undefined): QueryResult<OrderBoard> & { loadMore: () => void } {
  // The open read's handle: "Show older orders" asks it for the next page, which arrives through onData.
  const handle = useRef<BoardRead | null>(null);
  const result = useLiveQuery(ordersBoardQueries.board(providerId, filter, day, (read) => {
    handle.current = read;
    return () => {
      if (handle.current === read) handle.current = null;
    };
  }));
  const loadMore = useCallback(() => handle.current?.loadMore(), []);
  return { ...result, loadMore };
}
