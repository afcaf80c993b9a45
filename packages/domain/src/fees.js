// @ts-check
'use strict';
/**
 * What a customer pays besides the dishes, on its own entry ('@thali/domain/fees'): the shell's basket totals need only
 * this, and the domain's main entry (plain CommonJS, so bundled whole) would add every list and table to the first load
 * of every page.
 */

/** Rupees: the delivery fee of every new order (one per kitchen per checkout), stored on the order and counted in its total. */
const DELIVERY_FEE = 40;

module.exports = { DELIVERY_FEE };
