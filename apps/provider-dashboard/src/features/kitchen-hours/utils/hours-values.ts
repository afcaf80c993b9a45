import { type DayHours, type FieldErrors, type WeekdayKey, type WeeklyHours } from '@thali/firebase-data';
import { WEEKDAY_KEYS, formatMinutes, parseMinutes, validateHours } from '@thali/firebase-data/logic';
import { THALI_TIME_ZONE } from '@thali/ui';
import { currentIntlLocale } from '@thali/domain/languages';

/** How a day is kept: closed, one window, or two windows with a break between (the choice's order in the form). */
export type DayMode = 'closed' | 'one' | 'two';
export const DAY_MODES: readonly DayMode[] = ['closed', 'one', 'two'];

/** One day of the form, as typed: the time inputs' 'HH:MM' values (a closing time of '00:00' is midnight). */
export interface DayValues {
  mode: DayMode;
  open: string;
  close: string;
  open2: string;
  close2: string;
}

export type HoursValues = Record<WeekdayKey, DayValues>;

// Weekday names in the reader's language ('Monday', 'सोमवार'): one formatter per language, built on first use.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
/** 1 December 2025, a Monday (noon in India), plus `i` days: the i-th day of the form's week. */
const MONDAY = Date.UTC(2025, 11, 1, 6, 30);

/** The name of a day of the week (`d0` Monday … `d6` Sunday) in the language on screen. */
export function dayName(key: WeekdayKey): string {
  const locale = currentIntlLocale();
  let format = weekdayFormats.get(locale);
  if (!format) weekdayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: THALI_TIME_ZONE })));
  return format.format(MONDAY + WEEKDAY_KEYS.indexOf(key) * 86_400_000);
}

/** The days in the form's order, Monday first, with their names in the language on screen. */
export const days = (): readonly { key: WeekdayKey; name: string }[] => WEEKDAY_KEYS.map((key) => ({ key, name: dayName(key) }));

/** A time input's value for minutes after midnight; midnight at the end of the day (1440) is '00:00'. */
export function timeText(minutes: number | undefined): string {
  return minutes === undefined || !Number.isFinite(minutes) ? '' : formatMinutes(minutes);
}

/** Minutes for an opening time ('' or a broken value: NaN, which the checks refuse). */
const openingMinutes = (text: string) => parseMinutes(text, 'open');
/** Minutes for a closing time: '00:00' is midnight, the end of the day (1440). */
const closingMinutes = (text: string) => parseMinutes(text, 'close');

/** Suggested hours for a kitchen that has saved none yet (it is open at any time until it saves some). */
const SUGGESTED: DayValues = { mode: 'one', open: '11:00', close: '22:00', open2: '', close2: '' };
const SECOND_WINDOW: Pick<DayValues, 'open2' | 'close2'> = { open2: '18:00', close2: '22:00' };

function dayValues(day: DayHours | undefined): DayValues {
  if (!day) return { ...SUGGESTED };
  if ('closed' in day && day.closed) return { ...SUGGESTED, mode: 'closed' };
  const open = day as Exclude<DayHours, { closed: true }>;
  const two = open.open2 !== undefined && open.close2 !== undefined;
  return {
    mode: two ? 'two' : 'one',
    open: timeText(open.open),
    close: timeText(open.close),
    open2: two ? timeText(open.open2) : '',
    close2: two ? timeText(open.close2) : '',
  };
}

/** The form's values for the kitchen's saved hours (suggested ones when it has none). */
export function hoursValues(hours: WeeklyHours | undefined): HoursValues {
  return Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, dayValues(hours?.[key])])) as HoursValues;
}

/** A day's values when its mode changes: times typed so far are kept, a new second window gets a suggestion. */
export function withMode(day: DayValues, mode: DayMode): DayValues {
  if (mode === 'two' && !day.open2 && !day.close2) return { ...day, mode, ...SECOND_WINDOW };
  return { ...day, mode };
}

/** The week as stored: numbers, a closed day `{ closed: true }`, the second window only on a day that has one. */
export function toWeeklyHours(values: HoursValues): WeeklyHours {
  const day = (v: DayValues): DayHours => {
    if (v.mode === 'closed') return { closed: true };
    const one = { open: openingMinutes(v.open), close: closingMinutes(v.close) };
    return v.mode === 'two' ? { ...one, open2: openingMinutes(v.open2), close2: closingMinutes(v.close2) } : one;
  };
  return Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, day(values[key])])) as WeeklyHours;
}

/** The data package's checks of the week (the database's rules), a plain sentence per day in error. */
export function checkHours(values: HoursValues): FieldErrors<WeekdayKey> {
  return validateHours(toWeeklyHours(values));
}
