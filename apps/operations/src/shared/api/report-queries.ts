import { queryOptions } from '@thali/render';
import { subscribeHiddenReviews, subscribeReportedReviews, type ModeratedReview } from '@thali/firebase-data';

/** The Reviews page's live lists; the Overview counts the reported queue (the reviews with open reports). */
export const reportQueries = {
  reported: () => queryOptions<ModeratedReview[]>({
    key: ['ops-reported-reviews'],
    subscribe: (h) => subscribeReportedReviews(h),
  }),
  hidden: () => queryOptions<ModeratedReview[]>({
    key: ['ops-hidden-reviews'],
    subscribe: (h) => subscribeHiddenReviews(h),
  }),
};
