// Types of src/day.js (kept by hand, and src/day.js is typechecked against them).

export declare const IST_OFFSET_MS: 19800000;
export declare const DAY_MS: 86400000;
/** Epoch ms of 00:00 IST of the day holding `t`: the name of a calendar day in Asia/Kolkata. */
export declare function dayStart(t: number): number;
