import type { Diet, PlanMeals } from '@thali/firebase-data';

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

/** '12 seats left', '1 seat left' or 'Full'. */
export function seatsInWords(capacity: number, taken: number): string {
  const left = Math.max(0, capacity - taken);
  if (left === 0) return 'Full';
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}
