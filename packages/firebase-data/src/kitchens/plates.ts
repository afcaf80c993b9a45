// Daily plate limits (issue 16), by the day the plates are for (issue 40: the day of the order's delivery slot, in
// Asia/Kolkata): how many plates of an item are left for a day, and what the menu says about it.
import { DAY_MS } from '@thali/domain/month';
import type { MenuItem, PlateCounts } from '../model';
import { dayStart } from '../tiffins/days';
import { dateValue } from './open-state';
import type { DataMoment } from '../texts/data-texts';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

const { text } = sayer(KITCHENS_TEXTS);

/** At most this many plates left, the menu says how many. */
export const PLATES_FEW = 5;

/**
 * The day (its dayStart) whose plates an order takes: its delivery slot's day; "as soon as possible" (or no slot
 * chosen yet) today's, at `now`.
 */
export function plateDayOf(slot: { start: number; asap?: boolean } | null | undefined, now = Date.now()): number {
  return dayStart(slot && !slot.asap ? slot.start : now);
}

/** Plates of a limited item left when `sold` are sold: null without a limit; never below 0 (a limit lowered meanwhile). */
export function platesLeftAfter(item: Pick<MenuItem, 'platesPerDay'>, sold: number): number | null {
  if (typeof item.platesPerDay !== 'number') return null;
  return Math.max(0, item.platesPerDay - sold);
}

/**
 * Plates of the item left for the day holding `day` (default: today): null without a daily limit; a day without a
 * count has sold none (each day has its own count, plateCounts/{kitchen}/{dayStart}/{item}).
 */
export function platesLeft(item: Pick<MenuItem, 'id' | 'platesPerDay'>, counts: PlateCounts | null | undefined, day = Date.now()): number | null {
  return platesLeftAfter(item, counts?.[String(dayStart(day))]?.[item.id] ?? 0);
}

/** How the texts name the day of the plates: 'today', 'tomorrow', or 'on Fri 28 Nov', seen at `now`. */
export function plateDayWords(day: number, now = Date.now()): string {
  const d = dayStart(day);
  const today = dayStart(now);
  if (d === today) return 'today';
  if (d === today + DAY_MS) return 'tomorrow';
  return `on ${dateValue(d).text}`;
}

/**
 * '' (no limit, or more than PLATES_FEW left), 'Sold out today', '1 plate left today', '5 plates left tomorrow'. `day`
 * (the plates' dayStart, as plateDayWords was given it) makes 'on 28 Nov' a date a page writes in its language.
 */
export function platesText(left: number | null, when = 'today', day?: number): string {
  if (left === null || left > PLATES_FEW) return '';
  const [wording, values] = dayWording(when, day);
  if (left <= 0) return text(`plates.soldOut${wording}`, values);
  return left === 1 ? text(`plates.oneLeft${wording}`, values) : text(`plates.left${wording}`, { ...values, left });
}

/** 'Only 1 plate left today', 'Only 3 plates left tomorrow', 'Sold out today' (an order for more than is left). */
export function soldOutText(left: number, when = 'today', day?: number): string {
  const [wording, values] = dayWording(when, day);
  if (left <= 0) return text(`plates.soldOut${wording}`, values);
  return left === 1 ? text(`plates.onlyOne${wording}`, values) : text(`plates.only${wording}`, { ...values, left });
}

/** Which wording of a plates text a day's words take (an id per wording, issue 44), and the date of 'on 28 Nov'. */
function dayWording(when: string, day?: number): ['Today' | 'Tomorrow' | 'On', { date?: string | DataMoment }] {
  if (when === 'today') return ['Today', {}];
  if (when === 'tomorrow') return ['Tomorrow', {}];
  return ['On', { date: day === undefined ? when.replace(/^on /, '') : dateValue(day) }];
}
