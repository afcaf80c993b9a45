'use strict';
/**
 * Rules matrix for what happens after the order (issue 17; RULES.md "Orders: delivery and the customer's cancel"):
 * the delivery address and note on every new order, who may read them, and the customer's own cancel within
 * ORDER_LIMITS.cancelWindowMs of placing it, with the kitchen's stats moving exactly as for the kitchen's cancel.
 * Written like plans-matrix.test.js: @firebase/rules-unit-testing against this emulator, every case from the same
 * fixture (written with the rules disabled). Then scenarios: the admin clock hook moves server time past the window,
 * and a customer's cancel races the kitchen's complete with the real SDK.
 * The legitimate writes of @thali/firebase-data are written out by hand here (this package does not import it).
 */
const { ORDER_LIMITS, monthStart } = require('@thali/domain');
const { rulesMatrix, withOrderNumber, grouped, expectBothOutcomes, q, inc, SV_TS, PROJECT_ID, assertSucceeds, assertFails } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const T = 1700000000000;
const ADDRESS = '12 Laxmi Nagar, Nagpur 440022';
const NOTE = 'Ring twice, second floor';

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
const order = (userId, extra = {}) => ({ userId, providerId: 'p1', itemId: 'i1', itemName: 'Dal', price: 100, quantity: 2,
  status: 'pending', timestamp: NOW, address: ADDRESS, note: NOTE, orderNumber: 'TH-2611-0002', ...extra });
/** Without the keys whose value is undefined (to leave a field out of a record). */
const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

const FIXTURE = {
  users: { c1: user('cust', 'user', { address: ADDRESS }), c2: user('cust2', 'user'), p1: user('prov', 'meal_provider'),
    p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true }, p2: { name: 'Prov Two', approved: true } },
  'menu-items': { i1: item('p1', 'Dal', 100) },
  orders: {
    o1: order('c1'), // placed just now: its customer may cancel it
    o2: order('c1', { timestamp: NOW - ORDER_LIMITS.cancelWindowMs - 60000 }), // placed 11 minutes ago
    o3: order('c1', { status: 'completed', updatedAt: NOW }),
    o4: order('c2', { note: undefined }),
    o5: order('c1', { address: undefined, note: undefined, timestamp: T }), // placed before orders carried an address
  },
  stats: {
    p1: { totalOrders: 5, totalRevenue: 1000, monthlyOrders: 4, monthlyRevenue: 800, monthStart: MONTH_START, pendingOrders: 4,
      completedOrders: 1, cancelledOrders: 0, event: 'completed', batch: { 0: 'o3' },
      applied: { o1: 'created', o2: 'created', o3: 'completed', o4: 'created', o5: 'created' } },
  },
};
for (const [id, o] of Object.entries(FIXTURE.orders)) FIXTURE.orders[id] = defined(o);

/** The customer's checkout of one line of p1 (what checkoutCart writes): the order, its stats, maybe the profile's address. */
function createUpdate(oid, o, extra = {}) {
  const s = 'stats/p1';
  const amt = o.price * o.quantity;
  // numbered as the month's first (issue 36): the fixture has no counter
  return withOrderNumber({
    [`orders/${oid}`]: defined({ ...o, timestamp: SV_TS }),
    [`${s}/totalOrders`]: inc(1), [`${s}/totalRevenue`]: inc(amt), [`${s}/pendingOrders`]: inc(1),
    [`${s}/monthlyOrders`]: inc(1), [`${s}/monthlyRevenue`]: inc(amt),
    [`${s}/event`]: 'created', [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: 'created', ...extra,
  });
}
/** A cancel (by its customer: cancelMyOrder; by the kitchen: updateOrderStatus) with its stats, or a complete. */
function settleUpdate(oid, status, cancelledBy, extra = {}) {
  const o = FIXTURE.orders[oid] ?? order('c1');
  const s = 'stats/p1';
  const amt = o.price * o.quantity;
  return defined({
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: SV_TS, [`orders/${oid}/cancelledBy`]: cancelledBy,
    [`${s}/pendingOrders`]: inc(-1), [`${s}/${status}Orders`]: inc(1),
    ...(status === 'cancelled' ? { [`${s}/totalRevenue`]: inc(-amt), [`${s}/monthlyRevenue`]: inc(o.timestamp >= MONTH_START ? -amt : 0) } : {}),
    [`${s}/event`]: status, [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: status, ...extra,
  });
}
const customerCancel = (oid, extra) => settleUpdate(oid, 'cancelled', 'customer', extra);
const NEW = (extra = {}) => order('c1', { timestamp: SV_TS, ...extra });

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2' } });
const { run, adminGet, clock, testCases, numbered } = m;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- create: the delivery address and note ----
  ['create', 'checkout with an address and a note', 'c1', 'PATCH', '', createUpdate('n1', NEW()), true],
  ['create', 'checkout with an address and no note', 'c1', 'PATCH', '', createUpdate('n1', NEW({ note: undefined })), true],
  ['create', 'address and note of exactly the most characters', 'c1', 'PATCH', '',
    createUpdate('n1', NEW({ address: 'a'.repeat(ORDER_LIMITS.addressMax), note: 'n'.repeat(ORDER_LIMITS.noteMax) })), true],
  ['create', 'checkout saving the changed address to the profile in the same write', 'c1', 'PATCH', '',
    createUpdate('n1', NEW({ address: '7 Dharampeth, Nagpur' }), { 'users/c1/address': '7 Dharampeth, Nagpur' }), true],
  ['create', 'order without an address', 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: undefined })), false],
  ['create', `address of ${ORDER_LIMITS.addressMin - 1} characters`, 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: 'abcd' })), false],
  ['create', `address of ${ORDER_LIMITS.addressMax + 1} characters`, 'c1', 'PATCH', '',
    createUpdate('n1', NEW({ address: 'a'.repeat(ORDER_LIMITS.addressMax + 1) })), false],
  ['create', 'address that is not text', 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: 12345 })), false],
  ['create', `note of ${ORDER_LIMITS.noteMax + 1} characters`, 'c1', 'PATCH', '', createUpdate('n1', NEW({ note: 'n'.repeat(ORDER_LIMITS.noteMax + 1) })), false],
  ['create', 'order created already saying who cancelled it', 'c1', 'PATCH', '', createUpdate('n1', NEW({ cancelledBy: 'customer' })), false],
  // ---- reads: the customer and that kitchen only ----
  ['read', 'customer reads its order with the address', 'c1', 'GET', 'orders/o1', undefined, true],
  ['read', 'its kitchen reads the address', 'p1', 'GET', 'orders/o1/address', undefined, true],
  ['read', "its kitchen lists its orders (addresses and notes)", 'p1', 'GET', 'orders', undefined, true, q('providerId', 'p1')],
  ['read', 'another customer reads the order', 'c2', 'GET', 'orders/o1', undefined, false],
  ['read', 'another customer reads the address', 'c2', 'GET', 'orders/o1/address', undefined, false],
  ['read', 'another kitchen reads the note', 'p2', 'GET', 'orders/o1/note', undefined, false],
  ['read', "another kitchen lists the kitchen's orders", 'p2', 'GET', 'orders', undefined, false, q('providerId', 'p1')],
  ['read', 'anonymous reads the address', 'anon', 'GET', 'orders/o1/address', undefined, false],
  ['read', "anonymous lists a customer's orders", 'anon', 'GET', 'orders', undefined, false, q('userId', 'c1')],
  // ---- the customer's cancel ----
  ['customer cancel', 'customer cancels its pending order within the window', 'c1', 'PATCH', '', customerCancel('o1'), true],
  ['customer cancel', 'an order placed long ago (before orders had an address)', 'c1', 'PATCH', '', customerCancel('o5'), false],
  ['customer cancel', 'cancel not saying who cancelled', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/cancelledBy': null }), false],
  ['customer cancel', 'customer cancel claiming the kitchen cancelled', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/cancelledBy': 'provider' }), false],
  ['customer cancel', 'cancel 11 minutes after placing it', 'c1', 'PATCH', '', customerCancel('o2'), false],
  ['customer cancel', 'cancel of an order the kitchen completed', 'c1', 'PATCH', '', customerCancel('o3'), false],
  ['customer cancel', 'customer completes its own order', 'c1', 'PATCH', '', settleUpdate('o1', 'completed', undefined), false],
  ['customer cancel', "customer cancels another customer's order", 'c1', 'PATCH', '', customerCancel('o4'), false],
  ['customer cancel', "another customer cancels it", 'c2', 'PATCH', '', customerCancel('o1'), false],
  ['customer cancel', 'anonymous cancels it', 'anon', 'PATCH', '', customerCancel('o1'), false],
  ['customer cancel', 'another kitchen cancels it', 'p2', 'PATCH', '', settleUpdate('o1', 'cancelled', 'provider'), false],
  ['customer cancel', 'cancel without the stats (order only)', 'c1', 'PATCH', 'orders/o1', { status: 'cancelled', cancelledBy: 'customer', updatedAt: SV_TS }, false],
  ['customer cancel', 'cancel keeping the revenue', 'c1', 'PATCH', '', customerCancel('o1', { 'stats/p1/totalRevenue': inc(0) }), false],
  ['customer cancel', 'cancel counting two cancellations', 'c1', 'PATCH', '', customerCancel('o1', { 'stats/p1/cancelledOrders': inc(2) }), false],
  ['customer cancel', 'cancel that also edits the address', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/address': '99 Other Road, Nagpur' }), false],
  ['customer cancel', 'customer edits the note of a pending order', 'c1', 'PUT', 'orders/o1/note', 'Leave at the gate', false],
  ['customer cancel', 'customer edits the address of a pending order', 'c1', 'PATCH', 'orders/o1', { address: '99 Other Road, Nagpur' }, false],
  // ---- the kitchen's settling, with and without who ----
  ['kitchen', 'kitchen cancels, saying so', 'p1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'provider'), true],
  ['kitchen', 'kitchen cancels (an older client, not saying who)', 'p1', 'PATCH', '', settleUpdate('o1', 'cancelled', undefined), true],
  ['kitchen', 'kitchen cancels after the window', 'p1', 'PATCH', '', settleUpdate('o2', 'cancelled', 'provider'), true],
  ['kitchen', 'kitchen completes', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined), true],
  ['kitchen', 'kitchen completes an older order without an address', 'p1', 'PATCH', '', settleUpdate('o5', 'completed', undefined), true],
  ['kitchen', 'kitchen cancel blamed on the customer', 'p1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer'), false],
  ['kitchen', 'kitchen completes, saying who cancelled', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', 'provider'), false],
  ['kitchen', 'kitchen completes and rewrites the address', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/address': 'Elsewhere 1' }), false],
  ['kitchen', 'kitchen completes and removes the note', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/note': null }), false],
];

testCases(grouped(CASES));

/** A scenario's write, its orders numbered with the month's next number (issue 36: scenarios place several in a row). */
const place = async (who, update) => run(who, 'PATCH', '', await numbered(update));

test('the matrix has at least 20 cases, both outcomes in every group', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(20);
  expectBothOutcomes(CASES);
});

test('the customer cancel moves the stats exactly as the kitchen cancel: revenue out, cancelled +1, pending −1', async () => {
  await assertSucceeds(place('c1', customerCancel('o1')));
  expect(await adminGet('orders/o1')).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', address: ADDRESS, note: NOTE });
  expect(await adminGet('stats/p1')).toMatchObject({ totalOrders: 5, monthlyOrders: 4, pendingOrders: 3, cancelledOrders: 1,
    completedOrders: 1, totalRevenue: 800, monthlyRevenue: 600 });
  await assertFails(place('c1', customerCancel('o1'))); // cancelled once
  await assertFails(place('p1', settleUpdate('o1', 'completed', undefined))); // and stays cancelled
});

test('the window is server time: a cancel allowed now is refused once the clock passes 10 minutes (admin clock hook)', async () => {
  expect((await fetch(`${m.emu.url}/.test/clock?ns=${PROJECT_ID}`, { method: 'PUT', body: JSON.stringify({ offsetMs: 1 }) })).status).not.toBe(200);
  try {
    expect((await clock(NOW + ORDER_LIMITS.cancelWindowMs + 1000 - Date.now())).status).toBe(200);
    await assertFails(place('c1', customerCancel('o1')));
    expect(await adminGet('orders/o1/status')).toBe('pending');
    await clock(NOW + ORDER_LIMITS.cancelWindowMs - 5000 - Date.now()); // five seconds before the end
    await assertSucceeds(place('c1', customerCancel('o1')));
  } finally {
    await clock(0);
  }
});

test("a customer's cancel and the kitchen's complete at the same moment: exactly one wins, the stats follow it", async () => {
  await m.admin((d) => d.ref().set(FIXTURE));
  const customer = m.env.authenticatedContext('c1').database();
  const kitchen = m.env.authenticatedContext('p1').database();
  // both connections are up before the race starts (a read each)
  await Promise.all([customer.ref('orders/o1/status').get(), kitchen.ref('orders/o1/status').get()]);
  const [cancel, complete] = await Promise.allSettled([
    customer.ref().update(customerCancel('o1')), kitchen.ref().update(settleUpdate('o1', 'completed', undefined))]);
  expect([cancel.status, complete.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
  for (const r of [cancel, complete]) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/PERMISSION_DENIED/i);
  const o = await adminGet('orders/o1');
  const stats = await adminGet('stats/p1');
  expect(stats.pendingOrders).toBe(3);
  if (cancel.status === 'fulfilled') {
    expect(o).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect(stats).toMatchObject({ cancelledOrders: 1, completedOrders: 1, totalRevenue: 800, applied: expect.objectContaining({ o1: 'cancelled' }) });
  } else {
    expect(o.status).toBe('completed');
    expect(o.cancelledBy).toBeUndefined();
    expect(stats).toMatchObject({ cancelledOrders: 0, completedOrders: 2, totalRevenue: 1000, applied: expect.objectContaining({ o1: 'completed' }) });
  }
});
