import { queryOptions } from '@thali/render';
import { subscribeOrderBoard, type Order, type OrderBoard, type OrderBoardFilter } from '@thali/firebase-data';
import { ORDER_BOARD_PAGE } from '@thali/firebase-data/logic';

/** An open board read: "Show older orders" asks it for the next page, which arrives through its onData. */
export interface BoardRead {
  loadMore(): void;
}

/** What the orders board reads. */
export const ordersBoardQueries = {
  /**
   * The kitchen's board, live: every pending order matching the filter (and day), then the delivered and cancelled
   * ones a page at a time, with the counts the filters show. `onRead` is given each read as it opens and may return
   * what to do when it closes.
   */
  board: (providerId: string, filter: OrderBoardFilter, day: number | undefined, onRead?: (read: BoardRead) => (() => void)) =>
    queryOptions<OrderBoard>({
      key: ['order-board', providerId, filter, day ?? null, ORDER_BOARD_PAGE],
      subscribe: (h) => {
        const read = subscribeOrderBoard({ providerId, filter, day, pageSize: ORDER_BOARD_PAGE, ...h });
        const closed = onRead?.(read);
        return () => {
          closed?.();
          read.unsubscribe();
        };
      },
    }),
  /** The orders waiting for the kitchen (step New), live, newest first: every one of them (no paging). */
  newOrders: (providerId: string) => queryOptions<Order[]>({
    key: ['new-orders', providerId],
    subscribe: ({ onData, onError }) => {
      const read = subscribeOrderBoard({ providerId, filter: 'new', onData: (board) => onData(board.pending), onError });
      return () => read.unsubscribe();
    },
  }),
};
