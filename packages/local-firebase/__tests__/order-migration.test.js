'use strict';
/**
 * The order migration (issue 37): orders stored one record per line (a `.data/` or a hosted project written before)
 * become whole orders, one per order number and kitchen, through the seed at the next start or `migrateOrders`, with
 * the owner credential: lines grouped, stats counting orders, revenues unchanged, markers, review keys, plate counts
 * and number claims pointing at the new ids; a second run changes nothing.
 */
const { DAY_MS, monthStart, boardKeyOf } = require('@thali/domain');
const { cancelledTotalsWrites } = require('@thali/domain/order-totals');
const { startDatabaseEmulator, makeTestToken, DEFAULT_RULES } = require('../src');
const { seed } = require('../src/seed');
const { migrateOrders, wholeOrdersOf } = require('../src/order-migration');
const { runAdminScript } = require('./helpers');

// the admin script runs as a child process (node start-up, several of them on a busy 2-core machine)
jest.setTimeout(60000);
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const NOW = Date.now();
const MONTH = monthStart(NOW);
/** placed this month (an hour ago), and last month */
const T = NOW - 3600e3;
const T_OLD = MONTH - 2 * DAY_MS;
const TODAY = NOW - ((NOW + 19800000) % DAY_MS);

let emu;
beforeAll(async () => { emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null, namespaces: /^orders-/ }); });
afterAll(() => emu.stop());

const url = (ns, p) => `${emu.url}/${p}.json?ns=${ns}`;
const get = async (ns, p) => (await fetch(url(ns, p), { headers: OWNER })).json();
const put = async (ns, value) => expect((await fetch(url(ns, ''), { method: 'PUT', headers: OWNER, body: JSON.stringify(value) })).ok).toBe(true);

const user = (name, extra = {}) => ({ name, email: `${name.toLowerCase()}@t.test`, role: 'user', createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const ITEMS = { i1: ['Varhadi Thali', 140], i2: ['Puran Poli', 70.5], i3: ['Masala Chai', 20], i4: ['Chicken Thali', 220] };
/** One old line: the top-level item, as checkout wrote it before issue 37. */
const line = (userId, providerId, itemId, quantity, status, timestamp, extra = {}) => ({ userId, providerId, itemId, itemName: ITEMS[itemId][0],
  price: ITEMS[itemId][1], quantity, status, timestamp, address: '12 Laxmi Nagar, Nagpur 440022',
  ...(status === 'pending' ? {} : { updatedAt: timestamp + 600e3 }), ...extra });

/**
 * The database as the apps left it: riya's checkout TH-2611-0001 of three lines at p1 (one a limited dish with its
 * plates) and one at p2; amit's delivered checkout of two lines (his review key names the second line, and so does its
 * number's claim); riya's checkout whose lines were settled apart (one delivered, one cancelled); older lines without a
 * number (two pending, one delivered last month); and one whole order already in the new shape.
 */
const OLD_ORDERS = {
  a1: line('riya', 'p1', 'i1', 2, 'pending', T, { orderNumber: 'TH-2611-0001', note: 'Ring twice' }),
  a2: line('riya', 'p1', 'i2', 3, 'pending', T, { orderNumber: 'TH-2611-0001', plateDay: TODAY }),
  a3: line('riya', 'p1', 'i3', 1, 'pending', T, { orderNumber: 'TH-2611-0001' }),
  a4: line('riya', 'p2', 'i4', 1, 'pending', T, { orderNumber: 'TH-2611-0001', diet: 'non-veg' }),
  c1: line('amit', 'p1', 'i1', 1, 'completed', T - 5000, { orderNumber: 'TH-2611-0003' }),
  c2: line('amit', 'p1', 'i3', 2, 'completed', T - 5000, { orderNumber: 'TH-2611-0003' }),
  d1: line('riya', 'p1', 'i1', 1, 'completed', T - 9000, { orderNumber: 'TH-2611-0002' }),
  d2: line('riya', 'p1', 'i2', 1, 'cancelled', T - 9000, { orderNumber: 'TH-2611-0002', cancelledBy: 'provider' }),
  e1: line('amit', 'p1', 'i3', 4, 'pending', T - 20000),
  e2: line('amit', 'p1', 'i3', 1, 'pending', T - 20000),
  f1: line('riya', 'p1', 'i1', 1, 'completed', T_OLD),
};
/** A whole order placed after the rules changed: counted, not touched. */
const WHOLE = { userId: 'riya', providerId: 'p1', orderNumber: 'TH-2611-0004', lines: { 0: { itemId: 'i3', itemName: 'Masala Chai', price: 20, quantity: 1 } },
  lineCount: 1, itemsTotal: 20, fee: 40, total: 60, status: 'pending', step: 'new', timestamp: NOW - 1000, address: '12 Laxmi Nagar, Nagpur 440022',
  customerName: 'Riya', customerPhone: '+919823000001', boardKey: `p1|pending|${NOW - 1000}` };

/** The kitchens' stats as the old writes left them: lines counted, revenues summed, one marker per line. */
function oldStats(orders) {
  const stats = {};
  for (const [id, o] of Object.entries(orders)) {
    const s = stats[o.providerId] ??= { totalOrders: 0, totalRevenue: 0, monthlyOrders: 0, monthlyRevenue: 0, pendingOrders: 0,
      completedOrders: 0, cancelledOrders: 0, monthStart: MONTH, event: 'created', applied: {} };
    const amount = o.total ?? o.price * o.quantity;
    s.totalOrders += 1;
    s[`${o.status}Orders`] += 1;
    if (o.status !== 'cancelled') s.totalRevenue += amount;
    if (o.timestamp >= MONTH) {
      s.monthlyOrders += 1;
      if (o.status !== 'cancelled') s.monthlyRevenue += amount;
    }
    s.applied[id] = o.status === 'pending' ? 'created' : o.status;
  }
  stats.p1.batch = { 0: 'a1', 1: 'a2', 2: 'a3' };
  return stats;
}

const OLD = {
  users: { riya: user('Riya', { phone: '+91 98230 00001' }), amit: user('Amit'), p1: user('One', { role: 'meal_provider' }), p2: user('Two', { role: 'meal_provider' }) },
  providers: { p1: { name: 'One', approved: true }, p2: { name: 'Two', approved: true } },
  orders: { ...OLD_ORDERS, n1: WHOLE },
  stats: oldStats({ ...OLD_ORDERS, n1: WHOLE }),
  plates: { p1: { i2: { day: TODAY, sold: 3, order: 'a2' } } },
  reviewKeys: { amit: { p1: { key: '-Kamitreview0000001', order: 'c2', since: T } } },
  reviews: { '-Kamitreview0000001': { providerId: 'p1', userInitial: 'A', stars: 4, comment: '', createdAt: T, updatedAt: T } },
  orderNumbers: {
    'TH-2611-0001': { by: 'riya', order: 'a1', month: '2611', seq: 1 },
    'TH-2611-0002': { by: 'riya', order: 'd1', month: '2611', seq: 2 },
    'TH-2611-0003': { by: 'amit', order: 'c2', month: '2611', seq: 3 },
  },
};

const sum = (lines) => lines.reduce((s, [itemId, q]) => s + ITEMS[itemId][1] * q, 0);
const wholeLines = (lines) => Object.fromEntries(lines.map(([itemId, quantity, extra = {}], i) => [String(i),
  { itemId, itemName: ITEMS[itemId][0], price: ITEMS[itemId][1], quantity, ...extra }]));

test('old line orders become whole orders (stats count orders, revenues unchanged, pointers moved); a second run changes nothing', async () => {
  const ns = 'orders-migration';
  await put(ns, OLD);
  const result = await migrateOrders(emu.url, ns, OWNER);
  expect(result).toMatchObject({ lines: 11, orders: 8, reviewKeys: 1, plates: 1, orderNumbers: 1, written: true });
  const db = await get(ns, '');
  const legacy = (o) => ({ ...o, fee: 0, legacy: true, address: '12 Laxmi Nagar, Nagpur 440022' });
  const riya = { customerName: 'Riya', customerPhone: '+919823000001' };

  // riya's checkout: one order per kitchen, under the first line's id, lines in the order they were written
  expect(db.orders.a1).toEqual(legacy({ userId: 'riya', providerId: 'p1', orderNumber: 'TH-2611-0001', note: 'Ring twice', ...riya,
    lines: wholeLines([['i1', 2], ['i2', 3, { plateDay: TODAY }], ['i3', 1]]), lineCount: 3,
    itemsTotal: sum([['i1', 2], ['i2', 3], ['i3', 1]]), total: sum([['i1', 2], ['i2', 3], ['i3', 1]]),
    status: 'pending', step: 'new', timestamp: T, boardKey: `p1|pending|${T}` }));
  expect(db.orders.a4).toEqual(legacy({ userId: 'riya', providerId: 'p2', orderNumber: 'TH-2611-0001', ...riya,
    lines: wholeLines([['i4', 1, { diet: 'non-veg' }]]), lineCount: 1, itemsTotal: 220, total: 220,
    status: 'pending', step: 'new', timestamp: T, boardKey: `p2|pending|${T}` }));
  // amit has no phone in his profile: his name only
  expect(db.orders.c1).toEqual(legacy({ userId: 'amit', providerId: 'p1', orderNumber: 'TH-2611-0003', customerName: 'Amit',
    lines: wholeLines([['i1', 1], ['i3', 2]]), lineCount: 2, itemsTotal: 180, total: 180,
    status: 'completed', step: 'on_the_way', timestamp: T - 5000, updatedAt: T - 5000 + 600e3, boardKey: `p1|completed|${T - 5000}` }));
  // lines of one checkout settled apart stay apart: a delivered order and a cancelled one, under one number
  expect(db.orders.d1).toMatchObject({ status: 'completed', lineCount: 1, total: 140, orderNumber: 'TH-2611-0002' });
  expect(db.orders.d2).toMatchObject({ status: 'cancelled', step: 'new', cancelledBy: 'provider', lineCount: 1, total: 70.5,
    boardKey: `p1|cancelled|${T - 9000}` });
  // lines without a number are orders of their own
  expect(db.orders.e1).toMatchObject({ lineCount: 1, total: 80, status: 'pending' });
  expect(db.orders.e1.orderNumber).toBeUndefined();
  expect(db.orders.e2).toMatchObject({ lineCount: 1, total: 20 });
  expect(db.orders.f1).toMatchObject({ status: 'completed', timestamp: T_OLD });
  expect(db.orders.n1).toEqual(WHOLE);
  expect(Object.keys(db.orders).sort()).toEqual(['a1', 'a4', 'c1', 'd1', 'd2', 'e1', 'e2', 'f1', 'n1']);
  for (const o of Object.values(db.orders)) expect(o.itemId).toBeUndefined();

  // the stats count orders, exactly the kitchen's orders; revenues as they were; one marker per order
  for (const p of ['p1', 'p2']) {
    const own = Object.entries(db.orders).filter(([, o]) => o.providerId === p);
    const count = (f) => own.filter(([, o]) => f(o)).length;
    expect(db.stats[p]).toMatchObject({
      totalOrders: own.length, pendingOrders: count((o) => o.status === 'pending'), completedOrders: count((o) => o.status === 'completed'),
      cancelledOrders: count((o) => o.status === 'cancelled'), monthlyOrders: count((o) => o.timestamp >= MONTH),
      totalRevenue: OLD.stats[p].totalRevenue, monthlyRevenue: OLD.stats[p].monthlyRevenue, monthStart: MONTH,
    });
    expect(db.stats[p].totalRevenue).toBe(own.filter(([, o]) => o.status !== 'cancelled').reduce((s, [, o]) => s + o.total, 0));
    expect(db.stats[p].applied).toEqual(Object.fromEntries(own.map(([id, o]) => [id, o.status === 'pending' ? 'created' : o.status])));
  }
  expect(db.stats.p1).toMatchObject({ totalOrders: 8, pendingOrders: 4, completedOrders: 3, cancelledOrders: 1, monthlyOrders: 7 });
  expect(OLD.stats.p1).toMatchObject({ totalOrders: 11, pendingOrders: 6 });
  expect(db.stats.p1.batch).toEqual({ 0: 'a1' });
  expect(result.kitchens.p1).toEqual({ before: expect.objectContaining({ totalOrders: 11, pendingOrders: 6 }),
    after: { totalOrders: 8, pendingOrders: 4, completedOrders: 3, cancelledOrders: 1, monthlyOrders: 7 }, revenue: OLD.stats.p1.totalRevenue });

  // what named a line names its order: the review key, the number's claim, the plate count (with its line)
  expect(db.reviewKeys.amit.p1).toEqual({ key: '-Kamitreview0000001', order: 'c1', since: T });
  expect(db.orderNumbers['TH-2611-0003'].order).toBe('c1');
  expect(db.orderNumbers['TH-2611-0001'].order).toBe('a1');
  expect(db.plates.p1.i2).toEqual({ day: TODAY, sold: 3, order: 'a1', line: '1' });
  // nothing else moved
  expect(db.users).toEqual(OLD.users);
  expect(db.reviews).toEqual(OLD.reviews);

  // twice is once
  expect(await migrateOrders(emu.url, ns, OWNER)).toEqual({ lines: 0, orders: 0, kitchens: {}, reviewKeys: 0, plates: 0, orderNumbers: 0, written: false });
  expect(await get(ns, '')).toEqual(db);
});

test('migrated orders are whole orders the rules accept: the kitchen accepts and delivers one, cancels another with a reason; stats exact', async () => {
  const ns = 'orders-rules';
  await put(ns, OLD);
  await migrateOrders(emu.url, ns, OWNER);
  const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, 'demo-thali')}`, 'content-type': 'application/json' });
  const patch = async (uid, body) => (await fetch(url(ns, ''), { method: 'PATCH', headers: as(uid), body: JSON.stringify(body) })).status;
  const inc = (n) => ({ '.sv': { increment: n } });
  const TS = { '.sv': 'timestamp' };
  const settle = (oid, o, status, extra = {}) => ({
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: TS, [`orders/${oid}/boardKey`]: boardKeyOf(o.providerId, status, o.timestamp),
    ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`orders/${oid}/${k}`, v])),
    [`stats/${o.providerId}/pendingOrders`]: inc(-1), [`stats/${o.providerId}/${status}Orders`]: inc(1),
    ...(status === 'cancelled' ? { [`stats/${o.providerId}/totalRevenue`]: inc(-o.total), [`stats/${o.providerId}/monthlyRevenue`]: inc(o.timestamp >= MONTH ? -o.total : 0) } : {}),
    // the Overview's cancelled totals move with a cancel (RULES.md, "Order figures")
    ...(status === 'cancelled' ? cancelledTotalsWrites(oid, o, inc) : {}),
    [`stats/${o.providerId}/event`]: status, [`stats/${o.providerId}/batch`]: { 0: oid }, [`stats/${o.providerId}/applied/${oid}`]: status,
  });
  const before = await get(ns, 'stats/p1');
  const [a1, e1] = [await get(ns, 'orders/a1'), await get(ns, 'orders/e1')];
  // a legacy order is new: the kitchen delivers it only after accepting it, and its customer's window has passed
  expect(await patch('p1', settle('a1', a1, 'completed'))).toBe(401);
  expect(await patch('p1', { 'orders/a1/step': 'accepted', 'orders/a1/acceptedAt': TS, 'orders/a1/readyBy': Date.now() + 1800e3 })).toBe(200);
  expect(await patch('p1', settle('a1', a1, 'completed'))).toBe(200);
  expect(await patch('amit', settle('e1', e1, 'cancelled', { cancelledBy: 'customer' }))).toBe(401);
  expect(await patch('p1', settle('e1', e1, 'cancelled', { cancelledBy: 'provider' }))).toBe(401);
  expect(await patch('p1', settle('e1', e1, 'cancelled', { cancelledBy: 'provider', cancelReason: 'Sold out' }))).toBe(200);
  expect(await get(ns, 'stats/p1')).toMatchObject({ totalOrders: before.totalOrders, pendingOrders: before.pendingOrders - 2,
    completedOrders: before.completedOrders + 1, cancelledOrders: before.cancelledOrders + 1,
    totalRevenue: before.totalRevenue - e1.total, monthlyRevenue: before.monthlyRevenue - e1.total });
  expect(await get(ns, 'orders/a1')).toMatchObject({ status: 'completed', step: 'accepted', legacy: true, fee: 0, boardKey: `p1|completed|${T}` });
});

test('an order counted by the apps between the migration\'s reads and its write still counts (the counters move by increments)', async () => {
  const ns = 'orders-concurrent';
  await put(ns, OLD);
  const realFetch = global.fetch;
  // just before the migration's one write, a customer's order lands in p1's stats (as the apps write it: increments)
  global.fetch = async (input, init) => {
    if (init?.method === 'PATCH') {
      const inc = { '.sv': { increment: 1 } };
      await realFetch(url(ns, 'stats/p1'), { method: 'PATCH', headers: OWNER, body: JSON.stringify({ totalOrders: inc, pendingOrders: inc, monthlyOrders: inc }) });
    }
    return realFetch(input, init);
  };
  try {
    await migrateOrders(emu.url, ns, OWNER);
  } finally {
    global.fetch = realFetch;
  }
  expect(await get(ns, 'stats/p1')).toMatchObject({ totalOrders: 8 + 1, pendingOrders: 4 + 1, monthlyOrders: 7 + 1, completedOrders: 3 });
});

test('the seed brings an older database up to date at start; a dry run reports and writes nothing', async () => {
  const ns = 'orders-seed';
  await put(ns, OLD);
  const dry = await migrateOrders(emu.url, ns, OWNER, { dryRun: true });
  expect(dry).toMatchObject({ lines: 11, orders: 8, written: false });
  expect(await get(ns, 'orders')).toEqual(OLD.orders);
  expect(await seed({ dbUrl: emu.url, ns })).toEqual({ seededDatabase: false, accounts: 0 });
  const orders = await get(ns, 'orders');
  expect(Object.keys(orders).sort()).toEqual(['a1', 'a4', 'c1', 'd1', 'd2', 'e1', 'e2', 'f1', 'n1']);
  expect((await get(ns, 'stats/p1')).totalOrders).toBe(8);
});

test('more than 12 lines of one checkout (never written by the apps, but possible by hand) become orders of 12 lines at most', () => {
  const many = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`m${String(i).padStart(2, '0')}`,
    line('riya', 'p1', 'i3', 1, 'pending', T, { orderNumber: 'TH-2611-0009' })]));
  const orders = wholeOrdersOf(many, {});
  expect(orders.map((o) => [o.id, o.order.lineCount])).toEqual([['m00', 12], ['m12', 2]]);
  expect(orders[0].order.customerName).toBeUndefined();
});

describe('pnpm admin migrate-orders (scripts/admin.mjs, run as a person would)', () => {
  const pnpmAdmin = (ns, ...args) => runAdminScript({ port: emu.port, ns }, ['migrate-orders', ...args]);

  test('prints what it would change (--dry-run), then what it changed; then that there is nothing left', async () => {
    const ns = 'orders-admin';
    await put(ns, OLD);
    const rupees = (n) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(n);
    const report = (verb) => [
      `${verb} 11 order lines into 8 whole orders (marked legacy, no delivery fee) at 2 kitchens; their order counts now count orders:`,
      `  One (p1): orders 11 → 8, pending 6 → 4, delivered 4 → 3, cancelled 1 → 1, this month 10 → 7; revenue unchanged (${rupees(OLD.stats.p1.totalRevenue)})`,
      `  Two (p2): orders 1 → 1, pending 1 → 1, delivered 0 → 0, cancelled 0 → 0, this month 1 → 1; revenue unchanged (${rupees(220)})`,
    ];
    const dry = await pnpmAdmin(ns, '--dry-run');
    expect(dry).toEqual({ code: 0, stderr: '', stdout: [...report('Would migrate'),
      'Would point 1 review key, 1 order number claim, 1 plate count at the new order ids.', 'Dry run: nothing was written.', ''].join('\n') });
    expect(await get(ns, 'orders')).toEqual(OLD.orders);
    expect(await pnpmAdmin(ns)).toEqual({ code: 0, stderr: '', stdout: [...report('Migrated'),
      'Pointed 1 review key, 1 order number claim, 1 plate count at the new order ids.', ''].join('\n') });
    expect(Object.keys(await get(ns, 'orders'))).toHaveLength(9);
    expect(await pnpmAdmin(ns)).toEqual({ code: 0, stderr: '', stdout: 'No orders of the old one-record-per-line shape: nothing to migrate.\n' });
  });

  test('a hosted database without an access token, or an unreachable one, is one plain line and exit 1', async () => {
    const env = { ...process.env };
    delete env.THALI_ADMIN_TOKEN;
    const run = (args, extra = {}) => runAdminScript({ env: { ...env, ...extra } }, ['migrate-orders', ...args]);
    expect(await run(['--database-url', 'https://example-thali.firebaseio.com'])).toEqual({ code: 1, stdout: '',
      stderr: 'A hosted database needs an owner\'s access token in THALI_ADMIN_TOKEN, e.g. THALI_ADMIN_TOKEN=$(gcloud auth print-access-token).\n' });
    expect(await run(['--database-url', 'http://127.0.0.1:9'], { THALI_ADMIN_TOKEN: 'x' })).toEqual({ code: 1, stdout: '', stderr: 'Could not reach http://127.0.0.1:9.\n' });
  });
});
