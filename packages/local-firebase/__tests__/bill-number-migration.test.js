'use strict';
/**
 * Bill numbers (issue 42): subscriptions created before them are numbered per kitchen in the order they were created,
 * after the kitchen's last number, and its counter moves to the last one, through the seed at every start,
 * `migrateBillNumbers` or `pnpm admin migrate-bill-numbers`; a second run changes nothing.
 */
const { startDatabaseEmulator, DEFAULT_RULES } = require('../src');
const { migrateBillNumbers } = require('../src/bill-number-migration');
const { runAdminScript } = require('./helpers');

// the admin script runs as a child process (node start-up on a busy 2-core machine)
jest.setTimeout(60000);
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

let emu;
beforeAll(async () => { emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null, namespaces: /^bills-/ }); });
afterAll(() => emu.stop());

/** The owner's REST request on namespace `ns` (the JSON answer of a read). */
const owner = async (ns, method, p = '', body = undefined) => {
  const r = await fetch(`${emu.url}/${p}.json?ns=${ns}`, { method, headers: OWNER, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(r.ok).toBe(true);
  return r.json();
};

const sub = (providerId, createdAt, extra = {}) => ({ providerId, customerId: 'c1', planId: 'pl', createdAt, status: 'active', ...extra });
/** Kitchen k1: two older subscriptions and one numbered since (3, its counter); kitchen k2: two older ones, no counter. */
const BEFORE = {
  subscriptions: { b: sub('k1', 200), a: sub('k1', 100), n: sub('k1', 300, { billNo: 3 }), x: sub('k2', 50), y: sub('k2', 50) },
  billCounters: { k1: { n: 3, sub: 'n' } },
};

test('older subscriptions are numbered per kitchen by creation, after its last number; a second run changes nothing', async () => {
  const ns = 'bills-carry';
  await owner(ns, 'PUT', '', BEFORE);
  expect(await migrateBillNumbers(emu.url, ns, OWNER, { dryRun: true })).toEqual({ numbered: 4, kitchens: 2, written: false });
  expect(await owner(ns, 'GET', 'subscriptions/a/billNo')).toBeNull();
  expect(await migrateBillNumbers(emu.url, ns, OWNER)).toEqual({ numbered: 4, kitchens: 2, written: true });
  const numbers = Object.fromEntries(Object.entries(await owner(ns, 'GET', 'subscriptions')).map(([id, s]) => [id, s.billNo]));
  expect(numbers).toEqual({ a: 4, b: 5, n: 3, x: 1, y: 2 });
  expect(await owner(ns, 'GET', 'billCounters')).toEqual({ k1: { n: 5, sub: 'b' }, k2: { n: 2, sub: 'y' } });
  expect(await migrateBillNumbers(emu.url, ns, OWNER)).toEqual({ numbered: 0, kitchens: 0, written: false });
});

test('pnpm admin migrate-bill-numbers (scripts/admin.mjs, run as a person would): what it would number, what it numbered, then nothing left', async () => {
  const ns = 'bills-admin';
  await owner(ns, 'PUT', '', BEFORE);
  const printed = [
    [['--dry-run'], 'Would number 4 subscriptions of 2 kitchens.\nDry run: nothing was written.\n'],
    [[], 'Numbered 4 subscriptions of 2 kitchens.\n'],
    [[], 'Every subscription has its bill number: nothing to migrate.\n'],
  ];
  for (const [flags, stdout] of printed) {
    expect(await runAdminScript({ port: emu.port, ns }, ['migrate-bill-numbers', ...flags])).toEqual({ code: 0, stderr: '', stdout });
  }
  expect(await owner(ns, 'GET', 'billCounters/k2/n')).toBe(2);
});
