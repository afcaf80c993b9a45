// Words for tiffin plans and days, as the customer reads them: dates in Asia/Kolkata (Intl en-IN).
import type { Diet, Meal, PlanMeals } from '@thali/firebase-data';

export const MEAL_WORDS: Record<Meal, string> = { lunch: 'lunch', dinner: 'dinner' };
export const PLAN_MEAL_LABELS: Record<PlanMeals, string> = { lunch: 'Lunch', dinner: 'Dinner', both: 'Lunch and Dinner' };
export const DIET_LABELS: Record<Diet, string> = { veg: 'Veg', egg: 'Egg', 'non-veg': 'Non-veg' };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** '1111110' → 'Mon–Sat'; '1010100' → 'Mon, Wed, Fri'; '1111111' → 'Every day'. */
export function daysInWords(days: string): string {
  const on = WEEKDAYS.map((_, i) => days.charAt(i) === '1');
  if (on.every(Boolean)) return 'Every day';
  const runs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j += 1;
    runs.push(j - i >= 2 ? `${WEEKDAYS[i]}–${WEEKDAYS[j]}` : WEEKDAYS.slice(i, j + 1).join(', '));
    i = j;
  }
  return runs.join(', ');
}

const shortDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' });
const longDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** 'Tue 24 Nov' for a dayStart. */
export function formatDay(day: number): string {
  const parts = shortDay.formatToParts(new Date(day));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** '24 Nov 2026' for a dayStart. */
export function formatDate(day: number): string {
  return longDay.format(new Date(day));
}
