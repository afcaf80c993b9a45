import { get, onValue, ref } from 'firebase/database';
import { firebase } from '../app';
import type { MyReview, Review } from '../model';
import type { SubscriptionOptions, Unsubscribe } from '../subscription';
import { latestFirst, toOneReview } from './to-review';
import { PUBLIC_READS } from '../reads/public-reads';
import { PUBLIC_VALUES } from '../reads/public-values';
import { specQuery } from '../reads/spec-query';
import { parseChildren, reviewKeyRecordSchema, type ReviewKeyRecord } from '../schemas';

/** A kitchen's reviews, live, latest first: public (the rules allow this list by providerId to anyone). */
export function subscribeProviderReviews(
  { providerId, onData, onError, fb = firebase() }: SubscriptionOptions<Review[]> & { providerId: string },
): Unsubscribe {
  return onValue(specQuery(fb, PUBLIC_READS.reviews(providerId)), (snap) => onData(PUBLIC_VALUES.reviews(snap.val(), providerId)), (e) => onError?.(e));
}

/**
 * The signed-in customer's own reviews (one per kitchen), live, latest first, each with what only the customer may
 * read: the order it is based on (and when that order was placed) and when its edit window opened. The customer's
 * reviewKeys/{uid} names the reviews; each review is then read by its key (public reviews name nobody, so there is no
 * list of them by customer).
 */
export function subscribeCustomerReviews(
  { uid, onData, onError, fb = firebase() }: SubscriptionOptions<MyReview[]> & { uid: string },
): Unsubscribe {
  let stopped = false;
  let records: (ReviewKeyRecord & { providerId: string })[] = [];
  const reviews = new Map<string, Review | null>();
  const listeners = new Map<string, Unsubscribe>();
  // an order's time never changes: read once each
  const orderAt = new Map<string, number | null>();
  const deliver = () => {
    if (stopped || records.some((r) => !reviews.has(r.key) || !orderAt.has(r.order))) return;
    onData(records.flatMap((r) => {
      const review = reviews.get(r.key);
      return review && review.providerId === r.providerId ? [{ ...review, orderId: r.order, orderAt: orderAt.get(r.order) ?? null, since: r.since }] : [];
    }).sort(latestFirst));
  };
  const fail = (e: Error) => { if (!stopped) onError?.(e); };
  const stopKeys = onValue(ref(fb.db, `reviewKeys/${uid}`), (snap) => {
    records = parseChildren(reviewKeyRecordSchema, `reviewKeys/${uid}`, snap.val(), (providerId, r) => ({ ...r, providerId }));
    const keys = new Set(records.map((r) => r.key));
    for (const [key, stop] of listeners) if (!keys.has(key)) { stop(); listeners.delete(key); reviews.delete(key); }
    for (const r of records) {
      if (!listeners.has(r.key)) {
        listeners.set(r.key, onValue(ref(fb.db, `reviews/${r.key}`), (s) => { reviews.set(r.key, toOneReview(r.key, s.val())); deliver(); }, fail));
      }
      if (!orderAt.has(r.order)) {
        get(ref(fb.db, `orders/${r.order}/timestamp`)).then((s) => {
          const t = s.val() as unknown;
          orderAt.set(r.order, typeof t === 'number' ? t : null);
          deliver();
        }, () => { orderAt.set(r.order, null); deliver(); });
      }
    }
    deliver();
  }, fail);
  return () => {
    stopped = true;
    stopKeys();
    for (const stop of listeners.values()) stop();
    listeners.clear();
  };
}
