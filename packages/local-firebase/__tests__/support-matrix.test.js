'use strict';
/**
 * Rules matrix for the Support lookup (issue 41; RULES.md, "Support lookup"): staff find an order by its number's claim,
 * a customer by e-mail or mobile (indexed equalTo queries only, never the whole list) with the customer's orders and
 * subscriptions; and staff cancel a pending order (any step) on the customer's behalf: `cancelledBy: 'thali'`, a
 * reason, the kitchen's stats as for the kitchen's cancel and the audit entry ('cancel', this order, the same reason)
 * named by `cancelAudit`, in one write. A customer, a kitchen (on its own order and on another's), signed out and staff.
 * The writes of @thali/firebase-data are written out by hand.
 */
const { monthStart } = require('@thali/domain');
const { SUPPORT_CANCEL_LIMITS } = require('@thali/domain/staff');
const { rulesMatrix, wholeOrder, settleWrite, q, SV_TS, assertSucceeds, deliversTo, HOME_LINE } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const HOUR = 3600e3;
const PHONE = '+919876543210';

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const DAL = { itemId: 'i1', itemName: 'Dal', price: 100, quantity: 2 };
/** An order of p1 (Dal × 2 + ₹40 = ₹240) by c1, placed just now unless `extra` says otherwise. */
const order = (extra = {}) => wholeOrder({ userId: 'c1', providerId: 'p1', lines: [DAL], timestamp: NOW, address: HOME_LINE,
  orderNumber: 'TH-2611-0002', customerName: 'Riya', customerPhone: PHONE, ...extra });
const accepted = { step: 'accepted', acceptedAt: NOW, readyBy: NOW + HOUR };

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user', { phone: PHONE }), c2: user('amit', 'user'), p1: user('prov', 'meal_provider'),
    p2: user('prov2', 'meal_provider'), a1: user('ops', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  orders: {
    o1: order(), // new
    o2: order({ ...accepted }),
    o3: order({ ...accepted, step: 'on_the_way', onTheWayAt: NOW }),
    o4: order({ ...accepted, status: 'completed', updatedAt: NOW }),
    o5: order({ status: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out', updatedAt: NOW }),
  },
  orderNumbers: { 'TH-2611-0002': { by: 'c1', order: 'o1', month: '2611', seq: 2 } },
  subscriptions: { s1: { customerId: 'c1', providerId: 'p1', planId: 'pl1' } },
  stats: {
    p1: { totalOrders: 5, totalRevenue: 960, monthlyOrders: 5, monthlyRevenue: 960, monthStart: MONTH_START, pendingOrders: 3,
      completedOrders: 1, cancelledOrders: 1, event: 'completed', batch: { 0: 'o4' },
      applied: { o1: 'created', o2: 'created', o3: 'created', o4: 'completed', o5: 'cancelled' } },
  },
  audit: { e0: { by: 'a1', action: 'cancel', target: 'orders/o9', reason: 'Earlier', at: NOW - HOUR } },
};

const REASON = 'The customer called: the kitchen cannot reach the address.';
/**
 * What thaliCancelOrder writes: the kitchen's cancel (status, boardKey, stats) with `cancelledBy: 'thali'`, the reason,
 * `cancelAudit` and the audit entry. `entry` changes the entry, `extra` the write.
 */
function thaliCancel(oid, by, { reason = REASON, aid = 'n1', entry = {}, extra = {}, cancelledBy = 'thali' } = {}) {
  return {
    ...settleWrite(oid, FIXTURE.orders[oid], 'cancelled', { cancelledBy, reason, monthStartOf: MONTH_START }),
    [`orders/${oid}/cancelAudit`]: aid,
    [`audit/${aid}`]: { by, action: 'cancel', target: `orders/${oid}`, reason, at: SV_TS, ...entry },
    ...extra,
  };
}
const without = (write, ...keys) => Object.fromEntries(Object.entries(write).filter(([k]) => !keys.includes(k)));

/** A lookup's read as a matrix row: [group, description, who, GET, path, no body, allowed, query]. */
const read = (what, who, path, allowed, query) => ['read', what, who, 'GET', path, undefined, allowed, query];

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2', a1: 'a1' } });
const { run, adminGet, testMatrix } = m;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- cancel on the customer's behalf ----
  ['cancel', 'staff: a new order, with a reason and its audit entry', 'a1', 'PATCH', '', thaliCancel('o1', 'a1'), true],
  ['cancel', 'staff: an accepted order', 'a1', 'PATCH', '', thaliCancel('o2', 'a1'), true],
  ['cancel', 'staff: an order on its way', 'a1', 'PATCH', '', thaliCancel('o3', 'a1'), true],
  ['cancel', `staff: a reason of exactly ${SUPPORT_CANCEL_LIMITS.reasonMax} characters`, 'a1', 'PATCH', '',
    thaliCancel('o1', 'a1', { reason: 'r'.repeat(SUPPORT_CANCEL_LIMITS.reasonMax) }), true],
  ['cancel', 'staff: a delivered order', 'a1', 'PATCH', '', thaliCancel('o4', 'a1'), false],
  ['cancel', 'staff: an order already cancelled', 'a1', 'PATCH', '', thaliCancel('o5', 'a1'), false],
  ['cancel', 'staff: without a reason', 'a1', 'PATCH', '', without(thaliCancel('o1', 'a1', { entry: { reason: null } }), 'orders/o1/cancelReason'), false],
  ['cancel', `staff: a reason of ${SUPPORT_CANCEL_LIMITS.reasonMin - 1} characters`, 'a1', 'PATCH', '',
    thaliCancel('o1', 'a1', { reason: 'no' }), false],
  ['cancel', `staff: a reason of ${SUPPORT_CANCEL_LIMITS.reasonMax + 1} characters`, 'a1', 'PATCH', '',
    thaliCancel('o1', 'a1', { reason: 'r'.repeat(SUPPORT_CANCEL_LIMITS.reasonMax + 1) }), false],
  ['cancel', 'staff: without the audit entry', 'a1', 'PATCH', '', without(thaliCancel('o1', 'a1'), 'audit/n1'), false],
  ['cancel', 'staff: without cancelAudit', 'a1', 'PATCH', '', without(thaliCancel('o1', 'a1'), 'orders/o1/cancelAudit'), false],
  ['cancel', 'staff: naming an entry that already exists', 'a1', 'PATCH', '', without(thaliCancel('o1', 'a1', { aid: 'e0' }), 'audit/e0'), false],
  ['cancel', 'staff: the entry says reject', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { entry: { action: 'reject' } }), false],
  ['cancel', 'staff: the entry names another order', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { entry: { target: 'orders/o2' } }), false],
  ['cancel', 'staff: the entry gives another reason', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { entry: { reason: 'Something else' } }), false],
  ['cancel', 'staff: the entry in another staff member’s name', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { entry: { by: 'a2' } }), false],
  ['cancel', 'staff: the order only, without the kitchen’s stats', 'a1', 'PATCH', '',
    Object.fromEntries(Object.entries(thaliCancel('o1', 'a1')).filter(([k]) => !k.startsWith('stats/'))), false],
  ['cancel', 'staff: the revenue kept', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { extra: { 'stats/p1/totalRevenue': 960 } }), false],
  ['cancel', 'staff: signed as the kitchen’s cancel', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { cancelledBy: 'provider' }), false],
  ['cancel', 'staff: signed as the customer’s cancel', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { cancelledBy: 'customer' }), false],
  ['cancel', 'staff: changes the total while cancelling', 'a1', 'PATCH', '', thaliCancel('o1', 'a1', { extra: { 'orders/o1/total': 1 } }), false],
  ['cancel', 'staff: accepts an order (the kitchen’s step)', 'a1', 'PATCH', '', { 'orders/o1/step': 'accepted', 'orders/o1/acceptedAt': SV_TS,
    'orders/o1/readyBy': NOW + HOUR }, false],
  ['cancel', 'staff: marks an order delivered (the kitchen’s step)', 'a1', 'PATCH', '',
    settleWrite('o2', FIXTURE.orders.o2, 'completed', { monthStartOf: MONTH_START }), false],
  ['cancel', 'customer: its own order, as Thali', 'c1', 'PATCH', '', thaliCancel('o1', 'c1'), false],
  ['cancel', 'customer: its own accepted order, as Thali', 'c1', 'PATCH', '', thaliCancel('o2', 'c1'), false],
  ['cancel', 'another customer: as Thali', 'c2', 'PATCH', '', thaliCancel('o1', 'c2'), false],
  ['cancel', 'kitchen: its own order, as Thali', 'p1', 'PATCH', '', thaliCancel('o1', 'p1'), false],
  ['cancel', 'kitchen: its own cancel naming an audit entry', 'p1', 'PATCH', '',
    { ...settleWrite('o1', FIXTURE.orders.o1, 'cancelled', { cancelledBy: 'provider', reason: 'Sold out', monthStartOf: MONTH_START }), 'orders/o1/cancelAudit': 'x1' }, false],
  ['cancel', 'kitchen: its own cancel (control)', 'p1', 'PATCH', '',
    settleWrite('o1', FIXTURE.orders.o1, 'cancelled', { cancelledBy: 'provider', reason: 'Sold out', monthStartOf: MONTH_START }), true],
  ['cancel', 'kitchen: another kitchen’s order, as Thali', 'p2', 'PATCH', '', thaliCancel('o1', 'p2'), false],
  ['cancel', 'signed out: as Thali', 'anon', 'PATCH', '', thaliCancel('o1', 'a1'), false],
  // ---- lookups ----
  read('staff: an order number’s claim', 'a1', 'orderNumbers/TH-2611-0002', true),
  read('customer: its own order number’s claim', 'c1', 'orderNumbers/TH-2611-0002', false),
  read('kitchen: an order number’s claim', 'p1', 'orderNumbers/TH-2611-0002', false),
  read('staff: one order', 'a1', 'orders/o1', true),
  read('another kitchen: one order', 'p2', 'orders/o1', false),
  read('staff: a customer’s orders (userId equalTo)', 'a1', 'orders', true, q('userId', 'c1')),
  read('staff: every order', 'a1', 'orders', false),
  read('staff: orders by kitchen (not the lookup’s)', 'a1', 'orders', false, q('providerId', 'p1')),
  read('customer: another customer’s orders', 'c2', 'orders', false, q('userId', 'c1')),
  read('staff: accounts by e-mail', 'a1', 'users', true, q('email', 'riya@t.test')),
  read('staff: accounts by mobile', 'a1', 'users', true, q('phone', PHONE)),
  read('staff: every account', 'a1', 'users', false),
  read('staff: accounts by name', 'a1', 'users', false, q('name', 'riya')),
  read('customer: accounts by e-mail', 'c1', 'users', false, q('email', 'amit@t.test')),
  read('kitchen: accounts by mobile', 'p1', 'users', false, q('phone', PHONE)),
  read('staff: a customer’s subscriptions', 'a1', 'subscriptions', true, q('customerId', 'c1')),
  read('customer: another customer’s subscriptions', 'c2', 'subscriptions', false, q('customerId', 'c1')),
  read('staff: an order’s audit trail', 'a1', 'audit', true, q('target', 'orders/o1')),
  read('customer: its order’s audit trail', 'c1', 'audit', false, q('target', 'orders/o1')),
];

testMatrix(CASES, { atLeast: 45 });

test('staff cancel an accepted order: the kitchen’s stats move exactly as for its own cancel, the order and its entry say why', async () => {
  await assertSucceeds(run('a1', 'PATCH', '', thaliCancel('o2', 'a1', { aid: 'c9' })));
  expect(await adminGet('orders/o2')).toMatchObject({ status: 'cancelled', step: 'accepted', cancelledBy: 'thali', cancelReason: REASON,
    cancelAudit: 'c9', boardKey: `p1|cancelled|${NOW}` });
  expect(await adminGet('stats/p1')).toMatchObject({ pendingOrders: 2, cancelledOrders: 2, completedOrders: 1, totalOrders: 5,
    totalRevenue: 720, monthlyRevenue: 720, event: 'cancelled', applied: { o2: 'cancelled' } });
  expect(await adminGet('audit/c9')).toMatchObject({ by: 'a1', action: 'cancel', target: 'orders/o2', reason: REASON });
  // once cancelled, never again (by staff or its kitchen)
  await expect(run('a1', 'PATCH', '', thaliCancel('o2', 'a1', { aid: 'c10' }))).rejects.toThrow();
  m.markDirty();
});
