// Every date and time a Thali screen shows is Nagpur's wall clock: the kitchens and their customers live in
// Asia/Kolkata, so a browser set to UTC (or abroad) must still read the same 7:35 am as the kitchen. Formatters are
// built once, on first use: Intl adds no bytes, but building a formatter with a time zone costs tens of milliseconds on
// a phone, which pages that show no time should not pay while they start.

import { THALI_LOCALE, THALI_TIME_ZONE, clockMinutes } from '@thali/domain/locale';
import { currentIntlLocale } from '@thali/domain/languages';
import { formatTimeOfDay } from './clock';

export { THALI_LOCALE, THALI_TIME_ZONE };

// Dates and weekdays in the reader's language (issue 44: '27 नोव्हें, 2026'), Western digits; one formatter per
// language, built on first use.
const make = (options: Intl.DateTimeFormatOptions) => {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const locale = currentIntlLocale();
    let format = formats.get(locale);
    if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: THALI_TIME_ZONE })));
    return format;
  };
};

const dateFormat = make({ day: 'numeric', month: 'short', year: 'numeric' });
const longDayFormat = make({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDayFormat = make({ weekday: 'short', day: 'numeric', month: 'short' });

type Instant = number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));
/** Timestamps from the database may be missing or 0 (not yet written): those show as nothing rather than 1970. */
const valid = (at: Instant) => {
  const n = at instanceof Date ? at.getTime() : Number(at);
  return Number.isFinite(n) && n > 0;
};

/**
 * '22 Nov 2026, 7:35 am', '22 नोव्हें, 2026, सकाळी 7:35' — an order's or a message's moment, joined with a comma as
 * Intl joins a date and a time in all three languages. Empty for a missing timestamp.
 */
export function formatDateTime(at: Instant): string {
  return valid(at) ? `${dateFormat().format(toDate(at))}, ${formatTime(at)}` : '';
}

/** '24 Nov 2026'. Empty for a missing timestamp. */
export function formatDate(at: Instant): string {
  return valid(at) ? dateFormat().format(toDate(at)) : '';
}

/** 'Tuesday, 24 November 2026'. Empty for a missing timestamp. */
export function formatLongDay(at: Instant): string {
  return valid(at) ? longDayFormat().format(toDate(at)) : '';
}

/** 'Tue 24 Nov' (no comma: it reads as one label in a row of days). Empty for a missing timestamp. */
export function formatShortDay(at: Instant): string {
  if (!valid(at)) return '';
  const parts = shortDayFormat().formatToParts(toDate(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * '7:35 am' (12-hour, lower-case am/pm, Nagpur's clock); in Marathi and Hindi with the part of the day, as a delivery
 * slot says it ('सकाळी 7:35', 'सुबह 7:35'; format/clock.ts). Empty for a missing timestamp.
 */
export function formatTime(at: Instant): string {
  return valid(at) ? formatTimeOfDay(clockMinutes(at)) : '';
}

/** The machine-readable instant for `<time dateTime>`; empty for a missing timestamp. */
export function isoInstant(at: Instant): string {
  return valid(at) ? toDate(at).toISOString() : '';
}
