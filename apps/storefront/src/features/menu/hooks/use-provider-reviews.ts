import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeProviderReviews, type Review } from '@thali/firebase-data';
import { menuKeys } from '../api/menu-keys';

/** The kitchen's reviews, live, latest first (public: no sign-in needed). */
export function useProviderReviews(providerId: string): QueryResult<Review[]> {
  return useLiveQuery({ key: menuKeys.reviews(providerId), subscribe: (h) => subscribeProviderReviews({ providerId, ...h }), enabled: Boolean(providerId) });
}
