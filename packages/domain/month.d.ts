// Types of src/month.js (kept by hand, and src/month.js is typechecked against them).

export { IST_OFFSET_MS, DAY_MS, dayStart } from './day';
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
