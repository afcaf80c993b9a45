// The data package's moments (a time, a slot's times, a day, a weekday: DataMoment) in the reader's language, inside
// its sentences and a delivery slot's label (issue 44). English is the data package's own `text`, exactly as before;
// Marathi and Hindi write a day with Intl in INTL_LOCALE (Western digits, Asia/Kolkata) and a time as every other
// time on screen is said, with the day's part ("दुपारी 1:00", "शाम 5:00"): `formatTimeOfDay` of the shared entry
// (format/clock.ts), whose words the page's `useT` has waited for.
import type { DataMoment } from '@thali/firebase-data/logic';
import { INTL_LOCALE, type Locale } from '@thali/domain/languages';
import { THALI_TIME_ZONE } from '@thali/domain/locale';
import { formatTimeOfDay, formatTimesOfDay } from '@thali/ui';

/** The catalogue's weekday names, by the data package's ids ('weekday.d4': Friday). */
export type WeekdayWords = (id: `weekday.d${number}`) => string;

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

/** A moment as the reader's language (the one on screen) writes it. */
export function momentIn(moment: DataMoment, locale: Locale, weekdays: WeekdayWords): string {
  if (locale === 'en') return moment.text;
  switch (moment.kind) {
    case 'time': return formatTimeOfDay(moment.minutes);
    case 'times': return formatTimesOfDay(moment.from, moment.to);
    case 'date': return dateFormat(locale, false).format(moment.day);
    case 'weekdayDate': return weekdayDateIn(locale, moment.day);
    case 'weekday': return weekdays(`weekday.d${moment.index}`);
    default: return (moment as { text: string }).text;
  }
}
