import { type MenuItem, type PlateCounts } from '@thali/firebase-data';
import { platesLeft } from '@thali/firebase-data/logic';

/**
 * What the kitchen's list says of a limited item today: 'Sold out today', or 'N of M plates sold today' (the Asia/Kolkata
 * day, as the data package counts it: a count of another day is none sold). '' for an item without a daily limit.
 */
export function platesSoldText(item: Pick<MenuItem, 'platesPerDay'>, count: PlateCounts[string] | undefined, now: number): string {
  const left = platesLeft(item, count, now);
  const limit = item.platesPerDay;
  if (left === null || !limit) return '';
  if (left <= 0) return 'Sold out today';
  return `${limit - left} of ${limit} ${limit === 1 ? 'plate' : 'plates'} sold today`;
}

/** A limited item's limit alone ('20 plates a day'), while today's count is not known; '' without a limit. */
export function platesLimitText(item: Pick<MenuItem, 'platesPerDay'>): string {
  const limit = item.platesPerDay;
  return limit ? `${limit} ${limit === 1 ? 'plate' : 'plates'} a day` : '';
}
