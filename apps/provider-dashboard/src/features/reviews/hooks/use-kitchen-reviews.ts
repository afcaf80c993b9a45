import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Review } from '@thali/firebase-data';
import { reviewsQueries } from '../api/reviews-queries';

/** This kitchen's reviews, live, latest first. */
export function useKitchenReviews(providerId: string): QueryResult<Review[]> {
  return useLiveQuery(reviewsQueries.reviews(providerId), { enabled: Boolean(providerId) });
}
