import type { DeliverTo } from '@thali/domain/areas';
import { currentIntlLocale } from '@thali/domain/languages';
import { t } from '../messages';

export interface DeliveryNote {
  delivers: boolean;
  /** 'Delivers to Dharampeth' / 'Does not deliver to 440035'. */
  text: string;
}

/**
 * What a kitchen's card and menu say about the reader's place: the first of the place's areas the kitchen delivers to,
 * or that it does not deliver to the place as the reader named it. Null without a choice.
 */
export function deliveryNote(kitchen: { deliversTo: readonly string[] }, deliverTo: DeliverTo | null, label: string | null): DeliveryNote | null {
  if (!deliverTo || !label) return null;
  const area = deliverTo.areas.find((a) => kitchen.deliversTo.includes(a));
  return area ? { delivers: true, text: t('deliversTo', { area }) } : { delivers: false, text: t('doesNotDeliverTo', { place: label }) };
}

const lists = new Map<string, Intl.ListFormat>();

/** Names in one sentence's list, in the reader's language: 'Hingna, Jaitala and Dharampeth' ('… आणि …', '… और …'). */
export function inWords(names: readonly string[]): string {
  const locale = currentIntlLocale();
  let list = lists.get(locale);
  if (!list) lists.set(locale, (list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })));
  return list.format(names);
}
