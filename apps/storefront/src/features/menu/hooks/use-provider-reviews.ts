import { useLiveQuery, type QueryResult } from '@thali/render';
import type { Review } from '@thali/firebase-data';
import { menuQueries } from '../api/menu-queries';

/** The kitchen's reviews, live, latest first (public: no sign-in needed). */
export function useProviderReviews(providerId: string): QueryResult<Review[]> {
  return useLiveQuery(menuQueries.reviews(providerId), { enabled: Boolean(providerId) });
}
