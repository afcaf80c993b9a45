// @ts-check
'use strict';
// How Thali writes numbers, money and moments, wherever they are shown: Indian English (lakh grouping, ₹) and
// Nagpur's wall clock, so a browser set to UTC or abroad still reads the kitchen's 7:35 am. The UI's formatters, the
// data package's messages and the Asia/Kolkata month (month.js) take them from here.

/** The locale every price, count and date is formatted in. */
const THALI_LOCALE = 'en-IN';
/** The one time zone Thali shows times in. */
const THALI_TIME_ZONE = 'Asia/Kolkata';

/** @satisfies {typeof import('../locale')} */
const api = { THALI_LOCALE, THALI_TIME_ZONE };
module.exports = api;
