// @ts-check
'use strict';
/**
 * Bill numbers (issue 42; RULES.md, "Bill numbers"): each subscription's number with its kitchen (`billNo`), which a
 * bill's reference TH-B-YYMM-NNNN names so the kitchen can match a UPI payment to it. Since issue 42 a subscription
 * takes its kitchen's next number in its creation write (`billCounters/{pid}: { n, sub }`); the ones created before
 * have none. `migrateBillNumbers` numbers those, per kitchen in the order they were created (createdAt, then id), after
 * the kitchen's last number, and moves each kitchen's counter to its last one, in ONE multi-path update with the owner
 * credential; a database where every subscription has its number is left untouched, so a second run changes nothing.
 * The seed runs it at every start; `pnpm admin migrate-bill-numbers` runs it against any project, local or hosted.
 */

const { ownerRest } = require('./owner-rest');

/** @typedef {{ numbered: number, kitchens: number, written: boolean }} BillNumberMigration */

const isNumber = (/** @type {unknown} */ n) => typeof n === 'number' && Number.isInteger(n) && n >= 1;

/**
 * The multi-path update that numbers the subscriptions without a number (pure: no I/O).
 * @param {Record<string, any>} subscriptions `subscriptions/*`
 * @param {Record<string, any>} counters `billCounters/*` (null-safe)
 */
function billNumbersOf(subscriptions, counters) {
  /** @type {Record<string, unknown>} */
  const update = {};
  /** @type {Map<string, [string, any][]>} */
  const byKitchen = new Map();
  for (const [id, s] of Object.entries(subscriptions ?? {})) {
    if (!s || typeof s !== 'object' || typeof s.providerId !== 'string' || !s.providerId) continue;
    byKitchen.set(s.providerId, [...(byKitchen.get(s.providerId) ?? []), [id, s]]);
  }
  let numbered = 0;
  let kitchens = 0;
  for (const [pid, subs] of byKitchen) {
    const waiting = subs.filter(([, s]) => !isNumber(s.billNo))
      .sort(([a, x], [b, y]) => (Number(x.createdAt) || 0) - (Number(y.createdAt) || 0) || (a < b ? -1 : a > b ? 1 : 0));
    if (waiting.length === 0) continue;
    // after the last number given: the counter's, or any subscription's (a counter lost or never kept)
    let n = Math.max(isNumber(counters?.[pid]?.n) ? counters[pid].n : 0, ...subs.map(([, s]) => (isNumber(s.billNo) ? s.billNo : 0)));
    let last = '';
    for (const [id] of waiting) {
      n += 1;
      update[`subscriptions/${id}/billNo`] = n;
      last = id;
      numbered++;
    }
    update[`billCounters/${pid}`] = { n, sub: last };
    kitchens++;
  }
  return { update, numbered, kitchens };
}

/**
 * Numbers the subscriptions without a number (see above).
 * @param {string} dbUrl
 * @param {string} ns
 * @param {Record<string, string>} headers the owner credential
 * @param {{ dryRun?: boolean }} [opts]
 * @returns {Promise<BillNumberMigration>}
 */
async function migrateBillNumbers(dbUrl, ns, headers, { dryRun = false } = {}) {
  const { read, patch } = ownerRest(dbUrl, ns, headers, 'bill numbers migration');
  const [subscriptions, counters] = await Promise.all([read('subscriptions'), read('billCounters')]);
  const { update, numbered, kitchens } = billNumbersOf(subscriptions ?? {}, counters ?? {});
  if (dryRun || numbered === 0) return { numbered, kitchens, written: false };
  await patch(update);
  return { numbered, kitchens, written: true };
}

module.exports = { migrateBillNumbers, billNumbersOf };
