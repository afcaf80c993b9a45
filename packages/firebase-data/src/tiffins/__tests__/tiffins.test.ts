// The tiffin functions without a database, at fixed moments in Asia/Kolkata (November 2026: the 1st is a Sunday).
import type { Plan, Subscription } from '../../model';
import { addDays, dayOfIsoDate, dayStart, isoDateOfDay, isPlanDay, weekdayIndex } from '../days';
import { canChange, cutoffAt, earliestCutoff, perMealPaise, perMealPrice } from '../meals';
import { formatCutoff, parseCutoff } from '../time-of-day';
import { cancelEndDay, resumeChanges } from '../resume';
import { daysOfMonth, isSkipped, kitchenSheet, mealsOn, mismatchedSkipKeys, monthBill, nextDays, skipKey } from '../schedule';
import { EMPTY_PLAN_INPUT, PLAN_MESSAGES, validatePlan, type PlanInput } from '../validate-plan';
import { pauseRangeProblem, startDayRange, SUBSCRIBE_MESSAGES, validateSubscription } from '../validate-subscription';
import { CutoffPassedError, PlanFullError } from '../errors';

/** Epoch ms of a wall-clock time in Asia/Kolkata. */
const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const MON = ist('2026-11-23');
const H = 3600e3;

const plan: Plan = {
  id: 'plan-1', providerId: 'p1', name: 'Everyday Veg Tiffin', description: '', meals: 'both', days: '1111110', diet: 'veg',
  price: 3200, mealPricePaise: 6154, capacity: 40, seatsTaken: 1, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', createdAt: 0, updatedAt: 0,
};
const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-1', planId: plan.id, providerId: 'p1', customerId: 'c1', customerName: 'Asha', address: '12 Dharampeth, Nagpur', planName: plan.name,
  meals: 'both', days: '1111110', diet: 'veg', mealPricePaise: perMealPaise(plan), pricePerMeal: perMealPrice(plan), startDay: ist('2026-11-01'), status: 'active',
  createdAt: 0, skips: {}, pauses: {}, ...over,
});

describe('days', () => {
  test('dayStart is midnight in Asia/Kolkata, whatever the time of day', () => {
    expect(dayStart(ist('2026-11-23', '00:00'))).toBe(MON);
    expect(dayStart(ist('2026-11-23', '23:59'))).toBe(MON);
    expect(dayStart(ist('2026-11-23', '05:29'))).toBe(MON); // 23:59 UTC of the 22nd
    expect(dayStart(MON - 1)).toBe(MON - 24 * H);
    expect((MON + 19800000) % 86400000).toBe(0);
  });
  test('addDays, weekdays Monday first, plan days', () => {
    expect(addDays(MON + 5 * H, 1)).toBe(ist('2026-11-24'));
    expect(addDays(MON, -23)).toBe(ist('2026-10-31'));
    expect(weekdayIndex(MON)).toBe(0);
    expect(weekdayIndex(ist('2026-11-29', '23:00'))).toBe(6); // Sunday
    expect(isPlanDay('1111110', ist('2026-11-28'))).toBe(true); // Saturday
    expect(isPlanDay('1111110', ist('2026-11-29'))).toBe(false);
  });
  test('date inputs', () => {
    expect(dayOfIsoDate('2026-11-23')).toBe(MON);
    expect(isoDateOfDay(MON + 20 * H)).toBe('2026-11-23');
    expect(dayOfIsoDate('23/11/2026')).toBeNaN();
  });
});

describe('prices and cut-offs', () => {
  test('per-meal price over a standard month, rounded to paise', () => {
    expect(perMealPrice(plan)).toBe(61.54); // 3200 / (2 × 6 × 52 / 12) = 3200 / 52
    expect(perMealPrice({ price: 2600, meals: 'lunch', days: '1111110' })).toBe(100); // 2600 / 26
    expect(perMealPrice({ price: 1000, meals: 'dinner', days: '1111111' })).toBe(32.97);
    expect(perMealPrice({ price: '', meals: 'dinner', days: '1111111' })).toBeNaN();
    expect(perMealPrice({ price: '2600', meals: 'lunch', days: '1111110' })).toBe(100);
    expect(perMealPrice({ price: 100, meals: 'dinner', days: '0000000' })).toBeNaN();
  });
  test('per-meal price in whole paise, as the plan stores it', () => {
    expect(perMealPaise(plan)).toBe(6154);
    expect(perMealPaise({ price: 2500, meals: 'lunch', days: '1111110' })).toBe(9615); // ₹96.15
    expect(perMealPaise({ price: '', meals: 'lunch', days: '1111110' })).toBeNaN();
  });
  test('a meal can be changed until its cut-off, not at it', () => {
    expect(cutoffAt(plan, MON, 'lunch')).toBe(ist('2026-11-23', '09:00'));
    expect(cutoffAt(plan, MON, 'dinner')).toBe(ist('2026-11-23', '15:00'));
    expect(canChange(plan, MON, 'lunch', ist('2026-11-23', '08:59'))).toBe(true);
    expect(canChange(plan, MON, 'lunch', ist('2026-11-23', '09:00'))).toBe(false);
    expect(canChange(plan, MON, 'dinner', ist('2026-11-23', '09:00'))).toBe(true);
    expect(canChange(undefined, MON, 'dinner', ist('2026-11-23', '15:00'))).toBe(false); // default 15:00
    expect(earliestCutoff({ lunchCutoff: 600, dinnerCutoff: 420 }, 'both')).toBe(420);
    expect(earliestCutoff({ lunchCutoff: 600, dinnerCutoff: 420 }, 'lunch')).toBe(600);
    expect(formatCutoff(540)).toBe('09:00');
    expect(parseCutoff('9:05')).toBe(545);
    expect(parseCutoff('24:00')).toBeNaN();
  });
});

describe('a subscription day by day', () => {
  test('no meals before the start, from the end day, or on days the plan does not serve', () => {
    const s = sub({ startDay: MON });
    expect(mealsOn(s, addDays(MON, -1))).toEqual([]);
    expect(mealsOn(s, MON + 10 * H)).toEqual([{ meal: 'lunch', state: 'due' }, { meal: 'dinner', state: 'due' }]);
    expect(mealsOn(s, ist('2026-11-29'))).toEqual([]); // Sunday
    const ended = sub({ startDay: MON, status: 'cancelled', endDay: ist('2026-11-25') });
    expect(mealsOn(ended, ist('2026-11-24'))).toHaveLength(2);
    expect(mealsOn(ended, ist('2026-11-25'))).toEqual([]);
    expect(mealsOn(sub({ status: 'cancelled' }), MON)).toEqual([]);
  });
  test('skipped and paused meals are marked', () => {
    const s = sub({
      skips: { [skipKey(MON, 'lunch')]: { day: MON, meal: 'lunch' } },
      pauses: { a: { from: ist('2026-11-25'), to: ist('2026-11-26') } },
    });
    expect(mealsOn(s, MON)).toEqual([{ meal: 'lunch', state: 'skipped' }, { meal: 'dinner', state: 'due' }]);
    expect(mealsOn(s, ist('2026-11-26')).map((m) => m.state)).toEqual(['paused', 'paused']);
    expect(mealsOn(s, ist('2026-11-27')).map((m) => m.state)).toEqual(['due', 'due']);
  });
  test('the next 7 days with their cut-offs', () => {
    const s = sub({ skips: { [skipKey(MON, 'lunch')]: { day: MON, meal: 'lunch' } }, pauses: { a: { from: ist('2026-11-25'), to: ist('2026-11-25') } } });
    const rows = nextDays(s, plan, MON + 10 * H, 7, ist('2026-11-23', '10:00'));
    expect(rows.map((r) => isoDateOfDay(r.day))).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(rows[0]!.meals).toEqual([
      { meal: 'lunch', state: 'skipped', cutoffAt: ist('2026-11-23', '09:00'), canChange: false },
      { meal: 'dinner', state: 'due', cutoffAt: ist('2026-11-23', '15:00'), canChange: true },
    ]);
    expect(rows[2]!.meals.every((m) => m.state === 'paused' && !m.canChange)).toBe(true);
    expect(rows[6]!.meals).toEqual([]);
  });
});

describe('the month bill', () => {
  const NOV = ist('2026-11-01');
  test('November 2026 has 30 days and 25 plan days Monday–Saturday', () => {
    expect(daysOfMonth(NOV)).toHaveLength(30);
    expect(daysOfMonth(NOV).filter((d) => isPlanDay('1111110', d))).toHaveLength(25);
    expect(daysOfMonth(ist('2027-02-01'))).toHaveLength(28);
  });
  test('meals delivered or due are billed; skipped and paused ones are not', () => {
    const s = sub({
      skips: { [skipKey(MON, 'lunch')]: { day: MON, meal: 'lunch' }, [skipKey(ist('2026-12-01'), 'lunch')]: { day: ist('2026-12-01'), meal: 'lunch' } },
      pauses: { a: { from: ist('2026-11-25'), to: ist('2026-11-26') } },
    });
    const bill = monthBill(s, NOV, ist('2026-11-23', '12:00'));
    expect(bill).toEqual({ mealsDue: 50 - 1 - 4, mealsDelivered: 18 * 2, mealsSkipped: 1, mealsPaused: 4, mealsSuspended: 0, amountPaise: 276930,
      amount: 2769.3, mismatchedSkips: 0 });
  });
  test('issue 41: days its kitchen was suspended by Thali (any part of the day) are not billed, nor cooked, nor skippable', () => {
    // suspended Tue 10 Nov 3 pm → Thu 12 Nov 11 am (ended), and again from Sat 28 Nov 9 am (still); a pause on the 11th too
    const suspensions = [{ from: ist('2026-11-10', '15:00'), to: ist('2026-11-12', '11:00') }, { from: ist('2026-11-28', '09:00') }];
    const s = { ...sub({ pauses: { a: { from: ist('2026-11-11'), to: ist('2026-11-11') } } }), suspensions };
    const bill = monthBill(s, NOV, ist('2026-11-23', '12:00'));
    // Mon–Sat plan, two meals: 10, 11, 12 Nov (3 days) and 28 Nov (Sat) and 30 Nov (Mon; 29 is a Sunday) = 5 days, 10 meals
    expect(bill.mealsSuspended).toBe(10);
    // the suspension wins over the customer's own pause on the 11th: it is counted once, as Thali's
    expect(bill.mealsPaused).toBe(0);
    expect(bill.mealsDue).toBe(50 - 10);
    expect(bill.amountPaise).toBe(40 * s.mealPricePaise);
    expect(mealsOn(s, ist('2026-11-10')).map((m) => m.state)).toEqual(['thali', 'thali']);
    expect(mealsOn(s, ist('2026-11-13')).map((m) => m.state)).toEqual(['due', 'due']);
    // ended exactly at midnight: the next day is cooked
    expect(mealsOn({ ...s, suspensions: [{ from: ist('2026-11-16', '10:00'), to: ist('2026-11-17') }] }, ist('2026-11-17')).map((m) => m.state)).toEqual(['due', 'due']);
    const week = nextDays(s, plan, ist('2026-11-28'), 1, ist('2026-11-27', '10:00'));
    expect(week[0]!.meals.every((m) => m.state === 'thali' && !m.canChange)).toBe(true);
    expect(kitchenSheet([s], [], ist('2026-11-28')).total).toBe(0);
  });
  test('paise-exact: 26 meals at ₹96.15 are ₹2,499.90, not a float near it', () => {
    const s = sub({ meals: 'lunch', mealPricePaise: 9615, pricePerMeal: 96.15, startDay: ist('2026-11-02') });
    const bill = monthBill(s, NOV, ist('2026-11-01'));
    expect(bill.mealsDue).toBe(25);
    expect(bill.amountPaise).toBe(25 * 9615);
    expect(monthBill({ ...s, startDay: ist('2026-12-02') }, ist('2026-12-01')).amountPaise).toBe(26 * 9615);
    expect(monthBill({ ...s, startDay: ist('2026-12-02') }, ist('2026-12-01')).amount).toBe(2499.9);
  });
  test("skips are read by their stored day and meal; a record under another day's key is ignored and counted", () => {
    const forged = { [`${addDays(MON, -1)}-lunch`]: { day: addDays(MON, 7), meal: 'lunch' as const } };
    const s = sub({ skips: { ...forged, [skipKey(MON, 'dinner')]: { day: MON, meal: 'dinner' } } });
    expect(mismatchedSkipKeys(s)).toEqual([`${addDays(MON, -1)}-lunch`]);
    expect(isSkipped(s, addDays(MON, 7), 'lunch')).toBe(false); // the day it holds
    expect(isSkipped(s, addDays(MON, -1), 'lunch')).toBe(false); // the day its key names
    expect(isSkipped(s, MON, 'dinner')).toBe(true);
    const bill = monthBill(s, ist('2026-11-01'), ist('2026-11-23', '12:00'));
    expect(bill.mealsSkipped).toBe(1);
    expect(bill.mismatchedSkips).toBe(1);
    expect(mealsOn(s, addDays(MON, 7)).map((m) => m.state)).toEqual(['due', 'due']);
    // a record whose key has the meal but not a day start, or names the other meal: ignored too
    expect(mismatchedSkipKeys(sub({ skips: { [`${MON + 1}-lunch`]: { day: MON + 1, meal: 'lunch' }, [`${MON}-lunch`]: { day: MON, meal: 'dinner' } } }))).toHaveLength(2);
    const sheet = kitchenSheet([sub({ id: 'x', skips: { [`${MON}-lunch`]: { day: addDays(MON, 1), meal: 'lunch' } } })], [plan], MON);
    expect(sheet.total).toBe(2); // the forged record takes no meal off the sheet
    expect(sheet.mismatchedSkips).toBe(1);
  });
  test('a subscription that starts mid-month and is cancelled before its end', () => {
    const s = sub({ startDay: ist('2026-11-16'), status: 'cancelled', endDay: ist('2026-11-24') });
    // 16–21 (6 days) and 23 (Monday): 7 days × 2 meals
    expect(monthBill(s, NOV, ist('2026-11-30')).mealsDue).toBe(14);
  });
});

describe('the kitchen sheet', () => {
  test('counts per plan and meal, the diet split and the delivery list, without skipped or paused meals', () => {
    const lunchBox: Plan = { ...plan, id: 'plan-2', name: 'Saoji Lunch Box', meals: 'lunch', diet: 'non-veg' };
    const subs = [
      sub({ id: 's1', customerName: 'Ravi' }),
      sub({ id: 's2', customerName: 'Asha', skips: { [skipKey(MON, 'lunch')]: { day: MON, meal: 'lunch' } } }),
      sub({ id: 's3', customerName: 'Meera', pauses: { a: { from: MON, to: MON } } }),
      sub({ id: 's4', customerName: 'Kunal', planId: 'plan-2', planName: 'Saoji Lunch Box', meals: 'lunch', diet: 'non-veg', phone: '98' }),
      sub({ id: 's5', customerName: 'Later', startDay: addDays(MON, 1) }),
      sub({ id: 's6', customerName: 'Gone', status: 'cancelled', endDay: MON }),
    ];
    const sheet = kitchenSheet(subs, [plan, lunchBox, { ...plan, id: 'plan-3', name: 'A quiet plan' }], MON + 8 * H);
    expect(sheet.perPlan).toEqual([
      { planId: 'plan-3', name: 'A quiet plan', lunch: 0, dinner: 0 },
      { planId: 'plan-1', name: 'Everyday Veg Tiffin', lunch: 1, dinner: 2 },
      { planId: 'plan-2', name: 'Saoji Lunch Box', lunch: 1, dinner: 0 },
    ]);
    expect(sheet.diet).toEqual({ veg: 3, egg: 0, 'non-veg': 1 });
    expect(sheet.deliveries.map((d) => `${d.meal} ${d.customerName}`)).toEqual(['lunch Kunal', 'lunch Ravi', 'dinner Asha', 'dinner Ravi']);
    expect(sheet.deliveries[0]).toMatchObject({ subscriptionId: 's4', phone: '98', address: '12 Dharampeth, Nagpur', planName: 'Saoji Lunch Box', diet: 'non-veg' });
    expect(sheet.total).toBe(4);
    expect(kitchenSheet(subs, [plan], ist('2026-11-29')).total).toBe(0); // Sunday
  });
});

describe('validation', () => {
  const valid: PlanInput = { ...EMPTY_PLAN_INPUT, name: 'Everyday Veg Tiffin', price: '3200', capacity: '40' };
  test('a plan: the menu-item form\'s style of messages', () => {
    expect(validatePlan(valid)).toEqual({});
    expect(validatePlan({ ...valid, lunchCutoff: '08:30', dinnerCutoff: 1000 })).toEqual({});
    expect(validatePlan({ ...valid, name: '  ', days: '0000000', price: '0.5', capacity: '501', lunchCutoff: '25:00', diet: 'vegan' })).toEqual({
      name: PLAN_MESSAGES.name, days: 'Please choose at least one day', price: 'Monthly price must be at least ₹1',
      capacity: PLAN_MESSAGES.capacityRange, lunchCutoff: PLAN_MESSAGES.cutoff, diet: PLAN_MESSAGES.diet,
    });
    expect(validatePlan({ ...valid, name: 'x'.repeat(61), description: 'y'.repeat(301), price: '20001', capacity: '' })).toEqual({
      name: 'Plan name must be at most 60 characters', description: 'Description must be at most 300 characters',
      price: 'Monthly price must be at most ₹20,000', capacity: PLAN_MESSAGES.capacity,
    });
    expect(validatePlan({ ...valid, capacity: '2.5' }).capacity).toBe(PLAN_MESSAGES.capacityRange);
    expect(validatePlan({ ...valid, capacity: '10' }, 12).capacity).toBe(PLAN_MESSAGES.capacityBelowTaken);
  });
  test('a subscription: start tomorrow … 30 days ahead, a whole place (issue 40)', () => {
    const now = ist('2026-11-23', '22:00');
    const { first, last } = startDayRange(now);
    expect([isoDateOfDay(first), isoDateOfDay(last)]).toEqual(['2026-11-24', '2026-12-23']);
    const place = { house: '12', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' };
    const ok = { startDay: first, place, customerName: 'Asha' };
    expect(validateSubscription(ok, now)).toEqual({});
    expect(validateSubscription({ ...ok, startDay: MON, place: { ...place, street: 'ab' }, customerName: '' }, now)).toEqual({
      startDay: SUBSCRIBE_MESSAGES.startDayRange, street: 'The street needs at least 3 characters.', customerName: SUBSCRIBE_MESSAGES.customerName,
    });
    expect(validateSubscription({ ...ok, startDay: addDays(last, 1), place: { ...place, pin: '440022' }, phone: '9'.repeat(41) }, now)).toEqual({
      startDay: SUBSCRIBE_MESSAGES.startDayRange, pin: '440022 is not a PIN code of Dharampeth. Its PIN code is 440010.', phone: SUBSCRIBE_MESSAGES.phoneTooLong,
    });
    expect(validateSubscription({ ...ok, startDay: first + 1 }, now).startDay).toBe(SUBSCRIBE_MESSAGES.startDayRange);
    expect(pauseRangeProblem(MON, MON)).toBe('');
    expect(pauseRangeProblem(MON, addDays(MON, -1))).toBe(SUBSCRIBE_MESSAGES.pauseOrder);
    expect(pauseRangeProblem(MON, addDays(MON, 61))).toBe(SUBSCRIBE_MESSAGES.pauseTooLong);
  });
  test('the errors say it plainly', () => {
    expect(new PlanFullError().message).toBe('This plan is full.');
    expect(new CutoffPassedError().message).toBe('The cut-off for this meal has passed.');
  });
});

describe('resume now and cancel', () => {
  const pauses = {
    running: { from: addDays(MON, -2), to: addDays(MON, 3) },
    upcoming: { from: addDays(MON, 2), to: addDays(MON, 4) },
    past: { from: addDays(MON, -9), to: addDays(MON, -8) },
    today: { from: MON, to: addDays(MON, 1) },
  };
  test('before today\'s earliest cut-off: running pauses end yesterday; ones not begun (or begun today) go', () => {
    expect(resumeChanges(sub({ pauses }), plan, ist('2026-11-23', '08:00'))).toEqual({
      remove: ['upcoming', 'today'], shorten: [{ id: 'running', to: addDays(MON, -1) }],
    });
  });
  test('after it: today stays paused', () => {
    expect(resumeChanges(sub({ pauses }), plan, ist('2026-11-23', '10:00'))).toEqual({
      remove: ['upcoming'], shorten: [{ id: 'running', to: MON }, { id: 'today', to: MON }],
    });
    expect(resumeChanges(sub({ pauses: { only: { from: MON, to: MON } } }), plan, ist('2026-11-23', '10:00'))).toEqual({ remove: [], shorten: [] });
  });
  test('a cancel ends tomorrow, or at the start day when that is later', () => {
    expect(cancelEndDay(sub({ startDay: ist('2026-11-01') }), MON + 20 * H)).toBe(addDays(MON, 1));
    expect(cancelEndDay(sub({ startDay: addDays(MON, 5) }), MON)).toBe(addDays(MON, 5));
  });
});
