// @ts-check
'use strict';
/**
 * The calendar month in Asia/Kolkata, where every kitchen is. A provider's monthly figures belong to a month named
 * by its start: the epoch ms of 00:00 IST on the 1st. Asia/Kolkata is UTC+05:30 all year (India has no daylight
 * saving time), so the start is plain Date.UTC arithmetic; the rules, which cannot compute dates, get a table of
 * month starts instead (monthTable).
 */

const { THALI_TIME_ZONE } = require('./locale');

// The day, its length and IST's offset: day.js (a first load that needs only them does not bring the month's code).
const { IST_OFFSET_MS, DAY_MS, dayStart } = require('./day');

/**
 * Epoch ms of 00:00 IST on the 1st of `month` of `year` (month 1 = January; 13 is January of the next year:
 * Date.UTC carries over).
 * @param {number} year @param {number} month
 */
function istMonthStart(year, month) {
  return Date.UTC(year, month - 1, 1) - IST_OFFSET_MS;
}

/**
 * Epoch ms of the first midnight (IST) of the calendar month in Asia/Kolkata at `at` (default: now).
 * @param {number | Date} [at]
 */
function monthStart(at = Date.now()) {
  const d = new Date((at instanceof Date ? at.getTime() : at) + IST_OFFSET_MS);
  return istMonthStart(d.getUTCFullYear(), d.getUTCMonth() + 1);
}

/** @type {Intl.DateTimeFormat | undefined} */
let kolkataMonth;
/**
 * 'YYYY-MM' of the calendar month in Asia/Kolkata at `at` (default: now).
 * @param {number | Date} [at]
 */
function monthKey(at = Date.now()) {
  kolkataMonth ??= new Intl.DateTimeFormat('en-US', { timeZone: THALI_TIME_ZONE, year: 'numeric', month: '2-digit' });
  const parts = kolkataMonth.formatToParts(at instanceof Date ? at : new Date(at));
  const year = parts.find((p) => p.type === 'year')?.value ?? '0000';
  const month = parts.find((p) => p.type === 'month')?.value ?? '00';
  return `${year}-${month}`;
}

/**
 * Epoch ms of the first midnight (IST) of a 'YYYY-MM' month key; null when the key is malformed.
 * @param {string} key
 */
function monthStartOfKey(key) {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return istMonthStart(Number(m[1]), month);
}

/** The range of months the rules know. Orders cannot be created after the last one: regenerate the rules before then. */
const MONTH_TABLE_FIRST = Object.freeze({ year: 2024, month: 1 });
const MONTH_TABLE_LAST = Object.freeze({ year: 2040, month: 12 });
/** The first month whose order numbers the database allocates (issue 36): the rules' month labels start here. */
const ORDER_NUMBER_MONTHS_FIRST = Object.freeze({ year: 2026, month: 11 });

/**
 * The month starts from `first` to `last`, in order, plus one more: the end of the last month. Month i runs from
 * starts[i] (inclusive) to starts[i + 1] (exclusive).
 * @param {{ year: number, month: number }} [first] @param {{ year: number, month: number }} [last]
 * @returns {number[]}
 */
function monthTable(first = MONTH_TABLE_FIRST, last = MONTH_TABLE_LAST) {
  const months = (last.year - first.year) * 12 + (last.month - first.month) + 1;
  return Array.from({ length: months + 1 }, (_, i) => istMonthStart(first.year, first.month + i));
}

/**
 * 'YYMM' of the calendar month in Asia/Kolkata at `at` (default: now): the month of an order number (TH-YYMM-NNNN).
 * Computed like monthStart (Date.UTC arithmetic with the fixed offset), so it agrees with monthLabels below.
 * @param {number | Date} [at]
 */
function monthLabel(at = Date.now()) {
  const d = new Date((at instanceof Date ? at.getTime() : at) + IST_OFFSET_MS);
  return `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * The 'YYMM' labels of the months of monthTable(first, last), in order (one fewer than the table: its last entry only
 * ends the last month). The rules name the current month of the order-number counter with them.
 * @param {{ year: number, month: number }} [first] @param {{ year: number, month: number }} [last]
 * @returns {string[]}
 */
function monthLabels(first = MONTH_TABLE_FIRST, last = MONTH_TABLE_LAST) {
  return monthTable(first, last).slice(0, -1).map((start) => monthLabel(start));
}

/** The declared types: a value that disagrees with ../month.d.ts does not typecheck. @satisfies {typeof import('../month')} */
const api = { IST_OFFSET_MS, DAY_MS, dayStart, istMonthStart, monthStart, monthKey, monthStartOfKey, MONTH_TABLE_FIRST, MONTH_TABLE_LAST, monthTable,
  monthLabel, monthLabels, ORDER_NUMBER_MONTHS_FIRST };
module.exports = api;
