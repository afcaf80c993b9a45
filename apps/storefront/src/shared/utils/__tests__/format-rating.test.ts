import { formatRating, ratingSummary } from '../format-rating';

test('one decimal, or New when there is no rating', () => {
  expect(formatRating(4.7)).toBe('4.7');
  expect(formatRating(4)).toBe('4.0');
  expect(formatRating(3.96)).toBe('4.0');
  expect(formatRating(null)).toBe('New');
  expect(formatRating(undefined)).toBe('New');
  expect(formatRating(Number.NaN)).toBe('New');
});

test('the summary: mean, star and review count, or New; a sentence for screen readers', () => {
  expect(ratingSummary(4.6, 23)).toEqual({ text: '4.6 (23 reviewers)', label: 'Rated 4.6 out of 5 by 23 reviewers', rated: true });
  expect(ratingSummary(5, 1)).toEqual({ text: '5.0 (1 reviewer)', label: 'Rated 5.0 out of 5 by 1 reviewer', rated: true });
  expect(ratingSummary(null, 0)).toEqual({ text: 'New', label: 'New kitchen, no reviews yet', rated: false });
  expect(ratingSummary(4, undefined).text).toBe('New');
});
