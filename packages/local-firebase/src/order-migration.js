// @ts-check
'use strict';
/**
 * Whole orders (issue 37; RULES.md, "Whole orders"): the migration of orders stored before, one record per line.
 *
 * Before issue 37 a checkout wrote one `orders/{id}` per basket line (`itemId`, `itemName`, `price`, `quantity` at the
 * top level), and the kitchen's stats counted lines. Now one order number of one kitchen is one record, its lines
 * inside, and stats count orders. `migrateOrders` turns the old records into whole orders, with the owner credential
 * (the seed runs it at every start, as it runs the review migration; `pnpm admin migrate-orders` runs it against any
 * project, local or hosted):
 *
 * - old records are grouped by customer, kitchen, order number (a record without one is its own group), status and
 *   placing time (a checkout's lines were written in one update, so they share the server's timestamp; two checkouts
 *   that drew the same random number before issue 36 stay two orders), at most 12 lines a group;
 * - each group becomes one order under its first line's id (lines sorted by time, then id: the order they were
 *   pushed in), `legacy: true`, `fee: 0` (no fee was stored), `itemsTotal == total ==` the lines' Σ price × quantity
 *   summed from line 0 (the float the rules compute), step `new` while pending, else the status's last step
 *   (`on_the_way` before delivered, `new` before a cancel), its `boardKey`, and the customer's name and mobile number
 *   when the profile has them; the other lines' records are removed;
 * - the kitchens touched get the counters that count orders (total, pending, completed, cancelled, this month's)
 *   recounted from their orders; revenues stay as they were (fee 0: the same amounts); `applied/{lineId}` markers
 *   become one `applied/{orderId}` per order (`created` while pending, else the status), and a `batch` naming a line
 *   names its order;
 * - whatever named a line now names its order: `reviewKeys/{uid}/{p}.order`, `orderNumbers/{n}.order` and
 *   `plates/{p}/{item}.order` (which also gains `line`, the key of that item's line in the order).
 *
 * Everything in ONE multi-path update; a database without old records is left untouched, so a second run changes
 * nothing.
 */
const { ORDER_STATUSES, MAX_LINES_PER_ORDER, boardKeyOf, parseMobile } = require('@thali/domain');

/** What the stats marker of an order says in each status. */
const MARKER = /** @type {const} */ ({ pending: 'created', completed: 'completed', cancelled: 'cancelled' });
/** The step an order of each status keeps (the step reached while pending; legacy orders had no steps). */
const LEGACY_STEP = /** @type {const} */ ({ pending: 'new', completed: 'on_the_way', cancelled: 'new' });
/** The stats counters that count orders (recounted); the revenues are amounts, unchanged by grouping lines. */
const ORDER_COUNTERS = /** @type {const} */ (['totalOrders', 'pendingOrders', 'completedOrders', 'cancelledOrders', 'monthlyOrders']);

/** A record of the old shape: a line at the top level, no `lines`. @param {unknown} o @returns {o is Record<string, any>} */
const isLegacyLine = (o) => !!o && typeof o === 'object' && typeof (/** @type {any} */ (o).itemId) === 'string'
  && !('lines' in o) && typeof (/** @type {any} */ (o).userId) === 'string' && typeof (/** @type {any} */ (o).providerId) === 'string';

/** The status an old record is counted under (anything else is read as pending, as the apps read it). @param {unknown} s */
const statusOf = (s) => (typeof s === 'string' && /** @type {readonly string[]} */ (ORDER_STATUSES).includes(s) ? /** @type {'pending' | 'completed' | 'cancelled'} */ (s) : 'pending');
const num = (/** @type {unknown} */ x) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

/**
 * @typedef {{ totalOrders: number, pendingOrders: number, completedOrders: number, cancelledOrders: number, monthlyOrders: number }} OrderCounts
 * @typedef {{ lines: number, orders: number, kitchens: Record<string, { before: Partial<OrderCounts>, after: OrderCounts, revenue: number }>,
 *   reviewKeys: number, plates: number, orderNumbers: number, written: boolean }} OrderMigration
 */

/**
 * Groups the old records into whole orders (pure: no I/O). `users` gives the customers' names and phones (only those
 * with old records are needed).
 * @param {Record<string, any>} orders every `orders/*` record
 * @param {Record<string, any>} users `users/{uid}` of the customers (may hold only name and phone)
 * @returns {{ id: string, lineIds: string[], order: Record<string, any> }[]}
 */
function wholeOrdersOf(orders, users) {
  const old = Object.entries(orders).filter(([, o]) => isLegacyLine(o));
  /** @type {Map<string, [string, Record<string, any>][]>} */
  const groups = new Map();
  for (const [id, o] of old) {
    const status = statusOf(o.status);
    const number = typeof o.orderNumber === 'string' && o.orderNumber ? o.orderNumber : `#${id}`;
    const key = JSON.stringify([o.userId, o.providerId, number, status, num(o.timestamp)]);
    groups.set(key, [...(groups.get(key) ?? []), [id, o]]);
  }
  /** @type {{ id: string, lineIds: string[], order: Record<string, any> }[]} */
  const result = [];
  for (const entries of groups.values()) {
    entries.sort(([a, x], [b, y]) => num(x.timestamp) - num(y.timestamp) || (a < b ? -1 : a > b ? 1 : 0));
    for (let start = 0; start < entries.length; start += MAX_LINES_PER_ORDER) {
      const chunk = entries.slice(start, start + MAX_LINES_PER_ORDER);
      const [[id, first]] = /** @type {[string, Record<string, any>][]} */ (chunk);
      const status = statusOf(first.status);
      /** @type {Record<string, Record<string, unknown>>} */
      const lines = {};
      let itemsTotal = 0;
      chunk.forEach(([, o], i) => {
        const price = num(o.price);
        const quantity = num(o.quantity);
        lines[String(i)] = { itemId: o.itemId, itemName: typeof o.itemName === 'string' ? o.itemName : '', price, quantity,
          ...(o.diet !== undefined ? { diet: o.diet } : {}), ...(o.plateDay !== undefined ? { plateDay: o.plateDay } : {}) };
        // line 0, 1, 2… summed from 0, as the rules and the data package sum them
        itemsTotal += price * quantity;
      });
      const timestamp = num(first.timestamp);
      // no fee was stored before issue 37: the customer paid the lines, and the kitchen's revenue counted them
      const fee = 0;
      const pick = (/** @type {string} */ f) => chunk.map(([, o]) => o[f]).find((v) => v !== undefined && v !== null);
      const updatedAts = chunk.map(([, o]) => o.updatedAt).filter((t) => typeof t === 'number');
      const profile = users[first.userId] ?? {};
      const customerName = typeof profile.name === 'string' && profile.name.trim() ? profile.name.slice(0, 100) : undefined;
      // the mobile as the rules store it (+91…), when the profile's phone is one (a landline or anything else: none)
      const customerPhone = parseMobile(profile.phone)?.e164;
      /** @type {Record<string, unknown>} */
      const order = {
        userId: first.userId, providerId: first.providerId,
        ...(typeof first.orderNumber === 'string' && first.orderNumber ? { orderNumber: first.orderNumber } : {}),
        lines, lineCount: chunk.length, itemsTotal, fee, total: itemsTotal + fee,
        status, step: LEGACY_STEP[status], timestamp,
        ...(status !== 'pending' && updatedAts.length > 0 ? { updatedAt: Math.max(...updatedAts) } : {}),
        ...(status === 'cancelled' && pick('cancelledBy') !== undefined ? { cancelledBy: pick('cancelledBy') } : {}),
        ...(pick('address') !== undefined ? { address: pick('address') } : {}),
        ...(pick('note') !== undefined ? { note: pick('note') } : {}),
        ...(customerName ? { customerName } : {}), ...(customerPhone ? { customerPhone } : {}),
        boardKey: boardKeyOf(first.providerId, status, timestamp),
        legacy: true,
      };
      result.push({ id, lineIds: chunk.map(([lineId]) => lineId), order });
    }
  }
  return result;
}

/**
 * Runs the migration against a database over REST. `dbUrl` is the database's origin (the emulator's
 * `http://127.0.0.1:9000`, or a hosted `https://<db>.firebasedatabase.app`); `ns` the namespace (`?ns=`; '' for a hosted
 * database, whose name is its host); `headers` carry the owner credential (`Authorization: Bearer owner` locally, an
 * OAuth2 access token of a project owner or service account when hosted). `dryRun` computes and reports, writes nothing.
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers @param {{ dryRun?: boolean }} [options]
 * @returns {Promise<OrderMigration>}
 */
async function migrateOrders(dbUrl, ns, headers, options = {}) {
  const query = ns ? `?ns=${encodeURIComponent(ns)}` : '';
  const read = async (/** @type {string} */ p) => {
    const r = await fetch(`${dbUrl}/${p}.json${query}`, { headers });
    if (!r.ok) throw new Error(`Database not reachable for the order migration: ${r.status} ${(await r.text()).slice(0, 200)}`);
    return /** @type {any} */ (await r.json());
  };
  /** @type {OrderMigration} */
  const result = { lines: 0, orders: 0, kitchens: {}, reviewKeys: 0, plates: 0, orderNumbers: 0, written: false };
  /** @type {Record<string, any>} */
  const orders = (await read('orders')) || {};
  const oldIds = Object.keys(orders).filter((id) => isLegacyLine(orders[id]));
  if (oldIds.length === 0) return result;

  // the customers' names and phones (two leaves each, not their baskets)
  const uids = [...new Set(oldIds.map((id) => /** @type {string} */ (orders[id].userId)))];
  /** @type {Record<string, { name?: unknown, phone?: unknown }>} */
  const users = {};
  for (let i = 0; i < uids.length; i += 20) {
    await Promise.all(uids.slice(i, i + 20).map(async (uid) => {
      const safe = encodeURIComponent(uid);
      const [name, phone] = await Promise.all([read(`users/${safe}/name`), read(`users/${safe}/phone`)]);
      users[uid] = { name, phone };
    }));
  }
  const migrated = wholeOrdersOf(orders, users);
  /** line id → its order's id, and the line's key in it */
  /** @type {Map<string, { id: string, line: string }>} */
  const lineOf = new Map();
  for (const m of migrated) m.lineIds.forEach((lineId, i) => lineOf.set(lineId, { id: m.id, line: String(i) }));

  /** @type {Record<string, unknown>} */
  const update = {};
  for (const m of migrated) {
    update[`orders/${m.id}`] = m.order;
    for (const lineId of m.lineIds.slice(1)) update[`orders/${lineId}`] = null;
  }

  // the kitchens' order counters, from their orders as they are after this write (whole orders already there count too)
  const after = { ...orders };
  for (const [p, v] of Object.entries(update)) {
    const id = p.slice('orders/'.length);
    if (v === null) delete after[id];
    else after[id] = v;
  }
  for (const providerId of new Set(migrated.map((m) => /** @type {string} */ (m.order.providerId)))) {
    /** @type {Record<string, any>} */
    const stats = (await read(`stats/${encodeURIComponent(providerId)}`)) || {};
    const own = Object.values(after).filter((o) => o && o.providerId === providerId);
    const monthStart = typeof stats.monthStart === 'number' ? stats.monthStart : null;
    /** @type {OrderCounts} */
    const counts = {
      totalOrders: own.length,
      pendingOrders: own.filter((o) => statusOf(o.status) === 'pending').length,
      completedOrders: own.filter((o) => statusOf(o.status) === 'completed').length,
      cancelledOrders: own.filter((o) => statusOf(o.status) === 'cancelled').length,
      // without a stored month there is no current month to count: the figure stays until the kitchen's next order
      monthlyOrders: monthStart === null ? num(stats.monthlyOrders) : own.filter((o) => num(o.timestamp) >= monthStart).length,
    };
    const s = `stats/${providerId}`;
    /** @type {Partial<OrderCounts>} */
    const before = {};
    for (const c of ORDER_COUNTERS) {
      if (stats[c] !== undefined) before[c] = stats[c];
      if (stats[c] !== counts[c]) update[`${s}/${c}`] = counts[c];
    }
    for (const m of migrated.filter((x) => x.order.providerId === providerId)) {
      const marker = MARKER[/** @type {'pending' | 'completed' | 'cancelled'} */ (m.order.status)];
      if (stats.applied?.[m.id] !== marker) update[`${s}/applied/${m.id}`] = marker;
      for (const lineId of m.lineIds.slice(1)) if (stats.applied?.[lineId] !== undefined) update[`${s}/applied/${lineId}`] = null;
    }
    // the last write's batch names its orders (one slot since issue 37)
    const batch = stats.batch && typeof stats.batch === 'object' ? stats.batch : null;
    if (batch && (Object.keys(batch).some((k) => k !== '0') || Object.values(batch).some((v) => lineOf.has(v) && lineOf.get(v)?.id !== v))) {
      const first = Object.values(batch)[0];
      update[`${s}/batch`] = { 0: lineOf.get(first)?.id ?? first };
    }
    result.kitchens[providerId] = { before, after: counts, revenue: num(stats.totalRevenue) };
  }

  // whatever named a line names its order
  /** @type {Record<string, Record<string, any>>} */
  const reviewKeys = (await read('reviewKeys')) || {};
  for (const [uid, byKitchen] of Object.entries(reviewKeys)) {
    for (const [p, record] of Object.entries(byKitchen || {})) {
      const to = lineOf.get(record?.order);
      if (to && to.id !== record.order) {
        update[`reviewKeys/${uid}/${p}/order`] = to.id;
        result.reviewKeys += 1;
      }
    }
  }
  /** @type {Record<string, any>} */
  const numbers = (await read('orderNumbers')) || {};
  for (const [n, claim] of Object.entries(numbers)) {
    const to = lineOf.get(claim?.order);
    if (to && to.id !== claim.order) {
      update[`orderNumbers/${n}/order`] = to.id;
      result.orderNumbers += 1;
    }
  }
  /** @type {Record<string, Record<string, any>>} */
  const plates = (await read('plates')) || {};
  for (const [p, byItem] of Object.entries(plates)) {
    for (const [itemId, count] of Object.entries(byItem || {})) {
      const to = lineOf.get(count?.order);
      if (!to) continue;
      const m = migrated.find((x) => x.id === to.id);
      const line = Object.entries(m?.order.lines ?? {}).find(([, l]) => l.itemId === itemId)?.[0] ?? to.line;
      update[`plates/${p}/${itemId}/order`] = to.id;
      update[`plates/${p}/${itemId}/line`] = line;
      result.plates += 1;
    }
  }

  result.lines = oldIds.length;
  result.orders = migrated.length;
  if (options.dryRun) return result;
  const w = await fetch(`${dbUrl}/.json${query}`, { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Order migration failed: ${w.status} ${(await w.text()).slice(0, 200)}`);
  result.written = true;
  return result;
}

module.exports = { migrateOrders, wholeOrdersOf, isLegacyLine };
