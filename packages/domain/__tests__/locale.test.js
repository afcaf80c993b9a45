'use strict';
const { formatTimeOfDay, formatClockTime } = require('../src/locale');

test('a time of day reads 12-hour with a lower-case am/pm, as Indian apps write it', () => {
  expect(formatTimeOfDay(540)).toBe('9:00 am');
  expect(formatTimeOfDay(660)).toBe('11:00 am');
  expect(formatTimeOfDay(761)).toBe('12:41 pm');
  expect(formatTimeOfDay(0)).toBe('12:00 am');
  expect(formatTimeOfDay(12 * 60)).toBe('12:00 pm');
  expect(formatTimeOfDay(22 * 60 + 5)).toBe('10:05 pm');
  expect(formatTimeOfDay(1440)).toBe('12:00 am');
});

test("an instant reads as Nagpur's wall clock whatever the machine's zone", () => {
  expect(formatClockTime(Date.UTC(2026, 10, 22, 2, 5))).toBe('7:35 am');
  expect(formatClockTime(new Date(Date.UTC(2026, 10, 22, 9, 1)))).toBe('2:31 pm');
  expect(formatClockTime(Date.UTC(2026, 10, 22, 18, 30))).toBe('12:00 am');
  expect(formatClockTime(0)).toBe('');
  expect(formatClockTime(Number.NaN)).toBe('');
});
