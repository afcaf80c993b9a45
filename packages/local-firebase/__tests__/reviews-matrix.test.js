'use strict';
/**
 * Rules matrix for reviews and ratings (issue 17, one per customer per kitchen since issue 36; RULES.md "Reviews and
 * ratings"): anonymous, customer, other customer, kitchen, other kitchen × reviews/, the customers' private
 * reviewKeys/ and the rating figures of providers/ × read / create / edit / reply.
 * Written like plans-matrix.test.js: Google's @firebase/rules-unit-testing against this emulator, every case from the
 * same fixture (written with the rules disabled). Then scenarios: a review written, edited and replayed; the admin
 * clock hook moves server time past the 7-day edit window and a later order reopens it; 12 customers review one
 * kitchen at once with the real SDK and the kitchen's sum and count are exactly the totals; one customer firing several
 * first reviews at once is counted once. The writes of @thali/firebase-data are written out by hand.
 */
const { DAY_MS, REVIEW_LIMITS } = require('@thali/domain');
const { rulesMatrix, wholeOrder, q, inc, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');

const NOW = Date.now();
const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
/**
 * A whole order (issue 37) of the customer at the kitchen: delivered ('completed', after its steps) unless said otherwise.
 * A review needs a delivered order of its kitchen; what the order holds besides its customer, kitchen, status and time
 * does not matter to the review rules.
 */
const order = (userId, providerId, status = 'completed', timestamp = T) => wholeOrder({ userId, providerId,
  lines: [{ itemId: 'i1', itemName: 'Varhadi Thali', price: 140, quantity: 1 }], status, timestamp,
  ...(status === 'pending' ? { step: 'accepted', acceptedAt: timestamp + 1, readyBy: timestamp + 3600e3 }
    : { step: 'on_the_way', acceptedAt: timestamp + 1, readyBy: timestamp + 3600e3, onTheWayAt: timestamp + 2, updatedAt: timestamp + 3 }) });
const review = (providerId, stars, extra = {}) => ({ providerId, userInitial: 'R', stars, comment: 'Good dal.',
  createdAt: NOW - DAY_MS, updatedAt: NOW - DAY_MS, ...extra });
/** A customer's private record of its review of one kitchen: the opaque key, the order it is based on, the window's start. */
const keyRecord = (key, oid) => ({ key, order: oid, since: NOW - DAY_MS });

// the opaque review keys (push ids in the app): nothing in them names the customer
const K1 = '-Nrk1c1p1'; // c1's review of p1 (4 stars), based on o2
const K2 = '-Nrk2c2p1'; // c2's review of p1 (5 stars), replied to

const FIXTURE = {
  users: { c1: user('riya', 'user'), c2: user('amit', 'user'), c3: user('neha', 'user'),
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true, ratingSum: 9, ratingCount: 2, ratingEvent: K2 }, p2: { name: 'Prov Two', approved: true } },
  orders: {
    o0: order('c1', 'p1', 'completed', T - 1000), // completed, earlier than the review's order
    o1: order('c1', 'p1', 'completed', T + 1000), // completed, later than the review's order
    o2: order('c1', 'p1'), // the order c1's review is based on
    o3: order('c1', 'p1', 'pending', T + 2000),
    o4: order('c2', 'p1'), // the order c2's review is based on
    o5: order('c1', 'p2'),
    o6: order('c1', 'p1', 'cancelled', T + 3000),
    o8: order('c3', 'p1'), // c3: completed, no review of p1 yet
    o9: order('c3', 'p1', 'pending'),
    o10: order('c3', 'p1', 'cancelled'),
    o11: order('c3', 'p1', 'completed', T + 1000),
  },
  reviews: {
    [K1]: review('p1', 4),
    [K2]: review('p1', 5, { userInitial: 'A', comment: '', reply: 'Thank you!', repliedAt: NOW - DAY_MS / 2 }),
  },
  reviewKeys: { c1: { p1: keyRecord(K1, 'o2') }, c2: { p1: keyRecord(K2, 'o4') } },
};

/** The customer's one update that writes its first review of a kitchen, its key record and the kitchen's figures (what writeReview sends). */
function createUpdate(uid, key, oid, stars, { providerId = 'p1', review: extra = {}, rating = {}, record = {} } = {}) {
  return {
    [`reviews/${key}`]: { providerId, userInitial: 'R', stars, comment: 'Lovely dal and soft rotis.', createdAt: SV_TS, updatedAt: SV_TS, ...extra },
    [`reviewKeys/${uid}/${providerId}`]: { key, order: oid, since: SV_TS, ...record },
    [`providers/${providerId}/ratingSum`]: inc(stars), [`providers/${providerId}/ratingCount`]: inc(1),
    [`providers/${providerId}/ratingEvent`]: key, ...rating,
  };
}
/** An edit of c1's review K1 (4 stars) to `stars`: the sum moves by the difference, the count stays. */
function editUpdate(stars, { key = K1, old = 4, extra = {} } = {}) {
  return {
    [`reviews/${key}/stars`]: stars, [`reviews/${key}/comment`]: 'Better second time.', [`reviews/${key}/updatedAt`]: SV_TS,
    ...(stars === old ? {} : { 'providers/p1/ratingSum': inc(stars - old), 'providers/p1/ratingEvent': key }),
    ...extra,
  };
}
/** c1's edit that bases its review on order `oid` (a later order reopens the window). */
const basedOn = (oid, since = SV_TS) => ({ 'reviewKeys/c1/p1/order': oid, 'reviewKeys/c1/p1/since': since });
const replyUpdate = (key, text = 'Thank you, do order again!', extra = {}) => ({ [`reviews/${key}/reply`]: text, [`reviews/${key}/repliedAt`]: SV_TS, ...extra });

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', c3: 'c3', p1: 'p1', p2: 'p2' } });
const { run, adminGet, clock, testMatrix } = m;
const { commentMax, replyMax } = REVIEW_LIMITS;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- reads: public text (only the name's initial is stored; no uid, no order) ----
  ['read', "anon lists a kitchen's reviews", 'anon', 'GET', 'reviews', undefined, true, q('providerId', 'p1')],
  ['read', 'anon reads one review', 'anon', 'GET', `reviews/${K1}`, undefined, true],
  ['read', 'anon downloads every review', 'anon', 'GET', 'reviews', undefined, false],
  ['read', 'customer lists reviews by customer (no such field any more)', 'c1', 'GET', 'reviews', undefined, false, q('userId', 'c1')],
  ['read', 'customer reads its own review keys', 'c1', 'GET', 'reviewKeys/c1', undefined, true],
  ['read', "customer reads another customer's review keys", 'c1', 'GET', 'reviewKeys/c2', undefined, false],
  ['read', "kitchen reads its reviewer's review key", 'p1', 'GET', 'reviewKeys/c1/p1', undefined, false],
  ['read', 'anon reads the review keys', 'anon', 'GET', 'reviewKeys', undefined, false],
  // ---- create: the customer's first review of a kitchen ----
  ['create', 'customer reviews a kitchen it had a completed order from: 5 stars, count +1', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5), true],
  ['create', 'one star and no comment', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 1, { review: { comment: '' } }), true],
  ['create', `comment of ${commentMax} characters`, 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 3, { review: { comment: 'x'.repeat(commentMax) } }), true],
  ['create', `comment of ${commentMax + 1} characters`, 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 3, { review: { comment: 'x'.repeat(commentMax + 1) } }), false],
  ['create', '0 stars', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 0), false],
  ['create', '6 stars', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 6), false],
  ['create', '4.5 stars', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 4.5), false],
  ['create', 'stars as text', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 4, { review: { stars: '4' } }), false],
  ['create', 'sum moved by 4 for a 5-star review', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { rating: { 'providers/p1/ratingSum': inc(4) } }), false],
  ['create', 'sum set to a chosen figure', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { rating: { 'providers/p1/ratingSum': 500 } }), false],
  ['create', 'count moved by 2', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { rating: { 'providers/p1/ratingCount': inc(2) } }), false],
  ['create', 'count not moved', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { rating: { 'providers/p1/ratingCount': null } }), false],
  ['create', 'review without moving the rating', 'c3', 'PATCH', '', { ...createUpdate('c3', '-Nc3', 'o8', 5), 'providers/p1/ratingSum': null, 'providers/p1/ratingCount': null, 'providers/p1/ratingEvent': null }, false],
  ['create', 'review without its key record', 'c3', 'PATCH', '', { ...createUpdate('c3', '-Nc3', 'o8', 5), 'reviewKeys/c3/p1': null }, false],
  ['create', 'key record without its review', 'c3', 'PUT', 'reviewKeys/c3/p1', { key: '-Nc3', order: 'o8', since: SV_TS }, false],
  ['create', 'rating event naming another review', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { rating: { 'providers/p1/ratingEvent': K1 } }), false],
  ['create', "review based on another customer's order", 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o1', 5), false],
  ['create', "customer writes a first review as another customer (that customer's key record)", 'c2', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5), false],
  ['create', 'review based on a pending order', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o9', 5), false],
  ['create', 'review based on a cancelled order', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o10', 5), false],
  ['create', 'review based on an order that does not exist', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o99', 5), false],
  ['create', "review of p1's order counted for p2", 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { providerId: 'p2' }), false],
  ['create', 'review of another kitchen it ordered from', 'c1', 'PATCH', '', createUpdate('c1', '-Nc1p2', 'o5', 4, { providerId: 'p2' }), true],
  // issue 36: one review per customer per kitchen, whatever the number of orders
  ['create', 'second review of the same kitchen through another order (a new key)', 'c1', 'PATCH', '', createUpdate('c1', '-Nc1again', 'o1', 5), false],
  ['create', 'second review of the same kitchen keeping its key record as it is', 'c1', 'PATCH', '', { ...createUpdate('c1', '-Nc1again', 'o1', 5), 'reviewKeys/c1/p1': null }, false],
  ['create', 'second review of the same kitchen under the same key (counted again)', 'c1', 'PATCH', '', createUpdate('c1', K1, 'o1', 5), false],
  ['create', "key record naming another customer's review (taking it over)", 'c3', 'PATCH', '', createUpdate('c3', K2, 'o8', 5), false],
  ['create', "key record alone naming another customer's review (to edit it next)", 'c3', 'PUT', 'reviewKeys/c3/p1', { key: K2, order: 'o8', since: SV_TS }, false],
  ['create', "customer writes another customer's key record", 'c3', 'PUT', 'reviewKeys/c1/p1', { key: '-Nc3', order: 'o8', since: SV_TS }, false],
  ['create', 'two reviews in one write with one count', 'c3', 'PATCH', '', {
    ...createUpdate('c3', '-Nc3', 'o8', 5), 'reviews/-Nc3b': createUpdate('c3', '-Nc3b', 'o8', 5)['reviews/-Nc3b'] }, false],
  ['create', 'kitchen reviews itself', 'p1', 'PATCH', '', createUpdate('p1', '-Np1', 'o8', 5), false],
  ['create', 'anon writes a review', 'anon', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5), false],
  ['create', 'backdated createdAt', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { createdAt: T } }), false],
  ['create', 'backdated edit window (since)', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { record: { since: NOW + 30 * DAY_MS } }), false],
  ['create', 'review created with a reply', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { reply: 'Fake reply', repliedAt: SV_TS } }), false],
  ['create', 'review with an unknown field', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { verified: true } }), false],
  ['create', "public review carrying the customer's uid", 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { userId: 'c3' } }), false],
  ['create', 'public review carrying the order id', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { orderId: 'o8' } }), false],
  ['create', 'key record with an unknown field', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { record: { extra: 1 } }), false],
  ['create', 'initial longer than a letter', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { userInitial: 'Riya' } }), false],
  ['create', 'without the initial', 'c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 5, { review: { userInitial: null } }), false],
  // ---- edit (within 7 days of the key record's `since`, server time; a later order reopens it) ----
  ['edit', 'customer edits 4 → 2 stars, sum −2', 'c1', 'PATCH', '', editUpdate(2), true],
  ['edit', 'customer edits only the comment', 'c1', 'PATCH', '', editUpdate(4), true],
  ['edit', 'customer edits and bases the review on a later completed order', 'c1', 'PATCH', '', editUpdate(5, { extra: basedOn('o1') }), true],
  ['edit', 'based on an earlier order', 'c1', 'PATCH', '', editUpdate(5, { extra: basedOn('o0') }), false],
  ['edit', 'based on a later pending order', 'c1', 'PATCH', '', editUpdate(5, { extra: basedOn('o3') }), false],
  ['edit', "based on another customer's order", 'c1', 'PATCH', '', editUpdate(5, { extra: basedOn('o4') }), false],
  ['edit', 'later order with a window that opens later than now', 'c1', 'PATCH', '', editUpdate(5, { extra: basedOn('o1', NOW + 30 * DAY_MS) }), false],
  ['edit', 'window moved forward without a later order', 'c1', 'PATCH', '', editUpdate(4, { extra: { 'reviewKeys/c1/p1/since': SV_TS } }), false],
  ['edit', 'key record pointed at another review', 'c1', 'PATCH', '', { 'reviewKeys/c1/p1/key': K2 }, false],
  ['edit', 'customer deletes its key record', 'c1', 'DELETE', 'reviewKeys/c1/p1', undefined, false],
  ['edit', 'edit 4 → 2 with the sum unchanged', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingSum': null } }), false],
  ['edit', 'edit 4 → 2 with the sum −4', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingSum': inc(-4) } }), false],
  ['edit', 'edit counted again (count +1)', 'c1', 'PATCH', '', editUpdate(2, { extra: { 'providers/p1/ratingCount': inc(1) } }), false],
  ['edit', 'edit to 6 stars', 'c1', 'PATCH', '', editUpdate(6), false],
  ['edit', "other customer edits a customer's review", 'c2', 'PATCH', '', editUpdate(2), false],
  ['edit', 'edit adds the uid', 'c1', 'PATCH', '', editUpdate(4, { extra: { [`reviews/${K1}/userId`]: 'c1' } }), false],
  ['edit', 'customer moves createdAt forward', 'c1', 'PATCH', '', editUpdate(4, { extra: { [`reviews/${K1}/createdAt`]: NOW } }), false],
  ['edit', 'customer hands its review to another kitchen', 'c1', 'PATCH', '', editUpdate(4, { extra: { [`reviews/${K1}/providerId`]: 'p2' } }), false],
  ['edit', "customer removes the kitchen's reply", 'c2', 'PATCH', '', editUpdate(5, { key: K2, old: 5, extra: { [`reviews/${K2}/reply`]: null, [`reviews/${K2}/repliedAt`]: null } }), false],
  ['edit', 'customer writes a reply to its own review', 'c1', 'PATCH', '', replyUpdate(K1), false],
  ['edit', 'customer deletes its review', 'c1', 'DELETE', `reviews/${K1}`, undefined, false],
  ['edit', "kitchen edits a review's stars", 'p1', 'PATCH', '', editUpdate(5), false],
  ['edit', 'kitchen deletes a review', 'p1', 'DELETE', `reviews/${K1}`, undefined, false],
  // ---- reply: the kitchen, once ----
  ['reply', 'kitchen replies to a review', 'p1', 'PATCH', '', replyUpdate(K1), true],
  ['reply', `reply of ${replyMax} characters`, 'p1', 'PATCH', '', replyUpdate(K1, 'x'.repeat(replyMax)), true],
  ['reply', `reply of ${replyMax + 1} characters`, 'p1', 'PATCH', '', replyUpdate(K1, 'x'.repeat(replyMax + 1)), false],
  ['reply', 'empty reply', 'p1', 'PATCH', '', replyUpdate(K1, ''), false],
  ['reply', 'kitchen replies twice', 'p1', 'PATCH', '', replyUpdate(K2, 'Changed my mind'), false],
  ['reply', 'reply without its time', 'p1', 'PUT', `reviews/${K1}/reply`, 'Thanks', false],
  ['reply', 'reply with a backdated time', 'p1', 'PATCH', '', replyUpdate(K1, 'Thanks', { [`reviews/${K1}/repliedAt`]: T }), false],
  ['reply', "other kitchen replies to a kitchen's review", 'p2', 'PATCH', '', replyUpdate(K1), false],
  ['reply', 'kitchen replies and changes the stars', 'p1', 'PATCH', '', replyUpdate(K1, 'Thanks', { [`reviews/${K1}/stars`]: 5 }), false],
  ['reply', 'kitchen replies and changes the comment', 'p1', 'PATCH', '', replyUpdate(K1, 'Thanks', { [`reviews/${K1}/comment`]: 'Best kitchen!' }), false],
  // ---- the rating figures ----
  ['rating', 'kitchen raises its own sum', 'p1', 'PATCH', 'providers/p1', { ratingSum: 10 }, false],
  ['rating', 'kitchen rewrites its listing with 100 reviews', 'p1', 'PUT', 'providers/p1', { ...FIXTURE.providers.p1, ratingSum: 500, ratingCount: 100 }, false],
  ['rating', 'kitchen rewrites its listing keeping the figures', 'p1', 'PUT', 'providers/p1', { ...FIXTURE.providers.p1, cuisine: 'saoji' }, true],
  ['rating', 'kitchen edits its cuisine', 'p1', 'PATCH', 'providers/p1', { cuisine: 'saoji' }, true],
  ['rating', 'kitchen sets an old-style rating', 'p1', 'PATCH', 'providers/p1', { rating: 5 }, false],
  ['rating', 'stranger customer adds 5 stars without a review', 'c3', 'PATCH', '', { 'providers/p1/ratingSum': inc(5), 'providers/p1/ratingCount': inc(1) }, false],
  ['rating', "stranger customer names another customer's review", 'c3', 'PATCH', '', { 'providers/p1/ratingSum': inc(5), 'providers/p1/ratingCount': inc(1), 'providers/p1/ratingEvent': K1 }, false],
  ['rating', "customer moves the figures with another customer's review edited", 'c1', 'PATCH', '', editUpdate(2, { key: K2, old: 5 }), false],
  ['rating', 'customer names its own review without changing it', 'c1', 'PATCH', '', { 'providers/p1/ratingSum': inc(1), 'providers/p1/ratingEvent': K1 }, false],
  ['rating', 'customer resets the count', 'c1', 'PATCH', 'providers/p1', { ratingCount: 0 }, false],
  ['rating', 'anon writes the sum', 'anon', 'PATCH', 'providers/p1', { ratingSum: 0 }, false],
];

testMatrix(CASES, { atLeast: 20 });

test('the public reviews name neither the customer nor the order', async () => {
  for (const r of Object.values(await adminGet('reviews'))) expect(Object.keys(r).filter((f) => /user(Id)?$|order/i.test(f))).toEqual([]);
});

test('a review moves the figures once: create, replay, second order, edit, reply', async () => {
  await assertSucceeds(run('c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 3)));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 12, ratingCount: 3, ratingEvent: '-Nc3' });
  await assertFails(run('c3', 'PATCH', '', createUpdate('c3', '-Nc3', 'o8', 3))); // replay: the review exists
  await assertFails(run('c3', 'PATCH', '', createUpdate('c3', '-Nc3b', 'o11', 5))); // a later order: an edit, not a second review
  await assertSucceeds(run('c3', 'PATCH', '', { ...editUpdate(5, { key: '-Nc3', old: 3 }), 'reviewKeys/c3/p1/order': 'o11', 'reviewKeys/c3/p1/since': SV_TS }));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 14, ratingCount: 3 });
  expect(await adminGet('reviewKeys/c3/p1')).toMatchObject({ key: '-Nc3', order: 'o11' });
  await assertSucceeds(run('p1', 'PATCH', '', replyUpdate('-Nc3')));
  // the customer may still edit within the window; the reply stays
  await assertSucceeds(run('c3', 'PATCH', '', editUpdate(4, { key: '-Nc3', old: 5 })));
  expect(await adminGet('reviews/-Nc3')).toMatchObject({ stars: 4, reply: 'Thank you, do order again!' });
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 13, ratingCount: 3 });
});

test('edit window by server time: closed 7 days after it opened, reopened by a later completed order (admin clock hook)', async () => {
  try {
    // c1's window opened a day ago: six days and one minute on, it has closed
    const r = await clock(6 * DAY_MS + 60000);
    expect(r.status).toBe(200);
    await assertFails(run('c1', 'PATCH', '', editUpdate(2)));
    await assertFails(run('c1', 'PATCH', '', editUpdate(4)));
    // an earlier order, or the same one, does not reopen it
    await assertFails(run('c1', 'PATCH', '', editUpdate(2, { extra: basedOn('o0') })));
    await assertFails(run('c1', 'PATCH', '', editUpdate(2, { extra: basedOn('o2') })));
    // the kitchen may still reply, and a first review of another kitchen is still accepted
    await assertSucceeds(run('p1', 'PATCH', '', replyUpdate(K1)));
    await assertSucceeds(run('c1', 'PATCH', '', createUpdate('c1', '-Nc1p2', 'o5', 2, { providerId: 'p2' })));
    // a later completed order of the same kitchen reopens the window for another 7 days
    await assertSucceeds(run('c1', 'PATCH', '', editUpdate(2, { extra: basedOn('o1') })));
    await clock(6 * DAY_MS + 60000 + 6 * DAY_MS);
    await assertSucceeds(run('c1', 'PATCH', '', editUpdate(3, { old: 2 })));
    await clock(6 * DAY_MS + 60000 + 7 * DAY_MS + 60000);
    await assertFails(run('c1', 'PATCH', '', editUpdate(4, { old: 3 })));
    expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 8, ratingCount: 2 });
  } finally {
    await clock(0);
  }
});

/** `n` customers (uids r0…) with a completed order of p1 each (`perCustomer` orders), written with the rules off. */
async function racers(n, perCustomer = 1) {
  const list = Array.from({ length: n }, (_, i) => ({ uid: `r${i}`, oids: Array.from({ length: perCustomer }, (__, j) => `race-o${i}-${j}`), stars: (i % 5) + 1 }));
  const u = {};
  for (const r of list) {
    u[`users/${r.uid}`] = user(r.uid, 'user');
    r.oids.forEach((oid, j) => { u[`orders/${oid}`] = order(r.uid, 'p1', 'completed', T + j); });
  }
  await m.admin((d) => d.ref().update(u));
  return list;
}

test('12 customers review one kitchen at once with the SDK: ratingSum and ratingCount are exactly the totals', async () => {
  const list = await racers(12);
  const before = await adminGet('providers/p1');
  const dbs = list.map((r) => m.env.authenticatedContext(r.uid).database());
  // every connection is up before the race starts (a read each)
  await Promise.all(dbs.map((d) => d.ref('providers/p1/name').get()));
  const results = await Promise.allSettled(dbs.map((d, i) => d.ref().update(createUpdate(list[i].uid, `-Nrace${i}`, list[i].oids[0], list[i].stars))));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const after = await adminGet('providers/p1');
  expect(after.ratingSum).toBe(before.ratingSum + list.reduce((s, r) => s + r.stars, 0));
  expect(after.ratingCount).toBe(before.ratingCount + list.length);
  const reviews = await adminGet('reviews');
  const stored = Object.values(reviews).filter((r) => r.providerId === 'p1');
  expect(stored.reduce((s, r) => s + r.stars, 0)).toBe(after.ratingSum);
  expect(stored).toHaveLength(after.ratingCount);
});

test('one customer fires 6 first reviews of one kitchen at once (6 orders, 6 keys): exactly one is counted', async () => {
  const [r] = await racers(1, 6);
  const before = await adminGet('providers/p1');
  const d = m.env.authenticatedContext(r.uid).database();
  await d.ref('providers/p1/name').get();
  const results = await Promise.allSettled(r.oids.map((oid, j) => d.ref().update(createUpdate(r.uid, `-Nsame${j}`, oid, 5))));
  expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
  const after = await adminGet('providers/p1');
  expect(after).toMatchObject({ ratingSum: before.ratingSum + 5, ratingCount: before.ratingCount + 1 });
  const record = await adminGet(`reviewKeys/${r.uid}/p1`);
  const reviews = await adminGet('reviews');
  expect(Object.keys(reviews).filter((k) => k.startsWith('-Nsame'))).toEqual([record.key]);
});
