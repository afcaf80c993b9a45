// @ts-check
'use strict';
// How Thali puts names and keys in order, wherever a list is sorted: the data package's listings, the storefront's
// filters and the kitchen's day sheet.
//
// Names go by their letters, case aside, rather than through the browser's collator (localeCompare): a page's first
// collation sets the collator up, 27-49 ms of a phone's main thread (issue 14, measured at 4x CPU), and the kitchens'
// listing sorts as its data arrives, while the page starts. For names in Latin letters the two orders agree, but that
// an accented letter sorts after z; a name in another script keeps its alphabet's Unicode order.

/**
 * Order of two names for a reader: by their lower-case letters, then (the same but for case) capitals first, so the
 * order is total and the same on every machine.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function compareNames(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return compareKeys(a, b);
}

/**
 * Order of two keys (record ids, push ids) by their characters, as the database orders keys that are not numbers:
 * a push id's order is its creation order.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function compareKeys(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** @satisfies {typeof import('../compare')} */
const api = { compareNames, compareKeys };
module.exports = api;
