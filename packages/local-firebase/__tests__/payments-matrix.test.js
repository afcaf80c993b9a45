'use strict';
/**
 * Rules matrix for getting paid (issue 42; RULES.md, "Payments"): a kitchen's UPI details; the ledger
 * payments/{pid}/{id} (received by the kitchen, reported by the customer, corrections), the kitchen's decisions on
 * reports, corrections named once, open reports, the bills' kept totals (paidTotals), unpaid orders, an order's `paid`,
 * and receipt numbers (receiptCounters/receiptNumbers). A customer, another customer, the kitchen, another kitchen,
 * staff and signed out. The writes of @thali/firebase-data are written out by hand.
 */
const { monthStart, monthLabel } = require('@thali/domain');
const { receiptNumberOf } = require('@thali/domain/payments');
const { rulesMatrix, wholeOrder, settleWrite, q, SV_TS, deliversTo, HOME_LINE, defined } = require('./matrix-harness');

const NOW = Date.now();
const DAY = 86400000;
const IST = 19800000;
const TODAY = NOW - ((NOW + IST) % DAY);
const M = monthStart(NOW);
const LAST = monthStart(M - 1);
const NEXT = monthStart(M + 32 * DAY);
const YYMM = monthLabel(NOW);
const R = (n) => receiptNumberOf(YYMM, n);
const PHONE = '+919876543210';
const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const DAL = { itemId: 'i1', itemName: 'Dal', price: 100, quantity: 2 };
/** A delivered order of p1 by c1 (Dal × 2 + ₹40 = ₹240). */
const order = (extra = {}) => wholeOrder({ userId: 'c1', providerId: 'p1', lines: [DAL], timestamp: NOW - DAY, address: HOME_LINE,
  orderNumber: 'TH-2611-0002', customerName: 'Riya', customerPhone: PHONE, step: 'accepted', acceptedAt: NOW - DAY,
  readyBy: NOW - DAY + 3600e3, status: 'completed', updatedAt: NOW - DAY, ...extra });
const sub = (customerId, providerId, extra = {}) => ({ customerId, providerId, planId: 'pl1', planName: 'Veg Tiffin', meals: 'lunch',
  days: '1111110', diet: 'veg', mealPricePaise: 9615, startDay: LAST + 2 * DAY, status: 'active', createdAt: LAST, customerName: 'Riya',
  address: HOME_LINE, phone: PHONE, ...extra });
const entry = (extra) => ({ by: 'p1', customerId: 'c1', kind: 'received', for: 'tiffin', subscriptionId: 's1', month: M, amountPaise: 50000,
  method: 'upi', paidOn: TODAY, at: NOW - 1000, ...extra });

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user', { phone: PHONE }), c2: user('amit', 'user'), p1: user('prov', 'meal_provider'),
    p2: user('prov2', 'meal_provider'), a1: user('ops', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() } },
  subscriptions: { s1: sub('c1', 'p1'), s2: sub('c2', 'p1'), s3: sub('c1', 'p2'),
    s4: sub('c1', 'p1', { status: 'cancelled', startDay: LAST - 40 * DAY, endDay: LAST - 20 * DAY, cancelledAt: LAST - 21 * DAY, cancelledBy: 'customer' }) },
  orders: {
    o1: order(),
    o2: order({ paid: { payment: 'r0', method: 'cash', receipt: R(1), at: NOW - 1000 } }),
    o3: order({ status: 'pending', updatedAt: undefined }),
    o4: order({ userId: 'c2' }),
  },
  stats: { p1: { totalOrders: 4, totalRevenue: 960, monthlyOrders: 4, monthlyRevenue: 960, monthStart: M, pendingOrders: 1,
    completedOrders: 3, cancelledOrders: 0, event: 'completed', batch: { 0: 'o4' },
    applied: { o1: 'completed', o2: 'completed', o3: 'created', o4: 'completed' } } },
  payments: {
    p1: {
      r0: entry({ for: 'order', subscriptionId: undefined, month: undefined, orderId: 'o2', amountPaise: 24000, method: 'cash', receipt: R(1) }),
      e1: entry({ receipt: R(2) }),
      e2: entry({ amountPaise: 10000, receipt: R(3) }),
      x2: entry({ kind: 'correction', amountPaise: -10000, corrects: 'e2' }),
      rp1: entry({ by: 'c1', kind: 'reported', amountPaise: 20000 }),
      rp2: entry({ by: 'c1', kind: 'reported', amountPaise: 20000 }),
      rp3: entry({ by: 'c1', kind: 'reported', amountPaise: 30000 }),
      rp4: entry({ by: 'c1', kind: 'reported', for: 'order', subscriptionId: undefined, month: undefined, orderId: 'o1', amountPaise: 24000 }),
    },
  },
  paymentDecisions: { p1: { rp2: { status: 'declined', at: NOW - 500, reason: 'Not received' }, rp3: { status: 'confirmed', at: NOW - 500, receipt: R(4) } } },
  paymentCorrections: { p1: { e2: 'x2' } },
  openReports: { p1: { rp1: true, rp4: true } },
  paidTotals: { p1: { [M]: { s1: { paise: 80000, last: 'rp3' } } } },
  receiptCounters: { [YYMM]: 4 },
  receiptNumbers: Object.fromEntries([['r0', 1], ['e1', 2], ['e2', 3], ['rp3', 4]].map(([payment, seq]) =>
    [R(seq), { by: 'p1', provider: 'p1', payment, month: YYMM, seq }])),
};
// undefined fields out (the emulator refuses them)
for (const p of Object.values(FIXTURE.payments.p1)) for (const k of Object.keys(p)) if (p[k] === undefined) delete p[k];

const claim = (payment, seq = 5, extra = {}) => ({ [`receiptNumbers/${R(seq)}`]: { by: 'p1', provider: 'p1', payment, month: YYMM, seq, ...extra },
  [`receiptCounters/${YYMM}`]: seq });
const total = (paise, last, month = M, subId = 's1') => ({ [`paidTotals/p1/${month}/${subId}`]: { paise, last } });
/** What recordPayment writes for a tiffin bill of s1 (this month, ₹500 in UPI): the entry, its receipt and the kept total. */
const record = ({ e = {}, seq = 5, totals, by = 'p1', pid = 'p1', withClaim = true } = {}) => {
  const en = entry({ by, at: SV_TS, receipt: R(seq), ...e });
  for (const k of Object.keys(en)) if (en[k] === undefined) delete en[k];
  const month = en.month ?? M;
  return { [`payments/${pid}/n1`]: en, ...(withClaim ? claim('n1', seq) : {}),
    ...(totals === null ? {} : totals ?? (en.for === 'tiffin' ? total((month === M && en.subscriptionId === 's1' ? 80000 : 0) + en.amountPaise, 'n1', month, en.subscriptionId) : {})) };
};
/** What reportPayment writes: the customer's entry and its open report. */
const report = (e = {}, by = 'c1') => {
  const en = entry({ by, customerId: by, kind: 'reported', amountPaise: 20000, at: SV_TS, ...e });
  for (const k of Object.keys(en)) if (en[k] === undefined) delete en[k];
  return { 'payments/p1/n1': en, 'openReports/p1/n1': true };
};
const ORDER_FOR = { for: 'order', subscriptionId: undefined, month: undefined, orderId: 'o1', amountPaise: 24000 };
/** markOrderPaid: the received entry of o1, its receipt, the order's `paid`, the unpaid marker gone. */
const markPaid = ({ e = {}, paid = {}, oid = 'o1' } = {}) => ({ ...record({ e: { ...ORDER_FOR, orderId: oid, method: 'cash', ...e }, totals: null }),
  [`orders/${oid}/paid`]: { payment: 'n1', method: 'cash', receipt: R(5), at: SV_TS, ...paid } });
const confirm = (pid = 'rp1', extra = {}) => ({ [`paymentDecisions/p1/${pid}`]: { status: 'confirmed', at: SV_TS, receipt: R(5) },
  [`openReports/p1/${pid}`]: null, ...claim(pid), ...total(80000 + 20000, pid), ...extra });
const decline = (pid = 'rp1', extra = {}) => ({ [`paymentDecisions/p1/${pid}`]: { status: 'declined', at: SV_TS, reason: 'Not in my account' },
  [`openReports/p1/${pid}`]: null, ...extra });
/** correctPayment of `target` (stored with `amount`): the negative entry, named once, the kept total back. */
const correct = (target, amount, { e = {}, totals } = {}) => ({
  'payments/p1/n1': entry({ kind: 'correction', amountPaise: -amount, corrects: target, at: SV_TS, note: 'Entered twice', ...e }),
  [`paymentCorrections/p1/${target}`]: 'n1', ...(totals === null ? {} : totals ?? total(80000 - amount, 'n1')) });
const upi = { id: 'annapurna.tiffins@okaxis', payee: 'Annapurna Tiffins' };
/** deliverOrder of o3 with "Not yet": completed (stats) and listed unpaid in the same write. */
const deliverUnpaid = (extra = {}) => ({ ...settleWrite('o3', FIXTURE.orders.o3, 'completed'),
  'unpaidOrders/p1/o3': { totalPaise: 24000, at: SV_TS }, ...extra });

const { testMatrix } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- UPI details ----
  ['upi', 'kitchen: sets its UPI ID and payee', 'p1', 'PUT', 'providers/p1/upi', upi, true],
  ['upi', 'kitchen: removes them', 'p1', 'DELETE', 'providers/p1/upi', undefined, true],
  ['upi', 'kitchen: an ID without a handle', 'p1', 'PUT', 'providers/p1/upi', { ...upi, id: 'annapurna' }, false],
  ['upi', 'kitchen: an ID with a space', 'p1', 'PUT', 'providers/p1/upi', { ...upi, id: 'anna purna@okaxis' }, false],
  ['upi', 'kitchen: an ID of two characters', 'p1', 'PUT', 'providers/p1/upi', { ...upi, id: 'a@' }, false],
  ['upi', 'kitchen: an ID of 257 characters', 'p1', 'PUT', 'providers/p1/upi', { ...upi, id: `${'a'.repeat(250)}@okaxis` }, false],
  ['upi', 'kitchen: a payee of 61 characters', 'p1', 'PUT', 'providers/p1/upi', { ...upi, payee: 'a'.repeat(61) }, false],
  ['upi', 'kitchen: an extra field', 'p1', 'PUT', 'providers/p1/upi', { ...upi, bank: 'Axis' }, false],
  ['upi', 'another kitchen: sets p1’s', 'p2', 'PUT', 'providers/p1/upi', upi, false],
  ['upi', 'customer: sets a kitchen’s', 'c1', 'PUT', 'providers/p1/upi', upi, false],
  ['upi', 'signed out: reads a listing’s UPI ID', 'anon', 'GET', 'providers/p1', undefined, true],
  // ---- the kitchen records a payment ----
  ['record', 'kitchen: ₹500 of this month’s bill, receipt and total', 'p1', 'PATCH', '', record(), true],
  ['record', 'kitchen: ₹1.00', 'p1', 'PATCH', '', record({ e: { amountPaise: 100 } }), true],
  ['record', 'kitchen: ₹1,00,000.00', 'p1', 'PATCH', '', record({ e: { amountPaise: 10000000 } }), true],
  ['record', 'kitchen: ₹0.99', 'p1', 'PATCH', '', record({ e: { amountPaise: 99 } }), false],
  ['record', 'kitchen: ₹1,00,000.01', 'p1', 'PATCH', '', record({ e: { amountPaise: 10000001 } }), false],
  ['record', 'kitchen: three decimals (₹96.155)', 'p1', 'PATCH', '', record({ e: { amountPaise: 9615.5 } }), false],
  ['record', 'kitchen: an amount as text', 'p1', 'PATCH', '', record({ e: { amountPaise: '50000' }, totals: total(130000, 'n1') }), false],
  ['record', 'kitchen: last month’s bill', 'p1', 'PATCH', '', record({ e: { month: LAST } }), true],
  ['record', 'kitchen: next month’s bill', 'p1', 'PATCH', '', record({ e: { month: NEXT } }), false],
  ['record', 'kitchen: a month before the subscription', 'p1', 'PATCH', '', record({ e: { month: monthStart(LAST - 1) } }), false],
  ['record', 'kitchen: not a month start', 'p1', 'PATCH', '', record({ e: { month: M + DAY } }), false],
  ['record', 'kitchen: a cancelled subscription, its last month', 'p1', 'PATCH', '', record({ e: { subscriptionId: 's4', month: monthStart(LAST - 20 * DAY) } }), true],
  ['record', 'kitchen: a cancelled subscription, after it ended', 'p1', 'PATCH', '', record({ e: { subscriptionId: 's4', month: M } }), false],
  ['record', 'kitchen: paid tomorrow', 'p1', 'PATCH', '', record({ e: { paidOn: TODAY + DAY } }), false],
  ['record', 'kitchen: paid on a time that is not a day start', 'p1', 'PATCH', '', record({ e: { paidOn: TODAY + 3600e3 } }), false],
  ['record', 'kitchen: with a UPI reference and a note', 'p1', 'PATCH', '', record({ e: { ref: '412345678901', note: 'Paid at the door' } }), true],
  ['record', 'kitchen: a note of 121 characters', 'p1', 'PATCH', '', record({ e: { note: 'n'.repeat(121) } }), false],
  ['record', 'kitchen: without moving the total', 'p1', 'PATCH', '', record({ totals: null }), false],
  ['record', 'kitchen: the total moved by another amount', 'p1', 'PATCH', '', record({ totals: total(90000, 'n1') }), false],
  ['record', 'kitchen: without a receipt claim', 'p1', 'PATCH', '', record({ withClaim: false }), false],
  ['record', 'kitchen: a receipt number reused', 'p1', 'PATCH', '', record({ seq: 4 }), false],
  ['record', 'kitchen: a receipt number skipped', 'p1', 'PATCH', '', { ...record({ seq: 6 }) }, false],
  ['record', 'kitchen: in another’s name', 'p1', 'PATCH', '', record({ e: { by: 'p2' } }), false],
  ['record', 'kitchen: a time of its own', 'p1', 'PATCH', '', record({ e: { at: NOW - 60000 } }), false],
  ['record', 'kitchen: a customer who is not the subscriber', 'p1', 'PATCH', '', record({ e: { customerId: 'c2' } }), false],
  ['record', 'another kitchen: for p1’s subscription in its own ledger', 'p2', 'PATCH', '', record({ by: 'p2', pid: 'p2' }), false],
  ['record', 'another kitchen: into p1’s ledger', 'p2', 'PATCH', '', record({ by: 'p2' }), false],
  ['record', 'customer: records a received payment', 'c1', 'PATCH', '', record({ by: 'c1' }), false],
  // ---- orders ----
  ['order', 'kitchen: marks a delivered order paid (cash)', 'p1', 'PATCH', '', markPaid(), true],
  ['order', 'kitchen: an amount other than its total', 'p1', 'PATCH', '', markPaid({ e: { amountPaise: 20000 } }), false],
  ['order', 'kitchen: a second payment of a paid order', 'p1', 'PATCH', '', markPaid({ oid: 'o2' }), false],
  ['order', 'kitchen: an order not delivered', 'p1', 'PATCH', '', markPaid({ oid: 'o3' }), false],
  ['order', 'kitchen: the entry without marking the order paid', 'p1', 'PATCH', '', record({ e: { ...ORDER_FOR, method: 'cash' }, totals: null }), false],
  ['order', 'kitchen: the order marked paid with another method', 'p1', 'PATCH', '', markPaid({ paid: { method: 'upi' } }), false],
  ['order', 'customer: marks its order paid', 'c1', 'PUT', 'orders/o1/paid', { payment: 'r0', method: 'cash', receipt: R(1), at: SV_TS }, false],
  ['order', 'kitchen: delivered, “Not yet”: listed unpaid in the same write', 'p1', 'PATCH', '', deliverUnpaid(), true],
  ['order', 'kitchen: delivered and paid in cash in the same write', 'p1', 'PATCH', '', { ...settleWrite('o3', FIXTURE.orders.o3, 'completed'),
    ...markPaid({ oid: 'o3' }) }, true],
  ['order', 'kitchen: an unpaid marker of another total', 'p1', 'PATCH', '', deliverUnpaid({ 'unpaidOrders/p1/o3': { totalPaise: 20000, at: SV_TS } }), false],
  ['order', 'kitchen: an unpaid marker without the delivery', 'p1', 'PUT', 'unpaidOrders/p1/o1', { totalPaise: 24000, at: SV_TS }, false],
  ['order', 'kitchen: removes an unpaid marker without payment', 'p1', 'DELETE', 'unpaidOrders/p1/o1', undefined, false],
  ['order', 'another kitchen: lists p1’s order unpaid', 'p2', 'PATCH', '', deliverUnpaid({ 'unpaidOrders/p1/o3': null, 'unpaidOrders/p2/o3': { totalPaise: 24000, at: SV_TS } }), false],
  // ---- the customer reports a payment ----
  ['report', 'customer: its own subscription', 'c1', 'PATCH', '', report(), true],
  ['report', 'customer: its own order', 'c1', 'PATCH', '', report(ORDER_FOR), true],
  ['report', 'customer: its order, another amount', 'c1', 'PATCH', '', report({ ...ORDER_FOR, amountPaise: 100 }), false],
  ['report', 'customer: an order already paid', 'c1', 'PATCH', '', report({ ...ORDER_FOR, orderId: 'o2' }), false],
  ['report', 'customer: another customer’s subscription', 'c1', 'PATCH', '', report({ subscriptionId: 's2' }), false],
  ['report', 'customer: another customer’s order', 'c1', 'PATCH', '', report({ ...ORDER_FOR, orderId: 'o4' }), false],
  ['report', 'customer: in another customer’s name', 'c2', 'PATCH', '', report({}, 'c1'), false],
  ['report', 'customer: without the open report', 'c1', 'PATCH', '', { ...report(), 'openReports/p1/n1': null }, false],
  ['report', 'customer: with a receipt number', 'c1', 'PATCH', '', { ...report({ receipt: R(5) }), ...claim('n1') }, false],
  ['report', 'customer: moves the total itself', 'c1', 'PATCH', '', { ...report(), ...total(100000, 'n1') }, false],
  ['report', 'customer: ₹0.99', 'c1', 'PATCH', '', report({ amountPaise: 99 }), false],
  ['report', 'customer: next month', 'c1', 'PATCH', '', report({ month: NEXT }), false],
  ['report', 'customer: confirms its own report', 'c1', 'PATCH', '', confirm(), false],
  ['report', 'customer: writes a decision alone', 'c1', 'PUT', 'paymentDecisions/p1/rp1', { status: 'confirmed', at: SV_TS }, false],
  // ---- the kitchen's decision ----
  ['decide', 'kitchen: confirms a report (receipt, total)', 'p1', 'PATCH', '', confirm(), true],
  ['decide', 'kitchen: declines a report with a reason', 'p1', 'PATCH', '', decline(), true],
  ['decide', 'kitchen: confirms an order’s report (order paid)', 'p1', 'PATCH', '', {
    'paymentDecisions/p1/rp4': { status: 'confirmed', at: SV_TS, receipt: R(5) }, 'openReports/p1/rp4': null, ...claim('rp4'),
    'orders/o1/paid': { payment: 'rp4', method: 'upi', receipt: R(5), at: SV_TS } }, true],
  ['decide', 'kitchen: confirms without moving the total', 'p1', 'PATCH', '', { ...confirm(), [`paidTotals/p1/${M}/s1`]: null }, false],
  ['decide', 'kitchen: confirms moving the total by another amount', 'p1', 'PATCH', '', confirm('rp1', total(130000, 'rp1')), false],
  ['decide', 'kitchen: confirms without a receipt claim', 'p1', 'PATCH', '', { ...confirm(), [`receiptNumbers/${R(5)}`]: null, [`receiptCounters/${YYMM}`]: null }, false],
  ['decide', 'kitchen: keeps the report open', 'p1', 'PATCH', '', { ...confirm(), 'openReports/p1/rp1': true }, false],
  ['decide', 'kitchen: decides twice (a declined one)', 'p1', 'PATCH', '', { ...decline('rp2'), 'paymentDecisions/p1/rp2': { status: 'confirmed', at: SV_TS, receipt: R(5) } }, false],
  ['decide', 'kitchen: rewrites a decision', 'p1', 'PUT', 'paymentDecisions/p1/rp3/status', 'declined', false],
  ['decide', 'kitchen: declines a received entry', 'p1', 'PATCH', '', decline('e1'), false],
  ['decide', 'kitchen: a reason of 201 characters', 'p1', 'PATCH', '', decline('rp1', { 'paymentDecisions/p1/rp1': { status: 'declined', at: SV_TS, reason: 'r'.repeat(201) } }), false],
  ['decide', 'another kitchen: confirms p1’s report', 'p2', 'PATCH', '', confirm(), false],
  ['decide', 'kitchen: removes an open report alone', 'p1', 'DELETE', 'openReports/p1/rp1', undefined, false],
  // ---- corrections ----
  ['correct', 'kitchen: reverses a received entry', 'p1', 'PATCH', '', correct('e1', 50000), true],
  ['correct', 'kitchen: reverses a confirmed report', 'p1', 'PATCH', '', correct('rp3', 30000, { e: { by: 'p1' } }), true],
  ['correct', 'kitchen: the wrong amount', 'p1', 'PATCH', '', correct('e1', 40000), false],
  ['correct', 'kitchen: a positive amount', 'p1', 'PATCH', '', correct('e1', -50000), false],
  ['correct', 'kitchen: an entry already corrected', 'p1', 'PATCH', '', correct('e2', 10000), false],
  ['correct', 'kitchen: a declined report', 'p1', 'PATCH', '', correct('rp2', 20000), false],
  ['correct', 'kitchen: a waiting report', 'p1', 'PATCH', '', correct('rp1', 20000), false],
  ['correct', 'kitchen: a correction', 'p1', 'PATCH', '', correct('x2', -10000), false],
  ['correct', 'kitchen: without naming it once', 'p1', 'PATCH', '', { ...correct('e1', 50000), 'paymentCorrections/p1/e1': null }, false],
  ['correct', 'kitchen: for another bill', 'p1', 'PATCH', '', correct('e1', 50000, { e: { month: LAST }, totals: total(-50000, 'n1', LAST) }), false],
  ['correct', 'kitchen: an order’s payment: unpaid again', 'p1', 'PATCH', '', { ...correct('r0', 24000, { e: ORDER_FOR, totals: null }),
    'payments/p1/n1': defined(entry({ ...ORDER_FOR, kind: 'correction', amountPaise: -24000, corrects: 'r0', at: SV_TS, orderId: 'o2', method: 'cash' })),
    'orders/o2/paid': null, 'unpaidOrders/p1/o2': { totalPaise: 24000, at: SV_TS } }, true],
  ['correct', 'customer: corrects its payment', 'c1', 'PATCH', '', correct('e1', 50000, { e: { by: 'c1' } }), false],
  ['correct', 'customer: removes an order’s paid mark', 'c1', 'DELETE', 'orders/o2/paid', undefined, false],
  // ---- entries never change ----
  ['immutable', 'kitchen: edits an entry’s amount', 'p1', 'PUT', 'payments/p1/e1/amountPaise', 100, false],
  ['immutable', 'kitchen: deletes an entry', 'p1', 'DELETE', 'payments/p1/e1', undefined, false],
  ['immutable', 'kitchen: rewrites an entry whole', 'p1', 'PUT', 'payments/p1/e1', entry({ receipt: R(2), at: SV_TS }), false],
  ['immutable', 'customer: edits its report', 'c1', 'PUT', 'payments/p1/rp1/amountPaise', 100, false],
  ['immutable', 'customer: deletes its report', 'c1', 'DELETE', 'payments/p1/rp1', undefined, false],
  ['immutable', 'staff: edits an entry', 'a1', 'PUT', 'payments/p1/e1/amountPaise', 100, false],
  ['immutable', 'staff: deletes an entry', 'a1', 'DELETE', 'payments/p1/e1', undefined, false],
  ['immutable', 'kitchen: a new entry (it may)', 'p1', 'PATCH', '', record(), true],
  // ---- kept totals ----
  ['totals', 'kitchen: moves a total without an entry', 'p1', 'PATCH', '', total(90000, 'e1'), false],
  ['totals', 'kitchen: names a new entry of another bill', 'p1', 'PATCH', '', { ...record(), ...total(10000, 'n1', M, 's2') }, false],
  ['totals', 'customer: moves its bill’s total', 'c1', 'PATCH', '', total(1000000, 'rp1'), false],
  ['totals', 'kitchen: with its entry (it may)', 'p1', 'PATCH', '', record({ e: { amountPaise: 1234 } }), true],
  // ---- receipt numbers ----
  ['receipts', 'kitchen: claims a number without a payment', 'p1', 'PATCH', '', claim('e1'), false],
  ['receipts', 'kitchen: moves the counter back', 'p1', 'PUT', `receiptCounters/${YYMM}`, 3, false],
  ['receipts', 'customer: claims a number', 'c1', 'PATCH', '', { ...report(), ...claim('n1') }, false],
  ['receipts', 'kitchen: the next number with its payment (it may)', 'p1', 'PATCH', '', record({ seq: 5 }), true],
  // ---- reads ----
  ['read', 'kitchen: its whole ledger', 'p1', 'GET', 'payments/p1', undefined, true],
  ['read', 'kitchen: a month of its ledger (query)', 'p1', 'GET', 'payments/p1', undefined, true, q('month', M)],
  ['read', 'kitchen: its decisions, corrections, open reports, totals, unpaid', 'p1', 'GET', 'openReports/p1', undefined, true],
  ['read', 'kitchen: a month of kept totals', 'p1', 'GET', `paidTotals/p1/${M}`, undefined, true],
  ['read', 'kitchen: its unpaid orders', 'p1', 'GET', 'unpaidOrders/p1', undefined, true],
  ['read', 'another kitchen: p1’s ledger', 'p2', 'GET', 'payments/p1', undefined, false],
  ['read', 'another kitchen: p1’s totals', 'p2', 'GET', `paidTotals/p1/${M}`, undefined, false],
  ['read', 'customer: its own entries (query)', 'c1', 'GET', 'payments/p1', undefined, true, q('customerId', 'c1')],
  ['read', 'customer: one of its entries', 'c1', 'GET', 'payments/p1/e1', undefined, true],
  ['read', 'customer: the decision on its report', 'c1', 'GET', 'paymentDecisions/p1/rp2', undefined, true],
  ['read', 'customer: its bill’s kept total', 'c1', 'GET', `paidTotals/p1/${M}/s1`, undefined, true],
  ['read', 'customer: the kitchen’s whole ledger', 'c1', 'GET', 'payments/p1', undefined, false],
  ['read', 'customer: another customer’s entries (query)', 'c1', 'GET', 'payments/p1', undefined, false, q('customerId', 'c2')],
  ['read', 'other customer: c1’s entry', 'c2', 'GET', 'payments/p1/e1', undefined, false],
  ['read', 'other customer: c1’s bill total', 'c2', 'GET', `paidTotals/p1/${M}/s1`, undefined, false],
  ['read', 'customer: the open reports', 'c1', 'GET', 'openReports/p1', undefined, false],
  ['read', 'customer: the unpaid orders', 'c1', 'GET', 'unpaidOrders/p1', undefined, false],
  ['read', 'staff: a kitchen’s ledger', 'a1', 'GET', 'payments/p1', undefined, true],
  ['read', 'staff: a customer’s entries with a kitchen', 'a1', 'GET', 'payments/p1', undefined, true, q('customerId', 'c1')],
  ['read', 'signed out: a ledger', 'anon', 'GET', 'payments/p1', undefined, false],
  ['read', 'signed out: one entry', 'anon', 'GET', 'payments/p1/e1', undefined, false],
];

testMatrix(CASES, { atLeast: 100, oneOutcome: [] });
