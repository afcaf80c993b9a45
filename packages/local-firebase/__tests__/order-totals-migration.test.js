'use strict';
/**
 * The Overview's kept order totals (issue 41): claims made before them get their month's and day's running totals and
 * the orders cancelled before get their day's and month's cancelled totals, through the seed at every start,
 * `migrateOrderTotals` or `pnpm admin migrate-order-totals`; a second run changes nothing.
 */
const { DAY_MS, dayStart } = require('@thali/domain');
const { migrateOrderTotals } = require('../src/order-totals-migration');
const { expectAdminRuns, ownerEmulator } = require('./helpers');

// the admin script runs as a child process (node start-up on a busy 2-core machine)
jest.setTimeout(60000);
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
// 2026-11-20 12:00 IST and the day after
const T1 = Date.UTC(2026, 10, 20, 6, 30);
const T2 = T1 + DAY_MS;
const [D1, D2] = [dayStart(T1), dayStart(T2)];

const db = ownerEmulator(/^totals-/);
const { owner } = db;

const order = (n, total, timestamp, status = 'pending') => ({ orderNumber: `TH-2611-000${n}`, total, timestamp, status });
const claim = (n, id) => ({ by: 'c1', order: id, month: '2611', seq: n });
/** Four November orders over two days, the second cancelled; their claims from before the totals. */
const BEFORE = {
  orders: { a: order(1, 200, T1), b: order(2, 150, T1 + 1000, 'cancelled'), c: order(3, 300, T2), d: order(4, 50, T2 + 1000, 'completed') },
  orderNumbers: { 'TH-2611-0001': claim(1, 'a'), 'TH-2611-0002': claim(2, 'b'), 'TH-2611-0003': claim(3, 'c'), 'TH-2611-0004': claim(4, 'd') },
  orderCounters: { 2611: 4 },
};

test('each claim gets its running totals, each cancelled order its day\'s and month\'s; a second run changes nothing', async () => {
  const ns = 'totals-carry';
  await owner(ns, 'PUT', '', BEFORE);
  expect(await migrateOrderTotals(db.emu.url, ns, OWNER, { dryRun: true })).toEqual({ claims: 4, cancelledTotals: 2, written: false });
  expect(await owner(ns, 'GET', 'orderTotals')).toBeNull();
  expect(await migrateOrderTotals(db.emu.url, ns, OWNER)).toEqual({ claims: 4, cancelledTotals: 2, written: true });
  const totals = async (n) => (await owner(ns, 'GET', `orderNumbers/TH-2611-000${n}/totals`));
  expect(await totals(1)).toEqual({ monthValue: 200, day: D1, dayOrders: 1, dayValue: 200 });
  expect(await totals(2)).toEqual({ monthValue: 350, day: D1, dayOrders: 2, dayValue: 350 });
  // a new day starts its own figures; the month runs on
  expect(await totals(3)).toEqual({ monthValue: 650, day: D2, dayOrders: 1, dayValue: 300 });
  expect(await totals(4)).toEqual({ monthValue: 700, day: D2, dayOrders: 2, dayValue: 350 });
  expect(await owner(ns, 'GET', 'orderTotals')).toEqual({
    days: { [D1]: { cancelledOrders: 1, cancelledValue: 150, order: 'b' } },
    months: { 2611: { cancelledOrders: 1, cancelledValue: 150, order: 'b' } },
  });
  expect(await migrateOrderTotals(db.emu.url, ns, OWNER)).toEqual({ claims: 0, cancelledTotals: 0, written: false });
});

test('pnpm admin migrate-order-totals (scripts/admin.mjs, run as a person would): what it would set, what it set, then nothing left', async () => {
  const ns = 'totals-admin';
  await owner(ns, 'PUT', '', BEFORE);
  await expectAdminRuns(db.emu, ns, 'migrate-order-totals', [
    [['--dry-run'], 'Would give 4 order number claims running totals and would set 2 cancelled totals of a day or month.\nDry run: nothing was written.\n'],
    [[], 'Gave 4 order number claims running totals and set 2 cancelled totals of a day or month.\n'],
    [[], 'The kept order totals agree with the orders: nothing to migrate.\n'],
  ]);
  expect((await owner(ns, 'GET', 'orderNumbers/TH-2611-0004/totals')).monthValue).toBe(700);
});
