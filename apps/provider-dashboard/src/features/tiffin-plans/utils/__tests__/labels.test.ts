import { act } from '@testing-library/react';
import { daysInWords } from '@thali/firebase-data/logic';
import { setLocale } from '@thali/ui';
import { daysText } from '../labels';

afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in English a plan\'s days read as the data package words them, for every choice of days', () => {
  for (let n = 1; n < 128; n += 1) {
    const days = n.toString(2).padStart(7, '0');
    expect([days, daysText(days)]).toEqual([days, daysInWords(days)]);
  }
});

test('in Marathi and Hindi: ranges, single days and every day', async () => {
  await act(() => setLocale('mr'));
  expect([daysText('1111110'), daysText('1010100'), daysText('1111111')]).toEqual(['सोम–शनि', 'सोम, बुध, शुक्र', 'दररोज']);
  await act(() => setLocale('hi'));
  expect([daysText('1111110'), daysText('1100011'), daysText('1111111')]).toEqual(['सोम–शनि', 'सोम, मंगल, शनि, रवि', 'हर दिन']);
});
