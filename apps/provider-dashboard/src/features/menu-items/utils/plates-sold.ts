import { type MenuItem, type PlateCounts } from '@thali/firebase-data';
import { addDays, dayStart, platesLeft } from '@thali/firebase-data/logic';
import { t } from '../messages';

/**
 * What the kitchen's list says of a limited item, in the language on screen: today's plates, 'Sold out today' or
 * 'N of M plates sold today' (the Asia/Kolkata day of the orders' delivery slots, as the data package counts them:
 * issue 40), and the plates already ordered ahead for tomorrow ('· 4 ordered for tomorrow', 'Sold out tomorrow'), with
 * whether today's are sold out. '' for an item without a daily limit.
 */
export function platesSoldText(item: Pick<MenuItem, 'id' | 'platesPerDay'>, counts: PlateCounts | undefined, now: number): { text: string; soldOut: boolean } {
  const left = platesLeft(item, counts, now);
  const limit = item.platesPerDay;
  if (left === null || !limit) return { text: '', soldOut: false };
  const soldOut = left <= 0;
  const today = soldOut ? t('plates.soldOutToday') : t('plates.soldToday', { sold: limit - left, limit });
  const tomorrowLeft = platesLeft(item, counts, addDays(dayStart(now), 1)) ?? limit;
  if (tomorrowLeft >= limit) return { text: today, soldOut };
  const text = tomorrowLeft <= 0 ? t('plates.soldOutTomorrow', { today }) : t('plates.orderedTomorrow', { today, count: limit - tomorrowLeft });
  return { text, soldOut };
}

/** A limited item's limit alone ('20 plates a day'), while today's count is not known; '' without a limit. */
export function platesLimitText(item: Pick<MenuItem, 'platesPerDay'>): { text: string; soldOut: boolean } {
  const limit = item.platesPerDay;
  return { text: limit ? t('plates.perDay', { limit }) : '', soldOut: false };
}
