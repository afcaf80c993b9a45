// The fake's reviews and ratings: the same checks and results as the real use cases (and as the database rules),
// over the store's `reviews` table, with each kitchen's rating in `providers` moved in the same step as its review.
// One review per customer per kitchen; the public reads leave out what only the reviewer may read.
import { reviewTarget } from '@thali/domain/staff';
import type { MyReview, Provider, Review } from '../model';
import { REPORT_MESSAGES, ReportError, validateReportReason } from '../reviews/validate-report';
import type { ModeratedReview } from '../staff/staff-types';
import { canEditReview, initialOf, isLaterOrder } from '../reviews/edit-window';
import { latestFirst } from '../reviews/to-review';
import { REVIEW_MESSAGES, ReviewError, validateReply, validateReview } from '../reviews/validate-review';
import type { FakeReview, FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';
import { sayer } from '../texts/say';
import { AUTH_TEXTS } from '../texts/auth-texts';
import { REVIEWS_TEXTS } from '../texts/reviews-texts';

const { text: dataText } = sayer({ ...AUTH_TEXTS, ...REVIEWS_TEXTS });
export type ReviewUseCaseName = 'writeReview' | 'replyToReview' | 'subscribeProviderReviews' | 'subscribeCustomerReviews';

/** The listing after its sum moves by `delta` stars and its count by `count`. */
function rated(p: Provider, delta: number, count: number): Provider {
  const before = p.ratingCount ?? 0;
  const sum = (p.rating ?? 0) * before + delta;
  const ratingCount = before + count;
  return { ...p, ratingCount, rating: ratingCount > 0 ? sum / ratingCount : null };
}

/** The public record: no uid, no order. */
function publicReview({ userId: _u, orderId: _o, since: _s, reports: _r, reportsOpen: _q, ...review }: FakeReview): Review {
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
      if (!uid) throw new Error(dataText('auth.loginRequired'));
      const errors = validateReview(input);
      if (Object.keys(errors).length > 0) throw new ReviewError(Object.values(errors)[0] ?? REVIEW_MESSAGES.stars, errors);
      if (order.userId !== uid || order.status !== 'completed') throw new ReviewError(REVIEW_MESSAGES.notReviewable);
      const existing = reviews().find((r) => r.userId === uid && r.providerId === order.providerId);
      const now = Date.now();
      const later = existing ? isLaterOrder(mine(existing), order) : false;
      if (existing?.moderation?.hidden) throw new ReviewError(REVIEW_MESSAGES.hidden);
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
      if (!review || review.providerId !== providerId) throw new ReviewError(dataText('review.notAnswerable'));
      if (review.reply) throw new ReviewError(REVIEW_MESSAGES.replied);
      store.write('reviews', (all) => (all ?? []).map((r) => (r.id === reviewId ? { ...r, reply: text.trim(), repliedAt: Date.now() } : r)));
    },
    subscribeProviderReviews: ({ providerId, ...options }) =>
      live('reviews', () => reviews().filter((r) => r.providerId === providerId && r.moderation?.hidden !== true).map(publicReview).sort(latestFirst), options),
    subscribeCustomerReviews: ({ uid, ...options }) =>
      live('reviews', () => reviews().filter((r) => r.userId === uid).map(mine).sort(latestFirst), options),
  };
}

// ---- issue 41: reports and staff moderation (the Reviews page), over the same `reviews` table ----
export type ModerationUseCaseName = 'reportReview' | 'readMyReport' | 'subscribeReportedReviews' | 'subscribeHiddenReviews'
  | 'hideReview' | 'restoreReview' | 'dismissReports';

const denied = () => Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });

export function fakeModerationUseCases(
  store: FakeStore, newId: (prefix: string) => string,
  live: <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void,
): Pick<UseCases, ModerationUseCaseName> {
  const reviews = () => store.get('reviews') ?? [];
  const isStaff = (uid: string) => store.get('admins')?.[uid] === true;
  const change = (id: string, f: (r: FakeReview) => FakeReview) => store.write('reviews', (all) => (all ?? []).map((r) => (r.id === id ? f(r) : r)));
  const audit = (by: string, action: 'hide' | 'restore' | 'dismiss', id: string, reason?: string) => store.write('audit', (entries) =>
    [...(entries ?? []), { id: newId('audit'), by, action, target: reviewTarget(id), ...(reason?.trim() ? { reason: reason.trim() } : {}), at: Date.now() }]);
  const moderated = (r: FakeReview): ModeratedReview => ({
    id: r.id, providerId: r.providerId, kitchenName: store.get('providers')?.find((p) => p.id === r.providerId)?.name ?? 'A kitchen',
    userInitial: r.userInitial, stars: r.stars, comment: r.comment, createdAt: r.createdAt, hidden: r.moderation?.hidden === true,
    reports: [...(r.reports ?? [])].sort((a, b) => a.at - b.at).map((p) => ({ ...p, fromKitchen: p.by === r.providerId })),
  });
  const moderate = async (staffUid: string, id: string, hide: boolean, reason?: string) => {
    const review = reviews().find((r) => r.id === id);
    if (!isStaff(staffUid) || !review) throw denied();
    if ((review.moderation?.hidden === true) === hide) return;
    audit(staffUid, hide ? 'hide' : 'restore', id, reason);
    const audits = store.get('audit') ?? [];
    change(id, (r) => ({ ...r, moderation: { hidden: hide, at: Date.now(), audit: audits[audits.length - 1]?.id ?? '' }, ...(hide ? { reportsOpen: false } : {}) }));
    store.write('providers', (all) => (all ?? []).map((p) => (p.id === review.providerId ? rated(p, hide ? -review.stars : review.stars, hide ? -1 : 1) : p)));
  };
  return {
    reportReview: async (uid, reviewId, reason) => {
      if (!uid) throw new Error(dataText('auth.loginRequired'));
      const problem = validateReportReason(reason);
      if (problem) throw new ReportError(problem);
      const review = reviews().find((r) => r.id === reviewId);
      if (review?.reports?.some((p) => p.by === uid)) throw new ReportError(REPORT_MESSAGES.already);
      const kitchen = store.get('roles')?.[uid] === 'meal_provider';
      if (!review || (kitchen && review.providerId !== uid)) throw new ReportError(REPORT_MESSAGES.notAllowed);
      change(reviewId, (r) => ({ ...r, reports: [...(r.reports ?? []), { by: uid, reason: reason.trim(), at: Date.now() }], reportsOpen: true }));
    },
    readMyReport: async (uid, reviewId) => {
      const mine = (await store.read('reviews')).find((r) => r.id === reviewId)?.reports?.find((p) => p.by === uid);
      return mine ? { reason: mine.reason, at: mine.at } : null;
    },
    subscribeReportedReviews: (options) => live('reviews', () => reviews().filter((r) => r.reportsOpen && r.moderation?.hidden !== true)
      .map(moderated).sort((a, b) => (a.reports[0]?.at ?? 0) - (b.reports[0]?.at ?? 0)), options),
    subscribeHiddenReviews: (options) => live('reviews', () => reviews().filter((r) => r.moderation?.hidden === true)
      .map(moderated).sort((a, b) => b.createdAt - a.createdAt), options),
    hideReview: (staffUid, reviewId, reason) => moderate(staffUid, reviewId, true, reason),
    restoreReview: (staffUid, reviewId, reason) => moderate(staffUid, reviewId, false, reason),
    dismissReports: async (staffUid, reviewId, reason) => {
      const review = reviews().find((r) => r.id === reviewId);
      if (!isStaff(staffUid) || !review?.reportsOpen) throw denied();
      audit(staffUid, 'dismiss', reviewId, reason);
      change(reviewId, (r) => ({ ...r, reportsOpen: false }));
    },
  };
}
