// Types of src/locale.js (kept by hand, and src/locale.js is typechecked against them).

export declare const THALI_LOCALE: 'en-IN';
export declare const THALI_TIME_ZONE: 'Asia/Kolkata';
/** '9:00 am' for 540, '12:41 pm' for 761: a time of day, 12-hour with a lower-case am/pm. */
export declare function formatTimeOfDay(minutes: number): string;
/** An instant's wall-clock time in Asia/Kolkata ('7:35 am'); '' for a missing timestamp. */
export declare function formatClockTime(at: number | Date): string;
/** An instant's time of day in Asia/Kolkata, in minutes after midnight (455 for 7:35 am); NaN for a missing timestamp. */
export declare function clockMinutes(at: number | Date): number;
