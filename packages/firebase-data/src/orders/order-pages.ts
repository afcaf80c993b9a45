// How many orders the kitchen's pages read at a time: plain numbers (no texts, no domain), so the signed-in first reads'
// specs (reads/session-reads.ts, in the small chunk a signed-in page preloads) can say them too.

/** How many recent orders the provider dashboard follows (the spec's "Recent Orders" glance: orders, not lines). */
export const RECENT_ORDERS = 5;

/** Final orders per page of the kitchen's orders board (issue 37). */
export const ORDER_BOARD_PAGE = 20;
