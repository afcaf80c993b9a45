/** Rating with one decimal, or 'New' for a provider nobody has rated yet. */
export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'New';
}

/**
 * '23 reviewers', '1 reviewer': the count is of distinct customers (one review per customer per kitchen, a later order
 * edits it), so the words say people, not reviews.
 */
export function reviewerCount(count: number): string {
  return `${count} ${count === 1 ? 'reviewer' : 'reviewers'}`;
}

export interface RatingSummary {
  /** What the eye reads: '4.6 ★ (23 reviewers)', or 'New' before the first review. */
  text: string;
  /** What a screen reader says instead: 'Rated 4.6 out of 5 by 23 reviewers', or 'New kitchen, no reviews yet'. */
  label: string;
}

/** A kitchen's rating as cards and its menu page show it: the mean of its reviews and how many customers wrote them. */
export function ratingSummary(rating: number | null | undefined, count: number | undefined): RatingSummary {
  const shown = formatRating(rating);
  if (shown === 'New' || !count) return { text: 'New', label: 'New kitchen, no reviews yet' };
  return { text: `${shown} ★ (${reviewerCount(count)})`, label: `Rated ${shown} out of 5 by ${reviewerCount(count)}` };
}
