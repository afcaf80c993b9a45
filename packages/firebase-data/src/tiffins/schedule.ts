import type { Diet, Meal } from '@thali/domain';
import { compareKeys, compareNames } from '@thali/domain/compare';
import type { Plan, SkippedMeal, Subscription } from '../model';
import { addDays, calendarDate, dayStart, isPlanDay } from './days';
import { canChange, cutoffAt, mealsOf, type CutoffTimes } from './meals';

/**
 * A meal of a day: to be delivered ('due'), skipped by the customer, within a pause, or (issue 41) on a day its
 * kitchen was suspended by Thali ('thali': not cooked, not billed).
 */
export type MealState = 'due' | 'skipped' | 'paused' | 'thali';
export interface MealSlot { meal: Meal; state: MealState }

/** Issue 41: a time its kitchen was suspended by Thali, from `from` until `to` (ms; no `to`: still suspended). */
export interface SuspensionPeriod { from: number; to?: number }

export type ScheduleOf = Pick<Subscription, 'meals' | 'days' | 'startDay' | 'status' | 'endDay' | 'skips' | 'pauses'> & {
  /** the kitchen's suspensions (issue 41), when the caller read them */
  suspensions?: readonly SuspensionPeriod[];
};

/**
 * Whether the kitchen was suspended during any part of `day` (Asia/Kolkata): such a day counts as one it does not
 * cook — a suspension at 3 pm leaves that day's dinner uncooked, and a customer is not billed for part of a day.
 */
export function isSuspendedDay(periods: readonly SuspensionPeriod[] | undefined, day: number): boolean {
  const d = dayStart(day);
  const next = addDays(d, 1);
  return (periods ?? []).some((p) => p.from < next && (p.to === undefined || p.to > d));
}

/** The key of a skipped meal under subscriptions/{id}/skips. */
export function skipKey(day: number, meal: Meal): string {
  return `${dayStart(day)}-${meal}`;
}

type SkipsOf = { skips?: Record<string, SkippedMeal> };
/**
 * Whether a stored skip's key is its own day and meal (`${day}-${meal}`, the day a dayStart), as the rules require
 * since issue 36. Records written before, under another day's key (the audit's "yesterday's lunch" holding next
 * week's day), are neither billed nor left off the kitchen's sheet: they are ignored and reported.
 */
function isBound(key: string, skip: SkippedMeal): boolean {
  return skip.day === dayStart(skip.day) && key === `${skip.day}-${skip.meal}`;
}

/** The keys of the subscription's skip records whose key is not their day and meal (ignored everywhere). */
export function mismatchedSkipKeys(sub: SkipsOf): string[] {
  return Object.entries(sub.skips ?? {}).filter(([key, skip]) => !isBound(key, skip)).map(([key]) => key).sort();
}

/** Whether the customer skipped `meal` of `day`: read from the records' stored day and meal, not from their keys. */
export function isSkipped(sub: SkipsOf, day: number, meal: Meal): boolean {
  const d = dayStart(day);
  return Object.entries(sub.skips ?? {}).some(([key, skip]) => skip.day === d && skip.meal === meal && isBound(key, skip));
}

/** Whether a pause covers `day` (both ends included). */
export function isPaused(sub: Pick<Subscription, 'pauses'>, day: number): boolean {
  const d = dayStart(day);
  return Object.values(sub.pauses ?? {}).some((p) => p.from <= d && d <= p.to);
}

/**
 * The subscription's meals of `day`: none before its start, from its end day on (a cancelled subscription without
 * an end day has none), or on a weekday the plan does not serve; otherwise each meal, marked skipped or paused.
 */
export function mealsOn(sub: ScheduleOf, day: number): MealSlot[] {
  const d = dayStart(day);
  if (d < sub.startDay) return [];
  if (sub.endDay !== undefined ? d >= sub.endDay : sub.status !== 'active') return [];
  if (!isPlanDay(sub.days, d)) return [];
  const paused = isPaused(sub, d);
  const thali = isSuspendedDay(sub.suspensions, d);
  return mealsOf(sub.meals).map((meal) => ({
    meal,
    state: thali ? 'thali' : paused ? 'paused' : isSkipped(sub, d, meal) ? 'skipped' : 'due',
  }));
}

export interface UpcomingMeal extends MealSlot {
  /** when skipping (or undoing a skip) stops being possible */
  cutoffAt: number;
  /** whether Skip / Undo skip is still offered at `now` (never for a paused meal) */
  canChange: boolean;
}
export interface DayRow { day: number; meals: UpcomingMeal[] }

/** `count` days from `from`'s day on, each with its meals (empty on days without any), for "My Tiffins". */
export function nextDays(sub: ScheduleOf, plan: CutoffTimes | undefined, from: number, count = 7, now: number = Date.now()): DayRow[] {
  const first = dayStart(from);
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(first, i);
    return {
      day,
      meals: mealsOn(sub, day).map((slot) => ({
        ...slot,
        cutoffAt: cutoffAt(plan, day, slot.meal),
        canChange: (slot.state === 'due' || slot.state === 'skipped') && canChange(plan, day, slot.meal, now),
      })),
    };
  });
}

/** The dayStarts of the Asia/Kolkata month that starts at `monthStart`. */
export function daysOfMonth(monthStart: number): number[] {
  const first = dayStart(monthStart);
  const { month } = calendarDate(first);
  const days: number[] = [];
  for (let d = first; calendarDate(d).month === month; d = addDays(d, 1)) days.push(d);
  return days;
}

export interface MonthBill {
  /** meals delivered or still due this month: the ones billed */
  mealsDue: number;
  /** of those, the ones of days before today */
  mealsDelivered: number;
  mealsSkipped: number;
  mealsPaused: number;
  /** meals of days its kitchen was suspended by Thali (issue 41): not cooked, not billed */
  mealsSuspended: number;
  /** mealsDue × the subscription's per-meal price in paise: whole paise, no floating drift */
  amountPaise: number;
  /** the same in ₹ (amountPaise / 100), for display */
  amount: number;
  /** skip records ignored because their key is not their day and meal (see mismatchedSkipKeys) */
  mismatchedSkips: number;
}

/** This month's bill: meals delivered or due × per-meal price; skipped, paused and suspended meals are not billed. */
export function monthBill(sub: ScheduleOf & Pick<Subscription, 'mealPricePaise'>, monthStart: number, now: number = Date.now()): MonthBill {
  const today = dayStart(now);
  const bill: MonthBill = { mealsDue: 0, mealsDelivered: 0, mealsSkipped: 0, mealsPaused: 0, mealsSuspended: 0, amountPaise: 0, amount: 0,
    mismatchedSkips: mismatchedSkipKeys(sub).length };
  for (const day of daysOfMonth(monthStart)) {
    for (const slot of mealsOn(sub, day)) {
      if (slot.state === 'skipped') bill.mealsSkipped += 1;
      else if (slot.state === 'paused') bill.mealsPaused += 1;
      else if (slot.state === 'thali') bill.mealsSuspended += 1;
      else {
        bill.mealsDue += 1;
        if (day < today) bill.mealsDelivered += 1;
      }
    }
  }
  bill.amountPaise = bill.mealsDue * sub.mealPricePaise;
  bill.amount = bill.amountPaise / 100;
  return bill;
}

export interface SheetPlanRow { planId: string; name: string; lunch: number; dinner: number }
export interface Delivery {
  subscriptionId: string;
  customerName: string;
  address: string;
  phone: string;
  planId: string;
  planName: string;
  meal: Meal;
  diet: Diet;
}
export interface KitchenSheet {
  /** each of the given plans (by name) and any other plan with meals that day, with its meal counts */
  perPlan: SheetPlanRow[];
  /** meals of the day by diet */
  diet: Record<Diet, number>;
  /** one row per meal to deliver: lunch first, then by customer name */
  deliveries: Delivery[];
  /** total meals to cook */
  total: number;
  /** skip records ignored because their key is not their day and meal (their meals are cooked and delivered) */
  mismatchedSkips: number;
}

/** The kitchen's sheet for `day`: what to cook and deliver; skipped and paused meals left out. */
export function kitchenSheet(subs: readonly Subscription[], plans: readonly Pick<Plan, 'id' | 'name' | 'diet'>[], day: number): KitchenSheet {
  const d = dayStart(day);
  const rows = new Map<string, SheetPlanRow>();
  for (const plan of [...plans].sort((a, b) => compareNames(a.name, b.name))) {
    rows.set(plan.id, { planId: plan.id, name: plan.name, lunch: 0, dinner: 0 });
  }
  const diet: Record<Diet, number> = { veg: 0, egg: 0, 'non-veg': 0 };
  const deliveries: Delivery[] = [];
  for (const sub of subs) {
    for (const slot of mealsOn(sub, d)) {
      if (slot.state !== 'due') continue;
      let row = rows.get(sub.planId);
      if (!row) {
        row = { planId: sub.planId, name: sub.planName, lunch: 0, dinner: 0 };
        rows.set(sub.planId, row);
      }
      row[slot.meal] += 1;
      diet[sub.diet] += 1;
      deliveries.push({
        subscriptionId: sub.id, customerName: sub.customerName, address: sub.address, phone: sub.phone ?? '',
        planId: sub.planId, planName: sub.planName, meal: slot.meal, diet: sub.diet,
      });
    }
  }
  const mealOrder = (m: Meal) => (m === 'lunch' ? 0 : 1);
  deliveries.sort((a, b) => mealOrder(a.meal) - mealOrder(b.meal) || compareNames(a.customerName, b.customerName) || compareKeys(a.subscriptionId, b.subscriptionId));
  const mismatchedSkips = subs.reduce((n, sub) => n + mismatchedSkipKeys(sub).length, 0);
  return { perPlan: [...rows.values()], diet, deliveries, total: deliveries.length, mismatchedSkips };
}
