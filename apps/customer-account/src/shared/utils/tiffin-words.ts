// Tiffin days and plans as the customer reads them, in the language on screen: days through the one date formatter
// every app shares (@thali/ui: Asia/Kolkata, the reader's language), 'Tue 24 Nov' and '24 Nov 2026' for a dayStart;
// a plan's meals, diet and weekdays in words ('Lunch and Dinner, Mon–Sat').
import type { Diet, PlanMeals } from '@thali/domain';
import { currentIntlLocale } from '@thali/domain/languages';
import { t, useT } from '../messages';

export { formatShortDay as formatDay, formatDate } from '@thali/ui';

/**
 * A plan in words, for a component: 'Lunch and Dinner, Mon–Sat' (what it delivers, on which days) and its diet ('Veg',
 * 'Egg', 'Non-veg'). A hook, so the component waits for these texts in the reader's language as it does for its own.
 */
export function usePlanWords() {
  const t = useT();
  return {
    mealsOn: (meals: PlanMeals, days: string) => t('plan.mealsOn', { meals, days: daysWords(days) }),
    diet: (diet: Diet) => t('diet', { diet }),
  };
}

// 2024-01-01 was a Monday: the seven days from it name the weekdays Monday first, in the reader's language.
const MONDAY = Date.UTC(2024, 0, 1, 12);
const weekdayNames = new Map<string, string[]>();
const weekdays = () => {
  const locale = currentIntlLocale();
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, i) => format.format(MONDAY + i * 86_400_000));
    weekdayNames.set(locale, names);
  }
  return names;
};

/**
 * '1111110' → 'Mon–Sat'; '1010100' → 'Mon, Wed, Fri'; '1111111' → 'Every day' (a Monday-first '0'/'1' string), as the
 * data package's daysInWords says them in English, here in the reader's language.
 */
export function daysWords(days: string): string {
  const on = Array.from({ length: 7 }, (_, i) => days.charAt(i) === '1');
  if (on.every(Boolean)) return t('plan.everyDay');
  const names = weekdays();
  const runs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j += 1;
    runs.push(j - i >= 2 ? `${names[i]}–${names[j]}` : names.slice(i, j + 1).join(', '));
    i = j;
  }
  return runs.join(', ');
}
