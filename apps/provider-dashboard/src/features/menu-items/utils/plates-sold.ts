import { type MenuItem, type PlateCounts } from '@thali/firebase-data';
import { addDays, dayStart, platesLeft } from '@thali/firebase-data/logic';

/**
 * What the kitchen's list says of a limited item: today's plates, 'Sold out today' or 'N of M plates sold today' (the
 * Asia/Kolkata day of the orders' delivery slots, as the data package counts them: issue 40), and the plates already
 * ordered ahead for tomorrow ('· 4 ordered for tomorrow', 'Sold out tomorrow'). '' for an item without a daily limit.
 */
export function platesSoldText(item: Pick<MenuItem, 'id' | 'platesPerDay'>, counts: PlateCounts | undefined, now: number): string {
  const left = platesLeft(item, counts, now);
  const limit = item.platesPerDay;
  if (left === null || !limit) return '';
  const today = left <= 0 ? 'Sold out today' : `${limit - left} of ${limit} ${limit === 1 ? 'plate' : 'plates'} sold today`;
  const tomorrowLeft = platesLeft(item, counts, addDays(dayStart(now), 1)) ?? limit;
  if (tomorrowLeft >= limit) return today;
  return tomorrowLeft <= 0 ? `${today} · Sold out tomorrow` : `${today} · ${limit - tomorrowLeft} ordered for tomorrow`;
}

/** A limited item's limit alone ('20 plates a day'), while today's count is not known; '' without a limit. */
export function platesLimitText(item: Pick<MenuItem, 'platesPerDay'>): string {
  const limit = item.platesPerDay;
  return limit ? `${limit} ${limit === 1 ? 'plate' : 'plates'} a day` : '';
}
