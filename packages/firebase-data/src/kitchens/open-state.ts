// Whether a kitchen takes orders now, and what its card says: by its week, its holidays and "Pause orders now",
// in Asia/Kolkata whatever the machine's time zone (the rules judge the same by the server's clock).
import { KITCHEN_LIMITS, WEEKDAY_KEYS, WEEKDAY_LABELS, type WeekdayKey } from '@thali/domain/kitchens';
import { formatTimeOfDay } from '@thali/domain/locale';
import { DAY_MS } from '@thali/domain/month';
import type { DayHours, Holiday, WeeklyHours } from '../model';
import { calendarDate, dayStart, weekdayIndex } from '../tiffins/days';
import type { DataMessage, DataMoment } from '../texts/data-texts';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';
import { sayer } from '../texts/say';

const { message } = sayer(KITCHENS_TEXTS);

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

// A sentence's times and days as moments (texts/data-texts.ts): English as before, and what they are for a page that
// writes them in the reader's language.
/** A time of day (minutes after midnight) as a sentence's value. */
export const timeValue = (minutes: number): DataMoment => ({ kind: 'time', minutes, text: timeWords(minutes) });
/** A day ('28 Nov') as a sentence's value. */
export const dateValue = (day: number): DataMoment => ({ kind: 'date', day: dayStart(day), text: shortDate(day) });
const weekdayValue = (day: number): DataMoment => {
  const index = weekdayIndex(day);
  return { kind: 'weekday', index, text: WEEKDAY_LABELS[index]! };
};

/** The label and the reason by id and values (issue 44), for a page that shows them in the reader's language. */
export interface OpenStateMessages { label: DataMessage; reason?: DataMessage }
type Said = OpenState & { messages: OpenStateMessages };

/** A state said by its label's and its reason's ids (a reason only when closed). */
function said(open: boolean, label: DataMessage, reason?: DataMessage, opensAt?: number): Said {
  return {
    open, label: label.text, reason: reason?.text ?? '', ...(opensAt !== undefined ? { opensAt } : {}),
    messages: reason ? { label, reason } : { label },
  };
}

/** The kitchen's state at `now`, its label and reason in English (openStateMessages: the same by id). */
export function openState(kitchen: KitchenTimes, now = Date.now()): OpenState {
  const { open, label, reason, opensAt } = openStateSaid(kitchen, now);
  return { open, label, reason, ...(opensAt !== undefined ? { opensAt } : {}) };
}

/**
 * openState's label and reason by id and values: what a page shows in the reader's language (a label's day may hold
 * a space, '28 Nov', so its English alone does not say where the day ends and the time begins).
 */
export function openStateMessages(kitchen: KitchenTimes, now = Date.now()): OpenStateMessages {
  return openStateSaid(kitchen, now).messages;
}

/**
 * The kitchen's state at `now`: paused ("Pause orders now") comes first, then a holiday today (until the last day
 * of the run of consecutive holidays), then its week (no hours: open all day, every day). When closed, the label
 * says when it opens next: later today, tomorrow, a weekday within the week, 'next Monday' a week on, or a date.
 */
function openStateSaid(kitchen: KitchenTimes, now: number): Said {
  if (kitchen.accepting === false) return said(false, message('open.paused'), message('open.pausedReason'));
  const today = dayStart(now);
  const holidays = new Set((kitchen.holidays ?? []).map((h) => h.day));
  if (holidays.has(today)) {
    let last = today;
    while (holidays.has(last + DAY_MS)) last += DAY_MS;
    const until = dateValue(last);
    return said(false, message('open.holiday', { date: until }), message('open.holidayReason', { date: until }));
  }
  const hours = kitchen.hours;
  if (!hours) return said(true, message('open.now'));
  const minute = Math.floor((now - today) / 60000);
  const todays = windowsOf(hours[dayKey(today)]);
  const current = todays.find(([open, close]) => open <= minute && minute < close);
  if (current) {
    const closes = current[1];
    return said(true, closes >= KITCHEN_LIMITS.dayMinutes ? message('open.closesMidnight') : message('open.closes', { time: timeValue(closes) }));
  }
  // 'Closed · opens at 5:00 pm' / '… It opens at 5:00 pm.', 'tomorrow', 'on Friday' or 'on 28 Nov', 'next Monday'
  type When = 'laterToday' | 'tomorrow' | 'onDay' | 'nextWeekday';
  const closed = (when: When, values: Record<string, DataMoment>, opensAt: number): Said =>
    said(false, message(`open.${when}`, values), message(`open.${when}Reason`, values), opensAt);
  const later = todays.find(([open]) => open > minute);
  if (later) return closed('laterToday', { time: timeValue(later[0]) }, today + later[0] * 60000);
  const reach = KITCHEN_LIMITS.holidayDaysAhead + 8;
  for (let k = 1; k <= reach; k++) {
    const day = today + k * DAY_MS;
    if (holidays.has(day)) continue;
    const first = windowsOf(hours[dayKey(day)])[0];
    if (!first) continue;
    const time = timeValue(first[0]);
    const opensAt = day + first[0] * 60000;
    if (k === 1) return closed('tomorrow', { time }, opensAt);
    if (k < 7) return closed('onDay', { day: weekdayValue(day), time }, opensAt);
    if (k === 7) return closed('nextWeekday', { weekday: weekdayValue(day), time }, opensAt);
    return closed('onDay', { day: dateValue(day), time }, opensAt);
  }
  return said(false, message('open.closed'), message('kitchen.closedNow'));
}
