'use strict';
/**
 * The plate carry-over (issue 40): the one-day counts kept before (plates/{p}/{item}) move into the counts by day
 * (plateCounts/{p}/{day}/{item}), ADDED to what orders placed since counted there, through the seed at the next start,
 * `migratePlates` or `pnpm admin migrate-plates`; older days are dropped; a second run changes nothing.
 */
const { DAY_MS, dayStart } = require('@thali/domain');
const { startDatabaseEmulator, DEFAULT_RULES } = require('../src');
const { migratePlates } = require('../src/plate-migration');
const { runAdminScript } = require('./helpers');

// the admin script runs as a child process (node start-up on a busy 2-core machine)
jest.setTimeout(60000);
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const NOW = Date.now();
const TODAY = dayStart(NOW);
const YESTERDAY = TODAY - DAY_MS;

let emu;
beforeAll(async () => { emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null, namespaces: /^plates-/ }); });
afterAll(() => emu.stop());

const url = (ns, p) => `${emu.url}/${p}.json?ns=${ns}`;
const get = async (ns, p) => (await fetch(url(ns, p), { headers: OWNER })).json();
const put = async (ns, value) => expect((await fetch(url(ns, ''), { method: 'PUT', headers: OWNER, body: JSON.stringify(value) })).ok).toBe(true);

/**
 * p1's curry: 3 sold today before the cutover, and 2 more since (a count by day started by a new order); its kheer:
 * 4 sold today; p2's thali: 1 sold yesterday (a late cancel may still give it back); p2's poha: last week's.
 */
const BEFORE = {
  plates: {
    p1: { curry: { day: TODAY + 3600e3, sold: 3, order: 'o1', line: '0' }, kheer: { day: TODAY, sold: 4, order: 'o2', line: '1' } },
    p2: { thali: { day: YESTERDAY, sold: 1, order: 'o3', line: '0' }, poha: { day: TODAY - 7 * DAY_MS, sold: 5, order: 'o4', line: '0' } },
  },
  plateCounts: { p1: { [TODAY]: { curry: { sold: 2, order: 'o9', line: '0' } } } },
};

test('today\'s and yesterday\'s counts are added to the counts by day; older ones dropped; the old tree removed; a second run changes nothing', async () => {
  const ns = 'plates-carry';
  await put(ns, BEFORE);
  expect(await migratePlates(emu.url, ns, OWNER, { dryRun: true })).toEqual({ counts: 4, carried: 3, dropped: 1, written: false });
  expect(await get(ns, 'plates')).toEqual(BEFORE.plates);
  expect(await migratePlates(emu.url, ns, OWNER)).toEqual({ counts: 4, carried: 3, dropped: 1, written: true });
  expect(await get(ns, '')).toEqual({
    plateCounts: {
      // the count started since keeps naming its own order
      p1: { [TODAY]: { curry: { sold: 5, order: 'o9', line: '0' }, kheer: { sold: 4, order: 'o2', line: '1' } } },
      p2: { [YESTERDAY]: { thali: { sold: 1, order: 'o3', line: '0' } } },
    },
  });
  expect(await migratePlates(emu.url, ns, OWNER)).toEqual({ counts: 0, carried: 0, dropped: 0, written: false });
});

describe('pnpm admin migrate-plates (scripts/admin.mjs, run as a person would)', () => {
  const pnpmAdmin = (ns, ...args) => runAdminScript({ port: emu.port, ns }, ['migrate-plates', ...args]);

  test('prints what it would carry (--dry-run), then what it carried; then that there is nothing left', async () => {
    const ns = 'plates-admin';
    await put(ns, BEFORE);
    expect(await pnpmAdmin(ns, '--dry-run')).toEqual({ code: 0, stderr: '',
      stdout: 'Would carry 3 plate counts of today or yesterday into the counts by day and would drop 1 older one.\nDry run: nothing was written.\n' });
    expect(await pnpmAdmin(ns)).toEqual({ code: 0, stderr: '',
      stdout: 'Carried 3 plate counts of today or yesterday into the counts by day and dropped 1 older one.\n' });
    expect((await get(ns, 'plateCounts')).p1[TODAY].curry.sold).toBe(5);
    expect(await pnpmAdmin(ns)).toEqual({ code: 0, stderr: '', stdout: 'No plate counts of the old one-day shape: nothing to migrate.\n' });
  });
});
