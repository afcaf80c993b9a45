import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { dismissReports, hideReview, restoreReview, type ModeratedReview } from '@thali/firebase-data';
import { Badge, Button, formatDateTime, isoInstant } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { RecordActions as Actions, RecordBody as Comment, RecordItem as Item, RecordMuted as Muted } from '../../../shared/components/record-card';
import { ReviewAudit } from './review-audit';

const Reports = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li { overflow-wrap: anywhere; }
`;

type Action = 'hide' | 'dismiss' | 'restore';
const RUN: Record<Action, typeof hideReview> = { hide: hideReview, dismiss: dismissReports, restore: restoreReview };
const FAILED: Record<Action, string> = {
  hide: 'The review could not be hidden. Please try again.',
  dismiss: 'The reports could not be dismissed. Please try again.',
  restore: 'The review could not be restored. Please try again.',
};

/**
 * One review on the Reviews page: its stars, kitchen, author (the initial the public sees), text and reports (who, why,
 * when), then Hide and Dismiss while reported, or Restore once hidden; and what staff did to it, from the audit trail.
 */
export function ReviewCard({ review }: { review: ModeratedReview }) {
  const { user } = useAuth();
  const staffUid = user?.uid ?? '';
  const headingId = `review-${review.id}-heading`;
  const act = useMutation({
    run: async (action: Action) => RUN[action](staffUid, review.id),
    errorMessage: (e, action) => dataSentence(e, FAILED[action]),
  });
  const busy = act.status === 'busy';
  const what = `(review of ${review.kitchenName} by customer ${review.userInitial || '?'})`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span aria-hidden="true">{'★'.repeat(review.stars)}{'☆'.repeat(Math.max(0, 5 - review.stars))}</span>
        <span className="visually-hidden">{`${review.stars} out of 5 stars`}</span>
        {` for ${review.kitchenName}`}
      </h3>
      <Muted>
        {`By customer ${review.userInitial || '?'}, `}
        <time dateTime={isoInstant(review.createdAt)}>{formatDateTime(review.createdAt)}</time>
      </Muted>
      {review.comment ? <Comment>{review.comment}</Comment> : <Muted>No comment.</Muted>}
      {review.hidden ? <p><Badge $tone="warning">Hidden</Badge></p> : null}
      {review.reports.length > 0 ? (
        <>
          <p>{review.reports.length === 1 ? '1 report:' : `${review.reports.length} reports:`}</p>
          <Reports aria-label={`Reports ${what}`}>
            {review.reports.map((r) => (
              <li key={r.by}>
                {`${r.fromKitchen ? 'The kitchen' : 'A customer'}, `}
                <time dateTime={isoInstant(r.at)}>{formatDateTime(r.at)}</time>
                {`: ${r.reason}`}
              </li>
            ))}
          </Reports>
        </>
      ) : null}
      <Actions>
        {review.hidden ? (
          <Button type="button" onClick={() => void act.start('restore')} disabled={busy}>
            Restore<span className="visually-hidden">{` ${what}`}</span>
          </Button>
        ) : (
          <>
            <Button type="button" $variant="danger" onClick={() => void act.start('hide')} disabled={busy}>
              Hide review<span className="visually-hidden">{` ${what}`}</span>
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void act.start('dismiss')} disabled={busy}>
              Dismiss reports<span className="visually-hidden">{` ${what}`}</span>
            </Button>
          </>
        )}
      </Actions>
      {act.error ? <p role="alert">{act.error}</p> : null}
      <ReviewAudit reviewId={review.id} staffUid={staffUid} />
    </Item>
  );
}
