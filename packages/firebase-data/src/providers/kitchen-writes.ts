import { ref, remove, set } from 'firebase/database';
import { WEEKDAY_KEYS } from '@thali/domain';
import { firebase, type DataServices } from '../app';
import type { WeeklyHours } from '../model';
import { cleanDayHours, KitchenHoursError, validateHours, validateHoliday, type HolidayInput } from '../kitchens/hours';
import { serverNow } from '../subscriptions/server-now';
import { dayStart } from '../tiffins/days';
import { isValidKey } from '../reads/keys';

// The kitchen's own settings of issue 16, each one leaf (or one subtree) of providers/{uid}: the listing itself is
// never rewritten whole. Only its owner may write them (the rules check the shapes again).

const kitchen = (uid: string, child: string) => {
  if (!isValidKey(uid)) throw new Error('Please login to proceed.');
  return `providers/${uid}/${child}`;
};

/**
 * The kitchen's week, written whole (the seven days 'd0' Monday … 'd6' Sunday, each closed or one or two windows);
 * null removes it: open every day, all day. A week that does not pass validateHours throws a KitchenHoursError
 * (its `errors` by day key) and nothing is written.
 */
export async function setKitchenHours(uid: string, hours: WeeklyHours | null, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, 'hours');
  if (hours === null) {
    await remove(ref(fb.db, path));
    return;
  }
  const errors = validateHours(hours);
  if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
  await set(ref(fb.db, path), Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, cleanDayHours(hours[k])])));
}

/**
 * A holiday: the day (any moment of it: stored as its dayStart, Asia/Kolkata) from today (server time) up to a year
 * ahead, with an optional note. Throws a KitchenHoursError (`errors.day` / `errors.note`) when it cannot be added.
 * Returns the stored dayStart.
 */
export async function addHoliday(uid: string, input: HolidayInput, fb: DataServices = firebase()): Promise<number> {
  const path = kitchen(uid, 'holidays');
  const errors = validateHoliday(input, await serverNow(fb));
  if (Object.keys(errors).length > 0) throw new KitchenHoursError(errors);
  const day = dayStart(input.day);
  const note = (input.note ?? '').trim();
  await set(ref(fb.db, `${path}/${day}`), note ? { day, note } : { day });
  return day;
}

/** Removes a holiday (the day's dayStart, or any moment of it); nothing happens when there is none. */
export async function removeHoliday(uid: string, day: number, fb: DataServices = firebase()): Promise<void> {
  const path = kitchen(uid, 'holidays');
  if (!Number.isFinite(day)) return;
  await remove(ref(fb.db, `${path}/${dayStart(day)}`));
}

/** "Pause orders now" (false) and back (true): while paused, no order can be placed with the kitchen. */
export async function setAcceptingOrders(uid: string, accepting: boolean, fb: DataServices = firebase()): Promise<void> {
  await set(ref(fb.db, kitchen(uid, 'accepting')), accepting === true);
}
