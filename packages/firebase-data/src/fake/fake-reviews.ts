// The fake's reviews and ratings: the same checks and results as the real use cases (and as the database rules),
// over the store's `reviews` table, with each kitchen's rating in `providers` moved in the same step as its review.
// One review per customer per kitchen; the public reads leave out what only the reviewer may read.
import type { MyReview, Provider, Review } from '../model';
import { canEditReview, initialOf, isLaterOrder } from '../reviews/edit-window';
import { latestFirst } from '../reviews/to-review';
import { REVIEW_MESSAGES, ReviewError, validateReply, validateReview } from '../reviews/validate-review';
import type { FakeReview, FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';

export type ReviewUseCaseName = 'writeReview' | 'replyToReview' | 'subscribeProviderReviews' | 'subscribeCustomerReviews';

/** The listing after its sum moves by `delta` stars and its count by `count`. */
function rated(p: Provider, delta: number, count: number): Provider {
  const before = p.ratingCount ?? 0;
  const sum = (p.rating ?? 0) * before + delta;
  const ratingCount = before + count;
  return { ...p, ratingCount, rating: ratingCount > 0 ? sum / ratingCount : null };
}

/** The public record: no uid, no order. */
function publicReview({ userId: _u, orderId: _o, since: _s, ...review }: FakeReview): Review {
  return review;
}

let fakeKeys = 0;

export function fakeReviewUseCases(
  store: FakeStore,
  live: <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void,
): Pick<UseCases, ReviewUseCaseName> {
  const reviews = () => store.get('reviews') ?? [];
  const orderAt = (id: string) => store.get('orders')?.find((o) => o.id === id)?.timestamp ?? null;
  const mine = (r: FakeReview): MyReview => ({ ...publicReview(r), orderId: r.orderId ?? r.id, orderAt: orderAt(r.orderId ?? r.id), since: r.since ?? r.createdAt });
  return {
    writeReview: async (uid, order, input) => {
      if (!uid) throw new Error('Please login to proceed.');
      const errors = validateReview(input);
      if (Object.keys(errors).length > 0) throw new ReviewError(Object.values(errors)[0] ?? REVIEW_MESSAGES.stars, errors);
      if (order.userId !== uid || order.status !== 'completed') throw new ReviewError(REVIEW_MESSAGES.notReviewable);
      const existing = reviews().find((r) => r.userId === uid && r.providerId === order.providerId);
      const now = Date.now();
      const later = existing ? isLaterOrder(mine(existing), order) : false;
      if (existing && !later && !canEditReview(mine(existing), now)) throw new ReviewError(REVIEW_MESSAGES.editClosed);
      const userInitial = initialOf(store.get('profiles')?.[uid]?.name);
      const comment = input.comment.trim();
      const review: FakeReview = existing
        ? { ...existing, stars: input.stars, comment, userInitial, updatedAt: now, ...(later ? { orderId: order.id, since: now } : {}) }
        : { id: `fake-review-${++fakeKeys}`, providerId: order.providerId, userId: uid, orderId: order.id, since: now, userInitial,
          stars: input.stars, comment, createdAt: now, updatedAt: now };
      store.write('reviews', (all) => [...(all ?? []).filter((r) => r.id !== review.id), review]);
      store.write('providers', (all) => (all ?? []).map((p) => (p.id === order.providerId
        ? rated(p, input.stars - (existing?.stars ?? 0), existing ? 0 : 1) : p)));
      return review.id;
    },
    replyToReview: async (providerId, reviewId, text) => {
      const problem = validateReply(text);
      if (problem) throw new ReviewError(problem, { reply: problem });
      const review = reviews().find((r) => r.id === reviewId);
      if (!review || review.providerId !== providerId) throw new ReviewError('This review cannot be answered from this account.');
      if (review.reply) throw new ReviewError(REVIEW_MESSAGES.replied);
      store.write('reviews', (all) => (all ?? []).map((r) => (r.id === reviewId ? { ...r, reply: text.trim(), repliedAt: Date.now() } : r)));
    },
    subscribeProviderReviews: ({ providerId, ...options }) =>
      live('reviews', () => reviews().filter((r) => r.providerId === providerId).map(publicReview).sort(latestFirst), options),
    subscribeCustomerReviews: ({ uid, ...options }) =>
      live('reviews', () => reviews().filter((r) => r.userId === uid).map(mine).sort(latestFirst), options),
  };
}
