'use strict';
/**
 * Rules matrix for an order's life after it is placed (issue 17; whole orders and their steps since issue 37; RULES.md
 * "Orders"): the delivery address, note, the customer's name and mobile on every new order and who reads them (the
 * customer's list, the kitchen's Recent Orders glance and its board's boardKey ranges); the kitchen's steps New →
 * Accepted (with a ready-by time) → On the way → Delivered, forward only and by that kitchen only; its cancel at any
 * step with a reason; the customer's own cancel within ORDER_LIMITS.cancelWindowMs while the order is new; the stats
 * moving exactly with each end. Written like plans-matrix.test.js: @firebase/rules-unit-testing against this emulator,
 * every case from the same fixture (written with the rules disabled). Then scenarios: exact stats through a whole life,
 * the admin clock hook moving server time past the window, and a customer's cancel racing the kitchen's completion
 * over REST. The writes of @thali/firebase-data are written out by hand here (this package does not import it).
 */
const { ORDER_LIMITS, KITCHEN_CANCEL_REASONS, monthStart, makeTestToken } = { ...require('@thali/domain'), ...require('../src') };
const { rulesMatrix, wholeOrder, orderCreation, acceptWrite, onTheWayWrite, settleWrite, atNow, q, inc, SV_TS,
  PROJECT_ID, assertSucceeds, assertFails, deliversTo, HOME_LINE, HOME_PLACE } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const T = 1700000000000;
/** Issue 40: the one line of the orders' place (matrix-harness HOME_PLACE). */
const ADDRESS = HOME_LINE;
const NOTE = 'Ring twice, second floor';
const PHONE = '+919876543210';
const HOUR = 3600e3;

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
const DAL = { itemId: 'i1', itemName: 'Dal', price: 100, quantity: 2 };
/** A stored order of p1 (Dal × 2 + ₹40 = ₹240), placed just now unless `extra` says otherwise. */
const order = (userId, extra = {}) => wholeOrder({ userId, providerId: 'p1', lines: [DAL], timestamp: NOW, address: ADDRESS, note: NOTE,
  orderNumber: 'TH-2611-0002', customerName: 'Riya', customerPhone: PHONE, ...extra });
const accepted = (extra = {}) => ({ step: 'accepted', acceptedAt: NOW, readyBy: NOW + HOUR, ...extra });

const FIXTURE = {
  users: { c1: user('cust', 'user', { address: ADDRESS, phone: PHONE }), c2: user('cust2', 'user', { phone: '+919812345678' }),
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  'menu-items': { i1: item('p1', 'Dal', 100) },
  orders: {
    o1: order('c1'), // new, placed just now: its customer may cancel it
    o2: order('c1', { timestamp: NOW - ORDER_LIMITS.cancelWindowMs - 60000 }), // new, placed 11 minutes ago
    o3: order('c1', { status: 'completed', ...accepted(), updatedAt: NOW }),
    o4: order('c2', { note: undefined, customerPhone: '+919812345678' }),
    o5: order('c1', { ...accepted() }), // accepted just now: the customer can no longer cancel it
    o6: order('c1', { ...accepted(), step: 'on_the_way', onTheWayAt: NOW }),
    o7: order('c1', { status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out', updatedAt: NOW }),
    // migrated from the older line shape (no fee, number, address, name or phone then)
    o8: wholeOrder({ userId: 'c1', providerId: 'p1', lines: [DAL], fee: 0, timestamp: T, legacy: true }),
  },
  stats: {
    p1: { totalOrders: 8, totalRevenue: 1680, monthlyOrders: 7, monthlyRevenue: 1680, monthStart: MONTH_START, pendingOrders: 6,
      completedOrders: 1, cancelledOrders: 1, event: 'completed', batch: { 0: 'o3' },
      applied: { o1: 'created', o2: 'created', o3: 'completed', o4: 'created', o5: 'created', o6: 'created', o7: 'cancelled', o8: 'created' } },
  },
};

/** The customer's checkout of one order of p1 (what checkoutCart writes): the order, its stats, maybe the profile's address. */
const NEW = (extra = {}) => wholeOrder({ userId: 'c1', providerId: 'p1', lines: [DAL], address: ADDRESS, note: NOTE, customerName: 'Riya',
  customerPhone: PHONE, ...extra });
const createUpdate = (oid, o, extra = {}) => ({ ...orderCreation([[oid, o]], { stored: FIXTURE.stats }), ...extra });
const settle = (oid, status, opts = {}, extra = {}) => ({ ...settleWrite(oid, FIXTURE.orders[oid], status, { monthStartOf: MONTH_START, ...opts }), ...extra });
const customerCancel = (oid, extra) => settle(oid, 'cancelled', { cancelledBy: 'customer' }, extra);
const kitchenCancel = (oid, reason = KITCHEN_CANCEL_REASONS[0], extra) => settle(oid, 'cancelled', { cancelledBy: 'provider', reason }, extra);
const deliver = (oid, extra) => settle(oid, 'completed', {}, extra);
/** The board's reads: one status range of a kitchen's boardKeys (pending: all of them; history: the newest page). */
const board = (from, to, last) => (ref) => {
  const r = ref.orderByChild('boardKey').startAt(from).endAt(to);
  return last ? r.limitToLast(last) : r;
};

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2' } });
const { run, adminGet, clock, testMatrix, place } = m;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- create: the delivery address and note, whom to call ----
  ['create', 'checkout with an address and a note', 'c1', 'PATCH', '', createUpdate('n1', NEW()), true],
  ['create', 'checkout with an address and no note', 'c1', 'PATCH', '', createUpdate('n1', NEW({ note: undefined })), true],
  ['create', 'a note of exactly the most characters', 'c1', 'PATCH', '',
    createUpdate('n1', NEW({ note: 'n'.repeat(ORDER_LIMITS.noteMax) })), true],
  // issue 40: the profile keeps the place and its one line (users/{uid}/place)
  ['create', 'checkout saving the changed place to the profile in the same write', 'c1', 'PATCH', '',
    createUpdate('n1', NEW(), { 'users/c1/address': HOME_LINE, 'users/c1/place': HOME_PLACE }), true],
  ['create', 'order without an address', 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: undefined })), false],
  ['create', `address of ${ORDER_LIMITS.addressMin - 1} characters`, 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: 'abcd' })), false],
  ['create', `address of ${ORDER_LIMITS.addressMax + 1} characters`, 'c1', 'PATCH', '',
    createUpdate('n1', NEW({ address: 'a'.repeat(ORDER_LIMITS.addressMax + 1) })), false],
  ['create', 'address that is not text', 'c1', 'PATCH', '', createUpdate('n1', NEW({ address: 12345 })), false],
  ['create', `note of ${ORDER_LIMITS.noteMax + 1} characters`, 'c1', 'PATCH', '', createUpdate('n1', NEW({ note: 'n'.repeat(ORDER_LIMITS.noteMax + 1) })), false],
  ['create', 'order created already saying who cancelled it', 'c1', 'PATCH', '', createUpdate('n1', NEW({ cancelledBy: 'customer' })), false],
  ['create', 'order created with a cancel reason', 'c1', 'PATCH', '', createUpdate('n1', NEW({ cancelReason: 'Changed my mind' })), false],
  ['create', 'order created as migrated (legacy)', 'c1', 'PATCH', '', createUpdate('n1', NEW({ legacy: true })), false],
  ['create', 'a customer without a mobile: saved with its first order', 'c2', 'PATCH', '',
    { ...orderCreation([['n1', NEW({ userId: 'c2', customerPhone: '+917000000002' })]], { stored: FIXTURE.stats }), 'users/c2/phone': '+917000000002' }, true],
  ['create', 'the mobile on the order but not saved to the profile', 'c2', 'PATCH', '',
    orderCreation([['n1', NEW({ userId: 'c2', customerPhone: '+917000000002' })]], { stored: FIXTURE.stats }), false],
  // ---- reads: the customer and that kitchen only ----
  ['read', 'customer reads its order with the address', 'c1', 'GET', 'orders/o1', undefined, true],
  ['read', 'its kitchen reads the address and the customer’s mobile', 'p1', 'GET', 'orders/o1/customerPhone', undefined, true],
  ['read', "its kitchen lists its orders (Recent Orders)", 'p1', 'GET', 'orders', undefined, true, q('providerId', 'p1')],
  ['read', 'another customer reads the order', 'c2', 'GET', 'orders/o1', undefined, false],
  ['read', 'another customer reads the mobile', 'c2', 'GET', 'orders/o1/customerPhone', undefined, false],
  ['read', 'another kitchen reads the note', 'p2', 'GET', 'orders/o1/note', undefined, false],
  ['read', "another kitchen lists the kitchen's orders", 'p2', 'GET', 'orders', undefined, false, q('providerId', 'p1')],
  ['read', 'anonymous reads the address', 'anon', 'GET', 'orders/o1/address', undefined, false],
  ['read', "anonymous lists a customer's orders", 'anon', 'GET', 'orders', undefined, false, q('userId', 'c1')],
  // ---- the kitchen's board: boardKey ranges inside its own prefix ----
  ['board', 'the kitchen reads all its pending orders', 'p1', 'GET', 'orders', undefined, true, board('p1|pending|', 'p1|pending|~')],
  ['board', 'the kitchen reads the newest page of its delivered orders', 'p1', 'GET', 'orders', undefined, true, board('p1|completed|', 'p1|completed|~', 20)],
  ['board', "the kitchen reads one day's cancelled orders", 'p1', 'GET', 'orders', undefined, true,
    board(`p1|cancelled|${MONTH_START}`, `p1|cancelled|${MONTH_START + 86400000 - 1}`)],
  ['board', 'the kitchen reads the next page (ending before the last key it has)', 'p1', 'GET', 'orders', undefined, true,
    (ref) => ref.orderByChild('boardKey').startAt('p1|completed|').endBefore(`p1|completed|${NOW}`).limitToLast(20)],
  ['board', "another kitchen reads the kitchen's pending orders", 'p2', 'GET', 'orders', undefined, false, board('p1|pending|', 'p1|pending|~')],
  ['board', 'a range from its own prefix into another kitchen’s', 'p1', 'GET', 'orders', undefined, false, board('p1|pending|', 'p2|pending|~')],
  ['board', 'a range starting before its prefix', 'p2', 'GET', 'orders', undefined, false, board('p1|', 'p2|~')],
  ['board', 'a board read without a start', 'p1', 'GET', 'orders', undefined, false, (ref) => ref.orderByChild('boardKey').endAt('p1|pending|~')],
  ['board', 'a board read without an end', 'p1', 'GET', 'orders', undefined, false, (ref) => ref.orderByChild('boardKey').startAt('p1|pending|')],
  ['board', 'a customer reads a kitchen’s board', 'c1', 'GET', 'orders', undefined, false, board('p1|pending|', 'p1|pending|~')],
  ['board', 'signed out', 'anon', 'GET', 'orders', undefined, false, board('p1|pending|', 'p1|pending|~')],
  // ---- the kitchen's steps: forward only, by that kitchen only ----
  ['steps', 'the kitchen accepts a new order, ready in 45 minutes', 'p1', 'PATCH', '', acceptWrite('o1'), true],
  ['steps', 'the kitchen accepts, ready in 12 hours (the most)', 'p1', 'PATCH', '', acceptWrite('o1', `@now+${ORDER_LIMITS.readyByMaxMs}`), true],
  ['steps', 'the kitchen accepts a migrated order', 'p1', 'PATCH', '', acceptWrite('o8'), true],
  ['steps', 'the kitchen sends an accepted order on its way', 'p1', 'PATCH', '', onTheWayWrite('o5'), true],
  ['steps', 'accept with a ready-by time in the past', 'p1', 'PATCH', '', acceptWrite('o1', '@now-60000'), false],
  ['steps', 'accept with a ready-by time of now', 'p1', 'PATCH', '', acceptWrite('o1', SV_TS), false],
  ['steps', 'accept with a ready-by time over 12 hours ahead', 'p1', 'PATCH', '', acceptWrite('o1', `@now+${ORDER_LIMITS.readyByMaxMs + 60000}`), false],
  ['steps', 'accept without a ready-by time', 'p1', 'PATCH', '', { ...acceptWrite('o1'), 'orders/o1/readyBy': null }, false],
  ['steps', 'accept with an acceptedAt of the client’s choosing', 'p1', 'PATCH', '', { ...acceptWrite('o1'), 'orders/o1/acceptedAt': NOW - HOUR }, false],
  ['steps', 'accept an order already accepted (a new ready-by time)', 'p1', 'PATCH', '', acceptWrite('o5'), false],
  ['steps', 'on the way straight from new', 'p1', 'PATCH', '', onTheWayWrite('o1'), false],
  ['steps', 'on the way with an onTheWayAt of the client’s choosing', 'p1', 'PATCH', '', { ...onTheWayWrite('o5'), 'orders/o5/onTheWayAt': NOW }, false],
  ['steps', 'on the way moving the ready-by time', 'p1', 'PATCH', '', { ...onTheWayWrite('o5'), 'orders/o5/readyBy': '@now+7200000' }, false],
  ['steps', 'back from on the way to accepted', 'p1', 'PATCH', '', { 'orders/o6/step': 'accepted' }, false],
  ['steps', 'back from accepted to new', 'p1', 'PATCH', '', { 'orders/o5/step': 'new', 'orders/o5/acceptedAt': null, 'orders/o5/readyBy': null }, false],
  ['steps', 'a step that does not exist (cooking)', 'p1', 'PATCH', '', { 'orders/o5/step': 'cooking' }, false],
  ['steps', 'a step of a delivered order', 'p1', 'PATCH', '', onTheWayWrite('o3'), false],
  ['steps', 'a step of a cancelled order', 'p1', 'PATCH', '', acceptWrite('o7'), false],
  ['steps', 'a step that also writes the stats', 'p1', 'PATCH', '', { ...acceptWrite('o1'), 'stats/p1/event': 'created' }, false],
  ['steps', 'the customer accepts its own order', 'c1', 'PATCH', '', acceptWrite('o1'), false],
  ['steps', 'the customer marks its order on the way', 'c1', 'PATCH', '', onTheWayWrite('o5'), false],
  ['steps', "another kitchen accepts the kitchen's order", 'p2', 'PATCH', '', acceptWrite('o1'), false],
  ['steps', 'signed out', 'anon', 'PATCH', '', acceptWrite('o1'), false],
  // ---- delivered (completed): by the kitchen, once accepted ----
  ['deliver', 'the kitchen delivers an order on its way', 'p1', 'PATCH', '', deliver('o6'), true],
  ['deliver', 'the kitchen delivers an accepted order', 'p1', 'PATCH', '', deliver('o5'), true],
  ['deliver', 'the kitchen delivers a new order (not accepted)', 'p1', 'PATCH', '', deliver('o1'), false],
  ['deliver', 'the customer marks its order delivered', 'c1', 'PATCH', '', deliver('o6'), false],
  ['deliver', "another kitchen delivers the kitchen's order", 'p2', 'PATCH', '', deliver('o6'), false],
  ['deliver', 'delivered and moved back a step', 'p1', 'PATCH', '', deliver('o6', { 'orders/o6/step': 'accepted' }), false],
  ['deliver', 'delivered saying who cancelled', 'p1', 'PATCH', '', deliver('o6', { 'orders/o6/cancelledBy': 'provider' }), false],
  ['deliver', 'delivered again', 'p1', 'PATCH', '', deliver('o3'), false],
  ['deliver', 'a delivered order cancelled', 'p1', 'PATCH', '', kitchenCancel('o3'), false],
  ['deliver', 'delivered and its address rewritten', 'p1', 'PATCH', '', deliver('o6', { 'orders/o6/address': 'Elsewhere 1' }), false],
  ['deliver', 'delivered and its note removed', 'p1', 'PATCH', '', deliver('o6', { 'orders/o6/note': null }), false],
  ['deliver', 'delivered and the customer’s mobile changed', 'p1', 'PATCH', '', deliver('o6', { 'orders/o6/customerPhone': '+919812345678' }), false],
  // ---- the kitchen's cancel: at any step, with a reason ----
  ['kitchen cancel', 'a new order, sold out', 'p1', 'PATCH', '', kitchenCancel('o1'), true],
  ['kitchen cancel', 'an accepted order, closing early', 'p1', 'PATCH', '', kitchenCancel('o5', KITCHEN_CANCEL_REASONS[1]), true],
  ['kitchen cancel', 'an order on its way, a reason typed', 'p1', 'PATCH', '', kitchenCancel('o6', 'Rider had an accident, sorry'), true],
  ['kitchen cancel', 'after the customer’s window', 'p1', 'PATCH', '', kitchenCancel('o2', KITCHEN_CANCEL_REASONS[2]), true],
  ['kitchen cancel', 'a migrated order', 'p1', 'PATCH', '', kitchenCancel('o8'), true],
  ['kitchen cancel', `a reason of ${ORDER_LIMITS.reasonMax} characters`, 'p1', 'PATCH', '', kitchenCancel('o1', 'r'.repeat(ORDER_LIMITS.reasonMax)), true],
  ['kitchen cancel', 'without a reason', 'p1', 'PATCH', '', settle('o1', 'cancelled', { cancelledBy: 'provider' }), false],
  ['kitchen cancel', 'with an empty reason', 'p1', 'PATCH', '', kitchenCancel('o1', ''), false],
  ['kitchen cancel', `a reason of ${ORDER_LIMITS.reasonMax + 1} characters`, 'p1', 'PATCH', '', kitchenCancel('o1', 'r'.repeat(ORDER_LIMITS.reasonMax + 1)), false],
  ['kitchen cancel', 'blamed on the customer', 'p1', 'PATCH', '', settle('o1', 'cancelled', { cancelledBy: 'customer', reason: 'Sold out' }), false],
  ['kitchen cancel', 'not saying who cancelled', 'p1', 'PATCH', '', settle('o1', 'cancelled', { reason: 'Sold out' }), false],
  ['kitchen cancel', 'keeping the revenue', 'p1', 'PATCH', '', kitchenCancel('o1', 'Sold out', { 'stats/p1/totalRevenue': inc(0) }), false],
  ['kitchen cancel', 'without the stats (order only)', 'p1', 'PATCH', 'orders/o1', { status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out',
    updatedAt: SV_TS, boardKey: `p1|cancelled|${NOW}` }, false],
  ['kitchen cancel', "another kitchen cancels the kitchen's order", 'p2', 'PATCH', '', kitchenCancel('o1'), false],
  ['kitchen cancel', 'a cancelled order cancelled again', 'p1', 'PATCH', '', kitchenCancel('o7'), false],
  // ---- the customer's cancel: its own order, while new, within the window ----
  ['customer cancel', 'customer cancels its new order within the window', 'c1', 'PATCH', '', customerCancel('o1'), true],
  ['customer cancel', 'customer cancels saying why', 'c1', 'PATCH', '', settle('o1', 'cancelled', { cancelledBy: 'customer', reason: 'Ordered twice' }), true],
  ['customer cancel', 'an order the kitchen accepted (call the kitchen instead)', 'c1', 'PATCH', '', customerCancel('o5'), false],
  ['customer cancel', 'an order on its way', 'c1', 'PATCH', '', customerCancel('o6'), false],
  ['customer cancel', 'a migrated order placed long ago', 'c1', 'PATCH', '', customerCancel('o8'), false],
  ['customer cancel', 'cancel not saying who cancelled', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/cancelledBy': null }), false],
  ['customer cancel', 'customer cancel claiming the kitchen cancelled', 'c1', 'PATCH', '', settle('o1', 'cancelled', { cancelledBy: 'provider', reason: 'Sold out' }), false],
  ['customer cancel', 'cancel 11 minutes after placing it', 'c1', 'PATCH', '', customerCancel('o2'), false],
  ['customer cancel', 'cancel of an order the kitchen delivered', 'c1', 'PATCH', '', customerCancel('o3'), false],
  ['customer cancel', "customer cancels another customer's order", 'c1', 'PATCH', '', customerCancel('o4'), false],
  ['customer cancel', 'another customer cancels it', 'c2', 'PATCH', '', customerCancel('o1'), false],
  ['customer cancel', 'anonymous cancels it', 'anon', 'PATCH', '', customerCancel('o1'), false],
  ['customer cancel', 'cancel without the stats (order only)', 'c1', 'PATCH', 'orders/o1', { status: 'cancelled', cancelledBy: 'customer', updatedAt: SV_TS,
    boardKey: `p1|cancelled|${NOW}` }, false],
  ['customer cancel', 'cancel keeping the revenue', 'c1', 'PATCH', '', customerCancel('o1', { 'stats/p1/totalRevenue': inc(0) }), false],
  ['customer cancel', 'cancel taking the dishes out of the revenue but not the fee', 'c1', 'PATCH', '',
    customerCancel('o1', { 'stats/p1/totalRevenue': inc(-200), 'stats/p1/monthlyRevenue': inc(-200) }), false],
  ['customer cancel', 'cancel counting two cancellations', 'c1', 'PATCH', '', customerCancel('o1', { 'stats/p1/cancelledOrders': inc(2) }), false],
  ['customer cancel', 'cancel that also edits the address', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/address': '99 Other Road, Nagpur' }), false],
  ['customer cancel', 'cancel that lowers the total', 'c1', 'PATCH', '', customerCancel('o1', { 'orders/o1/total': 40 }), false],
  ['customer cancel', 'customer edits the note of a new order', 'c1', 'PUT', 'orders/o1/note', 'Leave at the gate', false],
  ['customer cancel', 'customer edits the address of a new order', 'c1', 'PATCH', 'orders/o1', { address: '99 Other Road, Nagpur' }, false],
];

testMatrix(CASES, { atLeast: 20 });

test("an order's whole life: stats exact through create, accept, on the way, delivered, and a kitchen's cancel with its reason", async () => {
  const stats = async () => adminGet('stats/p1');
  const before = await stats();
  await assertSucceeds(place('c1', orderCreation([['n1', NEW()]], { stored: FIXTURE.stats })));
  const n1 = await adminGet('orders/n1');
  expect(n1).toMatchObject({ status: 'pending', step: 'new', itemsTotal: 200, fee: 40, total: 240, customerName: 'Riya', customerPhone: PHONE });
  const created = await stats();
  expect(created).toMatchObject({ totalOrders: before.totalOrders + 1, pendingOrders: before.pendingOrders + 1,
    totalRevenue: before.totalRevenue + 240, monthlyRevenue: before.monthlyRevenue + 240 });
  await assertSucceeds(run('p1', 'PATCH', '', acceptWrite('n1')));
  const acceptedOrder = await adminGet('orders/n1');
  expect(acceptedOrder.step).toBe('accepted');
  expect(acceptedOrder.readyBy - acceptedOrder.acceptedAt).toBeGreaterThan(44 * 60000);
  await assertFails(run('p1', 'PATCH', '', acceptWrite('n1'))); // once
  await assertSucceeds(run('p1', 'PATCH', '', onTheWayWrite('n1')));
  expect(await stats()).toEqual(created); // steps move no figure
  await assertFails(place('c1', settleWrite('n1', n1, 'cancelled', { cancelledBy: 'customer', monthStartOf: MONTH_START }))); // on its way now
  await assertSucceeds(run('p1', 'PATCH', '', settleWrite('n1', n1, 'completed')));
  expect(await adminGet('orders/n1')).toMatchObject({ status: 'completed', step: 'on_the_way', boardKey: `p1|completed|${n1.timestamp}` });
  expect(await stats()).toMatchObject({ ...created, pendingOrders: created.pendingOrders - 1, completedOrders: created.completedOrders + 1,
    event: 'completed', batch: { 0: 'n1' }, applied: { ...created.applied, n1: 'completed' } });
  await assertFails(run('p1', 'PATCH', '', settleWrite('n1', n1, 'completed'))); // once
  // the kitchen cancels an accepted order, saying why: its total (dishes and fee) leaves the revenues
  await assertSucceeds(run('p1', 'PATCH', '', kitchenCancel('o5', 'Closing early')));
  expect(await adminGet('orders/o5')).toMatchObject({ status: 'cancelled', step: 'accepted', cancelledBy: 'provider', cancelReason: 'Closing early' });
  expect(await stats()).toMatchObject({ totalOrders: created.totalOrders, pendingOrders: created.pendingOrders - 2,
    cancelledOrders: created.cancelledOrders + 1, totalRevenue: created.totalRevenue - 240, monthlyRevenue: created.monthlyRevenue - 240 });
});

test('the customer cancel moves the stats exactly as the kitchen cancel: revenue out, cancelled +1, pending −1', async () => {
  await assertSucceeds(place('c1', customerCancel('o1')));
  expect(await adminGet('orders/o1')).toMatchObject({ status: 'cancelled', cancelledBy: 'customer', address: ADDRESS, note: NOTE });
  expect(await adminGet('stats/p1')).toMatchObject({ totalOrders: 8, monthlyOrders: 7, pendingOrders: 5, cancelledOrders: 2,
    completedOrders: 1, totalRevenue: 1440, monthlyRevenue: 1440 });
  await assertFails(place('c1', customerCancel('o1'))); // cancelled once
  await assertFails(place('p1', kitchenCancel('o1'))); // and stays cancelled
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

describe("a customer's cancel races the kitchen's completion over REST", () => {
  const rest = (uid, body) => fetch(`${m.emu.url}/.json?ns=${PROJECT_ID}`, { method: 'PATCH',
    headers: { authorization: `Bearer ${makeTestToken(uid, PROJECT_ID)}` }, body: JSON.stringify(atNow(body, m.serverNow())) });

  test('10 new orders, each cancelled by its customer while the kitchen accepts and delivers it: one end wins each, the stats follow', async () => {
    // The customer may cancel only while the order is new, the kitchen deliver only once it accepted it: so the
    // kitchen's accept and the customer's cancel race (both sent at once, for all ten orders at once), and the
    // kitchen's delivery follows its accept when that went through. The server applies the writes one at a time.
    const ids = Array.from({ length: 10 }, (_, i) => `race${i}`);
    const orders = Object.fromEntries(ids.map((id) => [id, order('c1', { timestamp: Date.now() })]));
    const seeded = FIXTURE.stats.p1;
    await m.admin((d) => d.ref().update({ ...Object.fromEntries(ids.map((id) => [`orders/${id}`, orders[id]])),
      ...Object.fromEntries(ids.map((id) => [`stats/p1/applied/${id}`, 'created'])),
      'stats/p1/totalOrders': seeded.totalOrders + ids.length, 'stats/p1/pendingOrders': seeded.pendingOrders + ids.length,
      'stats/p1/totalRevenue': seeded.totalRevenue + 240 * ids.length, 'stats/p1/monthlyOrders': seeded.monthlyOrders + ids.length,
      'stats/p1/monthlyRevenue': seeded.monthlyRevenue + 240 * ids.length }));
    const before = await adminGet('stats/p1');
    const kitchen = async (id) => {
      const accepted = await rest('p1', acceptWrite(id));
      return accepted.status === 200 ? (await rest('p1', settleWrite(id, orders[id], 'completed'))).status : accepted.status;
    };
    const outcomes = await Promise.all(ids.map(async (id) => {
      const [cancel, delivered] = await Promise.all([
        rest('c1', settleWrite(id, orders[id], 'cancelled', { cancelledBy: 'customer', monthStartOf: MONTH_START })).then((r) => r.status), kitchen(id)]);
      return { id, cancel, delivered };
    }));
    for (const { id, cancel, delivered } of outcomes) {
      // exactly one end applied, the other refused (the order was no longer new, or no longer pending)
      expect([id, [cancel, delivered].filter((s) => s === 200).length]).toEqual([id, 1]);
      for (const status of [cancel, delivered]) if (status !== 200) expect(status).toBe(401);
      const stored = await adminGet(`orders/${id}`);
      if (cancel === 200) expect(stored).toMatchObject({ status: 'cancelled', step: 'new', cancelledBy: 'customer', boardKey: `p1|cancelled|${stored.timestamp}` });
      else expect(stored).toMatchObject({ status: 'completed', step: 'accepted', boardKey: `p1|completed|${stored.timestamp}` });
    }
    const cancelled = outcomes.filter((o) => o.cancel === 200).length;
    const completed = ids.length - cancelled;
    const after = await adminGet('stats/p1');
    expect(after).toMatchObject({ totalOrders: before.totalOrders, monthlyOrders: before.monthlyOrders, pendingOrders: before.pendingOrders - ids.length,
      cancelledOrders: before.cancelledOrders + cancelled, completedOrders: before.completedOrders + completed,
      totalRevenue: before.totalRevenue - 240 * cancelled, monthlyRevenue: before.monthlyRevenue - 240 * cancelled });
    for (const id of ids) expect(after.applied[id]).toBe(await adminGet(`orders/${id}/status`));
    m.markDirty();
  });

  test("the kitchen's cancel and the customer's cancel of one new order at once: exactly one is applied, counted once", async () => {
    await m.admin((d) => d.ref().set(FIXTURE));
    const o = { ...FIXTURE.orders.o1 };
    const before = await adminGet('stats/p1');
    const [byCustomer, byKitchen] = await Promise.all([rest('c1', customerCancel('o1')), rest('p1', kitchenCancel('o1', 'Sold out'))]);
    expect([byCustomer.status, byKitchen.status].filter((s) => s === 200)).toHaveLength(1);
    const stored = await adminGet('orders/o1');
    expect(stored.cancelledBy).toBe(byCustomer.status === 200 ? 'customer' : 'provider');
    expect(await adminGet('stats/p1')).toMatchObject({ pendingOrders: before.pendingOrders - 1, cancelledOrders: before.cancelledOrders + 1,
      totalRevenue: before.totalRevenue - o.total });
    m.markDirty();
  });
});
