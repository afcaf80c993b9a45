import { useMemo } from 'react';
import { useLiveQuery } from '@thali/auth-cart';
import { subscribeCustomerReviews, type Review } from '@thali/firebase-data';

/** The signed-in customer's reviews by order id, live (one read shared by every order card). */
export function useMyReviews(uid: string | undefined): { ready: boolean; byOrder: Map<string, Review> } {
  const result = useLiveQuery<Review[]>({
    key: ['customer-reviews', uid],
    subscribe: (h) => subscribeCustomerReviews({ uid: uid ?? '', ...h }),
    enabled: Boolean(uid),
  });
  const { data } = result;
  const byOrder = useMemo(() => new Map((data ?? []).map((r) => [r.id, r])), [data]);
  return { ready: result.status === 'success', byOrder };
}
