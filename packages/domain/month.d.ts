// Types of src/month.js (kept by hand, and src/month.js is typechecked against them).

export declare const IST_OFFSET_MS: 19800000;
export declare const DAY_MS: 86400000;
/** Epoch ms of 00:00 IST of the day holding `t`: the name of a calendar day in Asia/Kolkata. */
export declare function dayStart(t: number): number;
export declare function istMonthStart(year: number, month: number): number;
export declare function monthStart(at?: number | Date): number;
export declare function monthKey(at?: number | Date): string;
export declare function monthStartOfKey(key: string): number | null;
export interface YearMonth { readonly year: number; readonly month: number }
export declare const MONTH_TABLE_FIRST: YearMonth;
export declare const MONTH_TABLE_LAST: YearMonth;
export declare function monthTable(first?: YearMonth, last?: YearMonth): number[];
export declare function monthLabel(at?: number | Date): string;
export declare function monthLabels(first?: YearMonth, last?: YearMonth): string[];
export declare const ORDER_NUMBER_MONTHS_FIRST: YearMonth;
