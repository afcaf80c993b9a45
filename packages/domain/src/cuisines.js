// @ts-check
'use strict';
/**
 * The cuisines a kitchen chooses from (issue 39), defined once: signup, the kitchen's profile, the storefront's
 * Cuisine filter and the rules generator read them here, so the filter no longer splits one cuisine into the many ways
 * people type it. A kitchen whose cooking is none of these picks `other` and says it in at most CUISINE_OTHER_MAX
 * characters (providers/{uid}/cuisineOther). Its own entry (`@thali/domain/cuisines`), outside the main export.
 */

const CUISINE_VALUES = Object.freeze(/** @type {const} */ ([
  'maharashtrian', 'saoji', 'north-indian', 'punjabi', 'south-indian', 'gujarati', 'rajasthani', 'bengali', 'jain', 'hyderabadi',
  'indo-chinese', 'snacks', 'other',
]));
/** What a person reads for each cuisine. */
const CUISINE_LABELS = Object.freeze(/** @type {const} */ ({
  maharashtrian: 'Maharashtrian', saoji: 'Saoji (Nagpur spicy)', 'north-indian': 'North Indian', punjabi: 'Punjabi',
  'south-indian': 'South Indian', gujarati: 'Gujarati', rajasthani: 'Rajasthani', bengali: 'Bengali', jain: 'Jain (no onion, no garlic)',
  hyderabadi: 'Hyderabadi', 'indo-chinese': 'Indo-Chinese', snacks: 'Snacks and chaat', other: 'Other',
}));
/** The list with its labels, in the order forms and the filter show it. */
const CUISINES = Object.freeze(CUISINE_VALUES.map((value) => Object.freeze({ value, label: CUISINE_LABELS[value] })));
/** Most characters of an "Other" cuisine's own words. */
const CUISINE_OTHER_MAX = 40;

/**
 * Whether `value` is one of the cuisines' stored values.
 * @param {unknown} value
 * @returns {value is import('../cuisines').Cuisine}
 */
function isCuisine(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (CUISINE_VALUES).includes(value);
}

/**
 * The cuisine a stored value stands for: one of the list, or, for text stored before the list (a kitchen's free
 * text), the entry whose label it spells (any case, spaces around ignored), else `other`; '' when nothing was given.
 * @param {unknown} stored
 * @returns {import('../cuisines').Cuisine | ''}
 */
function cuisineOf(stored) {
  if (isCuisine(stored)) return stored;
  if (typeof stored !== 'string' || !stored.trim()) return '';
  const text = stored.trim().toLowerCase();
  return CUISINE_VALUES.find((v) => CUISINE_LABELS[v].toLowerCase() === text) ?? 'other';
}

/**
 * What a person reads for a kitchen's cuisine: the list's label; an `other` kitchen's own words (else "Other"); text
 * stored before the list as it was written; '' when nothing was given.
 * @param {unknown} stored the stored cuisine
 * @param {unknown} [otherText] the stored cuisineOther
 */
function cuisineLabel(stored, otherText) {
  if (stored === 'other') return typeof otherText === 'string' && otherText.trim() ? otherText.trim() : CUISINE_LABELS.other;
  if (isCuisine(stored)) return CUISINE_LABELS[stored];
  return typeof stored === 'string' ? stored.trim() : '';
}

/** @satisfies {typeof import('../cuisines')} */
const api = { CUISINE_VALUES, CUISINE_LABELS, CUISINES, CUISINE_OTHER_MAX, isCuisine, cuisineOf, cuisineLabel };
module.exports = api;
