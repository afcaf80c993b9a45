// Types of src/kitchens.js (kept by hand, and src/kitchens.js is typechecked against them).

export declare const WEEKDAY_KEYS: readonly ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'];
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export declare const WEEKDAY_LABELS: readonly ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export declare const HOURS_DAY_FIELDS: readonly ['closed', 'open', 'close', 'open2', 'close2'];
export declare const KITCHEN_LIMITS: {
  readonly dayMinutes: 1440; readonly holidayNoteMax: 100; readonly holidayDaysAhead: 366; readonly holidaysMax: 60;
  readonly platesMin: 1; readonly platesMax: 500; readonly minOrderMax: 2000;
};
export declare const PLATE_FIELDS: readonly ['day', 'sold', 'order', 'line'];
export declare const KITCHEN_FIELDS: readonly ['hours', 'holidays', 'accepting', 'pureVeg'];
export declare const KITCHEN_RECORDED_FIELDS: readonly ['address', 'phone', 'image'];
export declare const KITCHEN_CHANGE_FIELDS: readonly ['field', 'old', 'new', 'at'];
