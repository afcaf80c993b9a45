// Types of src/locale.js (kept by hand, and src/locale.js is typechecked against them).

export declare const THALI_LOCALE: 'en-IN';
export declare const THALI_TIME_ZONE: 'Asia/Kolkata';
