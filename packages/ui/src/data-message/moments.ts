// The data package's moments (a time, a slot's times, a day, a weekday: DataMoment) in the reader's language, inside
// its sentences and a delivery slot's label (issue 44). English is the data package's own `text`, exactly as before;
// Marathi and Hindi write a day with Intl in INTL_LOCALE (Western digits, Asia/Kolkata) and a time with the day's
// part as a reader says it ("दुपारी 1:00", "शाम 5:00"): Intl's own Marathi day periods are the nominative "दुपार 1:00"
// and call 4 pm "संध्याकाळ", so the words come from the catalogue (`time.clock`), the digits stay 0–9.
import type { DataMoment } from '@thali/firebase-data/logic';
import { INTL_LOCALE, type Locale } from '@thali/domain/languages';
import { THALI_TIME_ZONE } from '@thali/domain/locale';
import type { MessageValues } from '../i18n/define-messages';

/** The catalogue's `time.clock` in the reader's language: a clock ('1:00', '12:30–1:00') and its part of the day. */
export type ClockWords = (id: 'time.clock', values: MessageValues) => string;
/** The catalogue's weekday names, by the data package's ids ('weekday.d4': Friday). */
export type WeekdayWords = (id: `weekday.d${number}`) => string;

/** The parts of the day the catalogue names, by the hour they start at (the last runs to midnight). */
const PERIODS = [[0, 'smallHours'], [4, 'dawn'], [6, 'morning'], [12, 'afternoon'], [16, 'evening'], [20, 'night']] as const;

/** The part of the day of a time (minutes after midnight); the day's end (1440, midnight) is still its night. */
export function periodOf(minutes: number): (typeof PERIODS)[number][1] {
  const hour = minutes >= 1440 ? 23 : Math.floor(minutes / 60);
  let period: (typeof PERIODS)[number][1] = PERIODS[0][1];
  for (const [from, name] of PERIODS) if (hour >= from) period = name;
  return period;
}

/** '1:00', '12:30': a 12-hour clock without its am/pm, which the part of the day says. */
const clockOf = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60) % 12 || 12;
  return `${h}:${String(m % 60).padStart(2, '0')}`;
};

const timeIn = (words: ClockWords, minutes: number) => words('time.clock', { clock: clockOf(minutes), period: periodOf(minutes) });

/**
 * A slot's times: the part of the day said once when the slot lies in one ("दुपारी 12:30–1:00", and "सकाळी
 * 11:30–12:00": a slot ending as the next part begins is still in its own, as a reader says it).
 */
function timesIn(words: ClockWords, from: number, to: number): string {
  if (periodOf(from) === periodOf(to - 1)) return words('time.clock', { clock: `${clockOf(from)}–${clockOf(to)}`, period: periodOf(from) });
  return `${timeIn(words, from)}–${timeIn(words, to)}`;
}

// One formatter per language and shape, built on first use (a time zone makes building one cost on a phone).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, weekday: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${weekday}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...(weekday ? { weekday: 'short' } : {}), day: 'numeric', month: 'short', timeZone: THALI_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** 'शुक्र 28 नोव्हें': a day with its weekday, as one label (no comma: a slot's label puts one after it). */
function weekdayDateIn(locale: Locale, day: number): string {
  const parts = dateFormat(locale, true).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/** A moment as the reader's language writes it. */
export function momentIn(moment: DataMoment, locale: Locale, clock: ClockWords, weekdays: WeekdayWords): string {
  if (locale === 'en') return moment.text;
  switch (moment.kind) {
    case 'time': return timeIn(clock, moment.minutes);
    case 'times': return timesIn(clock, moment.from, moment.to);
    case 'date': return dateFormat(locale, false).format(moment.day);
    case 'weekdayDate': return weekdayDateIn(locale, moment.day);
    case 'weekday': return weekdays(`weekday.d${moment.index}`);
    default: return (moment as { text: string }).text;
  }
}
