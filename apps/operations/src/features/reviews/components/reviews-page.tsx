import styled from 'styled-components';
import type { ModeratedReview } from '@thali/firebase-data';
import type { QueryResult } from '@thali/render';
import { Alert, Page, PageTitle, plainMessage, useDocumentTitle } from '@thali/ui';
import { OpsNav } from '../../../shared/components/ops-nav';
import { useT as useSharedT } from '../../../shared/messages';
import { useModeratedReviews } from '../hooks/use-moderated-reviews';
import { useT } from '../messages';
import { ReviewCard } from './review-card';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
`;

/** One list of the page: loading, its error, its empty sentence, or its cards. */
function ReviewList({ result, label, empty, failed }: { result: QueryResult<ModeratedReview[]>; label: string; empty: string; failed: string }) {
  const t = useT();
  if (result.status === 'error') return <Alert>{plainMessage(result.error, failed)}</Alert>;
  if (result.status === 'pending') return <p aria-busy="true">{t('page.loading')}</p>;
  if (result.data.length === 0) return <p>{empty}</p>;
  return <List aria-label={label}>{result.data.map((r) => <ReviewCard key={r.id} review={r} />)}</List>;
}

/**
 * Reviews (issue 41): the reviews customers or their kitchen reported, oldest report first, to Hide (the review leaves
 * the menu page and its kitchen's rating) or Dismiss; below, the hidden reviews, to Restore. Live.
 */
export function ReviewsPage() {
  const t = useT();
  const title = useSharedT()('page.reviews');
  useDocumentTitle(title);
  const { reported, hidden } = useModeratedReviews();
  return (
    <Page>
      <PageTitle>{title}</PageTitle>
      <OpsNav />
      <section aria-labelledby="reported-heading">
        <h2 id="reported-heading">{t('page.reported')}</h2>
        {reported.status === 'success' ? <p role="status">{t('page.openReports', { count: reported.data.length })}</p> : null}
        <ReviewList result={reported} label={t('page.reportedList')}
          empty={t('page.reportedEmpty')} failed={t('page.reportedFailed')} />
      </section>
      <section aria-labelledby="hidden-heading">
        <h2 id="hidden-heading">{t('page.hidden')}</h2>
        <ReviewList result={hidden} label={t('page.hiddenList')} empty={t('page.hiddenEmpty')}
          failed={t('page.hiddenFailed')} />
      </section>
    </Page>
  );
}
