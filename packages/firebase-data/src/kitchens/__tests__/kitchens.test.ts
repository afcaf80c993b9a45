// Kitchens as they really run, without a database: open state, hours, holidays and plates at fixed moments in
// Asia/Kolkata (23 November 2026 is a Monday), whatever this machine's time zone.
import { DAY_MS, WEEKDAY_KEYS } from '@thali/domain';
import type { WeeklyHours } from '../../model';
import {
  dayKey, formatMinutes, HOURS_MESSAGES, KitchenClosedError, openState, openStateMessages, parseMinutes, plateDayOf, plateDayWords, platesLeft, platesLeftAfter, platesText, PLATES_FEW, SoldOutError,
  soldOutText, validateHoliday, validateHours,
} from '..';

process.env.TZ = 'America/Los_Angeles'; // nothing here may depend on it

/** Epoch ms of a wall-clock time in Asia/Kolkata. */
const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const MON = ist('2026-11-23');

/** Lunch 11:00–15:00 and dinner 18:00–22:00 on weekdays, Saturday lunch only, closed on Sunday. */
const week: WeeklyHours = {
  d0: { open: 660, close: 900, open2: 1080, close2: 1320 },
  d1: { open: 660, close: 900, open2: 1080, close2: 1320 },
  d2: { open: 660, close: 900, open2: 1080, close2: 1320 },
  d3: { open: 660, close: 900, open2: 1080, close2: 1320 },
  d4: { open: 660, close: 900, open2: 1080, close2: 1320 },
  d5: { open: 660, close: 900 },
  d6: { closed: true },
};

describe('openState', () => {
  test('no hours: open all day, every day; paused: not taking orders', () => {
    expect(openState({}, ist('2026-11-23', '03:00'))).toEqual({ open: true, label: 'Open now', reason: '' });
    expect(openState({ holidays: [], accepting: true }, ist('2026-11-29', '23:59'))).toMatchObject({ open: true, label: 'Open now' });
    expect(openState({ accepting: false, hours: week }, ist('2026-11-23', '12:00'))).toEqual({
      open: false, label: 'Not taking orders right now', reason: 'This kitchen is not taking orders right now.',
    });
  });

  test('inside a window: open, and says when it closes (the end of a window is not in it)', () => {
    expect(openState({ hours: week }, ist('2026-11-23', '11:00'))).toEqual({ open: true, label: 'Open now · closes 3:00 pm', reason: '' });
    expect(openState({ hours: week }, ist('2026-11-23', '14:59'))).toMatchObject({ open: true, label: 'Open now · closes 3:00 pm' });
    expect(openState({ hours: week }, ist('2026-11-23', '21:30'))).toMatchObject({ open: true, label: 'Open now · closes 10:00 pm' });
    expect(openState({ hours: week }, ist('2026-11-23', '15:00'))).toMatchObject({ open: false, label: 'Closed · opens at 6:00 pm' });
  });

  test('between windows and before the first: opens later today', () => {
    expect(openState({ hours: week }, ist('2026-11-23', '16:00'))).toEqual({
      open: false, label: 'Closed · opens at 6:00 pm', reason: 'This kitchen is closed now. It opens at 6:00 pm.', opensAt: ist('2026-11-23', '18:00'),
    });
    expect(openState({ hours: week }, ist('2026-11-23', '06:00'))).toMatchObject({ label: 'Closed · opens at 11:00 am' });
  });

  test('after the last window: opens tomorrow; Saturday evening to Monday (Sunday closed)', () => {
    expect(openState({ hours: week }, ist('2026-11-23', '22:00'))).toEqual({
      open: false, label: 'Closed · opens tomorrow 11:00 am', reason: 'This kitchen is closed now. It opens tomorrow at 11:00 am.',
      opensAt: ist('2026-11-24', '11:00'),
    });
    expect(openState({ hours: week }, ist('2026-11-28', '16:00'))).toEqual({
      open: false, label: 'Closed · opens Monday 11:00 am', reason: 'This kitchen is closed now. It opens on Monday at 11:00 am.',
      opensAt: ist('2026-11-30', '11:00'),
    });
    expect(openState({ hours: week }, ist('2026-11-29', '12:00'))).toMatchObject({ label: 'Closed · opens tomorrow 11:00 am' });
  });

  test('a window to midnight; midnight belongs to the next day', () => {
    const late: WeeklyHours = { ...week, d0: { open: 1080, close: 1440 } };
    expect(openState({ hours: late }, ist('2026-11-23', '23:59'))).toMatchObject({ open: true, label: 'Open now · closes midnight' });
    expect(openState({ hours: late }, ist('2026-11-24', '00:00'))).toMatchObject({ open: false, label: 'Closed · opens at 11:00 am' });
    const allDay: WeeklyHours = { ...week, d1: { open: 0, close: 1440 } };
    expect(openState({ hours: allDay }, ist('2026-11-24', '00:00'))).toMatchObject({ open: true, label: 'Open now · closes midnight' });
  });

  test('open one day a week: next week\'s day says next; every day closed says Closed', () => {
    const mondays = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, k === 'd0' ? { open: 660, close: 900 } : { closed: true }])) as WeeklyHours;
    expect(openState({ hours: mondays }, ist('2026-11-23', '16:00'))).toMatchObject({
      label: 'Closed · opens next Monday 11:00 am', reason: 'This kitchen is closed now. It opens next Monday at 11:00 am.',
    });
    expect(openState({ hours: mondays }, ist('2026-11-25', '10:00'))).toMatchObject({ label: 'Closed · opens Monday 11:00 am' });
    const never = Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, { closed: true }])) as WeeklyHours;
    expect(openState({ hours: never }, MON)).toEqual({ open: false, label: 'Closed', reason: 'This kitchen is closed now.' });
  });

  test('a holiday today: until the last day of the run of holidays; holidays are skipped to find the next opening', () => {
    const holidays = [{ day: MON, note: 'Diwali' }, { day: MON + DAY_MS, note: '' }, { day: MON + 2 * DAY_MS, note: '' }, { day: MON + 5 * DAY_MS, note: '' }];
    expect(openState({ holidays }, ist('2026-11-23', '12:00'))).toEqual({
      open: false, label: 'On holiday until 25 Nov', reason: 'This kitchen is on holiday until 25 Nov.',
    });
    expect(openState({ hours: week, holidays }, ist('2026-11-25', '23:00'))).toMatchObject({ label: 'On holiday until 25 Nov' });
    // Thursday night: Friday open; Friday night: Saturday is a holiday, Sunday closed → Monday
    expect(openState({ hours: week, holidays }, ist('2026-11-26', '23:00'))).toMatchObject({ label: 'Closed · opens tomorrow 11:00 am' });
    expect(openState({ hours: week, holidays }, ist('2026-11-27', '23:00'))).toMatchObject({ label: 'Closed · opens Monday 11:00 am' });
    // a holiday tomorrow does not close today
    expect(openState({ hours: week, holidays: [{ day: MON + DAY_MS, note: '' }] }, ist('2026-11-23', '12:00'))).toMatchObject({ open: true });
    // paused comes first
    expect(openState({ holidays, accepting: false }, MON)).toMatchObject({ label: 'Not taking orders right now' });
  });

  test('a long holiday ahead: the next opening as a date', () => {
    const holidays = Array.from({ length: 10 }, (_, i) => ({ day: MON + (i + 1) * DAY_MS, note: '' }));
    expect(openState({ hours: week, holidays }, ist('2026-11-23', '23:00'))).toMatchObject({
      label: 'Closed · opens 4 Dec 11:00 am', reason: 'This kitchen is closed now. It opens on 4 Dec at 11:00 am.',
    });
  });

  test('by id, its times, days and weekdays are moments: what they are, and their English', () => {
    const holidays = Array.from({ length: 10 }, (_, i) => ({ day: MON + (i + 1) * DAY_MS, note: '' }));
    expect(openStateMessages({ hours: week, holidays }, ist('2026-11-23', '23:00')).reason).toEqual({
      id: 'open.onDayReason', text: 'This kitchen is closed now. It opens on 4 Dec at 11:00 am.',
      values: { day: { kind: 'date', day: ist('2026-12-04'), text: '4 Dec' }, time: { kind: 'time', minutes: 660, text: '11:00 am' } },
    });
    expect(openStateMessages({ hours: week }, ist('2026-11-28', '16:00')).label.values).toEqual({
      time: { kind: 'time', minutes: 660, text: '11:00 am' }, day: { kind: 'weekday', index: 0, text: 'Monday' },
    });
    expect(openStateMessages({ holidays: [{ day: MON, note: '' }] }, MON).label.values).toEqual({ date: { kind: 'date', day: MON, text: '23 Nov' } });
  });

  test('the day key is the rules\' formula: d + (days since 1970-01-01 IST + 3) % 7', () => {
    for (let i = 0; i < 14; i++) {
      const day = MON + i * DAY_MS;
      expect(dayKey(day)).toBe(`d${((((day + 19800000) / DAY_MS) + 3) % 7)}`);
      expect(dayKey(day + 23 * 3600e3)).toBe(dayKey(day));
    }
    expect(dayKey(MON)).toBe('d0');
    expect(dayKey(MON + 6 * DAY_MS)).toBe('d6');
  });
});

describe('hours and holidays', () => {
  test('formatMinutes and parseMinutes, midnight as a closing time', () => {
    expect(formatMinutes(570)).toBe('09:30');
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(1440)).toBe('00:00');
    expect(parseMinutes('09:30')).toBe(570);
    expect(parseMinutes('9:05')).toBe(545);
    expect(parseMinutes('24:00')).toBe(1440);
    expect(parseMinutes('00:00')).toBe(0);
    expect(parseMinutes('00:00', 'close')).toBe(1440);
    expect(parseMinutes('25:00')).toBeNaN();
    expect(parseMinutes('')).toBeNaN();
    expect(parseMinutes(formatMinutes(1320), 'close')).toBe(1320);
  });

  test('validateHours: each day closed or one or two ordered windows', () => {
    expect(validateHours(week)).toEqual({});
    expect(validateHours({ ...week, d0: { open: 600, close: 600 } })).toEqual({ d0: HOURS_MESSAGES.order });
    expect(validateHours({ ...week, d1: { open: Number.NaN, close: 600 } })).toEqual({ d1: HOURS_MESSAGES.time });
    expect(validateHours({ ...week, d2: { open: 600, close: 1441 } })).toEqual({ d2: HOURS_MESSAGES.time });
    expect(validateHours({ ...week, d3: { open: 600, close: 900, open2: 800, close2: 1000 } })).toEqual({ d3: HOURS_MESSAGES.secondStart });
    expect(validateHours({ ...week, d4: { open: 600, close: 900, open2: 1000, close2: 1000 } })).toEqual({ d4: HOURS_MESSAGES.secondOrder });
    expect(validateHours({ ...week, d5: { open: 600, close: 900, open2: 1000 } })).toEqual({ d5: HOURS_MESSAGES.secondTime });
    expect(validateHours({ ...week, d6: { open: 600, close: 900, open2: 900, close2: 1440 } })).toEqual({});
    const { d6: _sunday, ...six } = week;
    expect(validateHours(six)).toEqual({ d6: HOURS_MESSAGES.missing });
    expect(Object.keys(validateHours(null))).toEqual([...WEEKDAY_KEYS]);
  });

  test('validateHoliday: today up to a year ahead, a short note, not twice, at most 60', () => {
    const now = ist('2026-11-23', '20:00');
    expect(validateHoliday({ day: MON }, now)).toEqual({});
    expect(validateHoliday({ day: MON + 366 * DAY_MS, note: 'Diwali' }, now)).toEqual({});
    expect(validateHoliday({ day: MON - DAY_MS }, now)).toEqual({ day: HOURS_MESSAGES.holidayDay });
    expect(validateHoliday({ day: MON + 367 * DAY_MS }, now)).toEqual({ day: HOURS_MESSAGES.holidayDay });
    expect(validateHoliday({ day: Number.NaN }, now)).toEqual({ day: HOURS_MESSAGES.holidayDay });
    expect(validateHoliday({ day: MON, note: 'x'.repeat(101) }, now)).toEqual({ note: HOURS_MESSAGES.holidayNote });
    expect(validateHoliday({ day: MON }, now, [{ day: MON, note: '' }])).toEqual({ day: HOURS_MESSAGES.holidayTaken });
    const full = Array.from({ length: 60 }, (_, i) => ({ day: MON + (i + 1) * DAY_MS, note: '' }));
    expect(validateHoliday({ day: MON }, now, full)).toEqual({ day: HOURS_MESSAGES.holidaysFull });
  });
});

describe('plates', () => {
  const now = ist('2026-11-23', '13:00');
  const dish = (platesPerDay?: number) => ({ id: 'dal', ...(platesPerDay === undefined ? {} : { platesPerDay }) });
  /** Issue 40: counts by day (its dayStart as the key), then item. */
  const counts = (byDay: Record<number, number>) => Object.fromEntries(Object.entries(byDay).map(([d, sold]) => [d, { dal: sold }]));
  test('platesLeft: no limit is null; each day has its own count (none: none sold); never below 0', () => {
    expect(platesLeft(dish(), counts({ [MON]: 3 }), now)).toBeNull();
    expect(platesLeft(dish(20), undefined, now)).toBe(20);
    expect(platesLeft(dish(20), counts({ [MON]: 16 }), now)).toBe(4);
    expect(platesLeft(dish(20), counts({ [MON - DAY_MS]: 20 }), now)).toBe(20);
    expect(platesLeft(dish(10), counts({ [MON]: 16 }), now)).toBe(0);
    // a day is Asia/Kolkata's, from midnight to midnight: tomorrow's plates are tomorrow's count
    expect(platesLeft(dish(20), counts({ [MON]: 20, [MON + DAY_MS]: 5 }), ist('2026-11-23', '23:59'))).toBe(0);
    expect(platesLeft(dish(20), counts({ [MON]: 20, [MON + DAY_MS]: 5 }), ist('2026-11-24', '00:00'))).toBe(15);
    expect(platesLeft(dish(20), counts({ [MON]: 20, [MON + DAY_MS]: 5 }), ist('2026-11-24', '12:30'))).toBe(15);
    expect(platesLeftAfter(dish(3), 5)).toBe(0);
  });

  test('the plates an order takes are of its slot\'s day: as soon as possible (or none) today\'s', () => {
    expect(plateDayOf({ start: ist('2026-11-24', '12:30') }, now)).toBe(MON + DAY_MS);
    expect(plateDayOf({ start: now, asap: true }, now)).toBe(MON);
    expect(plateDayOf(null, ist('2026-11-23', '23:59'))).toBe(MON);
    expect([plateDayWords(MON, now), plateDayWords(MON + DAY_MS, now), plateDayWords(MON + 2 * DAY_MS, now)]).toEqual(['today', 'tomorrow', 'on 25 Nov']);
  });

  test('platesText and the sold-out error say how many are left', () => {
    expect(platesText(null)).toBe('');
    expect(platesText(PLATES_FEW + 1)).toBe('');
    expect(platesText(5)).toBe('5 plates left today');
    expect(platesText(1)).toBe('1 plate left today');
    expect(platesText(0)).toBe('Sold out today');
    expect(soldOutText(2)).toBe('Only 2 plates left today');
    expect(new SoldOutError('item-1', 0)).toMatchObject({ name: 'SoldOutError', message: 'Sold out today', itemId: 'item-1', left: 0 });
    expect(new SoldOutError('item-1', 1).message).toBe('Only 1 plate left today');
    // issue 40: the day of the order's slot
    expect(platesText(3, 'tomorrow')).toBe('3 plates left tomorrow');
    expect(platesText(0, 'tomorrow')).toBe('Sold out tomorrow');
    expect(new SoldOutError('item-1', 2, 'tomorrow')).toMatchObject({ message: 'Only 2 plates left tomorrow', when: 'tomorrow' });
    const closed = new KitchenClosedError('p1', openState({ accepting: false }).reason);
    expect(closed).toMatchObject({ name: 'KitchenClosedError', providerId: 'p1', message: 'This kitchen is not taking orders right now.' });
  });
});
