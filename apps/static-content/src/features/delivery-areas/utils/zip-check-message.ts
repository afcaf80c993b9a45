import type { Locale } from '@thali/domain/languages';
import { DELIVERY_AREAS, type ZipCheckResult, type ZipProblem } from '../../../shared/delivery-areas';
import { listNames } from '../../../shared/list-names';
import type { t as catalogue } from '../messages';

type Id = Parameters<typeof catalogue>[0];

const PROBLEMS: Record<ZipProblem, Id> = {
  empty: 'result.empty',
  'not-digits': 'result.notDigits',
  length: 'result.length',
  'leading-zero': 'result.leadingZero',
};

/** The sentence that answers a PIN-code check, in `locale`, the language of `t` (the form's `useT()`, its `t.locale`). */
export function zipCheckMessage(result: ZipCheckResult, t: (id: Id, values?: Record<string, string>) => string, locale: Locale): string {
  switch (result.status) {
    case 'invalid':
      return t(PROBLEMS[result.problem]);
    // the areas serving one PIN are a short list of names, read the same in every language
    case 'served':
      return t('result.served', { zip: result.zip, areas: result.areas.join(', ') });
    case 'not-served':
      return t('result.notServed', { zip: result.zip, areas: listNames(DELIVERY_AREAS.map((a) => a.area), locale) });
  }
}
