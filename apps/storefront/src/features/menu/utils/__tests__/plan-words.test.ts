import { act } from '@testing-library/react';
import { daysInWords } from '@thali/firebase-data/logic';
import { setLocale } from '@thali/ui';
import { daysWords } from '../plan-words';

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in English, every choice of days reads as the data package says it', () => {
  for (let n = 1; n < 128; n += 1) {
    const days = n.toString(2).padStart(7, '0');
    expect([days, daysWords(days)]).toEqual([days, daysInWords(days)]);
  }
});

test('in Marathi, the weekdays in Marathi', async () => {
  await act(() => setLocale('mr'));
  expect(daysWords('1111111')).toBe('रोज');
  expect(daysWords('1111110')).toMatch(/^सोम–शनि/);
});
