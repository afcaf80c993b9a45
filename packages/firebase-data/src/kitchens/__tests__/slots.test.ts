// Delivery slots at fixed moments in Asia/Kolkata (23 November 2026 is a Monday), whatever this machine's time zone.
import type { WeeklyHours } from '../../model';
import { nextSlots, slotLabel, slotMessage, slotOfOrder, slotProblem, slotTimes, SLOT_MESSAGES } from '../slots';

process.env.TZ = 'America/Los_Angeles'; // nothing here may depend on it

/** Epoch ms of a wall-clock time in Asia/Kolkata. */
const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);

const lunch = { open: 660, close: 900 } as const; // 11:00–15:00
/** Lunch every day of the week. */
const lunchWeek: WeeklyHours = { d0: lunch, d1: lunch, d2: lunch, d3: lunch, d4: lunch, d5: lunch, d6: lunch };
/** Lunch 11:00–15:00 and dinner 18:00–22:00 on weekdays, Saturday lunch only, closed on Sunday. */
const both = { ...lunch, open2: 1080, close2: 1320 } as const;
const twoWindows: WeeklyHours = { d0: both, d1: both, d2: both, d3: both, d4: both, d5: lunch, d6: { closed: true } };

const labels = (slots: { label: string }[]) => slots.map((s) => s.label);

describe('nextSlots', () => {
  test('open now: "As soon as possible" first, then today\'s slots from 30 minutes on, then tomorrow\'s', () => {
    const now = ist('2026-11-23', '12:10');
    const slots = nextSlots({ hours: lunchWeek }, now);
    expect(slots[0]).toEqual({
      start: now, end: now + 30 * 60000, asap: true, day: 'today', label: 'As soon as possible',
      message: { id: 'slot.asap', values: {}, text: 'As soon as possible' },
    });
    expect(labels(slots.slice(1, 6))).toEqual([
      'Today, 1:00–1:30 pm', 'Today, 1:30–2:00 pm', 'Today, 2:00–2:30 pm', 'Today, 2:30–3:00 pm', 'Tomorrow, 11:00–11:30 am',
    ]);
    expect(slots[1]).toMatchObject({ start: ist('2026-11-23', '13:00'), end: ist('2026-11-23', '13:30'), asap: false, day: 'today' });
    expect(slots.at(-1)).toMatchObject({ label: 'Tomorrow, 2:30–3:00 pm', day: 'tomorrow', start: ist('2026-11-24', '14:30') });
    expect(slots).toHaveLength(1 + 4 + 8);
  });

  test('closed at 06:30 with hours 11:00–15:00: no ASAP, today\'s slots from 11:00, then tomorrow\'s', () => {
    const slots = nextSlots({ hours: lunchWeek }, ist('2026-11-23', '06:30'));
    expect(slots.some((s) => s.asap)).toBe(false);
    expect(labels(slots.slice(0, 3))).toEqual(['Today, 11:00–11:30 am', 'Today, 11:30 am–12:00 pm', 'Today, 12:00–12:30 pm']);
    expect(slots.filter((s) => s.day === 'today')).toHaveLength(8);
    expect(slots.filter((s) => s.day === 'tomorrow')).toHaveLength(8);
  });

  test('after closing: tomorrow\'s slots only', () => {
    const slots = nextSlots({ hours: lunchWeek }, ist('2026-11-23', '15:00'));
    expect(slots.every((s) => s.day === 'tomorrow' && !s.asap)).toBe(true);
    expect(slots[0]).toMatchObject({ label: 'Tomorrow, 11:00–11:30 am', start: ist('2026-11-24', '11:00') });
  });

  test('two windows: lunch and dinner slots, none between them; a slot must end by closing', () => {
    const slots = nextSlots({ hours: twoWindows }, ist('2026-11-23', '14:00'));
    expect(labels(slots)).toEqual(expect.arrayContaining(['Today, 2:30–3:00 pm', 'Today, 6:00–6:30 pm', 'Today, 9:30–10:00 pm']));
    expect(labels(slots)).not.toContain('Today, 3:00–3:30 pm');
    expect(labels(slots)).not.toContain('Today, 10:00–10:30 pm');
    expect(slots.filter((s) => s.day === 'today' && !s.asap)).toHaveLength(1 + 8);
    // Saturday lunch only, then Sunday closed: Saturday evening offers nothing
    expect(nextSlots({ hours: twoWindows }, ist('2026-11-28', '16:00'))).toEqual([]);
  });

  test('a window opening off the half hour starts its slots at the next one', () => {
    const odd: WeeklyHours = { ...lunchWeek, d0: { open: 675, close: 780 } }; // 11:15–13:00 on Monday
    expect(labels(nextSlots({ hours: odd }, ist('2026-11-23', '06:00')).filter((s) => s.day === 'today')))
      .toEqual(['Today, 11:30 am–12:00 pm', 'Today, 12:00–12:30 pm', 'Today, 12:30–1:00 pm']);
  });

  test('a holiday tomorrow: today\'s slots only; a holiday today: no ASAP, tomorrow\'s only', () => {
    const tomorrowOff = nextSlots({ hours: lunchWeek, holidays: [{ day: ist('2026-11-24'), note: '' }] }, ist('2026-11-23', '10:00'));
    expect(tomorrowOff.every((s) => s.day === 'today')).toBe(true);
    expect(tomorrowOff).toHaveLength(8);
    const todayOff = nextSlots({ hours: lunchWeek, holidays: [{ day: ist('2026-11-23'), note: 'Diwali' }] }, ist('2026-11-23', '12:00'));
    expect(todayOff.every((s) => s.day === 'tomorrow' && !s.asap)).toBe(true);
    expect(todayOff).toHaveLength(8);
  });

  test('paused: no slots at all', () => {
    expect(nextSlots({ hours: lunchWeek, accepting: false }, ist('2026-11-23', '12:00'))).toEqual([]);
    expect(nextSlots({ accepting: false }, ist('2026-11-23', '12:00'))).toEqual([]);
  });

  test('23:45 IST: a kitchen without hours offers ASAP, then tomorrow from 00:30 (at least 30 minutes on)', () => {
    const slots = nextSlots({}, ist('2026-11-23', '23:45'));
    expect(slots[0]).toMatchObject({ asap: true, day: 'today' });
    expect(slots[1]).toMatchObject({ start: ist('2026-11-24', '00:30'), day: 'tomorrow', label: 'Tomorrow, 12:30–1:00 am' });
    expect(slots.at(-1)).toMatchObject({ start: ist('2026-11-24', '23:30'), label: 'Tomorrow, 11:30 pm–midnight' });
    expect(slots).toHaveLength(1 + 47);
  });

  test('a kitchen open until midnight ends its last slot at midnight', () => {
    const late: WeeklyHours = { ...lunchWeek, d0: { open: 1320, close: 1440 } };
    expect(labels(nextSlots({ hours: late }, ist('2026-11-23', '21:00')).filter((s) => s.day === 'today')))
      .toEqual(['Today, 10:00–10:30 pm', 'Today, 10:30–11:00 pm', 'Today, 11:00–11:30 pm', 'Today, 11:30 pm–midnight']);
  });
});

describe('slotLabel and slotTimes', () => {
  const now = ist('2026-11-26', '09:00'); // a Thursday
  test('today, tomorrow, further away, in Asia/Kolkata', () => {
    expect(slotLabel(ist('2026-11-26', '12:30'), now)).toBe('Today, 12:30–1:00 pm');
    expect(slotLabel(ist('2026-11-27', '13:00'), now)).toBe('Tomorrow, 1:00–1:30 pm');
    expect(slotLabel(ist('2026-11-28', '12:30'), now)).toBe('Sat 28 Nov, 12:30–1:00 pm');
    expect(slotLabel(ist('2026-11-24', '19:00'), now)).toBe('Tue 24 Nov, 7:00–7:30 pm');
  });

  test('as soon as possible: when it was placed', () => {
    expect(slotLabel(ist('2026-11-26', '12:10'), ist('2026-11-26', '13:00'), true)).toBe('As soon as possible (placed 12:10 pm)');
    expect(slotLabel(ist('2026-11-25', '20:05'), now, true)).toBe('As soon as possible (placed Wed 25 Nov, 8:05 pm)');
  });

  test('by id and values: the day a wording or a moment, the times a moment (its English the label\'s)', () => {
    expect(slotMessage(ist('2026-11-27', '13:00'), now)).toEqual({
      id: 'slot.tomorrow', text: 'Tomorrow, 1:00–1:30 pm', values: { times: { kind: 'times', from: 780, to: 810, text: '1:00–1:30 pm' } },
    });
    expect(slotMessage(ist('2026-11-28', '12:30'), now).values).toEqual({
      day: { kind: 'weekdayDate', day: ist('2026-11-28'), text: 'Sat 28 Nov' }, times: { kind: 'times', from: 750, to: 780, text: '12:30–1:00 pm' },
    });
    expect(slotMessage(ist('2026-11-25', '20:05'), now, true)).toMatchObject({
      id: 'slot.asapPlacedOn', values: { day: { kind: 'weekdayDate', day: ist('2026-11-25') }, time: { kind: 'time', minutes: 1205, text: '8:05 pm' } },
    });
    expect(nextSlots({ hours: lunchWeek }, ist('2026-11-26', '12:10'))[1]!.message).toMatchObject({ id: 'slot.today', text: 'Today, 1:00–1:30 pm' });
  });

  test('am/pm once when both ends share it', () => {
    expect(slotTimes(ist('2026-11-26', '11:30'))).toBe('11:30 am–12:00 pm');
    expect(slotTimes(ist('2026-11-26', '00:00'))).toBe('12:00–12:30 am');
    expect(slotTimes(ist('2026-11-26', '23:30'))).toBe('11:30 pm–midnight');
  });
});

describe('slotProblem', () => {
  const kitchen = { hours: lunchWeek };
  const now = ist('2026-11-23', '06:30');

  test('every offered slot may be ordered', () => {
    for (const slot of nextSlots(kitchen, ist('2026-11-23', '12:00'))) {
      expect(slotProblem(kitchen, slot.asap ? { start: slot.start, asap: true } : { start: slot.start }, ist('2026-11-23', '12:00'))).toBe('');
    }
  });

  test('ASAP only while open now', () => {
    expect(slotProblem(kitchen, { start: now, asap: true }, now)).toBe(
      `This kitchen is closed now. It opens at 11:00 am. ${SLOT_MESSAGES.closedNow}`,
    );
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '12:00'), asap: true }, ist('2026-11-23', '12:00'))).toBe('');
  });

  test('a later slot: inside the hours of its own day, on the half hour, after now, at most two days ahead', () => {
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '11:00') }, now)).toBe('');
    const noon = ist('2026-11-23', '12:00');
    expect(slotProblem(kitchen, { start: ist('2026-11-25', '12:00') }, noon)).toBe(''); // two days ahead
    expect(slotProblem(kitchen, { start: ist('2026-11-25', '12:30') }, noon)).toBe(SLOT_MESSAGES.unavailable); // beyond
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '14:30') }, now)).toBe('');
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '15:00') }, now)).toBe(SLOT_MESSAGES.unavailable); // ends after closing
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '10:30') }, now)).toBe(SLOT_MESSAGES.unavailable);
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '11:15') }, now)).toBe(SLOT_MESSAGES.unavailable);
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '06:00') }, now)).toBe(SLOT_MESSAGES.unavailable); // past
    expect(slotProblem(kitchen, { start: ist('2026-11-23', '11:00') }, ist('2026-11-23', '11:00'))).toBe(SLOT_MESSAGES.unavailable);
  });

  test('not on a holiday, never while paused; no hours: any slot', () => {
    const holiday = { hours: lunchWeek, holidays: [{ day: ist('2026-11-24'), note: '' }] };
    expect(slotProblem(holiday, { start: ist('2026-11-24', '12:00') }, now)).toBe(SLOT_MESSAGES.unavailable);
    expect(slotProblem({ hours: lunchWeek, accepting: false }, { start: ist('2026-11-23', '12:00') }, now))
      .toBe('This kitchen is not taking orders right now.');
    expect(slotProblem({}, { start: ist('2026-11-24', '03:30') }, now)).toBe('');
  });
});

describe('slotOfOrder', () => {
  test('its own slot, or (before slots) as soon as possible at its time', () => {
    expect(slotOfOrder({ timestamp: 5, slotStart: 1800000 })).toEqual({ start: 1800000, asap: false });
    expect(slotOfOrder({ timestamp: 5, slotStart: 5, asap: true })).toEqual({ start: 5, asap: true });
    expect(slotOfOrder({ timestamp: 7 })).toEqual({ start: 7, asap: true });
  });
});
