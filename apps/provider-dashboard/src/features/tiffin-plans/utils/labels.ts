import type { Diet, PlanMeals, PlanStatus, SubscriptionStatus } from '@thali/firebase-data';

export const MEAL_LABELS: Record<PlanMeals, string> = { lunch: 'Lunch', dinner: 'Dinner', both: 'Lunch and Dinner' };
export const DIET_LABELS: Record<Diet, string> = { veg: 'Veg', egg: 'Egg', 'non-veg': 'Non-veg' };
export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { active: 'Active', retired: 'Retired' };
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = { active: 'Active', cancelled: 'Cancelled' };
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Mon–Sat', 'Every day', or 'Mon, Wed, Fri' for a Monday-first '0'/'1' string. */
export function daysSummary(days: string): string {
  const on = WEEKDAYS.map((_, i) => days.charAt(i) === '1');
  const count = on.filter(Boolean).length;
  if (count === 7) return 'Every day';
  const first = on.indexOf(true);
  const last = on.lastIndexOf(true);
  if (count >= 3 && last - first + 1 === count) return `${WEEKDAYS[first]!.slice(0, 3)}–${WEEKDAYS[last]!.slice(0, 3)}`;
  return WEEKDAYS.filter((_, i) => on[i]).map((d) => d.slice(0, 3)).join(', ');
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });

/** 'Tuesday, 24 November 2026' (Asia/Kolkata). */
export const longDay = (day: number) => dayFormat.format(new Date(day));
/** '24 Nov 2026' (Asia/Kolkata). */
export const shortDay = (day: number) => shortDayFormat.format(new Date(day));
