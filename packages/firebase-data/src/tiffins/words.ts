// Plans in words, as customers and kitchens read them: the same labels on the menu page, /subscribe, My Tiffins and
// the dashboard.
import { DIET_LABELS, PLAN_MEAL_LABELS, type Meal } from '@thali/domain';

export { DIET_LABELS, PLAN_MEAL_LABELS };

/** A meal inside a sentence ("Skip lunch"). */
export const MEAL_WORDS: Record<Meal, string> = { lunch: 'lunch', dinner: 'dinner' };

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** '1111110' → 'Mon–Sat'; '1010100' → 'Mon, Wed, Fri'; '1111111' → 'Every day' (Monday-first '0'/'1' string). */
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

/** '12 seats left', '1 seat left' or 'Full'. */
export function seatsInWords(capacity: number, taken: number): string {
  const left = Math.max(0, capacity - taken);
  if (left === 0) return 'Full';
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}
