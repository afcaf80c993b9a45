// @ts-check
'use strict';
/**
 * The marketplace's order figures (issue 41, the operations Overview), written once for the rules generator, the data
 * package, the migration, the test harness and the bench. Kept totals, so no page reads all orders:
 *
 * - each order number's claim carries the running totals of its month and day, `orderNumbers/{number}/totals:
 *   { monthValue, day, dayOrders, dayValue }`, each checked by the rules against the claim before it (in the same
 *   write or earlier) and the order created with it. The month's last claim (its number is the counter) holds the
 *   month's value and the figures of its day.
 * - each cancel moves `orderTotals/days/{dayStart}` and `orderTotals/months/{YYMM}`:
 *   `{ cancelledOrders, cancelledValue, order }` (the day and month of the order's placing) in the write that cancels
 *   the order, which `order` names.
 */
const { dayStart } = require('./month');

/** orderNumbers/{number}/totals. */
const CLAIM_TOTALS_FIELDS = Object.freeze(/** @type {const} */ (['monthValue', 'day', 'dayOrders', 'dayValue']));
/** orderTotals/days/{dayStart} and orderTotals/months/{YYMM}. */
const CANCELLED_TOTALS_FIELDS = Object.freeze(/** @type {const} */ (['cancelledOrders', 'cancelledValue', 'order']));

/**
 * The totals of a claim whose order is `order` (its total and its time), after the claim before it (`prev`: its
 * totals; null for the month's first number, or a claim from before these totals, where the running figures start
 * again).
 * @param {{ monthValue: number, day: number, dayOrders: number, dayValue: number } | null | undefined} prev
 * @param {{ total: number, timestamp: number }} order
 */
function nextClaimTotals(prev, order) {
  const day = dayStart(order.timestamp);
  if (!prev) return { monthValue: order.total, day, dayOrders: 1, dayValue: order.total };
  const sameDay = prev.day === day;
  return {
    monthValue: prev.monthValue + order.total,
    day,
    dayOrders: sameDay ? prev.dayOrders + 1 : 1,
    dayValue: sameDay ? prev.dayValue + order.total : order.total,
  };
}

/** A claim's totals as stored (null when absent or not of this shape: a claim from before them). */
function claimTotalsOf(/** @type {unknown} */ x) {
  const t = /** @type {Record<string, unknown> | null} */ (x && typeof x === 'object' ? x : null);
  if (!t || !CLAIM_TOTALS_FIELDS.every((f) => typeof t[f] === 'number')) return null;
  return { monthValue: Number(t.monthValue), day: Number(t.day), dayOrders: Number(t.dayOrders), dayValue: Number(t.dayValue) };
}

/** The YYMM of an order number (TH-YYMM-NNNN), or null. */
function monthOfOrderNumber(/** @type {unknown} */ number) {
  const m = typeof number === 'string' ? /^TH-([0-9]{4})-/.exec(number) : null;
  return m ? /** @type {string} */ (m[1]) : null;
}

/**
 * The paths a cancel of `order` moves (for the same multi-path update as its flip to cancelled), as server increments
 * (`increment`: the SDK's or the REST `{ '.sv': { increment } }`): its day's and, when it has a number, its month's
 * cancelled totals, each naming the order.
 * @template I
 * @param {string} orderId
 * @param {{ total: number, timestamp: number, orderNumber?: string }} order
 * @param {(n: number) => I} increment
 */
function cancelledTotalsWrites(orderId, order, increment) {
  /** @type {Record<string, unknown>} */
  const writes = {};
  const month = monthOfOrderNumber(order.orderNumber);
  for (const key of [`days/${dayStart(order.timestamp)}`, ...(month ? [`months/${month}`] : [])]) {
    writes[`orderTotals/${key}/cancelledOrders`] = increment(1);
    writes[`orderTotals/${key}/cancelledValue`] = increment(order.total);
    writes[`orderTotals/${key}/order`] = orderId;
  }
  return writes;
}

/**
 * Active tiffin subscriptions across the marketplace (issue 41): `subscriptionTotals: { active, plan }`, moved with
 * each plan's `seatsTaken` in the same write, by the same +1 (a subscription starts) or −1 (it is cancelled), naming
 * the plan. "Active" is what holds a seat: status `active`, until cancelled (by its customer or kitchen).
 * @template I
 * @param {string} planId
 * @param {1 | -1} delta
 * @param {(n: number) => I} increment
 */
function seatTotalsWrites(planId, delta, increment) {
  return { 'subscriptionTotals/active': increment(delta), 'subscriptionTotals/plan': planId };
}
/** subscriptionTotals. */
const SEAT_TOTALS_FIELDS = Object.freeze(/** @type {const} */ (['active', 'plan']));

/** The declared types: a value that disagrees with ../order-totals.d.ts does not typecheck. @satisfies {typeof import('../order-totals')} */
const api = { CLAIM_TOTALS_FIELDS, CANCELLED_TOTALS_FIELDS, nextClaimTotals, claimTotalsOf, monthOfOrderNumber, cancelledTotalsWrites,
  seatTotalsWrites, SEAT_TOTALS_FIELDS };
module.exports = api;
