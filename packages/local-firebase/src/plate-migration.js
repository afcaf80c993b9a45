// @ts-check
'use strict';
/**
 * Plate counts by day (issue 40; RULES.md, "Where and when"): the carry-over of the counts kept before.
 *
 * Before issue 40 a kitchen's limited dish had one count, `plates/{p}/{item}: { day, sold, order, line }` (the plates
 * sold on `day`, today's). Now each day has its own, `plateCounts/{p}/{dayStart}/{item}: { sold, order, line }`, and
 * the rules no longer read `plates/`. Without this carry-over, the day the new rules go live would start from 0 (a
 * kitchen could sell its limit twice that day), and a cancel of an order placed before would give its plates back to a
 * count that never held them (below what was sold, or refused at 0, so the cancel itself would fail).
 *
 * `migratePlates` moves each old count of today or yesterday (an order of yesterday may still be cancelled) into its
 * day's new count, ADDED to what orders placed since the cutover have counted there (a server increment, so an order
 * racing the migration keeps its plates), and removes the old tree, all in ONE multi-path update with the owner
 * credential. Older counts are dropped (nothing can give plates back to them). A database without `plates/` is left
 * untouched, so a second run changes nothing. The seed runs it at every start; `pnpm admin migrate-plates` runs it
 * against any project, local or hosted, right after deploying issue 40's rules.
 */
const { dayStart, DAY_MS } = require('@thali/domain');

/** @typedef {{ counts: number, carried: number, dropped: number, written: boolean }} PlateMigration */

/** @param {unknown} x */
const count = (x) => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : 0);

/**
 * The multi-path update that carries `plates` (the old tree) into `plateCounts` (the new one, for the days it
 * touches), seen at `now` (pure: no I/O).
 * @param {Record<string, Record<string, any>>} plates `plates/*`
 * @param {Record<string, Record<string, Record<string, any>>>} existing `plateCounts/*` (null-safe)
 * @param {number} now
 */
function plateCarryOf(plates, existing, now) {
  const today = dayStart(now);
  /** @type {Record<string, unknown>} */
  const update = {};
  let counts = 0;
  let carried = 0;
  for (const [p, items] of Object.entries(plates ?? {})) {
    update[`plates/${p}`] = null;
    for (const [item, old] of Object.entries(items && typeof items === 'object' ? items : {})) {
      counts++;
      const sold = count(old?.sold);
      const day = typeof old?.day === 'number' ? dayStart(old.day) : NaN;
      if (!sold || !(day === today || day === today - DAY_MS)) continue;
      carried++;
      const path = `plateCounts/${p}/${day}/${item}`;
      update[`${path}/sold`] = { '.sv': { increment: sold } };
      // the order that moved it last: a count started since the cutover keeps its own
      if (!existing?.[p]?.[day]?.[item]) {
        if (typeof old.order === 'string') update[`${path}/order`] = old.order;
        if (typeof old.line === 'string') update[`${path}/line`] = old.line;
      }
    }
  }
  return { update, counts, carried, dropped: counts - carried };
}

/**
 * Carries the old plate counts into the per-day ones (see above).
 * @param {string} dbUrl
 * @param {string} ns
 * @param {Record<string, string>} headers the owner credential
 * @param {{ dryRun?: boolean, now?: number }} [opts]
 * @returns {Promise<PlateMigration>}
 */
async function migratePlates(dbUrl, ns, headers, { dryRun = false, now = Date.now() } = {}) {
  const query = ns ? `?ns=${encodeURIComponent(ns)}` : '';
  /** @returns {Promise<any>} */
  const read = async (/** @type {string} */ path) => {
    const r = await fetch(`${dbUrl}/${path}.json${query}`, { headers });
    if (!r.ok) throw new Error(`Database not reachable for the plate migration: ${r.status}`);
    return r.json();
  };
  const plates = await read('plates');
  if (!plates || typeof plates !== 'object') return { counts: 0, carried: 0, dropped: 0, written: false };
  const { update, counts, carried, dropped } = plateCarryOf(plates, (await read('plateCounts')) ?? {}, now);
  if (dryRun) return { counts, carried, dropped, written: false };
  const w = await fetch(`${dbUrl}/.json${query}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Plate migration failed: ${w.status} ${await w.text()}`);
  return { counts, carried, dropped, written: true };
}

module.exports = { migratePlates, plateCarryOf };
