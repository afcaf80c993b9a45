// @ts-check
'use strict';
/**
 * A kitchen's details (issue 39), asked at signup, kept in its listing providers/{uid} and edited in its dashboard's
 * Kitchen profile: its phone (an Indian number), its area (`./areas`) and address, its cuisine (`./cuisines`, with
 * "Other" in its own words) and an optional FSSAI registration number. The forms, the data package and the rules
 * generator check them with these values. Its own entry (`@thali/domain/kitchen-details`).
 */
const { parsePhone } = require('./phones');
const { isAreaName } = require('./areas');
const { isCuisine, CUISINE_OTHER_MAX } = require('./cuisines');

/**
 * A kitchen's stored phone: parsePhone's `display`, a mobile '+91 98765 43210' or a landline with its STD code
 * '0712 2345678' (2, 3 or 4 digits after the 0, then the rest of the 10). Kept as people read it, not as +91…: a
 * landline's national number can start with 6–9 too, so only the written 0 keeps it from reading as a mobile.
 */
const KITCHEN_PHONE_PATTERN = '^(\\+91 [6-9][0-9]{4} [0-9]{5}|0[1-9][0-9] [0-9]{8}|0[1-9][0-9]{2} [0-9]{7}|0[1-9][0-9]{3} [0-9]{6})$';
/** An FSSAI registration or licence number: 14 digits. */
const FSSAI_PATTERN = '^[0-9]{14}$';
/** Bounds of a kitchen's address (the listing's: MAX_LENGTH.address in the main export). */
const KITCHEN_ADDRESS = Object.freeze({ min: 5, max: 300 });
/** What every kitchen's listing holds besides its name since issue 39 (older ones are asked once on their dashboard). */
const KITCHEN_DETAIL_FIELDS = Object.freeze(/** @type {const} */ (['phone', 'area', 'address', 'cuisine']));

/**
 * The phone as the listing stores it, from what a person typed ("98765 43210", "0712-2345678"); null when it is no
 * Indian mobile or landline.
 * @param {unknown} text
 */
function kitchenPhone(text) {
  return parsePhone(text)?.display ?? null;
}

/**
 * The 14 digits of an FSSAI number as typed (spaces and hyphens between groups ignored); null when it is not one.
 * @param {unknown} text
 */
function fssaiNumber(text) {
  if (typeof text !== 'string') return null;
  const digits = text.replace(/[\s-]+/g, '');
  return new RegExp(FSSAI_PATTERN).test(digits) ? digits : null;
}

/**
 * The details a stored listing lacks or holds in a shape the rules no longer accept (a phone such as "12345", free-text
 * cuisine from before the list), in KITCHEN_DETAIL_FIELDS order: what the dashboard asks an older kitchen once.
 * @param {{ phone?: unknown, area?: unknown, address?: unknown, cuisine?: unknown, cuisineOther?: unknown }} listing
 * @returns {import('../kitchen-details').KitchenDetailField[]}
 */
function missingKitchenDetails(listing) {
  /** @type {import('../kitchen-details').KitchenDetailField[]} */
  const missing = [];
  if (typeof listing.phone !== 'string' || !new RegExp(KITCHEN_PHONE_PATTERN).test(listing.phone)) missing.push('phone');
  if (!isAreaName(listing.area)) missing.push('area');
  const address = typeof listing.address === 'string' ? listing.address.trim() : '';
  if (address.length < KITCHEN_ADDRESS.min || address.length > KITCHEN_ADDRESS.max) missing.push('address');
  const other = typeof listing.cuisineOther === 'string' ? listing.cuisineOther.trim() : '';
  if (!isCuisine(listing.cuisine) || (listing.cuisine === 'other' && (!other || other.length > CUISINE_OTHER_MAX))) missing.push('cuisine');
  return missing;
}

/** @satisfies {typeof import('../kitchen-details')} */
const api = { KITCHEN_PHONE_PATTERN, FSSAI_PATTERN, KITCHEN_ADDRESS, KITCHEN_DETAIL_FIELDS, kitchenPhone, fssaiNumber, missingKitchenDetails };
module.exports = api;
