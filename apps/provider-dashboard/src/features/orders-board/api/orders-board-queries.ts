import { queryOptions } from '@thali/render';
import { subscribeOrderBoard, type Order, type OrderBoard, type OrderBoardFilter } from '@thali/firebase-data';
import { ORDER_BOARD_PAGE } from '@thali/firebase-data/logic';

/** An open board read: "Show older orders" asks it for the next page, which arrives through its onData. */
export interface BoardRead {
  loadMore(): void;
}

const boardKey = (providerId: string, filter: OrderBoardFilter, day: number | undefined) =>
  ['order-board', providerId, filter, day ?? null, ORDER_BOARD_PAGE];

/**
 * The board reads open now, by their key as JSON (the query cache's identity): whoever opened one (the board's hook,
 * or the shell starting the page's declared data before React) "Show older orders" reaches it here.
 */
const openReads = new Map<string, BoardRead>();

/** What the orders board reads. */
export const ordersBoardQueries = {
  /**
   * The kitchen's board, live: every pending order matching the filter (and day), then the delivered and cancelled
   * ones a page at a time, with the counts the filters show.
   */
  board: (providerId: string, filter: OrderBoardFilter, day: number | undefined) =>
    queryOptions<OrderBoard>({
      key: boardKey(providerId, filter, day),
      subscribe: (h) => {
        const read = subscribeOrderBoard({ providerId, filter, day, pageSize: ORDER_BOARD_PAGE, ...h });
        const id = JSON.stringify(boardKey(providerId, filter, day));
        openReads.set(id, read);
        return () => {
          if (openReads.get(id) === read) openReads.delete(id);
          read.unsubscribe();
        };
      },
    }),
  /** Reads the next page of final orders into the board open under these arguments (none open: nothing to do). */
  loadMore: (providerId: string, filter: OrderBoardFilter, day: number | undefined) => {
    openReads.get(JSON.stringify(boardKey(providerId, filter, day)))?.loadMore();
  },
  /** The orders waiting for the kitchen (step New), live, newest first: every one of them (no paging). */
  newOrders: (providerId: string) => queryOptions<Order[]>({
    key: ['new-orders', providerId],
    subscribe: ({ onData, onError }) => {
      const read = subscribeOrderBoard({ providerId, filter: 'new', onData: (board) => onData(board.pending), onError });
      return () => read.unsubscribe();
    },
  }),
};
