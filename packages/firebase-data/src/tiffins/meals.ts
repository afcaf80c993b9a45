import { DEFAULT_CUTOFFS, MEALS, WEEKS_PER_MONTH, type Meal, type PlanMeals } from '@thali/domain';
import type { Plan } from '../model';
import { parsePrice } from '../menu/validate-menu-item';
import { daysPerWeek } from './days';

/** The meals of each plan day: 'both' is lunch then dinner. */
export function mealsOf(meals: PlanMeals): Meal[] {
  return meals === 'both' ? [...MEALS] : [meals];
}

/** Rounded to paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

/**
 * The price of one meal: the monthly price over a "standard month" of the plan's meals
 * (meals a day × days a week × 52 / 12), rounded to paise. The price may be the form's text (shown as it is typed);
 * NaN when there are no meals or no positive price.
 */
export function perMealPrice(plan: Pick<Plan, 'meals' | 'days'> & { price: number | string }): number {
  const perWeek = (plan.meals === 'both' ? 2 : plan.meals === 'lunch' || plan.meals === 'dinner' ? 1 : 0) * daysPerWeek(plan.days);
  const price = parsePrice(plan.price);
  if (!(perWeek > 0) || !(price > 0)) return Number.NaN;
  return toPaise(price / (perWeek * WEEKS_PER_MONTH));
}

export type CutoffTimes = Partial<Pick<Plan, 'lunchCutoff' | 'dinnerCutoff'>>;

/** Minutes after midnight of a meal's cut-off (the plan's, or the default). */
export function cutoffMinutes(plan: CutoffTimes | undefined, meal: Meal): number {
  const value = meal === 'lunch' ? plan?.lunchCutoff : plan?.dinnerCutoff;
  return typeof value === 'number' && Number.isFinite(value) ? value : DEFAULT_CUTOFFS[meal];
}

/** The moment (epoch ms) after which a meal of `day` can no longer be skipped or un-skipped. */
export function cutoffAt(plan: CutoffTimes | undefined, day: number, meal: Meal): number {
  return day + cutoffMinutes(plan, meal) * 60000;
}

/** Whether the customer may still skip (or undo a skip of) this meal at `now`. */
export function canChange(plan: CutoffTimes | undefined, day: number, meal: Meal, now: number): boolean {
  return now < cutoffAt(plan, day, meal);
}

/** The earliest cut-off (minutes) of the given meals: a pause must be set before it on its first day. */
export function earliestCutoff(plan: CutoffTimes | undefined, meals: PlanMeals): number {
  return Math.min(...mealsOf(meals).map((meal) => cutoffMinutes(plan, meal)));
}
