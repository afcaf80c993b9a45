'use strict';
/**
 * Rules matrix for order numbers (issue 20; allocated by the database since issue 36, RULES.md "Order numbers"):
 * every line of a new checkout carries its checkout's number TH-YYMM-NNNN, taken from the month's counter
 * orderCounters/{YYMM} (the server's month, Asia/Kolkata) and claimed once at orderNumbers/{number}, in the same write
 * as the orders: the counter moves forward by the numbers claimed, each claim follows the one before it and names an
 * order created with it. So another customer's number, a number of another month (TH-9999-9999), one out of sequence
 * or one used before are refused. Older orders keep the numbers they have (or none) and stay settleable; nobody sets,
 * changes or removes a number afterwards.
 */
const { monthStart, monthLabel, orderNumberOf } = require('@thali/domain');
const { rulesMatrix, withOrderNumber, placeNumbered, grouped, expectBothOutcomes, inc, SV_TS, assertSucceeds } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const T = 1700000000000; // an order of an earlier month
const ADDRESS = '12 Laxmi Nagar, Nagpur 440022';
const MONTH = monthLabel(NOW);
const num = (seq, month = MONTH) => orderNumberOf(month, seq);
/** The month's counter in the fixture: 41 numbers given out, the last one to o1. */
const LAST = 41;
const NUMBER = num(LAST);

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
    o3: line('i2', { orderNumber: 'TH-2611-4821', timestamp: T }), // a random number of issue 20: kept as it is
  },
  orderCounters: { [MONTH]: LAST },
  orderNumbers: { [NUMBER]: { by: 'c1', order: 'o1', month: MONTH, seq: LAST } },
  stats: {
    p1: { totalOrders: 3, totalRevenue: 180, monthlyOrders: 1, monthlyRevenue: 100, monthStart: MONTH_START, pendingOrders: 3,
      completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: 'o1' }, applied: { o1: 'created', o2: 'created', o3: 'created' } },
  },
};

/** What checkoutCart writes for `lines` ([id, order] pairs) of p1: the orders and their stats, in one update (no number yet). */
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
/** A Buy Now numbered with the month's next number (42), its claim and the counter moved to it; `extra` adds or overrides. */
const buy = (extra = {}, { seq = LAST + 1, month = MONTH } = {}) => ({ ...withOrderNumber(createUpdate([['n1', line('i1')]]), { seq, month }), ...extra });
/** The same order, carrying `number` as it is (no claim, no counter move unless `extra` adds them). */
const buyAs = (number, extra = {}) => ({ ...createUpdate([['n1', line('i1', { orderNumber: number })]]), ...extra });
const claim = (seq, order = 'n1', extra = {}) => ({ [`orderNumbers/${num(seq)}`]: { by: 'c1', order, month: MONTH, seq, ...extra } });
const counter = (n, month = MONTH) => ({ [`orderCounters/${month}`]: n });
/** Two checkouts' numbers in one write (what a checkout of two kitchens will write, issue 37): 42 to n1, 43 to n2. */
function twoNumbers({ claims = [LAST + 1, LAST + 2], to = LAST + 2 } = {}) {
  const u = createUpdate([['n1', line('i1', { orderNumber: num(LAST + 1) })], ['n2', line('i2', { orderNumber: num(LAST + 2) })]]);
  return { ...u, ...Object.assign({}, ...claims.map((seq) => claim(seq, seq === LAST + 1 ? 'n1' : 'n2'))), ...counter(to) };
}

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

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1' } });
const { run, adminGet, testCases } = m;

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- create: the month's next number, claimed in the same write ----
  ['create', 'Buy Now with the next number (42 after 41)', 'c1', 'PATCH', '', buy(), true],
  ['create', 'a checkout of two lines, one number', 'c1', 'PATCH', '',
    withOrderNumber(createUpdate([['n1', line('i1')], ['n2', line('i2')]]), { seq: LAST + 1 }), true],
  ['create', 'two numbers in one write (42 and 43, one per checkout), the counter moved by 2', 'c1', 'PATCH', '', twoNumbers(), true],
  ['create', 'a new order without a number', 'c1', 'PATCH', '', buy({ 'orders/n1': { ...line('i1', { orderNumber: undefined }), timestamp: SV_TS } }), false],
  ['create', 'the number of another customer’s order (41), nothing claimed', 'c1', 'PATCH', '', buyAs(NUMBER), false],
  ['create', 'the number of another customer’s order (41), claimed again', 'c1', 'PATCH', '', buyAs(NUMBER, { ...claim(LAST), ...counter(LAST) }), false],
  ['create', 'a used number while the counter moves on to 42', 'c1', 'PATCH', '', buyAs(NUMBER, { ...claim(LAST + 1, 'n0'), ...counter(LAST + 1) }), false],
  ['create', 'TH-9999-9999, nothing claimed', 'c1', 'PATCH', '', buyAs('TH-9999-9999'), false],
  ['create', 'TH-9999-9999 (a month that is not now)', 'c1', 'PATCH', '',
    buyAs('TH-9999-9999', { 'orderNumbers/TH-9999-9999': { by: 'c1', order: 'n1', month: '9999', seq: 9999 }, ...counter(9999, '9999') }), false],
  ['create', "next month's first number", 'c1', 'PATCH', '', buy({}, { seq: 1, month: monthLabel(MONTH_START + 40 * 86400000) }), false],
  ['create', 'out of sequence: 44 after 41', 'c1', 'PATCH', '', buy({}, { seq: LAST + 3 }), false],
  ['create', 'out of sequence: the month’s first number again', 'c1', 'PATCH', '', buy({}, { seq: 1 }), false],
  ['create', 'the counter moved by 2, only the second number claimed', 'c1', 'PATCH', '', twoNumbers({ claims: [LAST + 2] }), false],
  ['create', 'the counter moved by 1, two numbers claimed', 'c1', 'PATCH', '', twoNumbers({ to: LAST + 1 }), false],
  ['create', 'the number claimed, the counter not moved', 'c1', 'PATCH', '', buyAs(num(LAST + 1), claim(LAST + 1)), false],
  ['create', 'the counter moved, the number not claimed', 'c1', 'PATCH', '', buyAs(num(LAST + 1), counter(LAST + 1)), false],
  ['create', 'the claim in another customer’s name', 'c1', 'PATCH', '', buy(claim(LAST + 1, 'n1', { by: 'c2' })), false],
  ['create', 'the claim naming another order', 'c1', 'PATCH', '', buy(claim(LAST + 1, 'o1')), false],
  ['create', 'the claim written out another way (month and seq not its key)', 'c1', 'PATCH', '', buy(claim(LAST + 1, 'n1', { seq: LAST + 2 })), false],
  ['create', 'the number unpadded (TH-…-42)', 'c1', 'PATCH', '',
    buyAs(`TH-${MONTH}-${LAST + 1}`, { [`orderNumbers/TH-${MONTH}-${LAST + 1}`]: { by: 'c1', order: 'n1', month: MONTH, seq: LAST + 1 }, ...counter(LAST + 1) }), false],
  ['create', 'lower-case prefix', 'c1', 'PATCH', '', buyAs(num(LAST + 1).toLowerCase(), counter(LAST + 1)), false],
  ['create', 'a trailing space', 'c1', 'PATCH', '', buyAs(`${num(LAST + 1)} `, { ...claim(LAST + 1), ...counter(LAST + 1) }), false],
  ['create', 'text around the number', 'c1', 'PATCH', '', buyAs(`<b>${num(LAST + 1)}</b>`, { ...claim(LAST + 1), ...counter(LAST + 1) }), false],
  ['create', 'a number instead of text', 'c1', 'PATCH', '', buyAs(Number(`${MONTH}0042`), counter(LAST + 1)), false],
  // ---- the counter and the claims on their own ----
  ['counter', 'a customer reads the month’s counter', 'c1', 'GET', `orderCounters/${MONTH}`, undefined, true],
  ['counter', 'a kitchen reads the month’s counter', 'p1', 'GET', `orderCounters/${MONTH}`, undefined, true],
  ['counter', 'signed out: read the counter', 'anon', 'GET', `orderCounters/${MONTH}`, undefined, false],
  ['counter', 'a customer moves the counter alone', 'c1', 'PUT', `orderCounters/${MONTH}`, LAST + 100, false],
  ['counter', 'a customer moves the counter back', 'c1', 'PUT', `orderCounters/${MONTH}`, 1, false],
  ['counter', 'a customer deletes the counter', 'c1', 'DELETE', `orderCounters/${MONTH}`, undefined, false],
  ['counter', 'a customer claims the next number without an order', 'c1', 'PATCH', '', { ...claim(LAST + 1), ...counter(LAST + 1) }, false],
  ['counter', 'a customer removes a claim', 'c1', 'DELETE', `orderNumbers/${NUMBER}`, undefined, false],
  ['counter', 'a customer reads a claim', 'c1', 'GET', `orderNumbers/${NUMBER}`, undefined, false],
  // ---- afterwards: the number never changes ----
  ['after', 'the kitchen completes, keeping the number', 'p1', 'PATCH', '', settleUpdate('o1', 'completed'), true],
  ['after', 'the customer cancels within the window, keeping the number', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer'), true],
  ['after', 'the kitchen completes an older order without a number', 'p1', 'PATCH', '', settleUpdate('o2', 'completed'), true],
  ['after', 'the kitchen completes an older order with a random number', 'p1', 'PATCH', '', settleUpdate('o3', 'completed'), true],
  ['after', 'the kitchen completes and renumbers it', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/orderNumber': num(1) }), false],
  ['after', 'the kitchen completes and removes the number', 'p1', 'PATCH', '', settleUpdate('o1', 'completed', undefined, { 'orders/o1/orderNumber': null }), false],
  ['after', 'the kitchen numbers an older order while completing it', 'p1', 'PATCH', '', settleUpdate('o2', 'completed', undefined, { 'orders/o2/orderNumber': NUMBER }), false],
  ['after', 'the customer cancels and renumbers it', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer', { 'orders/o1/orderNumber': num(1) }), false],
  ['after', 'the customer writes the number alone', 'c1', 'PUT', 'orders/o1/orderNumber', num(1), false],
  ['after', 'the kitchen writes the number alone', 'p1', 'PUT', 'orders/o1/orderNumber', num(1), false],
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

test('both lines of one checkout are stored with the same number, the counter and the claim with it; a settle keeps it', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', withOrderNumber(createUpdate([['t1', line('i1')], ['t2', line('i2')]]), { seq: LAST + 1 })));
  expect([await adminGet('orders/t1/orderNumber'), await adminGet('orders/t2/orderNumber')]).toEqual([num(LAST + 1), num(LAST + 1)]);
  expect(await adminGet(`orderCounters/${MONTH}`)).toBe(LAST + 1);
  expect(await adminGet(`orderNumbers/${num(LAST + 1)}`)).toEqual({ by: 'c1', order: 't1', month: MONTH, seq: LAST + 1 });
  await assertSucceeds(run('p1', 'PATCH', '', settleUpdate('o1', 'completed')));
  expect(await adminGet('orders/o1')).toMatchObject({ status: 'completed', orderNumber: NUMBER });
});

test('past 9,999 the numbers grow to five digits: TH-YYMM-10000', async () => {
  await m.admin((d) => d.ref().update({ [`orderCounters/${MONTH}`]: 9999,
    [`orderNumbers/${num(9999)}`]: { by: 'c2', order: 'o-9999', month: MONTH, seq: 9999 } }));
  expect(num(10000)).toBe(`TH-${MONTH}-10000`);
  await assertSucceeds(run('c1', 'PATCH', '', buy({}, { seq: 10000 })));
  expect(await adminGet('orders/n1/orderNumber')).toBe(`TH-${MONTH}-10000`);
  expect(await adminGet(`orderCounters/${MONTH}`)).toBe(10000);
});

test('10 customers check out at once: 10 distinct consecutive numbers (each re-reads the counter when another was first)', async () => {
  await m.admin((d) => d.ref().set(FIXTURE));
  const racers = Array.from({ length: 10 }, (_, i) => `r${i}`);
  await m.admin((d) => d.ref('users').update(Object.fromEntries(racers.map((r) => [r, user(r, 'user')]))));
  const dbs = racers.map((r) => m.env.authenticatedContext(r).database());
  await Promise.all(dbs.map((d) => d.ref(`orderCounters/${MONTH}`).get()));
  await Promise.all(dbs.map((d, i) => placeNumbered(d, () => createUpdate([[`race-${i}`, line('i1', { userId: racers[i] })]]))));
  const orders = Object.entries(await adminGet('orders')).filter(([id]) => id.startsWith('race-'));
  expect(orders.map(([, o]) => o.orderNumber).sort()).toEqual(Array.from({ length: 10 }, (_, i) => num(LAST + 1 + i)));
  expect(await adminGet(`orderCounters/${MONTH}`)).toBe(LAST + 10);
  m.markDirty();
});
