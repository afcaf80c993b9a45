// @ts-check
'use strict';
/**
 * Demo orders in the whole-order shape (issue 37; contract in RULES.md, "Orders"): one `orders/{id}` per order number
 * and kitchen, its lines inside, the ₹40 delivery fee stored and counted in its total, its step and the times of its
 * steps, the customer's name and mobile. Everything that depends on the orders is derived from them here, as the
 * app's own writes would have left it:
 *
 * - order numbers TH-YYMM-NNNN in the order the orders were placed, month by month (Asia/Kolkata), each claimed in
 *   `orderNumbers/{n}` and the month's counter `orderCounters/{YYMM}` at the last one; the two orders of one
 *   checkout (two kitchens) take consecutive numbers;
 * - each kitchen's stats counting orders (created, then delivered or cancelled), revenues their totals (a cancel takes
 *   its total back out), this month's figures for orders placed since monthStart, and one `applied/{orderId}` marker
 *   per order;
 * - the daily plate counts of limited dishes: the latest day any order took plates of the dish, the plates of that
 *   day's orders not cancelled, naming the last of them and its line.
 *
 * Times are relative to the seeding moment, so a fresh `pnpm start` shows a lunch rush in progress at Annapurna Tiffin
 * Service (annapurna@thali.test): new orders (the demo customer's newest can still be cancelled for a few minutes),
 * accepted ones with their ready-by times, one on the way, and delivered and cancelled ones over the past days.
 */
const crypto = require('crypto');
const { DAY_MS, dayStart, DELIVERY_FEE, monthStart: kolkataMonthStart, monthLabel, orderNumberOf, boardKeyOf } = require('@thali/domain');
const { placeLine } = require('@thali/domain/address');
const { PROVIDERS } = require('./data');

const MIN = 60000;
/** The characters of the SDK's push ids, in their sort order. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * A push id of time `t`, as the SDK makes an order's id (8 characters of the time, then 12 more), the 12 taken from a
 * hash of `name` so a seed writes the same id for the same demo order. Ids sort by time, as real orders' do: the
 * kitchen's Recent Orders glance (its orders by providerId, the last 5 by key) shows the newest.
 * @param {number} t @param {string} name
 */
function demoOrderId(t, name) {
  let time = '';
  for (let i = 0, n = t; i < 8; i++, n = Math.floor(n / 64)) time = PUSH_CHARS.charAt(n % 64) + time;
  const hash = crypto.createHash('sha256').update(name).digest();
  return time + Array.from(hash.subarray(0, 12), (b) => PUSH_CHARS.charAt(b % 64)).join('');
}

/**
 * @typedef {{ uid: string, name: string, phone: string, address: string, place?: import('@thali/domain/address').DeliveryPlace }} DemoCustomer
 * @typedef {'new' | 'accepted' | 'on_the_way' | 'delivered' | 'cancelled'} DemoStage
 * @typedef {{
 *   id: string, kitchen: number, customer: DemoCustomer, lines: [number, number][], placed: number, stage: DemoStage,
 *   note?: string, acceptedAfter?: number, readyAfter?: number, onTheWayAfter?: number, settledAfter?: number,
 *   step?: 'new' | 'accepted' | 'on_the_way', cancelledBy?: 'customer' | 'provider', cancelReason?: string, checkout?: number,
 *   slotStart?: number,
 * }} DemoOrder
 *   `lines`: [menu index, quantity] of the kitchen's menu (demo/data.js); `placed`: the order's timestamp; the
 *   `…After` times are ms after it (when it was accepted, its ready-by time, when it left the kitchen, when it was
 *   delivered or cancelled); `step`: for a final order, the step it had reached (default: on the way before delivered,
 *   new before a cancel); `checkout` orders the orders of one checkout (its kitchens), which share `placed`;
 *   `slotStart` (issue 40): the later delivery slot it was ordered for (none: as soon as possible, at `placed`).
 */

/**
 * The stored record of a demo order.
 * @param {DemoOrder} o @returns {Record<string, any>}
 */
function orderRecord(o) {
  const p = PROVIDERS[o.kitchen];
  if (!p) throw new Error(`No demo kitchen ${o.kitchen}`);
  /** @type {Record<string, Record<string, unknown>>} */
  const lines = {};
  let itemsTotal = 0;
  o.lines.forEach(([j, quantity], i) => {
    const m = p.menu[j];
    if (!m) throw new Error(`No dish ${j} at ${p.uid}`);
    const [itemName, , price, , , diet, platesPerDay] = m;
    lines[String(i)] = { itemId: `item-${p.uid.slice(5)}-${j + 1}`, itemName, price, quantity, diet,
      ...(platesPerDay ? { plateDay: dayStart(o.slotStart ?? o.placed) } : {}) };
    // lines 0, 1, 2… summed from 0: the float the rules compute
    itemsTotal += price * quantity;
  });
  const status = o.stage === 'delivered' ? 'completed' : o.stage === 'cancelled' ? 'cancelled' : 'pending';
  const step = status === 'pending' ? o.stage : o.step ?? (status === 'completed' ? 'on_the_way' : 'new');
  const at = (/** @type {number | undefined} */ after) => (after === undefined ? undefined : o.placed + after);
  const reached = ['accepted', 'on_the_way'].includes(step);
  /** @type {Record<string, any>} */
  const record = {
    userId: o.customer.uid, providerId: p.uid, lines, lineCount: o.lines.length, itemsTotal, fee: DELIVERY_FEE, total: itemsTotal + DELIVERY_FEE,
    status, step, timestamp: o.placed,
    // issue 40: its slot (as soon as possible unless ordered ahead) and its place, the address its one line
    slotStart: o.slotStart ?? o.placed, ...(o.slotStart === undefined ? { asap: true } : {}),
    boardKey: boardKeyOf(p.uid, status, o.slotStart ?? o.placed),
    ...(o.customer.place ? { place: o.customer.place, address: placeLine(o.customer.place) } : { address: o.customer.address }),
    ...(o.note ? { note: o.note } : {}), customerName: o.customer.name, customerPhone: o.customer.phone,
  };
  if (reached) Object.assign(record, { acceptedAt: at(o.acceptedAfter ?? 3 * MIN), readyBy: at(o.readyAfter ?? 40 * MIN) });
  if (step === 'on_the_way') record.onTheWayAt = at(o.onTheWayAfter ?? 35 * MIN);
  if (status !== 'pending') record.updatedAt = at(o.settledAfter ?? (status === 'completed' ? 60 * MIN : 15 * MIN));
  if (status === 'cancelled') {
    record.cancelledBy = o.cancelledBy ?? 'provider';
    if (o.cancelReason) record.cancelReason = o.cancelReason;
  }
  return record;
}

/**
 * Writes the demo orders, and what depends on them, into the seed's update (after the kitchens, their menus and their
 * zeroed stats are in it).
 * @param {number} now @param {Record<string, any>} update @param {DemoOrder[]} orders
 */
function writeDemoOrders(now, update, orders) {
  const monthStart = kolkataMonthStart(now);
  // placed first, numbered first; the orders of one checkout in their checkout order
  const placed = orders.map((o, i) => ({ o, i, record: orderRecord(o) }))
    .sort((a, b) => a.o.placed - b.o.placed || (a.o.checkout ?? 0) - (b.o.checkout ?? 0) || a.i - b.i);
  /** @type {Record<string, number>} */
  const lastSeq = {};
  for (const { o, record } of placed) {
    const month = monthLabel(o.placed);
    const seq = (lastSeq[month] ?? 0) + 1;
    lastSeq[month] = seq;
    record.orderNumber = orderNumberOf(month, seq);
    update[`orderNumbers/${record.orderNumber}`] = { by: record.userId, order: o.id, month, seq };
    update[`orders/${o.id}`] = record;

    // the kitchen's stats, as the order's creation and then its settling counted it
    const stats = update[`stats/${record.providerId}`];
    const inMonth = record.timestamp >= monthStart;
    stats.totalOrders += 1;
    stats.totalRevenue += record.total;
    if (inMonth) {
      stats.monthlyOrders += 1;
      stats.monthlyRevenue += record.total;
    }
    if (record.status === 'pending') stats.pendingOrders += 1;
    else if (record.status === 'completed') stats.completedOrders += 1;
    else {
      stats.cancelledOrders += 1;
      stats.totalRevenue -= record.total;
      if (inMonth) stats.monthlyRevenue -= record.total;
    }
    stats.applied = { ...stats.applied, [o.id]: record.status === 'pending' ? 'created' : record.status };
  }
  for (const [month, seq] of Object.entries(lastSeq)) update[`orderCounters/${month}`] = seq;

  // the plate counts (issue 40: plateCounts/{p}/{day}/{item}, by the day of the orders' slots): per limited dish and
  // day, the plates of orders not cancelled (a cancel gave its back), naming the last of them and its line
  /** @type {Map<string, { sold: number, order: string, line: string }>} */
  const counts = new Map();
  for (const { o, record } of placed) {
    for (const [line, l] of Object.entries(record.lines)) {
      if (l.plateDay === undefined || record.status === 'cancelled') continue;
      const key = `plateCounts/${record.providerId}/${l.plateDay}/${l.itemId}`;
      counts.set(key, { sold: (counts.get(key)?.sold ?? 0) + l.quantity, order: o.id, line });
    }
  }
  for (const [key, count] of counts) update[key] = count;
}

/**
 * The lunch rush at Annapurna Tiffin Service (kitchen 0), and the demo customer's orders around it. Dishes of
 * Annapurna: 0 Varhadi Thali 140, 1 Saoji Veg Curry 120, 2 Kothimbir Vadi 60, 3 Puran Poli 70, 4 Solkadhi 35,
 * 5 Masala Chai 20; of Saoji Ghar Rasoi (kitchen 1): 0 Saoji Chicken Thali 220, 2 Chicken Biryani 200, 5 Sweet Lassi 45.
 * @param {number} now
 * @param {{ customer: DemoCustomer, others: DemoCustomer[] }} who the demo customer, and six more customers
 * @returns {DemoOrder[]}
 */
function lunchRush(now, { customer, others }) {
  const [aarav, sneha, imran, pooja, karan, lakshmi] = /** @type {DemoCustomer[]} */ (others);
  if (!aarav || !sneha || !imran || !pooja || !karan || !lakshmi) throw new Error('The lunch rush needs six customers');
  const ago = (/** @type {number} */ minutes) => now - minutes * MIN;
  const day = (/** @type {number} */ days, /** @type {number} */ hhmm) => dayStart(now) - days * DAY_MS + (Math.floor(hhmm / 100) * 60 + (hhmm % 100)) * MIN;
  /** @type {(Omit<DemoOrder, 'id'> & { name: string })[]} */
  const rush = [
    // new: the demo customer's checkout of two kitchens 4 minutes ago (two orders, two numbers, one fee each; still
    // cancellable for 6 minutes), and two more
    { name: 'order-rush-riya-annapurna', kitchen: 0, customer, lines: [[0, 2], [4, 1]], placed: ago(4), stage: 'new', checkout: 0,
      note: 'Please ring the bell twice' },
    { name: 'order-rush-riya-saoji', kitchen: 1, customer, lines: [[2, 1]], placed: ago(4), stage: 'new', checkout: 1 },
    { name: 'order-rush-sneha', kitchen: 0, customer: sneha, lines: [[1, 1], [5, 2]], placed: ago(9), stage: 'new', note: 'Less spicy, please' },
    { name: 'order-rush-karan', kitchen: 0, customer: karan, lines: [[0, 3]], placed: ago(14), stage: 'new' },
    // ordered ahead (issue 40): Pooja's lunch for tomorrow's 1:00–1:30 pm slot, placed last night
    { name: 'order-ahead-pooja', kitchen: 0, customer: pooja, lines: [[0, 1], [5, 1]], placed: day(1, 2140), stage: 'new', slotStart: day(-1, 1300) },
    // accepted, with their ready-by times
    { name: 'order-rush-imran', kitchen: 0, customer: imran, lines: [[0, 1], [3, 2]], placed: ago(26), stage: 'accepted',
      acceptedAfter: 3 * MIN, readyAfter: 45 * MIN },
    { name: 'order-rush-lakshmi', kitchen: 0, customer: lakshmi, lines: [[1, 1], [2, 1]], placed: ago(33), stage: 'accepted',
      acceptedAfter: 2 * MIN, readyAfter: 40 * MIN },
    // on the way: the demo customer's earlier order
    { name: 'order-rush-riya-earlier', kitchen: 0, customer, lines: [[3, 2], [5, 1]], placed: ago(52), stage: 'on_the_way',
      acceptedAfter: 2 * MIN, readyAfter: 40 * MIN, onTheWayAfter: 44 * MIN },
    // delivered earlier today and yesterday; cancelled by the kitchen (a reason picked, and one typed) and by a customer
    { name: 'order-rush-pooja', kitchen: 0, customer: pooja, lines: [[0, 2], [2, 1]], placed: ago(95), stage: 'delivered', settledAfter: 50 * MIN },
    { name: 'order-rush-aarav', kitchen: 0, customer: aarav, lines: [[1, 2]], placed: ago(130), stage: 'delivered', settledAfter: 55 * MIN },
    { name: 'order-past-sneha', kitchen: 0, customer: sneha, lines: [[0, 1], [4, 1]], placed: day(1, 1245), stage: 'delivered' },
    { name: 'order-past-karan', kitchen: 0, customer: karan, lines: [[3, 4]], placed: day(1, 1310), stage: 'cancelled',
      cancelledBy: 'provider', cancelReason: 'Sold out', settledAfter: 6 * MIN },
    { name: 'order-past-riya', kitchen: 0, customer, lines: [[1, 1], [3, 1]], placed: day(2, 2015), stage: 'cancelled', step: 'accepted',
      cancelledBy: 'provider', cancelReason: 'Our delivery rider is unwell tonight, sorry!', settledAfter: 20 * MIN },
    { name: 'order-past-imran', kitchen: 0, customer: imran, lines: [[5, 2]], placed: day(3, 1705), stage: 'cancelled',
      cancelledBy: 'customer', settledAfter: 4 * MIN },
    { name: 'order-past-lakshmi', kitchen: 0, customer: lakshmi, lines: [[0, 1], [1, 1], [4, 2]], placed: day(5, 1330), stage: 'delivered' },
  ];
  return rush.map(({ name, ...o }) => ({ id: demoOrderId(o.placed, name), ...o }));
}

module.exports = { writeDemoOrders, orderRecord, lunchRush, demoOrderId };
