// Ordering ahead (issue 40): the delivery slots a kitchen offers, what they are called, and whether one may still be
// ordered. Pure, in Asia/Kolkata whatever the machine's time zone; `slotProblem` judges a slot as the database rules
// do (orders/{id}/slotStart, packages/local-firebase/RULES.md), so a page refuses before a write what they would.
import { KITCHEN_LIMITS, WEEKDAY_LABELS } from '@thali/domain/kitchens';
import { formatTimeOfDay } from '@thali/domain/locale';
import { DAY_MS } from '@thali/domain/month';
import { dayStart, weekdayIndex } from '../tiffins/days';
import { dayKey, openState, shortDate, timeValue, timeWords, windowsOf, type KitchenTimes } from './open-state';
import type { DataMessage } from '../texts/data-texts';
import { sayer } from '../texts/say';
import { KITCHENS_TEXTS } from '../texts/kitchens-texts';

// A slot's label is handed over with its id (DeliverySlot.message, slotMessage): not remembered by its English.
const { text: dataText, handed: message } = sayer(KITCHENS_TEXTS);
/** A slot is half an hour; its start is a whole or half hour (also in Asia/Kolkata: +5:30 is a whole number of them). */
export const SLOT_MS = 30 * 60000;
const SLOT_MINUTES = 30;
/** A later slot starts at least this long after now when offered (the rules accept any start after now). */
export const SLOT_LEAD_MS = 30 * 60000;
/** The rules accept a slot at most this far ahead. */
export const SLOT_AHEAD_MS = 2 * DAY_MS;

/**
 * One choice of the slot picker. `start`/`end` epoch ms (ASAP: from now); `day`: of `start`, in Asia/Kolkata; `label`
 * in English, `message` the same by id and values (what the picker shows in the reader's language).
 */
export interface DeliverySlot { start: number; end: number; asap: boolean; day: 'today' | 'tomorrow'; label: string; message: DataMessage }

/** What an order stores of its slot (`orders/{id}/slotStart`, `asap`): ASAP orders are placed for "now". */
export interface OrderSlot { start: number; asap?: true }

export const SLOT_MESSAGES = {
  asap: dataText('slot.asap'),
  unavailable: dataText('slot.unavailable'),
  closedNow: dataText('slot.closedNow'),
  none: dataText('slot.none'),
} as const;

/** '12:30–1:00 pm', '11:30 am–12:00 pm', '11:30 pm–midnight': a slot's times, am/pm said once when shared. */
export function slotTimes(start: number): string {
  const from = minuteOfDay(start);
  const to = from + SLOT_MINUTES;
  const end = timeWords(to);
  const first = formatTimeOfDay(from);
  const sameHalf = to < KITCHEN_LIMITS.dayMinutes && (from < 720) === (to < 720);
  return `${sameHalf ? first.replace(/ [ap]m$/, '') : first}–${end}`;
}

/** 'Fri 28 Nov' of a day in Asia/Kolkata. */
function dayWords(day: number): string {
  return `${WEEKDAY_LABELS[weekdayIndex(day)]!.slice(0, 3)} ${shortDate(day)}`;
}

/** Which wording the day holding `at` takes, seen at `now` ('Today', 'Tomorrow', or 'Fri 28 Nov' as a value). */
function dayWording(at: number, now: number): 'Today' | 'Tomorrow' | 'On' {
  const day = dayStart(at);
  const today = dayStart(now);
  if (day === today) return 'Today';
  if (day === today + DAY_MS) return 'Tomorrow';
  return 'On';
}

function minuteOfDay(at: number): number {
  return Math.floor((at - dayStart(at)) / 60000);
}

/**
 * A stored order's slot by id and values, seen at `now` (its English is slotLabel's): the day a wording of its own
 * ('Today', 'Tomorrow') or a value ('Fri 28 Nov'), the times and the day as moments a page writes in its language.
 */
export function slotMessage(slotStart: number, now = Date.now(), asap = false): DataMessage {
  const day = dayStart(slotStart);
  const wording = dayWording(slotStart, now);
  const onDay = { kind: 'weekdayDate', day, text: dayWords(day) } as const;
  if (asap) {
    const time = timeValue(minuteOfDay(slotStart));
    if (wording === 'Today') return message('slot.asapPlaced', { time });
    return wording === 'Tomorrow' ? message('slot.asapPlacedTomorrow', { time }) : message('slot.asapPlacedOn', { day: onDay, time });
  }
  const from = minuteOfDay(slotStart);
  const times = { kind: 'times', from, to: from + SLOT_MINUTES, text: slotTimes(slotStart) } as const;
  return wording === 'On' ? message('slot.onDay', { day: onDay, times }) : message(`slot.${wording.toLowerCase() as 'today' | 'tomorrow'}`, { times });
}

/**
 * A stored order's slot in words, seen at `now`: 'Today, 12:30–1:00 pm', 'Tomorrow, 1:00–1:30 pm',
 * 'Fri 28 Nov, 12:30–1:00 pm'; an ASAP order by when it was placed: 'As soon as possible (placed 12:10 pm)', with
 * its day when not today ('… (placed Fri 28 Nov, 12:10 pm)'). In English: slotMessage says it by id.
 */
export function slotLabel(slotStart: number, now = Date.now(), asap = false): string {
  return slotMessage(slotStart, now, asap).text;
}

/** The starts (epoch ms) of the 30-minute slots of `day` inside the kitchen's windows (no hours: the whole day). */
function slotStartsOf(kitchen: KitchenTimes, day: number): number[] {
  const windows = kitchen.hours ? windowsOf(kitchen.hours[dayKey(day)]) : [[0, KITCHEN_LIMITS.dayMinutes] as [number, number]];
  const starts: number[] = [];
  for (const [open, close] of windows) {
    for (let m = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES; m + SLOT_MINUTES <= close; m += SLOT_MINUTES) {
      starts.push(day + m * 60000);
    }
  }
  return starts;
}

function isHoliday(kitchen: KitchenTimes, day: number): boolean {
  return (kitchen.holidays ?? []).some((h) => h.day === day);
}

/**
 * The slots a customer may order at `now`: "As soon as possible" first while the kitchen is open, then every
 * 30-minute slot inside its hours today (starting at least SLOT_LEAD_MS after now) and tomorrow, holidays skipped;
 * none while it has paused orders. A kitchen without hours offers every slot of both days.
 */
export function nextSlots(kitchen: KitchenTimes, now = Date.now()): DeliverySlot[] {
  if (kitchen.accepting === false) return [];
  const slots: DeliverySlot[] = [];
  if (openState(kitchen, now).open) {
    const asap = message('slot.asap');
    slots.push({ start: now, end: now + SLOT_MS, asap: true, day: 'today', label: asap.text, message: asap });
  }
  const today = dayStart(now);
  for (const [day, name] of [[today, 'today'], [today + DAY_MS, 'tomorrow']] as const) {
    if (isHoliday(kitchen, day)) continue;
    for (const start of slotStartsOf(kitchen, day)) {
      if (start < now + SLOT_LEAD_MS) continue;
      const said = slotMessage(start, now);
      slots.push({ start, end: start + SLOT_MS, asap: false, day: name, label: said.text, message: said });
    }
  }
  return slots;
}

/**
 * Why the slot may not be ordered at `now` ('' when it may), as the rules judge it: paused never; ASAP only while
 * open now; a later slot on a whole or half hour, after now, at most two days ahead, not on a holiday, inside one
 * window of its own day's hours (no hours: any slot).
 */
export function slotProblem(kitchen: KitchenTimes, slot: OrderSlot, now = Date.now()): string {
  const state = openState(kitchen, now);
  if (kitchen.accepting === false) return state.reason;
  if (slot.asap) return state.open ? '' : `${state.reason} ${SLOT_MESSAGES.closedNow}`;
  const { start } = slot;
  if (!Number.isInteger(start) || start % SLOT_MS !== 0 || start <= now || start > now + SLOT_AHEAD_MS) {
    return SLOT_MESSAGES.unavailable;
  }
  const day = dayStart(start);
  if (isHoliday(kitchen, day) || !slotStartsOf(kitchen, day).includes(start)) return SLOT_MESSAGES.unavailable;
  return '';
}

/** An order's slot: its own, or (orders from before slots) "as soon as possible" when it was placed. */
export function slotOfOrder(order: { timestamp: number; slotStart?: number; asap?: boolean }): { start: number; asap: boolean } {
  if (typeof order.slotStart === 'number') return { start: order.slotStart, asap: order.asap === true };
  return { start: order.timestamp, asap: true };
}
