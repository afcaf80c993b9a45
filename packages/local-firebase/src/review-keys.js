// @ts-check
'use strict';
/**
 * Reviews under opaque keys (issue 36; RULES.md "Reviews and ratings"): the key of a customer's review of a kitchen,
 * and the migration of reviews stored before it (reviews/{orderId} carrying the customer's uid).
 */
const crypto = require('crypto');

/**
 * A new opaque review key, like the SDK's push ids ('-' and 19 characters): random, so nothing about the customer can
 * be learnt from it, not even by a kitchen that knows its customers' uids (a hash of kitchen and uid would let it test
 * each). Characters of base64url, all allowed in a database key.
 */
const newReviewKey = () => `-${crypto.randomBytes(15).toString('base64url').slice(0, 19)}`;

/** The fields a review keeps in public (the old `userId` goes). @param {Record<string, any>} r */
const publicReview = (r) => {
  const { userId: _userId, ...rest } = r;
  return rest;
};
/** Later first: by when it was last written, then first written. @param {Record<string, any>} a @param {Record<string, any>} b */
const latestFirst = (a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0) || (b.createdAt ?? 0) - (a.createdAt ?? 0);

/**
 * Moves reviews of the old shape (reviews/{orderId} with the customer's `userId`) to the new one, with the owner
 * credential: each customer's reviews of one kitchen become ONE review (the latest written; the others are removed)
 * under the customer's opaque key (an existing reviewKeys record's key, else a new one), its reviewKeys record names the
 * key, the old key as the order it is based on and its window's start (its createdAt: the 7 days it had stay as they
 * were), and each kitchen touched gets ratingSum / ratingCount recomputed from the reviews it keeps. One multi-path
 * write; a database with no old review is left untouched (so running it at every start is harmless).
 * @param {string} dbUrl @param {string} ns @param {Record<string, string>} headers
 * @returns {Promise<{ moved: number, kept: number }>} old reviews moved, reviews kept for them
 */
async function migrateReviews(dbUrl, ns, headers) {
  const read = async (/** @type {string} */ p) => {
    const r = await fetch(`${dbUrl}/${p}.json?ns=${ns}`, { headers });
    if (!r.ok) throw new Error(`Database not reachable for the review migration: ${r.status}`);
    return /** @type {Record<string, any>} */ ((await r.json()) || {});
  };
  const reviews = await read('reviews');
  const old = Object.entries(reviews).filter(([, r]) => r && typeof r === 'object' && typeof r.userId === 'string' && typeof r.providerId === 'string');
  if (old.length === 0) return { moved: 0, kept: 0 };
  const keys = await read('reviewKeys');
  /** @type {Map<string, [string, Record<string, any>][]>} customer + kitchen → its old reviews */
  const groups = new Map();
  for (const entry of old) {
    const id = `${entry[1].userId}/${entry[1].providerId}`;
    groups.set(id, [...(groups.get(id) ?? []), entry]);
  }
  /** @type {Record<string, any>} */
  const update = {};
  for (const [oid] of old) update[`reviews/${oid}`] = null;
  for (const [id, entries] of groups) {
    const [uid, providerId] = id.split('/');
    const record = keys[uid ?? '']?.[providerId ?? ''];
    const key = typeof record?.key === 'string' ? record.key : newReviewKey();
    const current = reviews[key] && !reviews[key].userId ? [[record.order, reviews[key]]] : [];
    // the latest of the customer's reviews of this kitchen (a review already under the new key counts too)
    const [[oid, latest]] = /** @type {[string, Record<string, any>][]} */ ([...entries, ...current]).sort((a, b) => latestFirst(a[1], b[1]));
    update[`reviews/${key}`] = publicReview(latest);
    update[`reviewKeys/${uid}/${providerId}`] = record && latest === reviews[key] ? record : { key, order: oid, since: latest.createdAt };
  }
  // each kitchen's figures from the reviews it keeps (the others' are as they were)
  const after = { ...reviews };
  for (const [p, v] of Object.entries(update)) if (p.startsWith('reviews/')) after[p.slice('reviews/'.length)] = v;
  for (const providerId of new Set(old.map(([, r]) => r.providerId))) {
    const kept = Object.entries(after).filter(([, r]) => r && r.providerId === providerId);
    update[`providers/${providerId}/ratingSum`] = kept.reduce((sum, [, r]) => sum + r.stars, 0);
    update[`providers/${providerId}/ratingCount`] = kept.length;
    update[`providers/${providerId}/ratingEvent`] = kept.length > 0 ? kept.sort((a, b) => latestFirst(a[1], b[1]))[0]?.[0] : null;
  }
  const w = await fetch(`${dbUrl}/.json?ns=${ns}`, { method: 'PATCH', headers, body: JSON.stringify(update) });
  if (!w.ok) throw new Error(`Review migration failed: ${w.status} ${await w.text()}`);
  return { moved: old.length, kept: groups.size };
}

module.exports = { newReviewKey, migrateReviews };
