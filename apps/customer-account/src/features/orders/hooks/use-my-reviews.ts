import { useMemo } from 'react';
import { useLiveQuery } from '@thali/render';
import type { MyReview } from '@thali/firebase-data';
import { ordersQueries } from '../api/orders-queries';

/**
 * The signed-in customer's reviews by kitchen, live (one read shared by every order card): one review per kitchen, so
 * every delivered order of a kitchen shows the same review.
 */
export function useMyReviews(uid: string | undefined): { ready: boolean; byProvider: Map<string, MyReview> } {
  const result = useLiveQuery(ordersQueries.reviews(uid ?? ''), { enabled: Boolean(uid) });
  const { data } = result;
  const byProvider = useMemo(() => new Map((data ?? []).map((r) => [r.providerId, r])), [data]);
  return { ready: result.status === 'success', byProvider };
}
