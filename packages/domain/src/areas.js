// @ts-check
'use strict';
/**
 * The areas of Nagpur Thali delivers to, with their PIN codes: one list, fixed product facts. The delivery-areas page
 * and its PIN check, the kitchen's area at signup and in its profile, the areas a kitchen delivers to (issue 40), the
 * customer's "Deliver to" and delivery address, the rules generator (which writes the area names and their PIN codes
 * into database.rules.json) and the demo data all read it here. Its own entry (`@thali/domain/areas`), not part of the
 * package's main export, so only the pages that show or ask for an area bundle it; the areas' descriptions, which only
 * the delivery-areas page shows, are that page's texts in each language (static-content's catalogue), so this entry stays names and PIN codes.
 */

/** @type {readonly import('../areas').DeliveryArea[]} */
const DELIVERY_AREAS = Object.freeze(/** @type {const} */ ([
  { area: 'Hingna', zipCodes: ['440016', '440036'] },
  { area: 'Jaitala', zipCodes: ['440036'] },
  { area: 'Trimurti Nagar', zipCodes: ['440022'] },
  { area: 'Dharampeth', zipCodes: ['440010'] },
  { area: 'Sitabuldi', zipCodes: ['440012'] },
  { area: 'Manish Nagar', zipCodes: ['440015'] },
]).map((a) => Object.freeze({ area: a.area, zipCodes: Object.freeze([...a.zipCodes]) })));

/** The areas' names, in the list's order: what providers/{uid}/area and the keys of providers/{uid}/deliversTo may hold. */
const AREA_NAMES = Object.freeze(DELIVERY_AREAS.map((a) => a.area));

/** Every PIN code served, each once, in ascending order. */
const SERVED_ZIP_CODES = Object.freeze([...new Set(DELIVERY_AREAS.flatMap((a) => a.zipCodes))].sort());

/** An Indian PIN code: six digits, not starting with 0. */
const PIN_CODE = /^[1-9][0-9]{5}$/;

/**
 * The areas that serve a PIN code (exact match, already normalised).
 * @param {string} zip
 */
function areasForZip(zip) {
  return DELIVERY_AREAS.filter((a) => a.zipCodes.includes(zip));
}

/**
 * Whether `value` is one of the areas' names (exactly as the list writes it).
 * @param {unknown} value
 * @returns {value is import('../areas').AreaName}
 */
function isAreaName(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (AREA_NAMES).includes(value);
}

/**
 * The PIN codes of an area ([] for a name off the list).
 * @param {string} area
 * @returns {readonly string[]}
 */
function zipCodesOf(area) {
  return DELIVERY_AREAS.find((a) => a.area === area)?.zipCodes ?? [];
}

/**
 * Whether `zip` is one of the PIN codes of `area` (an address's PIN code must belong to its area).
 * @param {string} zip @param {string} area
 */
function isZipOfArea(zip, area) {
  return zipCodesOf(area).includes(zip);
}

/**
 * Where a customer wants its meals, from what it typed or chose: a 6-digit PIN code (spaces ignored, "440 010"; served
 * or not: a PIN no area has gets `areas: []`) or an area's name (any letter case, spaces collapsed); anything else null.
 * @param {string} text
 * @returns {import('../areas').DeliverTo | null}
 */
function resolveDeliverTo(text) {
  if (typeof text !== 'string') return null;
  const digits = text.replace(/\s+/g, '');
  if (PIN_CODE.test(digits)) return { kind: 'pin', pin: digits, areas: areasForZip(digits).map((a) => a.area) };
  const name = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const area = AREA_NAMES.find((a) => a.toLowerCase() === name);
  return area ? { kind: 'area', area, areas: [area] } : null;
}

/**
 * How a chosen place reads: its PIN code ('440010') or its area ('Dharampeth').
 * @param {import('../areas').DeliverTo} deliverTo
 */
function deliverToLabel(deliverTo) {
  return deliverTo.kind === 'pin' ? deliverTo.pin : deliverTo.area;
}

/** @satisfies {typeof import('../areas')} */
const api = { DELIVERY_AREAS, AREA_NAMES, SERVED_ZIP_CODES, areasForZip, isAreaName, zipCodesOf, isZipOfArea, resolveDeliverTo,
  deliverToLabel };
module.exports = api;
