import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ReportReview } from '@thali/auth-cart/report-review';
import type { Review } from '@thali/firebase-data';
import { Alert, Card, ColumnGrid, Skeleton, StarRow, formatDate, plainMessage } from '@thali/ui';
import { useKitchenReviews } from '../hooks/use-kitchen-reviews';
import { t as text, useT } from '../messages';
import { ReplyForm } from './reply-form';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(10)};
  h2 { margin: 0 0 ${({ theme }) => theme.space(3)}; }
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  h3 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reply = styled.div`
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  p:first-child { font-weight: 600; }
`;

/** 'Rated 4.6 out of 5 by 23 reviewers' (the mean of the reviews shown: every review of the kitchen, one per customer). */
function summary(reviews: Review[]): string {
  if (reviews.length === 0) return text('none');
  const mean = reviews.reduce((s, r) => s + r.stars, 0) / reviews.length;
  return text('summary', { mean: mean.toFixed(1), count: reviews.length });
}

function ReviewCard({ providerId, review }: { providerId: string; review: Review }) {
  const t = useT();
  const headingId = `review-${review.id}-heading`;
  const initial = review.userInitial || '';
  // The stars are drawn for the eye and said in words for a screen reader.
  const rating = (words: ReactNode) => (
    <>
      <StarRow stars={review.stars} />
      <span className="visually-hidden">{words}</span>
    </>
  );
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t.rich('card.heading', { rating }, { stars: review.stars, initial })}
      </h3>
      <Muted>
        <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt)}</time>
      </Muted>
      {review.comment ? <p>{review.comment}</p> : <Muted>{t('card.noComment')}</Muted>}
      {review.reply ? (
        <Reply>
          <p>{t('card.yourReply')}</p>
          <p>{review.reply}</p>
        </Reply>
      ) : (
        <ReplyForm providerId={providerId} review={review} />
      )}
      {/* issue 41: the kitchen may report a review of itself to Thali's staff (once) */}
      <div>
        <ReportReview uid={providerId} reviewId={review.id} label={t('card.reportLabel', { initial }).trim()} />
      </div>
    </Item>
  );
}

/** The dashboard's Reviews: every review of this kitchen, latest first, each with its reply or a form to reply once. */
export function ReviewsSection({ providerId }: { providerId: string }) {
  const t = useT();
  const reviews = useKitchenReviews(providerId);
  return (
    <Section aria-labelledby="kitchen-reviews-heading">
      <h2 id="kitchen-reviews-heading">{t('heading')}</h2>
      {reviews.status === 'error' ? <Alert>{plainMessage(reviews.error, t('loadFailed'))}</Alert> : null}
      {reviews.status === 'pending' ? (
        <div aria-busy="true">
          <span className="visually-hidden">{t('loading')}</span>
          <Skeleton $height="4.5rem" />
        </div>
      ) : null}
      {reviews.status === 'success' ? (
        <>
          <p>{summary(reviews.data)}</p>
          {reviews.data.length > 0 ? (
            <ColumnGrid $fill="20rem" $gap={4} aria-label={t('label')}>
              {reviews.data.map((r) => <ReviewCard key={r.id} providerId={providerId} review={r} />)}
            </ColumnGrid>
          ) : null}
        </>
      ) : null}
    </Section>
  );
}
