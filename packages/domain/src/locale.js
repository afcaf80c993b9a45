// @ts-check
'use strict';
// How Thali writes numbers, money and moments, wherever they are shown: Indian English (lakh grouping, ₹) and
// Nagpur's wall clock, so a browser set to UTC or abroad still reads the kitchen's 7:35 am. The UI's formatters, the
// data package's messages and the Asia/Kolkata month (month.js) take them from here.

/** The locale every price, count and date is formatted in. */
const THALI_LOCALE = 'en-IN';
/** The one time zone Thali shows times in. */
const THALI_TIME_ZONE = 'Asia/Kolkata';

/** Minutes in a day; Kolkata keeps no daylight saving, so its wall clock is UTC + 5:30 all year. */
const DAY_MINUTES = 1440;
const IST_OFFSET_MINUTES = 330;

/**
 * '9:00 am', '12:41 pm', '12:00 am' for 0: a time of day (minutes after midnight) as Indian apps write it, 12-hour
 * with a lower-case am/pm. Written out rather than left to Intl, whose en-IN output ('9:00 am', '9:00 AM', a narrow
 * no-break space) differs between ICU versions: every screen, the prerendered copy and the tests read the same text.
 * @param {number} minutes
 */
function formatTimeOfDay(minutes) {
  const m = ((Math.floor(Number(minutes)) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (!Number.isFinite(m)) return '';
  const hours = Math.floor(m / 60);
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * An instant's time of day in Nagpur, in minutes after midnight (455 for 7:35 am); NaN for a missing or invalid
 * timestamp. What the UI says in the reader's language (`formatTime` of @thali/ui) starts from it.
 * @param {number | Date} at
 */
function clockMinutes(at) {
  const ms = at instanceof Date ? at.getTime() : Number(at);
  if (!Number.isFinite(ms) || ms <= 0) return Number.NaN;
  return (((Math.floor(ms / 60000) + IST_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

/**
 * The wall-clock time in Nagpur of an instant ('7:35 am'); empty for a missing or invalid timestamp.
 * @param {number | Date} at
 */
function formatClockTime(at) {
  const minutes = clockMinutes(at);
  return Number.isNaN(minutes) ? '' : formatTimeOfDay(minutes);
}

/** @satisfies {typeof import('../locale')} */
const api = { THALI_LOCALE, THALI_TIME_ZONE, formatTimeOfDay, formatClockTime, clockMinutes };
module.exports = api;
