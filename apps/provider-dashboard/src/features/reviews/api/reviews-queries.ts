import { queryOptions } from '@thali/render';
import { subscribeProviderReviews, type Review } from '@thali/firebase-data';

/** What the reviews section reads. */
export const reviewsQueries = {
  /** The kitchen's reviews, live, latest first. */
  reviews: (providerId: string) => queryOptions<Review[]>({
    key: ['kitchen-reviews', providerId],
    subscribe: (h) => subscribeProviderReviews({ providerId, ...h }),
  }),
};
