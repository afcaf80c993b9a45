import { daysInWords, seatsInWords, PLAN_MEAL_LABELS, DIET_LABELS } from '../words';

test('plan days in words: runs of three or more as ranges, others listed, all seven as every day', () => {
  expect(daysInWords('1111110')).toBe('Mon–Sat');
  expect(daysInWords('1111111')).toBe('Every day');
  expect(daysInWords('1010100')).toBe('Mon, Wed, Fri');
  expect(daysInWords('1100011')).toBe('Mon, Tue, Sat, Sun');
  expect(daysInWords('0111001')).toBe('Tue–Thu, Sun');
  expect(daysInWords('0011110')).toBe('Wed–Sat');
});

test('seats in words', () => {
  expect(seatsInWords(40, 28)).toBe('12 seats left');
  expect(seatsInWords(40, 39)).toBe('1 seat left');
  expect(seatsInWords(40, 40)).toBe('Full');
  expect(seatsInWords(25, 25)).toBe('Full');
  expect(seatsInWords(40, 45)).toBe('Full');
});

test('labels are the domain constants', () => {
  expect(PLAN_MEAL_LABELS.both).toBe('Lunch and Dinner');
  expect(DIET_LABELS['non-veg']).toBe('Non-veg');
});
