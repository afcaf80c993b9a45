'use strict';
/**
 * Rules matrix for order numbers (issue 20): every line of a new checkout carries its checkout's number
 * (`orderNumber`, @thali/domain's ORDER_NUMBER_PATTERN, TH-YYMM-NNNN); older orders have none and stay settleable;
 * nobody sets, changes or removes a number afterwards (not the kitchen, not the customer's cancel). The rules cannot
 * compare sibling orders cheaply, so "the same number on every line" is the writer's job (checkoutCart), proved in
 * packages/firebase-data/src/__tests__/order-numbers.test.ts.
 */
const { monthStart } = require('@thali/domain');
const { rulesMatrix, grouped, expectBothOutcomes, inc, SV_TS, assertSucceeds } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const T = 1700000000000; // an order of an earlier month
const ADDRESS = '12 Laxmi Nagar, Nagpur 440022';
const NUMBER = 'TH-2611-4821';

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const item = (name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId: 'p1', status: 'active', createdAt: T, updatedAt: T });
const defined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const line = (itemId, extra = {}) => defined({ userId: 'c1', providerId: 'p1', itemId, itemName: itemId === 'i1' ? 'Dal' : 'Poha',
  price: itemId === 'i1' ? 100 : 40, quantity: 1, status: 'pending', timestamp: NOW, address: ADDRESS, orderNumber: NUMBER, ...extra });

const FIXTURE = {
  users: { c1: user('cust', 'user'), c2: user('cust2', 'user'), p1: user('prov', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true } },
  'menu-items': { i1: item('Dal', 100), i2: item('Poha', 40) },
  orders: {
    o1: line('i1'),
    o2: line('i2', { orderNumber: undefined, timestamp: T }), // placed before orders had a number
  },
  stats: {
    p1: { totalOrders: 2, totalRevenue: 140, monthlyOrders: 1, monthlyRevenue: 100, monthStart: MONTH_START, pendingOrders: 2,
      completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: 'o1' }, applied: { o1: 'created', o2: 'created' } },
  },
};

/** What checkoutCart writes for `lines` ([id, order] pairs) of p1: the orders and their stats, in one update. */
function createUpdate(lines) {
  const s = 'stats/p1';
  const amt = lines.reduce((sum, [, o]) => sum + o.price * o.quantity, 0);
  const writes = {
    [`${s}/totalOrders`]: inc(lines.length), [`${s}/totalRevenue`]: inc(amt), [`${s}/pendingOrders`]: inc(lines.length),
    [`${s}/monthlyOrders`]: inc(lines.length), [`${s}/monthlyRevenue`]: inc(amt), [`${s}/event`]: 'created',
    [`${s}/batch`]: Object.fromEntries(lines.map(([id], i) => [String(i), id])),
  };
  for (const [id, o] of lines) {
    writes[`orders/${id}`] = { ...o, timestamp: SV_TS };
    writes[`${s}/applied/${id}`] = 'created';
  }
  return writes;
}
const buy = (extra) => createUpdate([['n1', line('i1', extra)]]);
/** A complete (by the kitchen) or a cancel (by its customer or its kitchen), with its stats. */
function settleUpdate(oid, status, cancelledBy, extra = {}) {
  const o = FIXTURE.orders[oid];
  const s = 'stats/p1';
  const amt = o.price * o.quantity;
  return defined({
    [`orders/${oid}/status`]: status, [`orders/${oid}/updatedAt`]: SV_TS, [`orders/${oid}/cancelledBy`]: cancelledBy,
    [`${s}/pendingOrders`]: inc(-1), [`${s}/${status}Orders`]: inc(1),
    ...(status === 'cancelled' ? { [`${s}/totalRevenue`]: inc(-amt), [`${s}/monthlyRevenue`]: inc(o.timestamp >= MONTH_START ? -amt : 0) } : {}),
    [`${s}/event`]: status, [`${s}/batch`]: { 0: oid }, [`${s}/applied/${oid}`]: status, ...extra,
  });
}

const { run, adminGet, testCases } = rulesMatrix({ fixture: FIXTURE, who: { c1: 'c1', c2: 'c2', p1: 'p1' } });

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- create ----
  ['create', 'Buy Now with a number', 'c1', 'PATCH', '', buy(), true],
  ['create', 'a checkout of two lines, one number', 'c1', 'PATCH', '', createUpdate([['n1', line('i1')], ['n2', line('i2')]]), true],
  ['create', 'a number of another month (a label: only its shape is checked)', 'c1', 'PATCH', '', buy({ orderNumber: 'TH-2401-0000' }), true],
  ['create', 'a new order without a number', 'c1', 'PATCH', '', buy({ orderNumber: undefined }), false],
  ['create', 'three random digits', 'c1', 'PATCH', '', buy({ orderNumber: 'TH-2611-482' }), false],
  ['create', 'five random digits', 'c1', 'PATCH', '', buy({ orderNumber: 'TH-2611-48210' }), false],
  ['create', 'lower-case prefix', 'c1', 'PATCH', '', buy({ orderNumber: 'th-2611-4821' }), false],
  ['create', 'another prefix', 'c1', 'PATCH', '', buy({ orderNumber: 'XX-2611-4821' }), false],
  ['create', 'a trailing space', 'c1', 'PATCH', '', buy({ orderNumber: `${NUMBER} ` }), false],
  ['create', 'text around the number', 'c1', 'PATCH', '', buy({ orderNumber: `<b>${NUMBER}</b>` }), false],
  ['create', 'a number instead of text', 'c1', 'PATCH', '', buy({ orderNumber: 26114821 }), false],
  ['create', 'empty text', 'c1', 'PATCH', '', buy({ orderNumber: '' }), false],
  // ---- afterwards: the number never changes ----
  ['after', 'the kitchen completes, keeping the number', 'p1', 'PATCH', '', settleUpdate('o1', 'completed'), true],
  ['after', 'the customer cancels within the window, keeping the number', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer'), true],
  ['after', 'the kitchen completes an older order without a number', 'p1', 'PATCH', '', settleUpdate('o2', 'completed'), true],
  ['after', 'the kitchen completes and renumbers it', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/orderNumber': 'TH-2611-0001' }), false],
  ['after', 'the kitchen completes and removes the number', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/orderNumber': null }), false],
  ['after', 'the kitchen numbers an older order while completing it', 'p1', 'PATCH', '', settleUpdate('o2', 'completed', undefined, { 'orders/o2/orderNumber': NUMBER }), false],
  ['after', 'the customer cancels and renumbers it', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer', { 'orders/o1/orderNumber': 'TH-2611-0001' }), false],
  ['after', 'the customer writes the number alone', 'c1', 'PUT', 'orders/o1/orderNumber', 'TH-2611-0001', false],
  ['after', 'the kitchen writes the number alone', 'p1', 'PUT', 'orders/o1/orderNumber', 'TH-2611-0001', false],
  // ---- reads: the number comes with the order, to its customer and its kitchen only ----
  ['read', 'the customer reads the number', 'c1', 'GET', 'orders/o1/orderNumber', undefined, true],
  ['read', 'the kitchen reads the number', 'p1', 'GET', 'orders/o1/orderNumber', undefined, true],
  ['read', 'another customer reads the number', 'c2', 'GET', 'orders/o1/orderNumber', undefined, false],
];

testCases(grouped(CASES));

test('the matrix has at least 15 cases, both outcomes in every group', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(15);
  expectBothOutcomes(CASES);
});

test('both lines of one checkout are stored with the same number; a settle keeps it', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', createUpdate([['t1', line('i1')], ['t2', line('i2')]])));
  expect([await adminGet('orders/t1/orderNumber'), await adminGet('orders/t2/orderNumber')]).toEqual([NUMBER, NUMBER]);
  await assertSucceeds(run('p1', 'PATCH', '', settleUpdate('o1', 'completed')));
  expect(await adminGet('orders/o1')).toMatchObject({ status: 'completed', orderNumber: NUMBER });
});
