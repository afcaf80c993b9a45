// Types of src/order-totals.js (kept by hand).

export interface ClaimTotals { monthValue: number; day: number; dayOrders: number; dayValue: number }
export declare const CLAIM_TOTALS_FIELDS: readonly ['monthValue', 'day', 'dayOrders', 'dayValue'];
export declare const CANCELLED_TOTALS_FIELDS: readonly ['cancelledOrders', 'cancelledValue', 'order'];
export declare function nextClaimTotals(prev: ClaimTotals | null | undefined, order: { total: number; timestamp: number }): ClaimTotals;
export declare function claimTotalsOf(x: unknown): ClaimTotals | null;
export declare function monthOfOrderNumber(number: unknown): string | null;
export declare function cancelledTotalsWrites<I>(orderId: string, order: { total: number; timestamp: number; orderNumber?: string }, increment: (n: number) => I): Record<string, unknown>;
export declare function seatTotalsWrites<I>(planId: string, delta: 1 | -1, increment: (n: number) => I): { 'subscriptionTotals/active': I; 'subscriptionTotals/plan': string };
export declare const SEAT_TOTALS_FIELDS: readonly ['active', 'plan'];
