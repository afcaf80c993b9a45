// @ts-check
'use strict';
/**
 * A kitchen's week, holidays and daily plate limits (issue 16), in their own module: the pages that show whether a
 * kitchen is open (the home page's cards among them) import this file only (`@thali/domain/kitchens`), not the
 * whole domain module with every record's fields and limits. Also part of the package's main export.
 */

/**
 * A kitchen's week (providers/{uid}/hours): seven days, Monday first, keyed WEEKDAY_KEYS[i]; a day is `{ closed: true }`
 * or one or two windows `{ open, close[, open2, close2] }` in minutes after midnight Asia/Kolkata
 * (0 ≤ open < close ≤ close of day; close ≤ open2 < close2). A listing without hours is open every day, all day (older
 * kitchens). The rules find today's key from the server's clock: 'd' + ((days since 1970-01-01 IST) + 3) % 7.
 */
const WEEKDAY_KEYS = Object.freeze(/** @type {const} */ (['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6']));
const WEEKDAY_LABELS = Object.freeze(/** @type {const} */ (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']));
/** The keys of one day's hours. */
const HOURS_DAY_FIELDS = Object.freeze(/** @type {const} */ (['closed', 'open', 'close', 'open2', 'close2']));
/**
 * Bounds of a kitchen's hours, holidays (providers/{uid}/holidays/{dayStart}: { note }) and daily plate limits.
 * `dayMinutes`: a window closes at midnight at the latest (1440). Holidays are days from today to holidayDaysAhead
 * ahead; a kitchen keeps at most holidaysMax of them. Issue 40: a kitchen's minimum order value (providers/{uid}/minOrder,
 * whole rupees on the dishes' subtotal, not the delivery fee) is 0 to minOrderMax.
 */
const KITCHEN_LIMITS = Object.freeze({
  dayMinutes: 1440, holidayNoteMax: 100, holidayDaysAhead: 366, holidaysMax: 60, platesMin: 1, platesMax: 500, minOrderMax: 2000,
});
/**
 * plates/{providerId}/{itemId}: the plates of a limited item sold on `day` (a dayStart, Asia/Kolkata), and the order
 * and its line (issue 37: '0'…'11', orders/{order}/lines/{line}) whose create or cancel moved `sold` last (the rules
 * check the move against that line's quantity, in the same write).
 */
const PLATE_FIELDS = Object.freeze(/** @type {const} */ (['day', 'sold', 'order', 'line']));
/** providers/{uid}: the kitchen's own fields of issue 16 besides the profile's. */
const KITCHEN_FIELDS = Object.freeze(/** @type {const} */ (['hours', 'holidays', 'accepting', 'pureVeg']));

/**
 * Issue 36: the listing fields a kitchen changes without a new approval but with a record for staff
 * (providerChanges/{uid}/{pushId}: { field, old, new, at }, in the same write); its name changes only by a request
 * (providers/{uid}/nameRequest: { name, requestedAt }) that staff approve once the kitchen is approved.
 */
const KITCHEN_RECORDED_FIELDS = Object.freeze(/** @type {const} */ (['address', 'phone', 'image']));
const KITCHEN_CHANGE_FIELDS = Object.freeze(/** @type {const} */ (['field', 'old', 'new', 'at']));

/** @satisfies {typeof import('../kitchens')} */
const api = { WEEKDAY_KEYS, WEEKDAY_LABELS, HOURS_DAY_FIELDS, KITCHEN_LIMITS, PLATE_FIELDS, KITCHEN_FIELDS, KITCHEN_RECORDED_FIELDS,
  KITCHEN_CHANGE_FIELDS };
module.exports = api;
