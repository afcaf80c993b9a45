'use strict';
/**
 * The rules matrices' shared harness: Google's @firebase/rules-unit-testing against this emulator and the generated
 * database.rules.json, every case from the same fixture (written with the rules disabled). A read or a denied write
 * leaves the data as it was, so the fixture is written again only after a case that may have changed it: a fresh
 * owner write per case is slow. One context per user for the whole file (one connection each).
 *
 * A case is [name, who, method, path, body, expected allowed, query]; a grouped case puts its group first
 * ([group, description, who, …]) and `grouped` turns it into a named one ("group: description").
 */
const fs = require('fs');
const path = require('path');
const { initializeTestEnvironment, assertSucceeds, assertFails } = require('@firebase/rules-unit-testing');
require('firebase/app').setLogLevel('silent');
const { startDatabaseEmulator } = require('../src');
const { monthLabel, monthStart, orderNumberOf, DELIVERY_FEE, boardKeyOf } = require('@thali/domain');
const { placeLine } = require('@thali/domain/address');
const { nextClaimTotals, claimTotalsOf, cancelledTotalsWrites } = require('@thali/domain/order-totals');

const RULES = path.resolve(__dirname, '../../../database.rules.json');
const PROJECT_ID = 'demo-thali';

/**
 * Registers the emulator, the test environment and the fixture around the file's tests.
 * @param {{ fixture: object, who: Record<string, string | null> }} options who: case name → uid (null: signed out)
 */
function rulesMatrix({ fixture, who }) {
  let emu;
  let env;
  let dirty = true;
  const contexts = new Map();
  /** The offset of the emulator's clock hook (server time − real time), kept to write timestamps the server accepts. */
  let clockOffset = 0;
  beforeAll(async () => {
    emu = await startDatabaseEmulator({ port: 0, rulesPath: RULES, namespaces: [PROJECT_ID] });
    env = await initializeTestEnvironment({ projectId: PROJECT_ID,
      database: { host: '127.0.0.1', port: emu.port, rules: fs.readFileSync(RULES, 'utf8') } });
  });
  afterAll(async () => {
    await env.cleanup();
    await emu.stop();
  });
  beforeEach(async () => {
    if (!dirty) return;
    await env.withSecurityRulesDisabled((ctx) => ctx.database().ref().set(fixture));
    dirty = false;
  });

  function db(name) {
    if (!contexts.has(name)) contexts.set(name, who[name] ? env.authenticatedContext(who[name]) : env.unauthenticatedContext());
    return contexts.get(name).database();
  }
  /** The request of a case, as the SDK makes it: GET → get (of a query when given), PUT → set, PATCH → update, DELETE → remove. */
  function run(name, method, p, body, query) {
    const ref = p ? db(name).ref(p) : db(name).ref();
    if (method === 'GET') return (query ? query(ref) : ref).get();
    dirty = true;
    body = atNow(body, serverNow());
    if (method === 'PUT') return ref.set(body);
    // issue 41: a write's number claims get their running totals, after the claim before them as stored now
    if (method === 'PATCH') return fillTotals(body, (n) => admin(async (d) => (await d.ref(`orderNumbers/${n}/totals`).get()).val())).then((b) => ref.update(b));
    if (method === 'DELETE') return ref.remove();
    throw new Error(`unknown method ${method}`);
  }
  /** Read or write with the rules disabled (the owner credential). */
  async function admin(fn) {
    dirty = true;
    let out;
    await env.withSecurityRulesDisabled(async (ctx) => { out = await fn(ctx.database()); });
    return out;
  }
  /** Moves the emulator's server time (`now`) by offsetMs: the admin-only test hook. */
  function clock(offsetMs) {
    clockOffset = offsetMs;
    return fetch(`${emu.url}/.test/clock?ns=${PROJECT_ID}`, { method: 'PUT',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ offsetMs }) });
  }
  /** One test per case: allowed ones must succeed, denied ones fail (and leave the fixture as it was). */
  function testCases(cases) {
    test.each(cases)('%s', async (...row) => {
      const [, name, method, p, body, expected, query] = row;
      if (expected) await assertSucceeds(run(name, method, p, body, query));
      else {
        await assertFails(run(name, method, p, body, query));
        dirty = false; // denied: nothing written
      }
    });
  }
  /**
   * `update` numbered with the month's next number (the counter read with the owner credential): for scenarios that
   * place several orders one after another.
   */
  async function numbered(update, month = monthLabel()) {
    const last = await admin(async (d) => (await d.ref(`orderCounters/${month}`).get()).val());
    return withOrderNumber(update, { seq: (last ?? 0) + 1, month });
  }
  /** The server's time now, as a client reads it (real time plus the clock hook's offset). */
  function serverNow() {
    return Date.now() + clockOffset;
  }
  /**
   * A grouped matrix's tests: one per case, and one that the matrix has at least `atLeast` cases with both outcomes in
   * every group (but the groups in `oneOutcome`), so a group that only allows (or only denies) shows.
   */
  function testMatrix(cases, { atLeast, oneOutcome = [] }) {
    testCases(grouped(cases));
    test(`the matrix has at least ${atLeast} cases, both outcomes in every group`, () => {
      expect(cases.length).toBeGreaterThanOrEqual(atLeast);
      expectBothOutcomes(cases, oneOutcome);
    });
  }
  return {
    numbered,
    /** A scenario's write by `who`, its orders numbered with the month's next number (scenarios place several in a row). */
    place: async (who, update) => run(who, 'PATCH', '', await numbered(update)),
    serverNow,
    get env() { return env; },
    get emu() { return emu; },
    db,
    run,
    admin,
    adminGet: (p) => admin(async (d) => (await d.ref(p).get()).val()),
    clock,
    testCases,
    testMatrix,
    /** The data may have changed outside `run` (e.g. a scenario's own SDK clients): write the fixture again. */
    markDirty: () => { dirty = true; },
  };
}

/** [group, description, …rest] → ['group: description', …rest] */
const grouped = (cases) => cases.map(([g, d, ...rest]) => [`${g}: ${d}`, ...rest]);

/** Every group of a grouped matrix holds both outcomes (an allow and a deny), except the groups named. */
function expectBothOutcomes(cases, except = []) {
  for (const g of new Set(cases.map((c) => c[0]))) {
    if (except.includes(g)) continue;
    const outcomes = new Set(cases.filter((c) => c[0] === g).map((c) => c[6]));
    expect([g, outcomes.size]).toEqual([g, 2]);
  }
}

/**
 * What a checkout adds to the write of its new orders (what the data package writes; issue 36, one number per order
 * since issue 37): the month's numbers `seq`, `seq` + 1, … on the orders of the write in their order, each claimed at
 * orderNumbers/{number} naming its order, and the month's counter moved to the last. Numbers or claims already in
 * `update` are replaced. A fixture without a counter takes seq 1. Each claim's running totals (issue 41) are TOTALS until
 * the write is sent (fillTotals: they need the orders' times, which atNow puts in, and the claim before).
 */
function withOrderNumber(update, { seq = 1, month = monthLabel(), by } = {}) {
  const u = Object.fromEntries(Object.entries(update).filter(([k]) => !/^order(Numbers|Counters)\//.test(k)));
  const orders = Object.keys(u).filter((k) => /^orders\/[^/]+$/.test(k) && u[k] && typeof u[k] === 'object');
  if (orders.length === 0) return u;
  orders.forEach((k, i) => {
    const number = orderNumberOf(month, seq + i);
    u[k] = { ...u[k], orderNumber: number };
    u[`orderNumbers/${number}`] = { by: by ?? u[k].userId, order: k.slice('orders/'.length), month, seq: seq + i, totals: TOTALS };
  });
  u[`orderCounters/${month}`] = seq + orders.length - 1;
  return u;
}

/** A claim's running totals, worked out when the write is sent (fillTotals). */
const TOTALS = '@totals';
/**
 * `body` with each claim's TOTALS replaced by its running totals (issue 41; @thali/domain/order-totals, as the data
 * package writes them): after the claim before the first (`readTotals(number)`: its stored totals), then each other.
 */
async function fillTotals(body, readTotals) {
  if (!body || typeof body !== 'object') return body;
  const claims = Object.entries(body).filter(([k, v]) => /^orderNumbers\/[^/]+$/.test(k) && v?.totals === TOTALS).sort(([, a], [, b]) => a.seq - b.seq);
  if (claims.length === 0) return body;
  const out = { ...body };
  let prev = claimTotalsOf(await readTotals(orderNumberOf(claims[0][1].month, claims[0][1].seq - 1)));
  for (const [k, c] of claims) {
    const o = out[`orders/${c.order}`] ?? {};
    // no order, or one without a number for its total or time (a case the rules refuse anyway): no totals either
    const { totals: _, ...bare } = c;
    if (typeof o.total !== 'number' || typeof o.timestamp !== 'number') { out[k] = bare; continue; }
    prev = nextClaimTotals(prev, { total: o.total, timestamp: o.timestamp });
    out[k] = { ...bare, totals: prev };
  }
  return out;
}

// ---- whole orders (issue 37): the records and writes of @thali/firebase-data, written out by hand ----

/**
 * A new order's timestamp is the client's reading of the server clock (ORDER_LIMITS.timestampSkewMs), and its boardKey
 * repeats it: cases write NOW_TS ('@now', or '@now+<ms>' / '@now-<ms>' for times around it) and the harness puts in the
 * server's time when the case runs (a matrix built at load time may run minutes later). A string holding '@now' among
 * other text (a boardKey) gets the same time.
 */
const NOW_TS = '@now';
function atNow(value, ts) {
  if (typeof value === 'string') {
    const m = /^@now([+-][0-9.]+)?$/.exec(value);
    if (m) return ts + Number(m[1] ?? 0);
    return value.replace(/@now([+-][0-9.]+)?/g, (_m, delta) => String(ts + Number(delta ?? 0)));
  }
  if (Array.isArray(value)) return value.map((v) => atNow(v, ts));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, atNow(v, ts)]));
  return value;
}

/** Without the keys whose value is undefined (to leave a field out of a record). */
const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Issue 40: the place the matrices' customers order to (the demo customer's), and a kitchen's areas that serve it. */
const HOME_PLACE = Object.freeze({ house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' });
const HOME_LINE = placeLine(HOME_PLACE);
/** A listing's deliversTo (issue 40) with the areas given (the value its approval gives: true for an approved kitchen). */
const deliversTo = (areas = [HOME_PLACE.area], approved = true) => Object.fromEntries(areas.map((a) => [a, approved]));

/**
 * A whole order of `lines` ([{ itemId, itemName, price, quantity, diet?, plateDay? }]): lines '0'…, lineCount,
 * itemsTotal (summed from 0 in line order, as the data package and the rules sum), the fee (DELIVERY_FEE), total and
 * boardKey follow from the rest. Issue 40: to `place` (HOME_PLACE unless given; its one line as `address` unless an
 * address is given) for `slotStart` (unless given: "as soon as possible", asap and slotStart = timestamp); the
 * boardKey files it by its slot. Fields given as undefined are left out (place: undefined, an order from before).
 */
function wholeOrder({ lines, fee = DELIVERY_FEE, status = 'pending', step = 'new', timestamp = NOW_TS, ...rest }) {
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const place = 'place' in rest ? rest.place : HOME_PLACE;
  const later = 'slotStart' in rest;
  const slotStart = later ? rest.slotStart : timestamp;
  const where = place ? { place, address: 'address' in rest ? rest.address : placeLine(place) } : {};
  const when = slotStart === undefined ? {} : { slotStart, asap: 'asap' in rest ? rest.asap : later ? undefined : true };
  return defined({ ...rest, ...where, ...when, lines: Object.fromEntries(lines.map((l, i) => [String(i), defined(l)])), lineCount: lines.length,
    itemsTotal, fee, total: itemsTotal + fee, status, step, timestamp,
    boardKey: boardKeyOf(rest.providerId, status, slotStart === undefined ? timestamp : slotStart) });
}

/**
 * The customer's write creating `entries` ([orderId, order] pairs, one order per kitchen as a checkout makes them):
 * the orders and, per kitchen, its stats in the same write (batch slot 0; the counters by the orders' totals; the
 * monthly figures restart when `stored[p]`'s monthStart is not the current month's), numbered from `seq`.
 * @param {Array<[string, any]>} entries
 * @param {{ stored?: Record<string, any>, seq?: number, month?: string, now?: number }} [options]
 */
function orderCreation(entries, { stored = {}, seq = 1, month, now = Date.now() } = {}) {
  const u = {};
  const current = monthStart(now);
  const byKitchen = new Map();
  for (const [oid, o] of entries) {
    u[`orders/${oid}`] = o;
    if (!byKitchen.has(o.providerId)) byKitchen.set(o.providerId, []);
    byKitchen.get(o.providerId).push([oid, o]);
  }
  for (const [p, list] of byKitchen) {
    const s = `stats/${p}`;
    const k = list.length;
    const amount = list.reduce((sum, [, o]) => sum + o.total, 0);
    const newMonth = stored[p]?.monthStart !== current;
    Object.assign(u, {
      [`${s}/totalOrders`]: inc(k), [`${s}/totalRevenue`]: inc(amount), [`${s}/pendingOrders`]: inc(k),
      [`${s}/monthlyOrders`]: newMonth ? k : inc(k), [`${s}/monthlyRevenue`]: newMonth ? amount : inc(amount),
      ...(newMonth ? { [`${s}/monthStart`]: current } : {}), [`${s}/event`]: 'created',
      [`${s}/batch`]: Object.fromEntries(list.map(([oid], i) => [String(i), oid])),
    });
    for (const [oid] of list) u[`${s}/applied/${oid}`] = 'created';
  }
  return withOrderNumber(u, { seq, month: month ?? monthLabel(now) });
}

/** The kitchen accepts order `oid`, ready by `readyBy` ('@now+<ms>': that long from the server's now). */
const acceptWrite = (oid, readyBy = '@now+2700000') => ({ [`orders/${oid}/step`]: 'accepted', [`orders/${oid}/acceptedAt`]: SV_TS,
  [`orders/${oid}/readyBy`]: readyBy });
/** The kitchen sends order `oid` on its way. */
const onTheWayWrite = (oid) => ({ [`orders/${oid}/step`]: 'on_the_way', [`orders/${oid}/onTheWayAt`]: SV_TS });
/**
 * The end of order `oid` (stored as `o`): completed ("Delivered") or cancelled, by `cancelledBy` with `reason`, its
 * boardKey, and its kitchen's stats (a cancel takes its total out of the revenues, and out of the month's when the order
 * is of the stored month `monthStartOf`). Undefined fields are left out.
 */
function settleWrite(oid, o, status, { cancelledBy, reason, monthStartOf = monthStart(Date.now()) } = {}) {
  const s = `stats/${o.providerId}`;
  return defined({
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: SV_TS, [`orders/${oid}/boardKey`]: boardKeyOf(o.providerId, status, o.slotStart ?? o.timestamp),
    [`orders/${oid}/cancelledBy`]: cancelledBy, [`orders/${oid}/cancelReason`]: reason,
    [`${s}/pendingOrders`]: inc(-1), [`${s}/${status}Orders`]: inc(1),
    ...(status === 'cancelled' ? { [`${s}/totalRevenue`]: inc(-o.total), [`${s}/monthlyRevenue`]: inc(o.timestamp >= monthStartOf ? -o.total : 0) } : {}),
    [`${s}/event`]: status, [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: status,
    // issue 41: a cancel moves the marketplace's cancelled totals of the order's day and month
    ...(status === 'cancelled' ? cancelledTotalsWrites(oid, o, inc) : {}),
  });
}

/**
 * Writes `build()` numbered with the month's next number read by `db` itself (signed in), and, while a write is
 * refused because another checkout took that number first, reads the counter again and retries (the data package's
 * loop). Any other refusal is thrown. NOW_TS in the write is the server's time by `now()` at each attempt.
 */
async function placeNumbered(db, build, { month = monthLabel(), attempts = 60, now = Date.now } = {}) {
  const read = async () => (await db.ref(`orderCounters/${month}`).get()).val() ?? 0;
  let last = await read();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.ref().update(await fillTotals(atNow(withOrderNumber(build(), { seq: last + 1, month }), now()),
        async (n) => (await db.ref(`orderNumbers/${n}/totals`).get()).val()));
    } catch (error) {
      const again = await read();
      if (again === last || attempt >= attempts) throw error;
      last = again;
    }
  }
}

/** orderByChild(child).equalTo(value) */
const q = (child, value) => (ref) => ref.orderByChild(child).equalTo(value);

const inc = (n) => ({ '.sv': { increment: n } });
const SV_TS = { '.sv': 'timestamp' };

module.exports = { HOME_PLACE, HOME_LINE, deliversTo, rulesMatrix, withOrderNumber, fillTotals, TOTALS, placeNumbered, NOW_TS, atNow, defined, wholeOrder, orderCreation, acceptWrite, onTheWayWrite, settleWrite, grouped, expectBothOutcomes, q, inc, SV_TS, RULES, PROJECT_ID, assertSucceeds, assertFails };
