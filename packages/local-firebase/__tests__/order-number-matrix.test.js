'use strict';
/**
 * Rules matrix for order numbers (issue 20; allocated by the database since issue 36, RULES.md "Order numbers"):
 * every new order (one per kitchen since issue 37) carries its own number TH-YYMM-NNNN, taken from the month's counter
 * orderCounters/{YYMM} (the server's month, Asia/Kolkata) and claimed once at orderNumbers/{number}, in the same write
 * as the orders: the counter moves forward by the numbers claimed, each claim follows the one before it and names the
 * order created with it. So another customer's number, a number of another month (TH-9999-9999), one out of sequence,
 * one used before, or one number across two kitchens' orders are refused. Older orders keep the numbers they have (or none) and stay settleable; nobody sets,
 * changes or removes a number afterwards.
 */
const { dayStart, monthStart, monthLabel, orderNumberOf } = require('@thali/domain');
const { rulesMatrix, withOrderNumber, placeNumbered, wholeOrder, orderCreation, settleWrite, NOW_TS, TOTALS,
  assertSucceeds, deliversTo, HOME_LINE } = require('./matrix-harness');

const NOW = Date.now();
const MONTH_START = monthStart(NOW);
const T = 1700000000000; // an order of an earlier month
/** Issue 40: the one line of the orders' place (matrix-harness HOME_PLACE). */
const ADDRESS = HOME_LINE;
const PHONE = '+919876543210';
const MONTH = monthLabel(NOW);
const num = (seq, month = MONTH) => orderNumberOf(month, seq);
/** The month's counter in the fixture: 41 numbers given out, the last one to o1. */
const LAST = 41;
const NUMBER = num(LAST);

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const ITEMS = { i1: { name: 'Dal', price: 100, providerId: 'p1' }, i2: { name: 'Poha', price: 40, providerId: 'p1' }, i3: { name: 'Chai', price: 20, providerId: 'p2' } };
const item = (id) => ({ ...ITEMS[id], description: 'Tasty', category: 'main-course', imageUrl: '/images/thali.svg', status: 'active', createdAt: T, updatedAt: T });
const line = (itemId, quantity = 1) => ({ itemId, itemName: ITEMS[itemId].name, price: ITEMS[itemId].price, quantity });
/** A whole order (issue 37) of `itemIds`' lines, of their kitchen; `extra` overrides (orderNumber: undefined leaves it out). */
const order = (itemIds, extra = {}) => wholeOrder({ userId: 'c1', providerId: ITEMS[itemIds[0]].providerId, lines: itemIds.map((id) => line(id)),
  timestamp: NOW, address: ADDRESS, customerName: 'Riya', customerPhone: PHONE, orderNumber: NUMBER, ...extra });
const accepted = { step: 'accepted', acceptedAt: NOW, readyBy: NOW + 3600e3 };

const FIXTURE = {
  users: { c1: user('cust', 'user', { phone: PHONE }), c2: user('cust2', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  'menu-items': { i1: item('i1'), i2: item('i2'), i3: item('i3') },
  orders: {
    o1: order(['i1']), // new, number 41
    o2: order(['i2'], { orderNumber: undefined, timestamp: T, fee: 0, legacy: true, ...accepted }), // migrated, placed before orders had a number
    o3: order(['i2'], { orderNumber: 'TH-2611-4821', timestamp: T, fee: 0, legacy: true, ...accepted }), // a random number of issue 20: kept as it is
    o4: order(['i1'], { orderNumber: num(LAST - 1), ...accepted }), // accepted, number 40
  },
  orderCounters: { [MONTH]: LAST },
  orderNumbers: { [NUMBER]: { by: 'c1', order: 'o1', month: MONTH, seq: LAST }, [num(LAST - 1)]: { by: 'c1', order: 'o4', month: MONTH, seq: LAST - 1 } },
  stats: {
    p1: { totalOrders: 4, totalRevenue: 440, monthlyOrders: 2, monthlyRevenue: 280, monthStart: MONTH_START, pendingOrders: 4,
      completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: 'o1' }, applied: { o1: 'created', o2: 'created', o3: 'created', o4: 'created' } },
  },
};

/** What checkoutCart writes for `orders` ([id, order] pairs, one per kitchen): the orders and their stats, in one update (no number yet). */
function createUpdate(orders) {
  // placed now: the server's time when the case runs (the fixture's orders carry the time the file was loaded)
  const placed = orders.map(([id, o]) => [id, { ...o, timestamp: NOW_TS, slotStart: NOW_TS, boardKey: `${o.providerId}|pending|${NOW_TS}` }]);
  const u = Object.fromEntries(Object.entries(orderCreation(placed, { stored: FIXTURE.stats })).filter(([k]) => !/^order(Numbers|Counters)\//.test(k)));
  // each order keeps the number it was given here (or none)
  for (const [id, o] of placed) u[`orders/${id}`] = o;
  return u;
}
/** A Buy Now numbered with the month's next number (42), its claim and the counter moved to it; `extra` adds or overrides. */
const buy = (extra = {}, { seq = LAST + 1, month = MONTH } = {}) => ({ ...withOrderNumber(createUpdate([['n1', order(['i1'])]]), { seq, month }), ...extra });
/** The same order, carrying `number` as it is (no claim, no counter move unless `extra` adds them). */
const buyAs = (number, extra = {}) => ({ ...createUpdate([['n1', order(['i1'], { orderNumber: number })]]), ...extra });
const claim = (seq, order = 'n1', extra = {}) => ({ [`orderNumbers/${num(seq)}`]: { by: 'c1', order, month: MONTH, seq, totals: TOTALS, ...extra } });
const counter = (n, month = MONTH) => ({ [`orderCounters/${month}`]: n });
/** A checkout of two kitchens (issue 37): p1's order 42 to n1, p2's order 43 to n2, in one write; `claims` and `to` tamper. */
function twoNumbers({ claims = [LAST + 1, LAST + 2], to = LAST + 2, numbers = [LAST + 1, LAST + 2] } = {}) {
  const u = createUpdate([['n1', order(['i1', 'i2'], { orderNumber: num(numbers[0]) })], ['n2', order(['i3'], { orderNumber: num(numbers[1]) })]]);
  return { ...u, ...Object.assign({}, ...claims.map((seq) => claim(seq, seq === LAST + 1 ? 'n1' : 'n2'))), ...counter(to) };
}

/** A complete (by the kitchen) or a cancel (by its customer, or its kitchen with a reason), with its stats. */
const settleUpdate = (oid, status, cancelledBy, extra = {}) => ({ ...settleWrite(oid, FIXTURE.orders[oid], status,
  { cancelledBy, reason: cancelledBy === 'provider' ? 'Sold out' : undefined, monthStartOf: MONTH_START }), ...extra });

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1' } });
const { run, adminGet, testMatrix } = m;

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- create: the month's next number, claimed in the same write ----
  ['create', 'Buy Now with the next number (42 after 41)', 'c1', 'PATCH', '', buy(), true],
  ['create', 'an order of two lines, one number', 'c1', 'PATCH', '', withOrderNumber(createUpdate([['n1', order(['i1', 'i2'])]]), { seq: LAST + 1 }), true],
  ['create', 'a checkout of two kitchens: two numbers in one write (42 and 43, one per order), the counter moved by 2', 'c1', 'PATCH', '', twoNumbers(), true],
  ['create', 'a checkout of two kitchens under one number (42 on both, one claim)', 'c1', 'PATCH', '', twoNumbers({ numbers: [LAST + 1, LAST + 1], claims: [LAST + 1], to: LAST + 1 }), false],
  ['create', 'a checkout of two kitchens under one number (the claim naming the second order)', 'c1', 'PATCH', '',
    { ...twoNumbers({ numbers: [LAST + 1, LAST + 1], claims: [], to: LAST + 1 }), ...claim(LAST + 1, 'n2') }, false],
  ['create', 'the two numbers crossed (each claim naming the other order)', 'c1', 'PATCH', '',
    { ...twoNumbers({ claims: [] }), ...claim(LAST + 1, 'n2'), ...claim(LAST + 2, 'n1') }, false],
  ['create', 'a new order without a number', 'c1', 'PATCH', '', buy({ 'orders/n1': order(['i1'], { orderNumber: undefined, timestamp: NOW_TS }) }), false],
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
  ['after', 'the kitchen completes, keeping the number', 'p1', 'PATCH', '', settleUpdate('o4', 'completed'), true],
  ['after', 'the kitchen cancels, keeping the number', 'p1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'provider'), true],
  ['after', 'the customer cancels within the window, keeping the number', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer'), true],
  ['after', 'the kitchen completes an older order without a number', 'p1', 'PATCH', '', settleUpdate('o2', 'completed'), true],
  ['after', 'the kitchen completes an older order with a random number', 'p1', 'PATCH', '', settleUpdate('o3', 'completed'), true],
  ['after', 'the kitchen completes and renumbers it', 'p1', 'PATCH', '', settleUpdate('o4', 'completed', undefined, { 'orders/o4/orderNumber': num(1) }), false],
  ['after', 'the kitchen completes and removes the number', 'p1', 'PATCH', '', settleUpdate('o4', 'completed', undefined, { 'orders/o4/orderNumber': null }), false],
  ['after', 'the kitchen numbers an older order while completing it', 'p1', 'PATCH', '', settleUpdate('o2', 'completed', undefined, { 'orders/o2/orderNumber': NUMBER }), false],
  ['after', 'the customer cancels and renumbers it', 'c1', 'PATCH', '', settleUpdate('o1', 'cancelled', 'customer', { 'orders/o1/orderNumber': num(1) }), false],
  ['after', 'the customer writes the number alone', 'c1', 'PUT', 'orders/o1/orderNumber', num(1), false],
  ['after', 'the kitchen writes the number alone', 'p1', 'PUT', 'orders/o1/orderNumber', num(1), false],
  // ---- reads: the number comes with the order, to its customer and its kitchen only ----
  ['read', 'the customer reads the number', 'c1', 'GET', 'orders/o1/orderNumber', undefined, true],
  ['read', 'the kitchen reads the number', 'p1', 'GET', 'orders/o1/orderNumber', undefined, true],
  ['read', 'another customer reads the number', 'c2', 'GET', 'orders/o1/orderNumber', undefined, false],
];

testMatrix(CASES, { atLeast: 15 });

test('a checkout of two kitchens is stored as two orders with consecutive numbers, each claimed for its order; a settle keeps them', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', twoNumbers()));
  expect([await adminGet('orders/n1/orderNumber'), await adminGet('orders/n2/orderNumber')]).toEqual([num(LAST + 1), num(LAST + 2)]);
  expect([await adminGet('orders/n1/providerId'), await adminGet('orders/n2/providerId')]).toEqual(['p1', 'p2']);
  expect(await adminGet(`orderCounters/${MONTH}`)).toBe(LAST + 2);
  // issue 41: each claim carries the running totals; 41's claim is from before them, so they start at 42
  const [n1, n2] = [await adminGet('orders/n1'), await adminGet('orders/n2')];
  const day = dayStart(n1.timestamp);
  expect(await adminGet(`orderNumbers/${num(LAST + 1)}`)).toEqual({ by: 'c1', order: 'n1', month: MONTH, seq: LAST + 1,
    totals: { monthValue: n1.total, day, dayOrders: 1, dayValue: n1.total } });
  expect(await adminGet(`orderNumbers/${num(LAST + 2)}`)).toEqual({ by: 'c1', order: 'n2', month: MONTH, seq: LAST + 2,
    totals: { monthValue: n1.total + n2.total, day, dayOrders: 2, dayValue: n1.total + n2.total } });
  await assertSucceeds(run('p1', 'PATCH', '', settleUpdate('o4', 'completed')));
  expect(await adminGet('orders/o4')).toMatchObject({ status: 'completed', orderNumber: num(LAST - 1) });
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
  await m.admin((d) => d.ref('users').update(Object.fromEntries(racers.map((r) => [`${r}/phone`, PHONE]))));
  await Promise.all(dbs.map((d, i) => placeNumbered(d, () => createUpdate([[`race-${i}`, order(['i1'], { userId: racers[i], timestamp: '@now' })]]))));
  const orders = Object.entries(await adminGet('orders')).filter(([id]) => id.startsWith('race-'));
  expect(orders.map(([, o]) => o.orderNumber).sort()).toEqual(Array.from({ length: 10 }, (_, i) => num(LAST + 1 + i)));
  expect(await adminGet(`orderCounters/${MONTH}`)).toBe(LAST + 10);
  m.markDirty();
});
