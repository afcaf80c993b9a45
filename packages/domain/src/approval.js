// @ts-check
'use strict';
/**
 * Approving a kitchen (issue 40), written once for every writer: the data package's approveKitchen (an admin signed in
 * on hosted Firebase), `pnpm admin approve` (the emulator's owner credential) and the seed. An approval flip is one
 * multi-path write: `providers/{uid}/approved`, every area of `providers/{uid}/deliversTo` to the same value (a
 * listing's areas are true only while it is approved, so the area query finds listed kitchens only) and the root count
 * `listedKitchens` moved by one. The rules refuse any of the three without the others. Its own entry
 * (`@thali/domain/approval`): no page's first load carries it.
 */

/** The root path of the number of listed (approved) kitchens: public read, admin write. */
const LISTED_KITCHENS_PATH = /** @type {const} */ ('listedKitchens');

/**
 * The writes (paths from the database's root) that set a kitchen's approval; {} when it already has it.
 * @param {string} uid
 * @param {{ approved?: unknown, deliversTo?: unknown }} listing the listing as stored now
 * @param {unknown} listed `listedKitchens` as stored now (absent: 0)
 * @param {boolean} approved
 * @returns {Record<string, boolean | number>}
 */
function approvalWrites(uid, listing, listed, approved) {
  if ((listing.approved === true) === approved) return {};
  const count = typeof listed === 'number' && Number.isInteger(listed) && listed > 0 ? listed : 0;
  const areas = listing.deliversTo && typeof listing.deliversTo === 'object' ? Object.keys(listing.deliversTo) : [];
  return {
    [`providers/${uid}/approved`]: approved,
    ...Object.fromEntries(areas.map((area) => [`providers/${uid}/deliversTo/${area}`, approved])),
    [LISTED_KITCHENS_PATH]: Math.max(0, count + (approved ? 1 : -1)),
  };
}

/** @satisfies {typeof import('../approval')} */
const api = { LISTED_KITCHENS_PATH, approvalWrites };
module.exports = api;
