'use strict';
/**
 * Rules matrix for reviews and ratings (issue 17; RULES.md "Reviews and ratings"): anonymous, customer, other
 * customer, kitchen, other kitchen × reviews/ and the rating figures of providers/ × read / create / edit / reply.
 * Written like plans-matrix.test.js: Google's @firebase/rules-unit-testing against this emulator, every case from the
 * same fixture (written with the rules disabled). Then scenarios: a review written, edited and replayed; the admin
 * clock hook moves server time past the 7-day edit window; 12 customers review one kitchen at once with the real SDK
 * and the kitchen's sum and count are exactly the totals. The writes of @thali/firebase-data are written out by hand.
 */
const { DAY_MS, REVIEW_LIMITS } = require('@thali/domain');
const { rulesMatrix, grouped, expectBothOutcomes, q, inc, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');

const NOW = Date.now();
const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const order = (userId, providerId, status = 'completed') => ({ userId, providerId, itemId: 'i1', itemName: 'Varhadi Thali', price: 140,
  quantity: 1, status, timestamp: T, ...(status === 'pending' ? {} : { updatedAt: T + 1 }) });
const review = (userId, providerId, stars, extra = {}) => ({ providerId, userId, userInitial: 'R', stars, comment: 'Good dal.',
  createdAt: NOW - DAY_MS, updatedAt: NOW - DAY_MS, ...extra });

const FIXTURE = {
  users: { c1: user('riya', 'user'), c2: user('amit', 'user'), c3: user('neha', 'user'),
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true, ratingSum: 9, ratingCount: 2, ratingEvent: 'o4' }, p2: { name: 'Prov Two', approved: true } },
  orders: {
    o1: order('c1', 'p1'), // completed, not reviewed yet
    o2: order('c1', 'p1'), // reviewed by c1 (4 stars), no reply
    o3: order('c1', 'p1', 'pending'),
    o4: order('c2', 'p1'), // reviewed by c2 (5 stars) and replied to
    o5: order('c1', 'p2'),
    o6: order('c1', 'p1', 'cancelled'),
    o7: order('c1', 'p1'), // completed, not reviewed yet
  },
  reviews: {
    o2: review('c1', 'p1', 4),
    o4: review('c2', 'p1', 5, { userInitial: 'A', comment: '', reply: 'Thank you!', repliedAt: NOW - DAY_MS / 2 }),
  },
};

/** The customer's one update that writes a review and moves its kitchen's figures (what writeReview sends). */
function createUpdate(uid, oid, stars, { providerId = 'p1', review: extra = {}, rating = {} } = {}) {
  return {
    [`reviews/${oid}`]: { providerId, userId: uid, userInitial: 'R', stars, comment: 'Lovely dal and soft rotis.', createdAt: SV_TS, updatedAt: SV_TS, ...extra },
    [`providers/${providerId}/ratingSum`]: inc(stars), [`providers/${providerId}/ratingCount`]: inc(1),
    [`providers/${providerId}/ratingEvent`]: oid, ...rating,
  };
}
/** An edit of o2 (4 stars) to `stars`: the sum moves by the difference, the count stays. */
function editUpdate(stars, { oid = 'o2', old = 4, extra = {} } = {}) {
  return {
    [`reviews/${oid}/stars`]: stars, [`reviews/${oid}/comment`]: 'Better second time.', [`reviews/${oid}/updatedAt`]: SV_TS,
    ...(stars === old ? {} : { 'providers/p1/ratingSum': inc(stars - old), 'providers/p1/ratingEvent': oid }),
    ...extra,
  };
}
const replyUpdate = (oid, text = 'Thank you, do order again!', extra = {}) => ({ [`reviews/${oid}/reply`]: text, [`reviews/${oid}/repliedAt`]: SV_TS, ...extra });

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', c3: 'c3', p1: 'p1', p2: 'p2' } });
const { run, adminGet, clock, testCases } = m;
const { commentMax, replyMax } = REVIEW_LIMITS;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- reads: public text (only the name's initial is stored) ----
  ['read', "anon lists a kitchen's reviews", 'anon', 'GET', 'reviews', undefined, true, q('providerId', 'p1')],
  ['read', 'anon reads one review', 'anon', 'GET', 'reviews/o2', undefined, true],
  ['read', 'anon downloads every review', 'anon', 'GET', 'reviews', undefined, false],
  ['read', "customer lists its own reviews", 'c1', 'GET', 'reviews', undefined, true, q('userId', 'c1')],
  ['read', "customer lists another customer's reviews", 'c1', 'GET', 'reviews', undefined, false, q('userId', 'c2')],
  // ---- create ----
  ['create', 'customer reviews its completed order: 5 stars, count +1', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5), true],
  ['create', 'one star and no comment', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 1, { review: { comment: '' } }), true],
  ['create', `comment of ${commentMax} characters`, 'c1', 'PATCH', '', createUpdate('c1', 'o1', 3, { review: { comment: 'x'.repeat(commentMax) } }), true],
  ['create', `comment of ${commentMax + 1} characters`, 'c1', 'PATCH', '', createUpdate('c1', 'o1', 3, { review: { comment: 'x'.repeat(commentMax + 1) } }), false],
  ['create', '0 stars', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 0), false],
  ['create', '6 stars', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 6), false],
  ['create', '4.5 stars', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 4.5), false],
  ['create', 'stars as text', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 4, { review: { stars: '4' } }), false],
  ['create', 'sum moved by 4 for a 5-star review', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { rating: { 'providers/p1/ratingSum': inc(4) } }), false],
  ['create', 'sum set to a chosen figure', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { rating: { 'providers/p1/ratingSum': 500 } }), false],
  ['create', 'count moved by 2', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { rating: { 'providers/p1/ratingCount': inc(2) } }), false],
  ['create', 'count not moved', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { rating: { 'providers/p1/ratingCount': null } }), false],
  ['create', 'review without moving the rating', 'c1', 'PUT', 'reviews/o1', createUpdate('c1', 'o1', 5)['reviews/o1'], false],
  ['create', 'rating event naming another order', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { rating: { 'providers/p1/ratingEvent': 'o2' } }), false],
  ['create', "review of another customer's order", 'c2', 'PATCH', '', createUpdate('c2', 'o1', 5), false],
  ['create', "customer reviews another customer's order as that customer", 'c2', 'PATCH', '', createUpdate('c1', 'o1', 5), false],
  ['create', 'review of a pending order', 'c1', 'PATCH', '', createUpdate('c1', 'o3', 5), false],
  ['create', 'review of a cancelled order', 'c1', 'PATCH', '', createUpdate('c1', 'o6', 5), false],
  ['create', 'review of an order that does not exist', 'c1', 'PATCH', '', createUpdate('c1', 'o9', 5), false],
  ['create', "review of p1's order counted for p2", 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { providerId: 'p2' }), false],
  ['create', 'review of an order of the other kitchen', 'c1', 'PATCH', '', createUpdate('c1', 'o5', 4, { providerId: 'p2' }), true],
  ['create', 'second review of the same order', 'c1', 'PATCH', '', createUpdate('c1', 'o2', 5), false],
  ['create', 'two reviews in one write with one count', 'c1', 'PATCH', '', {
    ...createUpdate('c1', 'o1', 5), 'reviews/o7': createUpdate('c1', 'o7', 5)['reviews/o7'] }, false],
  ['create', 'kitchen reviews an order of its own', 'p1', 'PATCH', '', createUpdate('c1', 'o1', 5), false],
  ['create', 'anon writes a review', 'anon', 'PATCH', '', createUpdate('c1', 'o1', 5), false],
  ['create', 'backdated createdAt', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { review: { createdAt: T } }), false],
  ['create', 'review created with a reply', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { review: { reply: 'Fake reply', repliedAt: SV_TS } }), false],
  ['create', 'review with an unknown field', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { review: { verified: true } }), false],
  ['create', 'initial longer than a letter', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { review: { userInitial: 'Riya' } }), false],
  ['create', 'without the initial', 'c1', 'PATCH', '', createUpdate('c1', 'o1', 5, { review: { userInitial: null } }), false],
  // ---- edit (within 7 days of createdAt, server time) ----
  ['edit', 'customer edits 4 → 2 stars, sum −2', 'c1', 'PATCH', '', editUpdate(2), true],
  ['edit', 'customer edits only the comment', 'c1', 'PATCH', '', editUpdate(4), true],
  ['edit', 'edit 4 → 2 with the sum unchanged', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingSum': null } }), false],
  ['edit', 'edit 4 → 2 with the sum −4', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingSum': inc(-4) } }), false],
  ['edit', 'edit counted again (count +1)', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingCount': inc(1) } }), false],
  ['edit', 'edit to 6 stars', 'c1', 'PATCH', '', editUpdate(6), false],
  ['edit', "other customer edits a customer's review", 'c2', 'PATCH', '', editUpdate(2), false],
  ['edit', 'customer moves createdAt forward (a longer window)', 'c1', 'PATCH', '', editUpdate(4, { extra: { 'reviews/o2/createdAt': NOW } }), false],
  ['edit', 'customer hands its review to another kitchen', 'c1', 'PATCH', '', editUpdate(4, { extra: { 'reviews/o2/providerId': 'p2' } }), false],
  ['edit', "customer removes the kitchen's reply", 'c2', 'PATCH', '', editUpdate(5, { oid: 'o4', old: 5, extra: { 'reviews/o4/reply': null, 'reviews/o4/repliedAt': null } }), false],
  ['edit', 'customer writes a reply to its own review', 'c1', 'PATCH', '', replyUpdate('o2'), false],
  ['edit', 'customer deletes its review', 'c1', 'DELETE', 'reviews/o2', undefined, false],
  ['edit', "kitchen edits a review's stars", 'p1', 'PATCH', '', editUpdate(5), false],
  ['edit', "kitchen deletes a review", 'p1', 'DELETE', 'reviews/o2', undefined, false],
  // ---- reply: the kitchen, once ----
  ['reply', 'kitchen replies to a review', 'p1', 'PATCH', '', replyUpdate('o2'), true],
  ['reply', `reply of ${replyMax} characters`, 'p1', 'PATCH', '', replyUpdate('o2', 'x'.repeat(replyMax)), true],
  ['reply', `reply of ${replyMax + 1} characters`, 'p1', 'PATCH', '', replyUpdate('o2', 'x'.repeat(replyMax + 1)), false],
  ['reply', 'empty reply', 'p1', 'PATCH', '', replyUpdate('o2', ''), false],
  ['reply', 'kitchen replies twice', 'p1', 'PATCH', '', replyUpdate('o4', 'Changed my mind'), false],
  ['reply', 'reply without its time', 'p1', 'PUT', 'reviews/o2/reply', 'Thanks', false],
  ['reply', 'reply with a backdated time', 'p1', 'PATCH', '', replyUpdate('o2', 'Thanks', { 'reviews/o2/repliedAt': T }), false],
  ['reply', "other kitchen replies to a kitchen's review", 'p2', 'PATCH', '', replyUpdate('o2'), false],
  ['reply', 'kitchen replies and changes the stars', 'p1', 'PATCH', '', replyUpdate('o2', 'Thanks', { 'reviews/o2/stars': 5 }), false],
  ['reply', 'kitchen replies and changes the comment', 'p1', 'PATCH', '', replyUpdate('o2', 'Thanks', { 'reviews/o2/comment': 'Best kitchen!' }), false],
  // ---- the rating figures ----
  ['rating', 'kitchen raises its own sum', 'p1', 'PATCH', 'providers/p1', { ratingSum: 10 }, false],
  ['rating', 'kitchen rewrites its listing with 100 reviews', 'p1', 'PUT', 'providers/p1', { ...FIXTURE.providers.p1, ratingSum: 500, ratingCount: 100 }, false],
  ['rating', 'kitchen rewrites its listing keeping the figures', 'p1', 'PUT', 'providers/p1', { ...FIXTURE.providers.p1, cuisine: 'Saoji' }, true],
  ['rating', 'kitchen edits its cuisine', 'p1', 'PATCH', 'providers/p1', { cuisine: 'Saoji' }, true],
  ['rating', 'kitchen sets an old-style rating', 'p1', 'PATCH', 'providers/p1', { rating: 5 }, false],
  ['rating', 'stranger customer adds 5 stars without a review', 'c3', 'PATCH', '', { 'providers/p1/ratingSum': inc(5), 'providers/p1/ratingCount': inc(1) }, false],
  ['rating', "stranger customer names another customer's review", 'c3', 'PATCH', '', { 'providers/p1/ratingSum': inc(5), 'providers/p1/ratingCount': inc(1), 'providers/p1/ratingEvent': 'o2' }, false],
  ['rating', 'customer names its own review without changing it', 'c1', 'PATCH', '', { 'providers/p1/ratingSum': inc(1), 'providers/p1/ratingEvent': 'o2' }, false],
  ['rating', 'customer resets the count', 'c1', 'PATCH', 'providers/p1', { ratingCount: 0 }, false],
  ['rating', 'anon writes the sum', 'anon', 'PATCH', 'providers/p1', { ratingSum: 0 }, false],
];

testCases(grouped(CASES));

test('the matrix has at least 20 cases, both outcomes in every group', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(20);
  expectBothOutcomes(CASES);
});

test('a review moves the figures once: create, edit, replay, reply', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', createUpdate('c1', 'o1', 3)));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 12, ratingCount: 3, ratingEvent: 'o1' });
  await assertFails(run('c1', 'PATCH', '', createUpdate('c1', 'o1', 3))); // replay: the review exists
  await assertSucceeds(run('c1', 'PATCH', '', editUpdate(5, { oid: 'o1', old: 3 })));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 14, ratingCount: 3 });
  await assertSucceeds(run('p1', 'PATCH', '', replyUpdate('o1')));
  // the customer may still edit within the window; the reply stays
  await assertSucceeds(run('c1', 'PATCH', '', editUpdate(4, { oid: 'o1', old: 5 })));
  expect(await adminGet('reviews/o1')).toMatchObject({ stars: 4, reply: 'Thank you, do order again!' });
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 13, ratingCount: 3 });
});

test('edit window by server time: an edit allowed now is refused 7 days after the review was written (admin clock hook)', async () => {
  try {
    // o2 was written a day ago: six days and one minute on, its window has closed
    const r = await clock(6 * DAY_MS + 60000);
    expect(r.status).toBe(200);
    await assertFails(run('c1', 'PATCH', '', editUpdate(2)));
    await assertFails(run('c1', 'PATCH', '', editUpdate(4)));
    // the kitchen may still reply, and a new review of another order is still accepted
    await assertSucceeds(run('p1', 'PATCH', '', replyUpdate('o2')));
    await assertSucceeds(run('c1', 'PATCH', '', createUpdate('c1', 'o1', 2)));
    await clock(0);
    await assertSucceeds(run('c1', 'PATCH', '', editUpdate(3)));
  } finally {
    await clock(0);
  }
});

test('12 customers review one kitchen at once with the SDK: ratingSum and ratingCount are exactly the totals', async () => {
  const racers = Array.from({ length: 12 }, (_, i) => ({ uid: `r${i}`, oid: `race-o${i}`, stars: (i % 5) + 1 }));
  const u = {};
  for (const r of racers) {
    u[`users/${r.uid}`] = user(r.uid, 'user');
    u[`orders/${r.oid}`] = order(r.uid, 'p1');
  }
  await m.admin((d) => d.ref().update(u));
  const before = await adminGet('providers/p1');
  const dbs = racers.map((r) => m.env.authenticatedContext(r.uid).database());
  // every connection is up before the race starts (a read each)
  await Promise.all(dbs.map((d) => d.ref('providers/p1/name').get()));
  const results = await Promise.allSettled(dbs.map((d, i) => d.ref().update(createUpdate(racers[i].uid, racers[i].oid, racers[i].stars))));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const after = await adminGet('providers/p1');
  expect(after.ratingSum).toBe(before.ratingSum + racers.reduce((s, r) => s + r.stars, 0));
  expect(after.ratingCount).toBe(before.ratingCount + racers.length);
  const reviews = await adminGet('reviews');
  const stored = Object.values(reviews).filter((r) => r.providerId === 'p1');
  expect(stored.reduce((s, r) => s + r.stars, 0)).toBe(after.ratingSum);
  expect(stored).toHaveLength(after.ratingCount);
});
