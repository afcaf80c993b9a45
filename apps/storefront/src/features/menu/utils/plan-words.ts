// A tiffin plan's days in the reader's language: '1111110' → 'Mon–Sat', '1010100' → 'Mon, Wed, Fri', '1111111' →
// 'Every day' (a Monday-first '0'/'1' string), as the data package's daysInWords says them in English. The weekday
// names come from Intl in the reader's language (one formatter per language); customer-account words them the same way.
import { currentIntlLocale } from '@thali/domain/languages';
import { t } from '../messages';

// 2024-01-01 was a Monday: the seven days from it name the weekdays Monday first.
const MONDAY = Date.UTC(2024, 0, 1, 12);
const weekdayNames = new Map<string, string[]>();

function weekdays(): string[] {
  const locale = currentIntlLocale();
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, i) => format.format(MONDAY + i * 86_400_000));
    weekdayNames.set(locale, names);
  }
  return names;
}

export function daysWords(days: string): string {
  const on = Array.from({ length: 7 }, (_, i) => days.charAt(i) === '1');
  if (on.every(Boolean)) return t('plans.everyDay');
  const names = weekdays();
  const runs: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    if (!on[i]) continue;
    let j = i;
    while (j + 1 < 7 && on[j + 1]) j += 1;
    runs.push(j - i >= 2 ? `${names[i]}–${names[j]}` : names.slice(i, j + 1).join(', '));
    i = j;
  }
  return runs.join(', ');
}
