// @ts-check
'use strict';
/**
 * The areas of Nagpur Thali delivers to, with their PIN codes: one list, fixed product facts. The delivery-areas page
 * and its PIN check, the kitchen's area at signup and in its profile, and the rules generator (which writes the area
 * names into database.rules.json) all read it here. Its own entry (`@thali/domain/areas`), not part of the package's
 * main export, so only the pages that show or ask for an area bundle it.
 */

/** @type {readonly import('../areas').DeliveryArea[]} */
const DELIVERY_AREAS = Object.freeze([
  {
    area: 'Hingna',
    description:
      'The western edge of the city along Hingna Road, with the MIDC industrial estate, engineering colleges and student hostels. Popular for daily lunch and dinner tiffins.',
    zipCodes: ['440016', '440036'],
  },
  {
    area: 'Jaitala',
    description:
      'A quiet residential pocket off the Outer Ring Road near Trimurti Nagar, home to many families and professionals who work at MIHAN and the IT parks.',
    zipCodes: ['440036'],
  },
  {
    area: 'Trimurti Nagar',
    description:
      'A busy neighbourhood on the Ring Road in south-west Nagpur, between Pratap Nagar and Khamla, with many home chefs cooking from their own kitchens.',
    zipCodes: ['440022'],
  },
  {
    area: 'Dharampeth',
    description:
      'One of Nagpur’s older neighbourhoods, around Gokulpeth Market and Shankar Nagar, with colleges, clinics and offices: a favourite for office lunches.',
    zipCodes: ['440010'],
  },
  {
    area: 'Sitabuldi',
    description:
      'The commercial heart of the city below Sitabuldi Fort, full of shops, offices and coaching classes. Meals are delivered straight to desks and counters.',
    zipCodes: ['440012'],
  },
  {
    area: 'Manish Nagar',
    description:
      'A fast-growing residential area off Wardha Road in south Nagpur, near the airport, with new apartment blocks and plenty of working couples.',
    zipCodes: ['440015'],
  },
].map((a) => Object.freeze({ ...a, zipCodes: Object.freeze(a.zipCodes) })));

/** The areas' names, in the list's order: what providers/{uid}/area may hold. */
const AREA_NAMES = Object.freeze(DELIVERY_AREAS.map((a) => a.area));

/** Every PIN code served, each once, in ascending order. */
const SERVED_ZIP_CODES = Object.freeze([...new Set(DELIVERY_AREAS.flatMap((a) => a.zipCodes))].sort());

/**
 * The areas that serve a PIN code (exact match, already normalised).
 * @param {string} zip
 */
function areasForZip(zip) {
  return DELIVERY_AREAS.filter((a) => a.zipCodes.includes(zip));
}

/**
 * Whether `value` is one of the areas' names.
 * @param {unknown} value
 * @returns {value is string}
 */
function isAreaName(value) {
  return typeof value === 'string' && AREA_NAMES.includes(value);
}

/**
 * The PIN codes of an area ([] for a name that is no area's).
 * @param {string} area
 * @returns {readonly string[]}
 */
function zipCodesOf(area) {
  return DELIVERY_AREAS.find((a) => a.area === area)?.zipCodes ?? [];
}

/**
 * Whether `zip` is one of `area`'s PIN codes.
 * @param {string} zip
 * @param {string} area
 */
function isZipOfArea(zip, area) {
  return zipCodesOf(area).includes(zip);
}

/**
 * Where a customer wants their food: a 6-digit PIN code (served or not: an unserved one has no areas) or an area's
 * name (any case); anything else is null.
 * @param {string} text
 * @returns {import('../areas').DeliverTo | null}
 */
function resolveDeliverTo(text) {
  const value = typeof text === 'string' ? text.trim() : '';
  if (/^[1-9][0-9]{5}$/.test(value)) return { kind: 'pin', pin: value, areas: areasForZip(value).map((a) => a.area) };
  const area = AREA_NAMES.find((name) => name.toLowerCase() === value.toLowerCase());
  return area ? { kind: 'area', area, areas: [area] } : null;
}

/**
 * How a choice is shown and stored: '440010' or 'Dharampeth'.
 * @param {import('../areas').DeliverTo} deliverTo
 */
function deliverToLabel(deliverTo) {
  return deliverTo.kind === 'pin' ? deliverTo.pin : deliverTo.area;
}

/** @satisfies {typeof import('../areas')} */
const api = { DELIVERY_AREAS, AREA_NAMES, SERVED_ZIP_CODES, areasForZip, isAreaName, zipCodesOf, isZipOfArea, resolveDeliverTo, deliverToLabel };
module.exports = api;
