// The browser's zone must not matter: run as a machine set to UTC would, and expect Nagpur's wall clock.
process.env.TZ = 'UTC';

import { act } from '@testing-library/react';
import { setLocale } from '../../i18n/i18n-store';
import { formatDate, formatDateTime, formatLongDay, formatShortDay, formatTime, isoInstant } from '../date-time';

// 02:05 UTC on 22 Nov 2026 is 07:35 in Asia/Kolkata (UTC+05:30).
const morning = Date.UTC(2026, 10, 22, 2, 5);
// 20:00 UTC on 23 Nov is already 01:30 on Tuesday 24 Nov in Asia/Kolkata: the day itself must move.
const lateUtc = Date.UTC(2026, 10, 23, 20, 0);

test('the process really runs in UTC here, so the assertions below prove the zone is forced', () => {
  expect(new Date(morning).getHours()).toBe(2);
});

test('date and time show Asia/Kolkata wall time in en-IN', () => {
  expect(formatDateTime(morning)).toBe('22 Nov 2026, 7:35 am');
  expect(formatTime(morning)).toBe('7:35 am');
  expect(formatTime(new Date(Date.UTC(2026, 10, 22, 9, 1)))).toBe('2:31 pm');
});

test('a UTC evening is already the next day in India', () => {
  expect(formatDate(lateUtc)).toBe('24 Nov 2026');
  expect(formatLongDay(lateUtc)).toBe('Tuesday, 24 November 2026');
  expect(formatShortDay(lateUtc)).toBe('Tue 24 Nov');
  expect(formatDateTime(lateUtc)).toBe('24 Nov 2026, 1:30 am');
});

test('a missing timestamp shows nothing rather than 1970', () => {
  for (const format of [formatDate, formatDateTime, formatLongDay, formatShortDay, formatTime, isoInstant]) {
    expect(format(0)).toBe('');
    expect(format(Number.NaN)).toBe('');
  }
  expect(isoInstant(morning)).toBe('2026-11-22T02:05:00.000Z');
});

describe('in Marathi and Hindi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('a time says its part of the day as a delivery slot does, the date in the reader\'s language', async () => {
    const afternoon = Date.UTC(2026, 10, 22, 7, 31); // 1:01 pm in Nagpur
    await act(() => setLocale('mr'));
    expect(formatTime(morning)).toBe('सकाळी 7:35');
    expect(formatTime(afternoon)).toBe('दुपारी 1:01');
    expect(formatDateTime(afternoon)).toBe('22 नोव्हें, 2026, दुपारी 1:01');
    expect(formatDateTime(lateUtc)).toBe('24 नोव्हें, 2026, रात्री 1:30');
    await act(() => setLocale('hi'));
    expect(formatTime(afternoon)).toBe('दोपहर 1:01');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 12, 0))).toBe('22 नव॰ 2026, शाम 5:30');
  });

  test('the machine value and a missing timestamp are the same in every language', async () => {
    await act(() => setLocale('mr'));
    expect(isoInstant(morning)).toBe('2026-11-22T02:05:00.000Z');
    expect([formatTime(0), formatDateTime(Number.NaN)]).toEqual(['', '']);
  });
});
