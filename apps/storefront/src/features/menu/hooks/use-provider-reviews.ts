import { useLiveQuery, type QueryResult } from '@thali/auth-cart';
import { subscribeProviderReviews, type Review } from '@thali/firebase-data';

/** The kitchen's reviews, live, latest first (public: no sign-in needed). */
export function useProviderReviews(providerId: string): QueryResult<Review[]> {
  return useLiveQuery({ key: ['reviews', providerId], subscribe: (h) => subscribeProviderReviews({ providerId, ...h }), enabled: Boolean(providerId) });
}
