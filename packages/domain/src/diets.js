// @ts-check
'use strict';
/**
 * The diet marks (a tiffin plan's, a menu item's), alone in their own module: @thali/ui's diet mark imports this file
 * only (`@thali/domain/diets`), so the UI package, shared on every page, does not carry a second copy of the whole
 * domain module beside the data package's.
 */
/** What a dish or a plan is, shown with the square-and-dot mark and its word (never colour alone). */
const DIETS = Object.freeze(/** @type {const} */ (['veg', 'egg', 'non-veg']));
const DIET_LABELS = Object.freeze(/** @type {const} */ ({ veg: 'Veg', egg: 'Egg', 'non-veg': 'Non-veg' }));

/** @satisfies {typeof import('../diets')} */
const api = { DIETS, DIET_LABELS };
module.exports = api;
