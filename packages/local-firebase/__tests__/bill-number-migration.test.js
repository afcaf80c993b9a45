'use strict';
/**
 * Bill numbers (issue 42): subscriptions created before them are numbered per kitchen in the order they were created,
 * after the kitchen's last number, and its counter moves to the last one, through the seed at every start,
 * `migrateBillNumbers` or `pnpm admin migrate-bill-numbers`; a second run changes nothing.
 */
const { migrateBillNumbers } = require('../src/bill-number-migration');
const { expectAdminRuns, ownerEmulator } = require('./helpers');

// the admin script runs as a child process (node start-up on a busy 2-core machine)
jest.setTimeout(60000);
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };

const db = ownerEmulator(/^bills-/);
const { owner } = db;

const sub = (providerId, createdAt, extra = {}) => ({ providerId, customerId: 'c1', planId: 'pl', createdAt, status: 'active', ...extra });
/** Kitchen k1: two older subscriptions and one numbered since (3, its counter); kitchen k2: two older ones, no counter. */
const BEFORE = {
  subscriptions: { b: sub('k1', 200), a: sub('k1', 100), n: sub('k1', 300, { billNo: 3 }), x: sub('k2', 50), y: sub('k2', 50) },
  billCounters: { k1: { n: 3, sub: 'n' } },
};

test('older subscriptions are numbered per kitchen by creation, after its last number; a second run changes nothing', async () => {
  const ns = 'bills-carry';
  const migrate = (dryRun = false) => migrateBillNumbers(db.emu.url, ns, OWNER, { dryRun });
  await owner(ns, 'PUT', '', BEFORE);
  // a dry run says what it would do and writes nothing
  expect(await migrate(true)).toEqual({ numbered: 4, kitchens: 2, written: false });
  expect(await owner(ns, 'GET', 'subscriptions/a/billNo')).toBeNull();
  expect(await migrate()).toEqual({ numbered: 4, kitchens: 2, written: true });
  const numbers = Object.fromEntries(Object.entries(await owner(ns, 'GET', 'subscriptions')).map(([id, s]) => [id, s.billNo]));
  expect(numbers).toEqual({ a: 4, b: 5, n: 3, x: 1, y: 2 });
  expect(await owner(ns, 'GET', 'billCounters')).toEqual({ k1: { n: 5, sub: 'b' }, k2: { n: 2, sub: 'y' } });
  expect((await migrate()).written).toBe(false);
});

test('pnpm admin migrate-bill-numbers (scripts/admin.mjs, run as a person would): what it would number, what it numbered, then nothing left', async () => {
  await owner('bills-admin', 'PUT', '', BEFORE);
  const dryRun = 'Would number 4 subscriptions of 2 kitchens.\nDry run: nothing was written.\n';
  await expectAdminRuns(db.emu, 'bills-admin', 'migrate-bill-numbers', [[['--dry-run'], dryRun], [[], 'Numbered 4 subscriptions of 2 kitchens.\n'],
    [[], 'Every subscription has its bill number: nothing to migrate.\n']]);
  expect(await owner('bills-admin', 'GET', 'billCounters/k2/n')).toBe(2);
});
