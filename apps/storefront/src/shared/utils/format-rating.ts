/** Rating with one decimal, or 'New' for a provider nobody has rated yet. */
export function formatRating(rating: number | null | undefined): string {
  return typeof rating === 'number' && Number.isFinite(rating) ? rating.toFixed(1) : 'New';
}
