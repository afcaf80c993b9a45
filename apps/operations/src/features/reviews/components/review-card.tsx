import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { dismissReports, hideReview, restoreReview, type ModeratedReview } from '@thali/firebase-data';
import { Badge, Button, StarRow, formatDateTime, isoInstant } from '@thali/ui';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { RecordActions as Actions, RecordBody as Comment, RecordItem as Item, RecordMuted as Muted } from '../../../shared/components/record-card';
import { t as text, useT } from '../messages';
import { ReviewAudit } from './review-audit';

const Reports = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  li { overflow-wrap: anywhere; }
`;

type Action = 'hide' | 'dismiss' | 'restore';
const RUN: Record<Action, typeof hideReview> = { hide: hideReview, dismiss: dismissReports, restore: restoreReview };
const FAILED = { hide: 'card.hideFailed', dismiss: 'card.dismissFailed', restore: 'card.restoreFailed' } as const;

const hiddenWords = (words: ReactNode) => <span className="visually-hidden">{words}</span>;
const at = (when: number) => (words: ReactNode) => <time dateTime={isoInstant(when)}>{words}</time>;

/**
 * One review on the Reviews page: its stars, kitchen, author (the initial the public sees), text and reports (who, why,
 * when), then Hide and Dismiss while reported, or Restore once hidden; and what staff did to it, from the audit trail.
 */
export function ReviewCard({ review }: { review: ModeratedReview }) {
  const t = useT();
  const { user } = useAuth();
  const staffUid = user?.uid ?? '';
  const headingId = `review-${review.id}-heading`;
  const act = useMutation({
    run: async (action: Action) => RUN[action](staffUid, review.id),
    errorMessage: (e, action) => dataSentence(e, text(FAILED[action])),
  });
  const busy = act.status === 'busy';
  // which review a button or list is about, for a screen reader: a page of them has one of each per review
  const which = { kitchen: review.kitchenName, initial: review.userInitial || '?' };
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>
        <StarRow stars={review.stars} />
        {t.rich('card.heading', { hidden: hiddenWords }, { stars: review.stars, kitchen: review.kitchenName })}
      </h3>
      <Muted>
        {t.rich('card.by', { time: at(review.createdAt) }, { initial: which.initial, date: formatDateTime(review.createdAt) })}
      </Muted>
      {review.comment ? <Comment>{review.comment}</Comment> : <Muted>{t('card.noComment')}</Muted>}
      {review.hidden ? <p><Badge $tone="warning">{t('card.hidden')}</Badge></p> : null}
      {review.reports.length > 0 ? (
        <>
          <p>{t('card.reports', { count: review.reports.length })}</p>
          <Reports aria-label={t('card.reportsList', which)}>
            {review.reports.map((r) => (
              <li key={r.by}>
                {t.rich(r.fromKitchen ? 'card.reportByKitchen' : 'card.reportByCustomer', { time: at(r.at) }, { date: formatDateTime(r.at), reason: r.reason })}
              </li>
            ))}
          </Reports>
        </>
      ) : null}
      <Actions>
        {review.hidden ? (
          <Button type="button" onClick={() => void act.start('restore')} disabled={busy}>
            {t.rich('card.restore', { hidden: hiddenWords }, which)}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="danger" onClick={() => void act.start('hide')} disabled={busy}>
              {t.rich('card.hide', { hidden: hiddenWords }, which)}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => void act.start('dismiss')} disabled={busy}>
              {t.rich('card.dismiss', { hidden: hiddenWords }, which)}
            </Button>
          </>
        )}
      </Actions>
      {act.error ? <p role="alert">{act.error}</p> : null}
      <ReviewAudit reviewId={review.id} staffUid={staffUid} />
    </Item>
  );
}
