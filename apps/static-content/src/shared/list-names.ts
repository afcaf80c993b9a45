import { INTL_LOCALE, type Locale } from '@thali/domain/languages';

// One formatter per language, built on first use.
const lists = new Map<Locale, Intl.ListFormat>();

/** Names joined as the reader's language joins them: "A, B and C", "A, B आणि C", "A, B, और C". */
export function listNames(names: readonly string[], locale: Locale): string {
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' })));
  return list.format(names);
}
