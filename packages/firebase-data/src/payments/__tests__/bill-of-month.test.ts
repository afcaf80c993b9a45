import { rupeesToPaise } from '@thali/domain/payments';
import type { Subscription } from '../../model';
import { skipKey } from '../../tiffins/schedule';
import { billOfMonth, billsToShow, kitchenDuesOf } from '../bill-of-month';
import type { PaymentEntry } from '../payment-types';
import { toPaymentEntry } from '../to-payment-entry';

const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const october = ist('2026-10-01');
const november = ist('2026-11-01');
// lunch Monday to Saturday: October 2026 has 27 such days
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-1', planId: 'plan-1', providerId: 'p1', customerId: 'c1', customerName: 'Asha', address: 'Dharampeth', planName: 'Veg Lunch', meals: 'lunch',
  days: '1111110', diet: 'veg', mealPricePaise: 9615, pricePerMeal: 96.15, startDay: ist('2026-10-01'), status: 'active', createdAt: 1,
  skips: {}, pauses: {}, ...over,
});
const entry = (over: Partial<PaymentEntry>): PaymentEntry => ({
  id: 'e1', providerId: 'p1', customerId: 'c1', by: 'p1', kind: 'received', for: { kind: 'tiffin', subscriptionId: 'sub-1', month: october },
  amountPaise: 100000, method: 'cash', paidOn: ist('2026-11-02'), at: ist('2026-11-02', '10:00'), waiting: false, ...over,
});

test('26 meals at ₹96.15 bill exactly ₹2,499.90, paid in uneven parts to the paisa; skipped, paused and suspended meals are not billed', () => {
  const skips = { [skipKey(ist('2026-10-05'), 'lunch')]: { day: ist('2026-10-05'), meal: 'lunch' as const } };
  const bill = billOfMonth(sub({ skips }), [], october, 0, [], ist('2026-11-20'));
  expect(bill.bill).toMatchObject({ mealsDue: 26, mealsDelivered: 26, mealsSkipped: 1 });
  expect(bill.billedPaise).toBe(249990);
  // the same bill paid as a customer types it, in three parts: the paise add up with no floating-point drift
  const parts = ['833.30', '833.30', '833.30'].map(rupeesToPaise);
  const received = parts.reduce((a, b) => a + b, 0);
  expect(billOfMonth(sub({ skips }), [], october, received, [], ist('2026-11-20')).duePaise).toBe(0);

  const paused = billOfMonth(sub({ pauses: { x: { from: ist('2026-10-12'), to: ist('2026-10-17') } } }), [{ from: ist('2026-10-26'), to: ist('2026-11-01') }],
    october, 0, [], ist('2026-11-20'));
  expect(paused.bill).toMatchObject({ mealsPaused: 6, mealsSuspended: 6, mealsDue: 15 });
  expect(paused.billedPaise).toBe(15 * 9615);
});

test('a bill keeps only its own entries, newest first; waiting reports are shown beside, not taken off; the reference names the bill', () => {
  const mine = entry({ id: 'a', at: 1 });
  const waiting = entry({ id: 'b', kind: 'reported', by: 'c1', amountPaise: 5000, at: 3, waiting: true });
  const declined = entry({ id: 'c', kind: 'reported', by: 'c1', amountPaise: 7000, at: 2, decision: { status: 'declined', at: 4 } });
  const otherMonth = entry({ id: 'd', for: { kind: 'tiffin', subscriptionId: 'sub-1', month: november } });
  const order = entry({ id: 'e', for: { kind: 'order', orderId: 'o1' } });
  const bill = billOfMonth(sub({ billNo: 42 }), [], october, 100000, [mine, waiting, declined, otherMonth, order], ist('2026-11-20'));
  expect(bill.entries.map((e) => e.id)).toEqual(['b', 'c', 'a']);
  expect(bill).toMatchObject({ reference: 'TH-B-2610-0042', receivedPaise: 100000, waitingPaise: 5000, duePaise: 159605 });
  expect(billOfMonth(sub({ id: '-Nabc_xyz123' }), [], october, 0, [], ist('2026-11-20')).reference).toBe('TH-B-2610-XYZ123');
});

test('the month\'s dues: subscribers by name with a bill that month, totals, waiting reports oldest first', () => {
  const later = sub({ id: 'sub-2', customerName: 'Bina', startDay: ist('2026-11-03') });
  const gone = sub({ id: 'sub-3', customerName: 'Chetan', status: 'cancelled', endDay: ist('2026-09-30'), startDay: ist('2026-09-01') });
  const dues = kitchenDuesOf(october, [later, gone, sub()], [], { 'sub-1': { paise: 100000, last: 'x' } }, [],
    [entry({ id: 'w2', at: 5, waiting: true }), entry({ id: 'w1', at: 2, waiting: true })], ist('2026-11-20'));
  expect(dues.rows.map((r) => r.subscription.customerName)).toEqual(['Asha']);
  expect(dues.totals).toEqual({ billedPaise: 27 * 9615, receivedPaise: 100000, duePaise: 27 * 9615 - 100000 });
  expect(dues.waiting.map((e) => e.id)).toEqual(['w1', 'w2']);
  expect(billsToShow([later, gone, sub()], ist('2026-11-20')).map((b) => [b.sub.id, b.month])).toEqual([
    ['sub-1', november], ['sub-1', october], ['sub-2', november],
  ]);
});

test('a stored entry is read with its decision and correction; a record that does not fit is left out', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stored = { by: 'c1', customerId: 'c1', kind: 'reported', for: 'tiffin', subscriptionId: 'sub-1', month: october, amountPaise: 5000, method: 'upi',
    paidOn: ist('2026-11-02'), at: 7, ref: '4312' };
  expect(toPaymentEntry('p1', 'r1', stored)).toMatchObject({ kind: 'reported', waiting: true, ref: '4312', for: { kind: 'tiffin', subscriptionId: 'sub-1', month: october } });
  expect(toPaymentEntry('p1', 'r1', stored, { decision: { status: 'confirmed', at: 9, receipt: 'TH-R-2611-0007' }, correctedBy: 'k1' }))
    .toMatchObject({ waiting: false, receipt: 'TH-R-2611-0007', decision: { status: 'confirmed' }, correctedBy: 'k1' });
  expect(toPaymentEntry('p1', 'bad', { ...stored, amountPaise: 12.5 })).toBeUndefined();
  expect(toPaymentEntry('p1', 'bad', { ...stored, subscriptionId: undefined })).toBeUndefined();
  expect(toPaymentEntry('p1', 'bad', { ...stored, method: 'cheque' })).toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(3);
  warn.mockRestore();
});
