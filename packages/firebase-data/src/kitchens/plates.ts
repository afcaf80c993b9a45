// Daily plate limits: how many plates of an item are left today (Asia/Kolkata), and what the menu says about it.
import type { MenuItem } from '../model';
import { dayStart } from '../tiffins/days';

/** At most this many plates left, the menu says how many. */
export const PLATES_FEW = 5;

/**
 * Plates of the item left today: null without a daily limit; a count of another day counts as none sold (the count
 * restarts at midnight Asia/Kolkata); never below 0 (the kitchen may lower its limit during the day).
 */
export function platesLeft(
  item: Pick<MenuItem, 'platesPerDay'>, count: { day: number; sold: number } | undefined | null, now = Date.now(),
): number | null {
  if (typeof item.platesPerDay !== 'number') return null;
  const sold = count && count.day === dayStart(now) ? count.sold : 0;
  return Math.max(0, item.platesPerDay - sold);
}

/** '' (no limit, or more than PLATES_FEW left), 'Sold out today', '1 plate left today', '5 plates left today'. */
export function platesText(left: number | null): string {
  if (left === null || left > PLATES_FEW) return '';
  if (left <= 0) return 'Sold out today';
  return left === 1 ? '1 plate left today' : `${left} plates left today`;
}

/** 'Only 1 plate left today', 'Only 3 plates left today', 'Sold out today' (an order for more than is left). */
export function soldOutText(left: number): string {
  if (left <= 0) return 'Sold out today';
  return left === 1 ? 'Only 1 plate left today' : `Only ${left} plates left today`;
}
