// @ts-check
'use strict';
/**
 * A calendar day in Asia/Kolkata, named by its start: the epoch ms of 00:00 IST. Its own module (month.js re-exports
 * it) because a visitor's first read of a kitchen's plate counts needs dayStart alone, and a CommonJS module comes
 * whole into every first load that imports any of it.
 */

const IST_OFFSET_MS = 19800000;
/** One day; every day in Asia/Kolkata is this long (no daylight saving time). */
const DAY_MS = 86400000;

/**
 * Epoch ms of 00:00 IST of the day holding `t` (a "dayStart": how a calendar day in Asia/Kolkata is named, as a month
 * is by monthStart). Whole days from the epoch's midnight IST, so times before 1970 work too.
 * @param {number} t
 */
function dayStart(t) {
  const intoDay = (((t + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return t - intoDay;
}

/** The declared types: a value that disagrees with ../day.d.ts does not typecheck. @satisfies {typeof import('../day')} */
const api = { IST_OFFSET_MS, DAY_MS, dayStart };
module.exports = api;
