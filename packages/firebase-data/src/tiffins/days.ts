// Asia/Kolkata calendar days, each identified by the epoch ms of its midnight IST (a "dayStart").
import { DAY_MS, dayStart, IST_OFFSET_MS } from '@thali/domain/month';

/** The start (midnight Asia/Kolkata) of the day holding `t`: written once beside the month functions. */
export { dayStart };

/** The dayStart `n` days after `day` (India keeps no daylight saving: every day is 24 hours). */
export function addDays(day: number, n: number): number {
  return dayStart(day) + n * DAY_MS;
}

/** 0 = Monday … 6 = Sunday, as in a plan's `days` string. */
export function weekdayIndex(day: number): number {
  const weekday = new Date(dayStart(day) + IST_OFFSET_MS).getUTCDay(); // 0 = Sunday
  return (weekday + 6) % 7;
}

/** Whether `day` is one of the weekdays of a '0'/'1' string (Monday first). */
export function isPlanDay(days: string, day: number): boolean {
  return days.charAt(weekdayIndex(day)) === '1';
}

/** How many weekdays a '0'/'1' string holds. */
export function daysPerWeek(days: string): number {
  return [...days].filter((c) => c === '1').length;
}

/** The year, month (1–12) and day of the month of a dayStart, in Asia/Kolkata. */
export function calendarDate(day: number): { year: number; month: number; date: number } {
  const d = new Date(dayStart(day) + IST_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** The dayStart of an ISO calendar date 'YYYY-MM-DD' (a date input's value) in Asia/Kolkata; NaN when not a date. */
export function dayOfIsoDate(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return utc - IST_OFFSET_MS;
}

/** 'YYYY-MM-DD' of a dayStart in Asia/Kolkata (a date input's value). */
export function isoDateOfDay(day: number): string {
  const { year, month, date } = calendarDate(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}
