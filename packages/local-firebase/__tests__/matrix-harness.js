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
const { monthLabel, orderNumberOf } = require('@thali/domain');

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
    if (method === 'PUT') return ref.set(body);
    if (method === 'PATCH') return ref.update(body);
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
  return {
    numbered,
    get env() { return env; },
    get emu() { return emu; },
    db,
    run,
    admin,
    adminGet: (p) => admin(async (d) => (await d.ref(p).get()).val()),
    clock,
    testCases,
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
 * Issue 36: what a checkout adds to the write of its new orders (what the data package writes): the month's number
 * `seq` on every order of the write, its claim orderNumbers/{number} naming the first order, and the month's counter
 * moved to it. Numbers or claims already in `update` are replaced. A fixture without a counter takes seq 1.
 */
function withOrderNumber(update, { seq = 1, month = monthLabel(), by } = {}) {
  const u = Object.fromEntries(Object.entries(update).filter(([k]) => !/^order(Numbers|Counters)\//.test(k)));
  const orders = Object.keys(u).filter((k) => /^orders\/[^/]+$/.test(k) && u[k] && typeof u[k] === 'object');
  if (orders.length === 0) return u;
  const number = orderNumberOf(month, seq);
  for (const k of orders) u[k] = { ...u[k], orderNumber: number };
  u[`orderNumbers/${number}`] = { by: by ?? u[orders[0]].userId, order: orders[0].slice('orders/'.length), month, seq };
  u[`orderCounters/${month}`] = seq;
  return u;
}

/**
 * Writes `build()` numbered with the month's next number read by `db` itself (signed in), and, while a write is
 * refused because another checkout took that number first, reads the counter again and retries (the data package's
 * loop). Any other refusal is thrown.
 */
async function placeNumbered(db, build, { month = monthLabel(), attempts = 60 } = {}) {
  const read = async () => (await db.ref(`orderCounters/${month}`).get()).val() ?? 0;
  let last = await read();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.ref().update(withOrderNumber(build(), { seq: last + 1, month }));
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

module.exports = { rulesMatrix, withOrderNumber, placeNumbered, grouped, expectBothOutcomes, q, inc, SV_TS, RULES, PROJECT_ID, assertSucceeds, assertFails };
