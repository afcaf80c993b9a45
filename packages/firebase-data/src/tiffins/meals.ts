import { DEFAULT_CUTOFFS, MEALS, mealPricePaise, type Meal, type PlanMeals } from '@thali/domain';
import type { Plan } from '../model';
import { parsePrice } from '../menu/validate-menu-item';

/** The meals of each plan day: 'both' is lunch then dinner. */
export function mealsOf(meals: PlanMeals): Meal[] {
  return meals === 'both' ? [...MEALS] : [meals];
}

/** Rounded to paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100) / 100;
}

/**
 * The price of one meal in paise: the monthly price over a "standard month" of the plan's meals
 * (meals a day × days a week × 52 / 12), rounded to the paisa (@thali/domain's mealPricePaise: the kitchen's app
 * stores it with the plan, the rules check it follows from the price). The price may be the form's text; NaN when
 * there are no meals or no positive price.
 */
export function perMealPaise(plan: Pick<Plan, 'meals' | 'days'> & { price: number | string }): number {
  return mealPricePaise(parsePrice(plan.price), plan.meals, plan.days);
}

/** The same in ₹ (for display). */
export function perMealPrice(plan: Pick<Plan, 'meals' | 'days'> & { price: number | string }): number {
  return perMealPaise(plan) / 100;
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
