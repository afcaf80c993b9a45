// @ts-check
'use strict';
/**
 * Issue 40: where an order or a subscription goes, as fields (a "place") rather than one free-text box, so the
 * kitchen, the rules and the pages can tell which area and PIN code it is. Read by the data package (validation,
 * writes), the rules generator (database.rules.json checks the same shape and bounds) and the demo seed. Its own
 * entry (`@thali/domain/address`), like the areas list it builds on.
 */

/** The fields of a place (orders/{id}/place, subscriptions/{id}/place, users/{uid}/place), in form order. */
const PLACE_FIELDS = Object.freeze(/** @type {const} */ (['house', 'street', 'area', 'pin', 'landmark']));
/** Every field but the landmark. */
const PLACE_REQUIRED = Object.freeze(/** @type {const} */ (['house', 'street', 'area', 'pin']));
/** Characters of each text field, trimmed (the rules measure the stored, trimmed text). */
const PLACE_LIMITS = Object.freeze({ houseMax: 60, streetMin: 3, streetMax: 100, landmarkMax: 80 });
/** An Indian PIN code: six digits, the first not 0. */
const PIN_PATTERN = '^[1-9][0-9]{5}$';

/**
 * THE one readable line of a place: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022'. New orders and subscriptions
 * store it in their `address` (the rules compare it with the place), so every reader of `address` keeps working and
 * older records (address only) still display. The landmark is shown beside it, not in it.
 * @param {{ house: string, street: string, area: string, pin: string, landmark?: string }} place
 */
function placeLine(place) {
  return `${place.house}, ${place.street}, ${place.area}, Nagpur ${place.pin}`;
}

/** @satisfies {typeof import('../address')} */
const api = { PLACE_FIELDS, PLACE_REQUIRED, PLACE_LIMITS, PIN_PATTERN, placeLine };
module.exports = api;
