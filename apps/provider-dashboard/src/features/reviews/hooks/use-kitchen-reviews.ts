import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeProviderReviews, type Review } from '@thali/firebase-data';

/** This kitchen's reviews, live, latest first. */
export function useKitchenReviews(providerId: string): QueryResult<Review[]> {
  return useLiveQuery({ key: ['kitchen-reviews', providerId], subscribe: (h) => subscribeProviderReviews({ providerId, ...h }), enabled: Boolean(providerId) });
}
