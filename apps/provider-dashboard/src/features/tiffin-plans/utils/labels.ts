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

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A plan's days in the language on screen: '1111110' → 'Mon–Sat'; '1010100' → 'Mon, Wed, Fri'; '1111111' → 'Every
 * day' (Monday first). In English exactly the data package's daysInWords (a test holds them equal), which customers
 * read on the menu and My Tiffins.
 */
export function daysText(days: string): string {
  const on = WEEKDAYS.map((_, i) => days.charAt(i) === '1');
  if (on.every(Boolean)) return t('days.every');
  const short = (i: number) => t(`days.short.${i as Weekday}`);
  const runs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j += 1;
    // three days or more in a row read as a range; one or two as their names
    if (j - i >= 2) runs.push(t('days.range', { from: short(i), to: short(j) }));
    else for (let k = i; k <= j; k += 1) runs.push(short(k));
    i = j;
  }
  return runs.join(', ');
}

/** 'Tuesday, 24 November 2026' (Asia/Kolkata, the formatter every app shares). */
export const longDay = (day: number) => formatLongDay(day);
/** '24 Nov 2026' (Asia/Kolkata). */
export const shortDay = (day: number) => formatDate(day);
