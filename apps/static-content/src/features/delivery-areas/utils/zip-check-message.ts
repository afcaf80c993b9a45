import { INTL_LOCALE, type Locale } from '@thali/domain/languages';
import { DELIVERY_AREAS, type ZipCheckResult, type ZipProblem } from '../../../shared/delivery-areas';
import type { t as catalogue } from '../messages';

type Id = Parameters<typeof catalogue>[0];

const PROBLEMS: Record<ZipProblem, Id> = {
  empty: 'result.empty',
  'not-digits': 'result.notDigits',
  length: 'result.length',
  'leading-zero': 'result.leadingZero',
};

// "Hingna, Jaitala and Manish Nagar" in the reader's language ("… आणि …", "… और …"): one formatter per language,
// built on first use.
const lists = new Map<Locale, Intl.ListFormat>();
function listOf(names: readonly string[], locale: Locale): string {
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' })));
  return list.format(names);
}

/** The sentence that answers a PIN-code check, in `locale`, the language of `t` (the form's `useT()`, its `t.locale`). */
export function zipCheckMessage(result: ZipCheckResult, t: (id: Id, values?: Record<string, string>) => string, locale: Locale): string {
  switch (result.status) {
    case 'invalid':
      return t(PROBLEMS[result.problem]);
    // the areas serving one PIN are a short list of names, read the same in every language
    case 'served':
      return t('result.served', { zip: result.zip, areas: result.areas.join(', ') });
    case 'not-served':
      return t('result.notServed', { zip: result.zip, areas: listOf(DELIVERY_AREAS.map((a) => a.area), locale) });
  }
}
