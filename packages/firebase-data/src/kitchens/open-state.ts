// Whether a kitchen takes orders now, and what its card says: by its week, its holidays and "Pause orders now",
// in Asia/Kolkata whatever the machine's time zone (the rules judge the same by the server's clock).
import { KITCHEN_LIMITS, WEEKDAY_KEYS, WEEKDAY_LABELS, type WeekdayKey } from '@thali/domain/kitchens';
import { formatTimeOfDay } from '@thali/domain/locale';
import { DAY_MS } from '@thali/domain/month';
import type { DayHours, Holiday, WeeklyHours } from '../model';
import { calendarDate, dayStart, weekdayIndex } from '../tiffins/days';

export interface OpenState {
  /** Whether an order may be placed now. */
  open: boolean;
  /** What a card or the menu page says: 'Open now · closes 22:00', 'Closed · opens tomorrow 11:00', … */
  label: string;
  /** A full sentence for a disabled button or a basket line ('' when open). */
  reason: string;
  /** When it opens next (epoch ms), when closed and known. */
  opensAt?: number;
}

/** What openState reads of a kitchen (absent fields: no hours, no holidays, accepting). */
export interface KitchenTimes { hours?: WeeklyHours; holidays?: Holiday[]; accepting?: boolean }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '25 Nov' for a day in Asia/Kolkata. */
export function shortDate(day: number): string {
  const { month, date } = calendarDate(day);
  return `${date} ${MONTHS[month - 1]}`;
}

/** The hours key of a day: 'd0' Monday … 'd6' Sunday (Asia/Kolkata), as the rules compute it. */
export function dayKey(day: number): WeekdayKey {
  return WEEKDAY_KEYS[weekdayIndex(day)]!;
}

/** A day's windows [open, close) in minutes, in order; none when closed. */
export function windowsOf(day: DayHours | undefined): [number, number][] {
  if (!day || ('closed' in day && day.closed === true)) return [];
  const d = day as { open: number; close: number; open2?: number; close2?: number };
  const out: [number, number][] = [[d.open, d.close]];
  if (typeof d.open2 === 'number' && typeof d.close2 === 'number') out.push([d.open2, d.close2]);
  return out;
}

/** A time as a label says it: '10:00 pm', and 'midnight' for the end of the day. */
export function timeWords(minutes: number): string {
  return minutes >= KITCHEN_LIMITS.dayMinutes ? 'midnight' : formatTimeOfDay(minutes);
}

const PAUSED: OpenState = {
  open: false, label: 'Not taking orders right now', reason: 'This kitchen is not taking orders right now.',
};

/**
 * The kitchen's state at `now`: paused ("Pause orders now") comes first, then a holiday today (until the last day
 * of the run of consecutive holidays), then its week (no hours: open all day, every day). When closed, the label
 * says when it opens next: later today, tomorrow, a weekday within the week, 'next Monday' a week on, or a date.
 */
export function openState(kitchen: KitchenTimes, now = Date.now()): OpenState {
  if (kitchen.accepting === false) return { ...PAUSED };
  const today = dayStart(now);
  const holidays = new Set((kitchen.holidays ?? []).map((h) => h.day));
  if (holidays.has(today)) {
    let last = today;
    while (holidays.has(last + DAY_MS)) last += DAY_MS;
    const until = shortDate(last);
    return { open: false, label: `On holiday until ${until}`, reason: `This kitchen is on holiday until ${until}.` };
  }
  const hours = kitchen.hours;
  if (!hours) return { open: true, label: 'Open now', reason: '' };
  const minute = Math.floor((now - today) / 60000);
  const todays = windowsOf(hours[dayKey(today)]);
  const current = todays.find(([open, close]) => open <= minute && minute < close);
  if (current) return { open: true, label: `Open now · closes ${timeWords(current[1])}`, reason: '' };
  const closed = (when: string, opensAt: number): OpenState => ({
    open: false, label: `Closed · opens ${when.replace(/^on /, '').replace(/ at /, ' ')}`, reason: `This kitchen is closed now. It opens ${when}.`, opensAt,
  });
  const later = todays.find(([open]) => open > minute);
  if (later) return closed(`at ${formatTimeOfDay(later[0])}`, today + later[0] * 60000);
  const reach = KITCHEN_LIMITS.holidayDaysAhead + 8;
  for (let k = 1; k <= reach; k++) {
    const day = today + k * DAY_MS;
    if (holidays.has(day)) continue;
    const first = windowsOf(hours[dayKey(day)])[0];
    if (!first) continue;
    const time = formatTimeOfDay(first[0]);
    const opensAt = day + first[0] * 60000;
    if (k === 1) return closed(`tomorrow at ${time}`, opensAt);
    const weekday = WEEKDAY_LABELS[weekdayIndex(day)]!;
    if (k < 7) return closed(`on ${weekday} at ${time}`, opensAt);
    if (k === 7) return closed(`next ${weekday} at ${time}`, opensAt);
    return closed(`on ${shortDate(day)} at ${time}`, opensAt);
  }
  return { open: false, label: 'Closed', reason: 'This kitchen is closed now.' };
}
