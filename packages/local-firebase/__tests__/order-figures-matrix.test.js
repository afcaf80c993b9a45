'use strict';
/**
 * Rules matrix: the operations Overview's kept order figures (issue 41; RULES.md, "Order figures"). Each number's claim
 * carries its month's and day's running totals, checked against the claim before it and the order created with it;
 * each cancel moves its day's and month's cancelled totals by exactly that order, in the same write. A customer can
 * neither inflate nor skip them; signed-in users read a claim's totals (a checkout writes the next from them), only
 * staff read the cancelled totals.
 */
const { dayStart, monthStart, monthLabel, orderNumberOf, DAY_MS } = require('@thali/domain');
const { rulesMatrix, withOrderNumber, wholeOrder, orderCreation, settleWrite, NOW_TS, HOME_LINE, deliversTo, assertSucceeds, inc, defined } = require('./matrix-harness');

const NOW = Date.now();
const MONTH = monthLabel(NOW);
const MONTH_START = monthStart(NOW);
const TODAY = dayStart(NOW);
const num = (seq) => orderNumberOf(MONTH, seq);
const PHONE = '+919876543210';
/** 41 numbers given out this month; 41 is o1 (today's), 40 is o4; the month's value so far 5000, today's 2 orders 400. */
const LAST = 41;
const PREV = { monthValue: 5000, day: TODAY, dayOrders: 2, dayValue: 400 };

const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const item = { name: 'Dal', price: 100, providerId: 'p1', description: 'Tasty', category: 'main-course', imageUrl: '/images/thali.svg', status: 'active', createdAt: 1, updatedAt: 1 };
const order = (extra = {}) => wholeOrder({ userId: 'c1', providerId: 'p1', lines: [{ itemId: 'i1', itemName: 'Dal', price: 100, quantity: 1 }],
  timestamp: NOW, address: HOME_LINE, customerName: 'Riya', customerPhone: PHONE, orderNumber: num(LAST), ...extra });

const FIXTURE = {
  users: { c1: user('cust', 'user', { phone: PHONE }), c2: user('cust2', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), s1: user('ops', 'user') },
  admins: { s1: true },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  'menu-items': { i1: item },
  orders: { o1: order(), o4: order({ orderNumber: num(LAST - 1), step: 'accepted', acceptedAt: NOW, readyBy: NOW + 3600e3 }) },
  orderCounters: { [MONTH]: LAST },
  orderNumbers: {
    [num(LAST)]: { by: 'c1', order: 'o1', month: MONTH, seq: LAST, totals: PREV },
    [num(LAST - 1)]: { by: 'c1', order: 'o4', month: MONTH, seq: LAST - 1, totals: { ...PREV, monthValue: 4870, dayOrders: 1, dayValue: 270 } },
  },
  orderTotals: { days: { [TODAY]: { cancelledOrders: 1, cancelledValue: 90, order: 'ox' } }, months: { [MONTH]: { cancelledOrders: 3, cancelledValue: 700, order: 'ox' } } },
  stats: {
    p1: { totalOrders: 2, totalRevenue: 260, monthlyOrders: 2, monthlyRevenue: 260, monthStart: MONTH_START, pendingOrders: 2,
      completedOrders: 0, cancelledOrders: 0, event: 'created', batch: { 0: 'o1' }, applied: { o1: 'created', o4: 'created' } },
  },
};
const TOTAL = FIXTURE.orders.o1.total;

/** Buy Now of one dish, numbered 42 (its claim's totals worked out when sent, after 41's) and `claimTotals` overriding them. */
function buy(claimTotals) {
  // placed now, as soon as possible: the server's time when the case runs
  const placed = { ...order({ orderNumber: undefined }), timestamp: NOW_TS, slotStart: NOW_TS, boardKey: `p1|pending|${NOW_TS}` };
  const u = withOrderNumber(orderCreation([['n1', placed]], { stored: FIXTURE.stats }), { seq: LAST + 1, month: MONTH });
  if (claimTotals === null) delete u[`orderNumbers/${num(LAST + 1)}`].totals;
  else if (claimTotals) u[`orderNumbers/${num(LAST + 1)}`] = { ...u[`orderNumbers/${num(LAST + 1)}`], totals: claimTotals };
  return u;
}
const next = (over = {}) => ({ monthValue: PREV.monthValue + TOTAL, day: TODAY, dayOrders: PREV.dayOrders + 1, dayValue: PREV.dayValue + TOTAL, ...over });
/** A cancel of o1 (by its customer, or the kitchen with a reason) with its stats, its plates and its cancelled totals; `extra` tampers. */
const cancel = (cancelledBy, extra = {}) => defined({ ...settleWrite('o1', FIXTURE.orders.o1, 'cancelled',
  { cancelledBy, reason: cancelledBy === 'provider' ? 'Sold out' : undefined, monthStartOf: MONTH_START }), ...extra });
const day = `orderTotals/days/${TODAY}`;
const month = `orderTotals/months/${MONTH}`;

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', s1: 's1' } });
const { run, adminGet, testMatrix } = m;

const CASES = [
  // ---- a new order's claim carries the running totals ----
  ['place', 'Buy Now: 42 carries 41\'s totals plus its own', 'c1', 'PATCH', '', buy(), true],
  ['place', 'totals left out', 'c1', 'PATCH', '', buy(null), false],
  ['place', 'the month\'s value inflated', 'c1', 'PATCH', '', buy(next({ monthValue: PREV.monthValue + TOTAL + 1000 })), false],
  ['place', 'the month\'s value deflated (started again)', 'c1', 'PATCH', '', buy(next({ monthValue: TOTAL })), false],
  ['place', 'today\'s orders started again while 41 is of today', 'c1', 'PATCH', '', buy(next({ dayOrders: 1, dayValue: TOTAL })), false],
  ['place', 'today\'s orders counted twice', 'c1', 'PATCH', '', buy(next({ dayOrders: PREV.dayOrders + 2 })), false],
  ['place', 'today\'s value inflated', 'c1', 'PATCH', '', buy(next({ dayValue: PREV.dayValue + 2 * TOTAL })), false],
  ['place', 'tomorrow as its day', 'c1', 'PATCH', '', buy(next({ day: TODAY + DAY_MS, dayOrders: 1, dayValue: TOTAL })), false],
  ['place', 'a day that is no day start', 'c1', 'PATCH', '', buy(next({ day: TODAY + 1 })), false],
  ['place', 'an extra field', 'c1', 'PATCH', '', buy({ ...next(), bonus: 1 }), false],
  ['place', 'a claim\'s totals rewritten afterwards', 'c1', 'PUT', `orderNumbers/${num(LAST)}/totals`, next(), false],
  ['place', 'a claim\'s totals removed', 'c1', 'DELETE', `orderNumbers/${num(LAST)}/totals`, undefined, false],
  // ---- a cancel moves the cancelled totals of the order's day and month ----
  ['cancel', 'the customer cancels within the window, moving both', 'c1', 'PATCH', '', cancel('customer'), true],
  ['cancel', 'the kitchen cancels, moving both', 'p1', 'PATCH', '', cancel('provider'), true],
  ['cancel', 'the customer cancels without moving them', 'c1', 'PATCH', '', cancel('customer', { [`${day}/cancelledOrders`]: undefined, [`${day}/cancelledValue`]: undefined, [`${day}/order`]: undefined, [`${month}/cancelledOrders`]: undefined, [`${month}/cancelledValue`]: undefined, [`${month}/order`]: undefined }), false],
  ['cancel', 'the kitchen cancels moving the day only', 'p1', 'PATCH', '', cancel('provider', { [`${month}/cancelledOrders`]: undefined, [`${month}/cancelledValue`]: undefined, [`${month}/order`]: undefined }), false],
  ['cancel', 'the cancelled value inflated', 'c1', 'PATCH', '', cancel('customer', { [`${day}/cancelledValue`]: inc(TOTAL + 500) }), false],
  ['cancel', 'two cancelled orders counted', 'c1', 'PATCH', '', cancel('customer', { [`${month}/cancelledOrders`]: inc(2) }), false],
  ['cancel', 'the totals of another day', 'c1', 'PATCH', '', { ...cancel('customer', { [`${day}/cancelledOrders`]: undefined, [`${day}/cancelledValue`]: undefined, [`${day}/order`]: undefined }),
    [`orderTotals/days/${TODAY - DAY_MS}`]: { cancelledOrders: inc(1), cancelledValue: inc(TOTAL), order: 'o1' } }, false],
  ['cancel', 'the totals moved with no order cancelled', 'c1', 'PATCH', '', { [`${day}/cancelledOrders`]: inc(1), [`${day}/cancelledValue`]: inc(TOTAL), [`${day}/order`]: 'o1' }, false],
  ['cancel', 'the totals moved naming an order not cancelled in the write', 'c1', 'PATCH', '', { [`${day}/cancelledOrders`]: inc(1), [`${day}/cancelledValue`]: inc(TOTAL), [`${day}/order`]: 'o4' }, false],
  ['cancel', 'the totals lowered', 'c1', 'PATCH', '', { [`${day}/cancelledOrders`]: 0, [`${day}/cancelledValue`]: 0, [`${day}/order`]: 'o1' }, false],
  ['cancel', 'the totals removed', 'c1', 'DELETE', month, undefined, false],
  ['cancel', 'a kitchen removes them', 'p1', 'DELETE', day, undefined, false],
  ['cancel', 'staff set them by hand', 's1', 'PUT', month, { cancelledOrders: 0, cancelledValue: 0, order: 'o1' }, false],
  // ---- reads ----
  ['read', 'staff read the cancelled totals of today', 's1', 'GET', day, undefined, true],
  ['read', 'staff read the cancelled totals of the month', 's1', 'GET', month, undefined, true],
  ['read', 'staff read the last claim\'s totals', 's1', 'GET', `orderNumbers/${num(LAST)}/totals`, undefined, true],
  ['read', 'a customer reads the last claim\'s totals (its checkout writes the next)', 'c1', 'GET', `orderNumbers/${num(LAST)}/totals`, undefined, true],
  ['read', 'signed out: a claim\'s totals', 'anon', 'GET', `orderNumbers/${num(LAST)}/totals`, undefined, false],
  ['read', 'a customer reads the whole claim (who ordered)', 'c1', 'GET', `orderNumbers/${num(LAST)}`, undefined, false],
  ['read', 'a customer reads the cancelled totals', 'c1', 'GET', day, undefined, false],
  ['read', 'a kitchen reads the cancelled totals', 'p1', 'GET', month, undefined, false],
  ['read', 'signed out: the cancelled totals', 'anon', 'GET', 'orderTotals', undefined, false],
];

testMatrix(CASES, { atLeast: 30 });

test('after a cancel and a new order, the figures are the orders\': 42 placed (today 3, 1 more cancelled), the value net of it', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', cancel('customer')));
  await assertSucceeds(run('c1', 'PATCH', '', buy()));
  expect(await adminGet(`orderNumbers/${num(LAST + 1)}/totals`)).toEqual(next());
  expect(await adminGet(day)).toEqual({ cancelledOrders: 2, cancelledValue: 90 + TOTAL, order: 'o1' });
  expect(await adminGet(month)).toEqual({ cancelledOrders: 4, cancelledValue: 700 + TOTAL, order: 'o1' });
  m.markDirty();
});
