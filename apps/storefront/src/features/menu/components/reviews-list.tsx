import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import type { Review } from '@thali/firebase-data';
import { Alert, Button, ColumnGrid, StarRow, formatDate } from '@thali/ui';
import { disc } from '../../../shared/styles/disc';
import { ratingSummary } from '../../../shared/utils/format-rating';
import { RatingText } from '../../../shared/components/rating-text';
import { useProviderReviews } from '../hooks/use-provider-reviews';
import { useT } from '../messages';

/** Reviews shown at first, and added by each "Show more". */
export const REVIEWS_PAGE = 5;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  h2 { font-size: 1.375rem; margin: 0 0 0.25rem; }
`;

const Summary = styled.p`
  margin: 0 0 1rem;
  font-weight: 600;
`;

const List = styled(ColumnGrid)`
  margin-bottom: 1rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Initial = styled.span`
  grid-row: span 3;
  ${disc}
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reply = styled.div`
  grid-column: 2;
  margin-top: 0.5rem;
  padding-left: 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  p:first-child { font-weight: 600; }
`;

/** '★★★★☆' for the eye; the sentence beside it for screen readers. */
export function Stars({ stars }: { stars: number }) {
  const t = useT();
  return (
    <>
      <StarRow stars={stars} />
      <span className="visually-hidden">{t('reviews.stars', { stars })}</span>
    </>
  );
}

// fetched only for a signed-in customer: a visitor's first load of the menu carries no part of reporting
const ReportReview = lazy(() => import(/* webpackChunkName: "later-report-review-button" */ '@thali/auth-cart/report-review')
  .then((m) => ({ default: m.ReportReview })));

const ReportSlot = styled.div`
  grid-column: 2;
  margin-top: 0.25rem;
`;

/** A signed-in customer may report a review to Thali's staff (issue 41); kitchens report from their dashboard. */
function ReviewItem({ review, reporter }: { review: Review; reporter: string | null }) {
  const t = useT();
  return (
    <Item>
      <Initial aria-hidden="true">{review.userInitial || '?'}</Initial>
      <Meta>
        <span className="visually-hidden">{t('reviews.customer', { initial: review.userInitial || '' })}</span>
        <Stars stars={review.stars} /> · <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt)}</time>
      </Meta>
      {review.comment ? <p>{review.comment}</p> : <Meta>{t('reviews.noComment')}</Meta>}
      {review.reply ? (
        <Reply>
          <p>{t('reviews.reply')}</p>
          <p>{review.reply}</p>
        </Reply>
      ) : null}
      {reporter ? (
        <ReportSlot>
          <Suspense fallback={null}>
            <ReportReview uid={reporter} reviewId={review.id} label={t('reviews.reportLabel', { initial: review.userInitial || '' }).trim()} />
          </Suspense>
        </ReportSlot>
      ) : null}
    </Item>
  );
}

export interface ReviewsListProps {
  providerId: string;
  /** The kitchen's figures (ratingSum / ratingCount) for the summary line. */
  rating: number | null;
  ratingCount: number | undefined;
}

/** The menu page's reviews: the rating, then the latest reviews with the kitchen's replies, REVIEWS_PAGE at a time. */
export function ReviewsList({ providerId, rating, ratingCount }: ReviewsListProps) {
  const reviews = useProviderReviews(providerId);
  const { user, isProvider } = useAuth();
  const reporter = user && !isProvider ? user.uid : null;
  const [shown, setShown] = useState(REVIEWS_PAGE);
  const summary = ratingSummary(rating, ratingCount);
  const t = useT();
  const all = reviews.data ?? [];
  return (
    <Section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.title')}</h2>
      <Summary>
        <RatingText rating={summary} />
      </Summary>
      {reviews.status === 'error' ? <Alert>{t('reviews.failed')}</Alert> : null}
      {reviews.status === 'success' && all.length === 0 ? <p>{t('reviews.none')}</p> : null}
      {all.length > 0 ? (
        <List $gap={3} aria-label={t('reviews.latest')}>
          {all.slice(0, shown).map((r) => <ReviewItem key={r.id} review={r} reporter={reporter} />)}
        </List>
      ) : null}
      {all.length > shown ? (
        <Button type="button" $variant="secondary" onClick={() => setShown((n) => n + REVIEWS_PAGE)}>
          {t('reviews.more')}
        </Button>
      ) : null}
    </Section>
  );
}
