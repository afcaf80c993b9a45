// A kitchen's week and holidays: times as the forms show them, and the checks the database rules make, in words.
import { ValidationError } from '../errors/validation-error';
import { KITCHEN_LIMITS, WEEKDAY_KEYS, type WeekdayKey } from '@thali/domain/kitchens';
import { DAY_MS } from '@thali/domain/month';
import type { DayHours, FieldErrors, Holiday, WeeklyHours } from '../model';
import { dayStart } from '../tiffins/days';
import { formatCutoff, parseCutoff } from '../tiffins/time-of-day';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text: dataText } = sayer(KITCHENS_TEXTS);
const DAY_MINUTES = KITCHEN_LIMITS.dayMinutes;

export const HOURS_MESSAGES = {
  missing: dataText('hours.missing'),
  time: dataText('hours.time'),
  order: dataText('hours.order'),
  secondTime: dataText('hours.secondTime'),
  secondStart: dataText('hours.secondStart'),
  secondOrder: dataText('hours.secondOrder'),
  holidayDay: dataText('hours.holidayDay'),
  holidayTaken: dataText('hours.holidayTaken'),
  holidaysFull: dataText('hours.holidaysFull', { max: KITCHEN_LIMITS.holidaysMax }),
  holidayNote: dataText('hours.holidayNote', { max: KITCHEN_LIMITS.holidayNoteMax }),
} as const;

/**
 * '09:30' for 570: a time input's value. Midnight at the end of the day (1440) is '00:00' too: parse a closing time
 * with parseMinutes(value, 'close') to get 1440 back.
 */
export function formatMinutes(minutes: number): string {
  return formatCutoff(((Math.floor(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES);
}

/**
 * 570 for '09:30' (a time input's value, 'H:MM' or 'HH:MM'); NaN when not a time of day. '24:00' is midnight at the
 * end of the day (1440), and so is '00:00' read as a closing time (`as` 'close').
 */
export function parseMinutes(value: string, as: 'open' | 'close' = 'open'): number {
  const text = String(value ?? '').trim();
  if (text === '24:00') return DAY_MINUTES;
  const m = parseCutoff(text); // the same 'H:MM' / 'HH:MM' reading as a plan's cut-off times
  return as === 'close' && m === 0 ? DAY_MINUTES : m;
}

const isMinute = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= DAY_MINUTES;

/** The problem with one day's hours, in words; '' when it is fine. */
export function dayHoursProblem(day: DayHours | undefined | null): string {
  if (!day || typeof day !== 'object') return HOURS_MESSAGES.missing;
  if ('closed' in day && day.closed === true) return '';
  const d = day as { open?: unknown; close?: unknown; open2?: unknown; close2?: unknown };
  if (!isMinute(d.open) || !isMinute(d.close)) return HOURS_MESSAGES.time;
  if (d.open >= d.close) return HOURS_MESSAGES.order;
  if (d.open2 === undefined && d.close2 === undefined) return '';
  if (!isMinute(d.open2) || !isMinute(d.close2)) return HOURS_MESSAGES.secondTime;
  if (d.open2 < d.close) return HOURS_MESSAGES.secondStart;
  if (d.open2 >= d.close2) return HOURS_MESSAGES.secondOrder;
  return '';
}

/** Each day's problem, by day key ('d0' Monday … 'd6' Sunday); {} when the week can be saved. */
export function validateHours(hours: Partial<WeeklyHours> | null | undefined): FieldErrors<WeekdayKey> {
  const errors: FieldErrors<WeekdayKey> = {};
  for (const key of WEEKDAY_KEYS) {
    const problem = dayHoursProblem(hours?.[key]);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** A day's hours as stored: only the fields the rules accept (a form may hand more). */
export function cleanDayHours(day: DayHours): DayHours {
  if ('closed' in day && day.closed === true) return { closed: true };
  const d = day as { open: number; close: number; open2?: number; close2?: number };
  return d.open2 !== undefined && d.close2 !== undefined
    ? { open: d.open, close: d.close, open2: d.open2, close2: d.close2 }
    : { open: d.open, close: d.close };
}

export type HolidayField = 'day' | 'note';
export interface HolidayInput { day: number; note?: string }

/**
 * A new holiday: a day (a dayStart, or any moment of it) from today up to KITCHEN_LIMITS.holidayDaysAhead days ahead
 * (Asia/Kolkata, by `now`), an optional note of at most holidayNoteMax characters; with the kitchen's `existing`
 * holidays, not one it has already, and no more than holidaysMax of them. {} when it can be added.
 */
export function validateHoliday(input: HolidayInput, now = Date.now(), existing: Holiday[] = []): FieldErrors<HolidayField> {
  const errors: FieldErrors<HolidayField> = {};
  const today = dayStart(now);
  const day = Number.isFinite(input.day) ? dayStart(input.day) : Number.NaN;
  if (!Number.isFinite(day) || day < today || day > today + KITCHEN_LIMITS.holidayDaysAhead * DAY_MS) errors.day = HOURS_MESSAGES.holidayDay;
  else if (existing.some((h) => h.day === day)) errors.day = HOURS_MESSAGES.holidayTaken;
  else if (existing.filter((h) => h.day >= today).length >= KITCHEN_LIMITS.holidaysMax) errors.day = HOURS_MESSAGES.holidaysFull;
  if ((input.note ?? '').trim().length > KITCHEN_LIMITS.holidayNoteMax) errors.note = HOURS_MESSAGES.holidayNote;
  return errors;
}

/** Thrown by setKitchenHours (`errors` by day key) and addHoliday (`errors` by field) when the input cannot be saved. */
export class KitchenHoursError extends ValidationError<WeekdayKey | HolidayField> {
  static override readonly errorName = 'KitchenHoursError';
  static override readonly sentence = dataText('hours.invalid');
}
