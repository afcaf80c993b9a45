import { act } from '@testing-library/react';
import { formatTimeOfDay as englishTimeOfDay } from '@thali/domain/locale';
import { setLocale } from '../../i18n/i18n-store';
import { formatTimeOfDay, formatTimesOfDay, periodOf } from '../clock';

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in English every minute of the day reads as the data package\'s English times do', () => {
  const minutes = Array.from({ length: 1440 }, (_, i) => i);
  expect(minutes.map(formatTimeOfDay)).toEqual(minutes.map(englishTimeOfDay));
  expect([1440, -60, 700.6].map(formatTimeOfDay)).toEqual(['12:00 am', '11:00 pm', '11:40 am']);
  expect(formatTimeOfDay(Number.NaN)).toBe('');
});

test('the parts of the day, as a Marathi or Hindi reader names a time; midnight at the day\'s end is still its night', () => {
  expect([0, 239, 240, 360, 719, 720, 959, 960, 1199, 1200, 1439, 1440].map(periodOf)).toEqual([
    'smallHours', 'smallHours', 'dawn', 'morning', 'morning', 'afternoon', 'afternoon', 'evening', 'evening', 'night', 'night', 'night',
  ]);
});

test('in Marathi and Hindi a time says its part of the day, digits 0–9', async () => {
  await act(() => setLocale('mr'));
  expect([0, 275, 455, 780, 1020, 1290].map(formatTimeOfDay)).toEqual([
    'रात्री 12:00', 'पहाटे 4:35', 'सकाळी 7:35', 'दुपारी 1:00', 'संध्याकाळी 5:00', 'रात्री 9:30',
  ]);
  await act(() => setLocale('hi'));
  expect([0, 455, 780, 1020, 1290].map(formatTimeOfDay)).toEqual(['रात 12:00', 'सुबह 7:35', 'दोपहर 1:00', 'शाम 5:00', 'रात 9:30']);
});

test('a slot\'s times say the part of the day once when it lies in one, each time\'s own when it spans two', async () => {
  await act(() => setLocale('mr'));
  expect(formatTimesOfDay(750, 780)).toBe('दुपारी 12:30–1:00');
  expect(formatTimesOfDay(690, 720)).toBe('सकाळी 11:30–12:00');
  expect(formatTimesOfDay(1410, 1440)).toBe('रात्री 11:30–12:00');
  expect(formatTimesOfDay(930, 990)).toBe('दुपारी 3:30–संध्याकाळी 4:30');
  await act(() => setLocale('hi'));
  expect(formatTimesOfDay(1020, 1050)).toBe('शाम 5:00–5:30');
});
