import { formatDate, formatLongDay } from '@thali/ui';
import type { Diet, PlanMeals } from '@thali/firebase-data';
import { DIET_LABELS, PLAN_MEAL_LABELS } from '@thali/firebase-data/logic';
import { t } from '../messages';

/** The days' values in a plan's form (Monday first, as a plan's `days` string); each shown as its `weekday.<i>` text. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A plan's meals in the language on screen, by value ('Lunch and Dinner'), for a select's options. */
export const planMealLabels = (): Record<PlanMeals, string> =>
  Object.fromEntries((Object.keys(PLAN_MEAL_LABELS) as PlanMeals[]).map((meals) => [meals, t(`meals.${meals}`)])) as Record<PlanMeals, string>;

/** The diets in the language on screen, by value ('Veg'), for a select's options. */
export const dietLabels = (): Record<Diet, string> =>
  Object.fromEntries((Object.keys(DIET_LABELS) as Diet[]).map((diet) => [diet, t(`diet.${diet}`)])) as Record<Diet, string>;

/** 'Tuesday, 24 November 2026' (Asia/Kolkata, the formatter every app shares). */
export const longDay = (day: number) => formatLongDay(day);
/** '24 Nov 2026' (Asia/Kolkata). */
export const shortDay = (day: number) => formatDate(day);
