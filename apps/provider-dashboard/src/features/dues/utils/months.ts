import { THALI_TIME_ZONE } from '@thali/domain/locale';
import { currentIntlLocale } from '@thali/domain/languages';
import { istMonthStart, MONTH_TABLE_FIRST, monthKey, monthStart, monthStartOfKey } from '@thali/domain/month';

/** How many months back the chooser offers besides this one (a year of bills; an older one opens by its address). */
export const MONTHS_BACK = 12;

const FIRST = istMonthStart(MONTH_TABLE_FIRST.year, MONTH_TABLE_FIRST.month);

/**
 * The month the page shows: the address's `?month=YYYY-MM` when it is a month the ledger knows (from January 2024 to
 * this month), else this month (Asia/Kolkata).
 */
export function monthOfParam(param: string | null, now: number): number {
  const current = monthStart(now);
  const chosen = param ? monthStartOfKey(param) : null;
  return chosen !== null && chosen >= FIRST && chosen <= current ? chosen : current;
}

/** The months the chooser lists, newest first: this one and the year before, and the one shown if older. */
export function monthChoices(now: number, shown: number): number[] {
  const current = monthStart(now);
  const { year, month } = yearMonth(current);
  const months = Array.from({ length: MONTHS_BACK + 1 }, (_, i) => istMonthStart(year, month - i)).filter((m) => m >= FIRST);
  return months.includes(shown) ? months : [...months, shown];
}

function yearMonth(start: number) {
  const [y, m] = monthKey(start).split('-');
  return { year: Number(y), month: Number(m) };
}

// One formatter per language, built on first use.
const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** 'November 2026' ('नोव्हेंबर 2026'): in the language on screen. */
export function monthName(start: number): string {
  const locale = currentIntlLocale();
  let format = monthFormats.get(locale);
  if (!format) monthFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { timeZone: THALI_TIME_ZONE, month: 'long', year: 'numeric' })));
  return format.format(start);
}
