// @ts-check
'use strict';
/**
 * What the delivery-areas page says of each area. An entry of its own (`@thali/domain/area-descriptions`) so that the
 * pages which only need the areas' names and PIN codes (`@thali/domain/areas`: the storefront's "Deliver to", the
 * address forms) do not bundle these sentences.
 */
const { DELIVERY_AREAS } = require('./areas');

/** @type {Readonly<Record<import('../areas').AreaName, string>>} */
const AREA_DESCRIPTIONS = Object.freeze({
  Hingna:
    'The western edge of the city along Hingna Road, with the MIDC industrial estate, engineering colleges and student hostels. Popular for daily lunch and dinner tiffins.',
  Jaitala:
    'A quiet residential pocket off the Outer Ring Road near Trimurti Nagar, home to many families and professionals who work at MIHAN and the IT parks.',
  'Trimurti Nagar':
    'A busy neighbourhood on the Ring Road in south-west Nagpur, between Pratap Nagar and Khamla, with many home chefs cooking from their own kitchens.',
  Dharampeth:
    'One of Nagpur’s older neighbourhoods, around Gokulpeth Market and Shankar Nagar, with colleges, clinics and offices: a favourite for office lunches.',
  Sitabuldi:
    'The commercial heart of the city below Sitabuldi Fort, full of shops, offices and coaching classes. Meals are delivered straight to desks and counters.',
  'Manish Nagar':
    'A fast-growing residential area off Wardha Road in south Nagpur, near the airport, with new apartment blocks and plenty of working couples.',
});

/** @type {readonly import('../area-descriptions').DescribedArea[]} */
const DESCRIBED_AREAS = Object.freeze(DELIVERY_AREAS.map((a) => Object.freeze({ ...a, description: AREA_DESCRIPTIONS[a.area] })));

/** @satisfies {typeof import('../area-descriptions')} */
const api = { AREA_DESCRIPTIONS, DESCRIBED_AREAS };
module.exports = api;
