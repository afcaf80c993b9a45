import { defaultReadyBy, readyByAt, readyByProblem, READY_BY_MESSAGES } from '../ready-by';

// 12:45 pm in Nagpur (07:15 UTC).
const NOW = Date.UTC(2026, 10, 26, 7, 15);

test('the form offers half an hour from now, rounded up to 5 minutes, on Nagpur’s clock', () => {
  expect(defaultReadyBy(NOW)).toBe('13:15');
  expect(defaultReadyBy(NOW + 60_000)).toBe('13:20');
  // 11:50 pm: the next day's 00:20
  expect(defaultReadyBy(Date.UTC(2026, 10, 26, 18, 20))).toBe('00:20');
});

test('a time names its next occurrence, within 12 hours', () => {
  expect(readyByAt('13:15', NOW)).toBe(NOW + 30 * 60_000);
  // earlier than now: tomorrow's, if within 12 hours (11:50 pm now, 00:30 is in 40 minutes)
  const late = Date.UTC(2026, 10, 26, 18, 20);
  expect(readyByAt('00:30', late)).toBe(late + 40 * 60_000);
  expect(readyByAt('12:40', NOW)).toBeNull(); // 23 h 55 min away
  expect(readyByAt('00:45', NOW)).toBe(NOW + 12 * 3600_000);
  expect(readyByAt('00:46', NOW)).toBeNull();
  expect(readyByAt('12:45', NOW)).toBeNull(); // now itself is tomorrow's: too far
  expect(readyByAt('soon', NOW)).toBeNull();
});

test('the messages', () => {
  expect(readyByProblem('', NOW)).toBe(READY_BY_MESSAGES.required);
  expect(readyByProblem('25:00', NOW)).toBe(READY_BY_MESSAGES.required);
  expect(readyByProblem('12:00', NOW)).toBe(READY_BY_MESSAGES.range);
  expect(readyByProblem('13:00', NOW)).toBe('');
});
