// @ts-check
'use strict';
/**
 * The Overview's kept order totals (issue 41; RULES.md, "Order figures"): the carry-over of the orders placed before.
 *
 * Since issue 41 each order number's claim carries the running totals of its month and day
 * (`orderNumbers/{n}/totals`), and each cancel moves `orderTotals/{days|months}/{key}`. Claims made before lack the
 * totals (the rules let the next claim start them again, so the month's value would count only what came after), and
 * the orders cancelled before are in no cancelled total. `migrateOrderTotals` works every month's chain out again
 * from its orders, in number order, and the cancelled totals from the cancelled orders, and writes what differs, in ONE
 * multi-path update with the owner credential; a database already consistent is left untouched, so a second run
 * changes nothing. It also sets the active tiffin subscriptions' count (`subscriptionTotals/active`) to the plans' seats
 * when it differs (subscriptions started before it). The seed runs it at every start; `pnpm admin migrate-order-totals` runs it against any project,
 * local or hosted, right after deploying issue 41's rules (a checkout racing it may need a retry).
 */
const { dayStart } = require('@thali/domain');
const { nextClaimTotals, claimTotalsOf, monthOfOrderNumber } = require('@thali/domain/order-totals');
const { ownerRest } = require('./owner-rest');

/** @typedef {{ claims: number, cancelledTotals: number, written: boolean }} OrderTotalsMigration */

const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The multi-path update that makes the kept totals agree with the orders (pure: no I/O).
 * @param {Record<string, any>} claims `orderNumbers/*`
 * @param {Record<string, any>} orders `orders/*`
 * @param {Record<string, any>} kept `orderTotals` (null-safe)
 */
function orderTotalsOf(claims, orders, kept) {
  /** @type {Record<string, unknown>} */
  const update = {};
  let fixedClaims = 0;
  /** @type {Map<string, [string, any][]>} */
  const byMonth = new Map();
  for (const [n, c] of Object.entries(claims ?? {})) {
    if (!c || typeof c !== 'object' || typeof c.seq !== 'number' || typeof c.month !== 'string') continue;
    byMonth.set(c.month, [...(byMonth.get(c.month) ?? []), [n, c]]);
  }
  for (const list of byMonth.values()) {
    /** @type {ReturnType<typeof nextClaimTotals> | null} */
    let prev = null;
    let seq = 0;
    for (const [n, c] of list.sort(([, a], [, b]) => a.seq - b.seq)) {
      const o = orders?.[c.order];
      // a gap in the numbers, or a claim without its order: the chain starts again after it (as the rules let it)
      if (c.seq !== seq + 1) prev = null;
      seq = c.seq;
      if (!o || typeof o.total !== 'number' || typeof o.timestamp !== 'number') { prev = null; continue; }
      const totals = nextClaimTotals(prev, o);
      if (!same(claimTotalsOf(c.totals), totals)) { update[`orderNumbers/${n}/totals`] = totals; fixedClaims++; }
      prev = totals;
    }
  }
  /** @type {Record<string, { cancelledOrders: number, cancelledValue: number, order: string }>} */
  const cancelled = {};
  for (const [id, o] of Object.entries(orders ?? {})) {
    if (o?.status !== 'cancelled' || typeof o.total !== 'number' || typeof o.timestamp !== 'number') continue;
    const month = monthOfOrderNumber(o.orderNumber);
    for (const key of [`days/${dayStart(o.timestamp)}`, ...(month ? [`months/${month}`] : [])]) {
      const t = (cancelled[key] ??= { cancelledOrders: 0, cancelledValue: 0, order: id });
      t.cancelledOrders += 1;
      t.cancelledValue += o.total;
    }
  }
  let fixedTotals = 0;
  for (const [key, t] of Object.entries(cancelled)) {
    const [kind, k] = key.split('/');
    const now = kept?.[/** @type {string} */ (kind)]?.[/** @type {string} */ (k)];
    if (now?.cancelledOrders === t.cancelledOrders && now?.cancelledValue === t.cancelledValue) continue;
    update[`orderTotals/${key}`] = { ...t, order: typeof now?.order === 'string' ? now.order : t.order };
    fixedTotals++;
  }
  return { update, claims: fixedClaims, cancelledTotals: fixedTotals };
}

/**
 * The active subscriptions' count (issue 41, `subscriptionTotals/active`) as the plans' seats hold it (every seat is
 * an active subscription's), when it differs; the plan it names is kept (or the first plan).
 * @param {Record<string, any>} plans `plans/*` @param {Record<string, any>} kept `subscriptionTotals`
 */
function seatTotalsOf(plans, kept) {
  const entries = Object.entries(plans ?? {});
  const active = entries.reduce((sum, [, p]) => sum + (typeof p?.seatsTaken === 'number' ? p.seatsTaken : 0), 0);
  if (!entries.length || kept?.active === active) return {};
  return { subscriptionTotals: { active, plan: typeof kept?.plan === 'string' ? kept.plan : entries[0]?.[0] } };
}

/**
 * Makes the kept order totals agree with the orders (see above).
 * @param {string} dbUrl
 * @param {string} ns
 * @param {Record<string, string>} headers the owner credential
 * @param {{ dryRun?: boolean }} [opts]
 * @returns {Promise<OrderTotalsMigration>}
 */
async function migrateOrderTotals(dbUrl, ns, headers, { dryRun = false } = {}) {
  const { read, patch } = ownerRest(dbUrl, ns, headers, 'order totals migration');
  const [claims, orders, kept, plans, seats] = await Promise.all([read('orderNumbers'), read('orders'), read('orderTotals'), read('plans'), read('subscriptionTotals')]);
  const { update: orderUpdate, claims: fixedClaims, cancelledTotals } = orderTotalsOf(claims ?? {}, orders ?? {}, kept ?? {});
  const update = { ...orderUpdate, ...seatTotalsOf(plans ?? {}, seats) };
  if (dryRun || Object.keys(update).length === 0) return { claims: fixedClaims, cancelledTotals, written: false };
  await patch(update);
  return { claims: fixedClaims, cancelledTotals, written: true };
}

module.exports = { migrateOrderTotals, orderTotalsOf, seatTotalsOf };
