import styled from 'styled-components';
import type { ModeratedReview } from '@thali/firebase-data';
import type { QueryResult } from '@thali/render';
import { Alert, Page, PageTitle, plainMessage, useDocumentTitle } from '@thali/ui';
import { openReportWords } from '../../../shared/api/report-queries';
import { OpsNav } from '../../../shared/components/ops-nav';
import { useModeratedReviews } from '../hooks/use-moderated-reviews';
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
  if (result.status === 'error') return <Alert>{plainMessage(result.error, failed)}</Alert>;
  if (result.status === 'pending') return <p aria-busy="true">Loading reviews…</p>;
  if (result.data.length === 0) return <p>{empty}</p>;
  return <List aria-label={label}>{result.data.map((r) => <ReviewCard key={r.id} review={r} />)}</List>;
}

/**
 * Reviews (issue 41): the reviews customers or their kitchen reported, oldest report first, to Hide (the review leaves
 * the menu page and its kitchen's rating) or Dismiss; below, the hidden reviews, to Restore. Live.
 */
export function ReviewsPage() {
  useDocumentTitle('Reviews');
  const { reported, hidden } = useModeratedReviews();
  return (
    <Page>
      <PageTitle>Reviews</PageTitle>
      <OpsNav />
      <section aria-labelledby="reported-heading">
        <h2 id="reported-heading">Reported</h2>
        {reported.status === 'success' ? <p role="status">{`${openReportWords(reported.data.length)}.`}</p> : null}
        <ReviewList result={reported} label="Reported reviews, oldest report first"
          empty="Customers and kitchens can report a review from the menu page or the dashboard; reported reviews arrive here."
          failed="The reported reviews could not be loaded." />
      </section>
      <section aria-labelledby="hidden-heading">
        <h2 id="hidden-heading">Hidden</h2>
        <ReviewList result={hidden} label="Hidden reviews, newest first" empty="No hidden reviews."
          failed="The hidden reviews could not be loaded." />
      </section>
    </Page>
  );
}
