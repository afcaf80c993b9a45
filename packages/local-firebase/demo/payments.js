// @ts-check
'use strict';
/**
 * Getting paid (issue 42), the demo: Annapurna takes UPI (annapurna.tiffins@okaxis), the demo customer paid last
 * month's tiffin bill in full by UPI and part of this month's in cash (two received entries, each with its receipt
 * number claimed and the bill's kept total moved, exactly as the kitchen's recordPayment writes them: RULES.md
 * "Payments"), and one of her delivered orders is not paid yet (unpaidOrders). Written with the owner credential, in
 * the shapes the rules require of the app (the seed's test replays them as the kitchen through the rules).
 */
const { DAY_MS, dayStart, monthLabel, monthStart, IST_OFFSET_MS } = require('@thali/domain');
const { receiptNumberOf } = require('@thali/domain/payments');

/** Annapurna's UPI details (providers/{uid}/upi). */
const DEMO_UPI = Object.freeze({ id: 'annapurna.tiffins@okaxis', payee: 'Annapurna Tiffins' });
/** The demo ledger's entry ids. */
const DEMO_PAYMENTS = Object.freeze({ lastMonth: 'pay-demo-last-month', thisMonth: 'pay-demo-this-month' });
/** This month's part payment: ₹1,000 in cash. */
const DEMO_PART_PAISE = 100000;

/** 0 = Monday … 6 = Sunday. @param {number} day */
const weekdayIndex = (day) => (new Date(day + IST_OFFSET_MS).getUTCDay() + 6) % 7;

/**
 * What a subscription is billed for the IST month starting at `month` (monthBill's count, for a subscription the seed
 * wrote: its plan days from its start, each meal not skipped or paused, × its per-meal price), in paise.
 * @param {{ meals: string, days: string, startDay: number, mealPricePaise: number, skips?: Record<string, { day: number, meal: string }>,
 *   pauses?: Record<string, { from: number, to: number }> }} sub
 * @param {number} month
 */
function billedPaise(sub, month) {
  const next = monthStart(month + 32 * DAY_MS);
  const meals = sub.meals === 'both' ? ['lunch', 'dinner'] : [sub.meals];
  const skipped = new Set(Object.values(sub.skips ?? {}).map((s) => `${s.day}-${s.meal}`));
  const paused = (/** @type {number} */ d) => Object.values(sub.pauses ?? {}).some((p) => p.from <= d && d <= p.to);
  let count = 0;
  for (let d = Math.max(month, dayStart(sub.startDay)); d < next; d += DAY_MS) {
    if (sub.days[weekdayIndex(d)] !== '1' || paused(d)) continue;
    count += meals.filter((m) => !skipped.has(`${d}-${m}`)).length;
  }
  return count * sub.mealPricePaise;
}

/**
 * The writes of one received tiffin payment, as recordPayment makes them: the entry with its receipt number, the
 * number's claim and its month's counter, and the bill's kept total moved by the amount (`before` + amount).
 * @param {{ id: string, providerId: string, customerId: string, subscriptionId: string, month: number, amountPaise: number,
 *   method: 'cash' | 'upi', paidOn: number, at: number | object, ref?: string, note?: string, receiptMonth: string, seq: number, before?: number }} p
 */
function receivedTiffinWrites(p) {
  const receipt = receiptNumberOf(p.receiptMonth, p.seq);
  return {
    [`payments/${p.providerId}/${p.id}`]: {
      by: p.providerId, customerId: p.customerId, kind: 'received', for: 'tiffin', subscriptionId: p.subscriptionId, month: p.month,
      amountPaise: p.amountPaise, method: p.method, paidOn: p.paidOn, at: p.at, receipt,
      ...(p.ref ? { ref: p.ref } : {}), ...(p.note ? { note: p.note } : {}),
    },
    [`receiptNumbers/${receipt}`]: { by: p.providerId, provider: p.providerId, payment: p.id, month: p.receiptMonth, seq: p.seq },
    [`receiptCounters/${p.receiptMonth}`]: p.seq,
    [`paidTotals/${p.providerId}/${p.month}/${p.subscriptionId}`]: { paise: (p.before ?? 0) + p.amountPaise, last: p.id },
  };
}

/**
 * The demo's payments: Annapurna's UPI details; last month's bill of `sub` paid in full by UPI on the 1st of this
 * month, ₹1,000 of this month's paid in cash today (receipt numbers after `lastReceipt`, this month's counter); the
 * order `unpaid` (delivered) listed as not paid yet. `now` is the seed's time.
 * @param {number} now
 * @param {{ id: string, providerId: string, customerId: string, meals: string, days: string, startDay: number, mealPricePaise: number,
 *   skips?: Record<string, { day: number, meal: string }>, pauses?: Record<string, { from: number, to: number }> }} sub
 * @param {{ id: string, providerId: string, total: number, updatedAt?: number } | null} unpaid
 * @param {number} [lastReceipt] this month's receipt counter before the seed
 */
function paymentDemoWrites(now, sub, unpaid, lastReceipt = 0) {
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(thisMonth - 1);
  const receiptMonth = monthLabel(now);
  const today = dayStart(now);
  // recorded on the 1st at 10:00 (or just now, early on the 1st)
  const firstAt = Math.max(thisMonth, Math.min(now - 120000, thisMonth + 10 * 3600e3));
  const common = { providerId: sub.providerId, customerId: sub.customerId, subscriptionId: sub.id, receiptMonth };
  return {
    [`providers/${sub.providerId}/upi`]: { ...DEMO_UPI },
    ...receivedTiffinWrites({ ...common, id: DEMO_PAYMENTS.lastMonth, month: lastMonth, amountPaise: billedPaise(sub, lastMonth), method: 'upi',
      paidOn: dayStart(firstAt), at: firstAt, ref: '431209876543', seq: lastReceipt + 1 }),
    ...receivedTiffinWrites({ ...common, id: DEMO_PAYMENTS.thisMonth, month: thisMonth, amountPaise: DEMO_PART_PAISE, method: 'cash',
      paidOn: today, at: Math.max(firstAt + 1, now - 60000), note: 'Part payment, the rest at the end of the month', seq: lastReceipt + 2 }),
    ...(unpaid ? { [`unpaidOrders/${unpaid.providerId}/${unpaid.id}`]: { totalPaise: Math.round(unpaid.total * 100), at: unpaid.updatedAt ?? now } } : {}),
  };
}

/**
 * The demo customer's newest delivered order not paid, among `orders` (id → record), or null.
 * @param {Record<string, any>} orders @param {string} customerId @param {string} providerId
 */
function unpaidDemoOrder(orders, customerId, providerId) {
  const done = Object.entries(orders ?? {})
    .filter(([, o]) => o && o.userId === customerId && o.providerId === providerId && o.status === 'completed' && !o.paid)
    .sort(([, a], [, b]) => (b.updatedAt ?? b.timestamp) - (a.updatedAt ?? a.timestamp));
  const [id, o] = done[0] ?? [];
  return id ? { id, providerId, total: o.total, updatedAt: o.updatedAt } : null;
}

module.exports = { DEMO_UPI, DEMO_PAYMENTS, DEMO_PART_PAISE, billedPaise, receivedTiffinWrites, paymentDemoWrites, unpaidDemoOrder };
