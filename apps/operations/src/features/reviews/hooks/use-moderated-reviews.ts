import { useLiveQuery, type QueryResult } from '@thali/render';
import { subscribeAudit, type AuditEntry, type ModeratedReview } from '@thali/firebase-data';
import { queryOptions } from '@thali/render';
import { reportQueries } from '../../../shared/api/report-queries';

/** The reviews with open reports (oldest report first) and the hidden ones (to restore), live. */
export function useModeratedReviews(): { reported: QueryResult<ModeratedReview[]>; hidden: QueryResult<ModeratedReview[]> } {
  return { reported: useLiveQuery(reportQueries.reported()), hidden: useLiveQuery(reportQueries.hidden()) };
}

/** A review's audit trail, live, newest first (found by its target, `reviews/<id>`). */
export function useReviewAudit(reviewId: string): QueryResult<AuditEntry[]> {
  return useLiveQuery(queryOptions<AuditEntry[]>({
    key: ['ops-audit', `reviews/${reviewId}`],
    subscribe: (h) => subscribeAudit({ ...h, target: `reviews/${reviewId}` }),
  }));
}
