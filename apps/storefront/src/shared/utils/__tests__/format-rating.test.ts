import { formatRating } from '../format-rating';

test('one decimal, or New when there is no rating', () => {
  expect(formatRating(4.7)).toBe('4.7');
  expect(formatRating(4)).toBe('4.0');
  expect(formatRating(3.96)).toBe('4.0');
  expect(formatRating(null)).toBe('New');
  expect(formatRating(undefined)).toBe('New');
  expect(formatRating(Number.NaN)).toBe('New');
});
