import { t } from '../messages';

const rated = (rating: number | null | undefined): rating is number => typeof rating === 'number' && Number.isFinite(rating);

/** Rating with one decimal, or 'New' for a provider nobody has rated yet. */
export function formatRating(rating: number | null | undefined): string {
  return rated(rating) ? rating.toFixed(1) : t('rating.new');
}

export interface RatingSummary {
  /** What the eye reads after a star (RatingText): '4.6 (23 reviewers)', or 'New' (no star) before the first review. */
  text: string;
  /** Whether it is a rating (drawn with its star) rather than 'New'. */
  rated: boolean;
  /** What a screen reader says instead: 'Rated 4.6 out of 5 by 23 reviewers', or 'New kitchen, no reviews yet'. */
  label: string;
}

/** A kitchen's rating as cards and its menu page show it: the mean of its reviews and how many customers wrote them. */
export function ratingSummary(rating: number | null | undefined, count: number | undefined): RatingSummary {
  if (!rated(rating) || !count) return { text: t('rating.new'), label: t('rating.newLabel'), rated: false };
  // the count is of distinct customers (one review per customer per kitchen, a later order edits it), so the words
  // say people ('23 reviewers'), not reviews
  const shown = rating.toFixed(1);
  return { text: t('rating.text', { rating: shown, count }), label: t('rating.label', { rating: shown, count }), rated: true };
}
