import type { DeliverTo } from '@thali/domain/areas';

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
  return area ? { delivers: true, text: `Delivers to ${area}` } : { delivers: false, text: `Does not deliver to ${label}` };
}

let list: Intl.ListFormat | undefined;

/** Names in one sentence's list: 'Hingna, Jaitala and Dharampeth'. */
export function inWords(names: readonly string[]): string {
  list ??= new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });
  return list.format(names);
}
