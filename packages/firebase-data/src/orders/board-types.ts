import type { OrderBoard, OrderBoardFilter } from '../model';
import type { SubscriptionOptions } from '../subscription';

/** What subscribeOrderBoard watches: one kitchen's orders of a stage (or all), optionally of one day. */
export interface OrderBoardOptions extends SubscriptionOptions<OrderBoard> {
  providerId: string;
  /** a stage, or every order (default) */
  filter?: OrderBoardFilter;
  /** a day's start (Asia/Kolkata midnight, epoch ms): only orders whose delivery slot is on that day (issue 40) */
  day?: number;
  /** final orders per page (default ORDER_BOARD_PAGE, 20) */
  pageSize?: number;
}

/** A live board: stop it, or read the next page of final orders. */
export interface OrderBoardHandle {
  unsubscribe(): void;
  loadMore(): void;
}
