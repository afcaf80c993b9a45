// A tiffin plan's meals and days in the reader's language, the one wording customers and kitchens read on the menu,
// /subscribe, My Tiffins and the dashboard: 'Lunch and Dinner, Mon–Sat'. In English exactly the data package's
// daysInWords (a test holds them equal for every choice of days). Its own entry, '@thali/ui/plan-words', so the shared
// entry the shell and the home page load first does not grow with it.
import type { PlanMeals } from '@thali/domain';
import { currentIntlLocale } from '@thali/domain/languages';
import { t, useT } from './messages';

// 2024-01-01 was a Monday: the seven days from it name the weekdays Monday first. The names come from Intl in the
// reader's language (the glossary's choice: 'सोम–शनि'), one formatter per language.
const MONDAY = Date.UTC(2024, 0, 1, 12);
const weekdayNames = new Map<string, string[]>();

function weekdays(): string[] {
  const locale = currentIntlLocale();
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, i) => format.format(MONDAY + i * 86_400_000));
    weekdayNames.set(locale, names);
  }
  return names;
}

/** The days of a Monday-first '0'/'1' string in words, 'Every day' said by `say` (the hook's or the module's t). */
function daysIn(days: string, say: (id: 'plan.everyDay') => string): string {
  const on = Array.from({ length: 7 }, (_, i) => days.charAt(i) === '1');
  if (on.every(Boolean)) return say('plan.everyDay');
  const names = weekdays();
  const runs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j += 1;
    // three days or more in a row read as a range; one or two as their names
    runs.push(j - i >= 2 ? `${names[i]}–${names[j]}` : names.slice(i, j + 1).join(', '));
    i = j;
  }
  return runs.join(', ');
}

/**
 * A plan's days in the language on screen: '1111110' → 'Mon–Sat'; '1010100' → 'Mon, Wed, Fri'; '1111111' → 'Every
 * day' (a Monday-first '0'/'1' string). For code outside React; a component uses `usePlanWords`, which waits for the
 * texts in the reader's language.
 */
export const planDays = (days: string): string => daysIn(days, t);

export interface PlanWords {
  /** 'Mon–Sat', 'Mon, Wed, Fri', 'Every day'. */
  days(days: string): string;
  /** What a plan delivers on which days: 'Lunch and Dinner, Mon–Sat'. */
  mealsOn(meals: PlanMeals, days: string): string;
}

/**
 * A plan in words, for a component. A hook, so the component waits (in its Suspense boundary) for these texts in the
 * reader's language as it does for its own.
 */
export function usePlanWords(): PlanWords {
  const t = useT();
  return {
    days: (days) => daysIn(days, t),
    mealsOn: (meals, days) => t('plan.mealsOn', { meals, days: daysIn(days, t) }),
  };
}
