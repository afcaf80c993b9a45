'use strict';
/**
 * Rules matrix for review reports and moderation (issue 41, the Reviews page; RULES.md, "Review reports and
 * moderation"): a customer, a kitchen (on a review of itself and of another kitchen), signed out and staff × a report
 * (once per reporter, opening the queue), Hide and Restore (the review's `moderation`, the kitchen's ratingSum and
 * ratingCount moved by exactly its stars and one, and the audit entry, in one write), Dismiss (the queue closed with
 * its audit entry) and the reads. Then: the author cannot edit a hidden review; a hide racing a new review of the same
 * kitchen leaves the figures exact. The writes of @thali/firebase-data are written out by hand.
 */
const { DAY_MS } = require('@thali/domain');
const { REPORT_LIMITS } = require('@thali/domain/staff');
const { rulesMatrix, wholeOrder, q, inc, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');

const NOW = Date.now();
const T = 1700000000000;
const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const order = (userId, providerId) => wholeOrder({ userId, providerId, lines: [{ itemId: 'i1', itemName: 'Varhadi Thali', price: 140, quantity: 1 }],
  status: 'completed', timestamp: T, step: 'on_the_way', acceptedAt: T + 1, readyBy: T + 3600e3, onTheWayAt: T + 2, updatedAt: T + 3 });
const review = (providerId, stars, extra = {}) => ({ providerId, userInitial: 'R', stars, comment: 'Cold dal.', createdAt: NOW - DAY_MS, updatedAt: NOW - DAY_MS, ...extra });

const K1 = '-Nrk1'; // c1's review of p1, 4 stars, reported by c2
const K2 = '-Nrk2'; // c2's review of p1, 5 stars, no reports
const K3 = '-Nrk3'; // a review of p2, 3 stars
const KH = '-Nrkh'; // c3's review of p1, 2 stars, hidden (out of p1's figures)

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), c2: user('amit', 'user'), c3: user('neha', 'user'), p1: user('prov', 'meal_provider'),
    p2: user('prov2', 'meal_provider'), a1: user('staff', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, ratingSum: 9, ratingCount: 2, ratingEvent: K2 },
    p2: { name: 'Prov Two', approved: true, ratingSum: 3, ratingCount: 1, ratingEvent: K3 } },
  orders: { o1: order('c1', 'p1'), o3: order('c3', 'p1') },
  reviews: { [K1]: review('p1', 4), [K2]: review('p1', 5), [K3]: review('p2', 3),
    [KH]: review('p1', 2, { moderation: { hidden: true, at: T, audit: 'eh' } }) },
  reviewKeys: { c1: { p1: { key: K1, order: 'o1', since: NOW - DAY_MS } }, c3: { p1: { key: KH, order: 'o3', since: NOW - DAY_MS } } },
  reviewReports: { [K1]: { c2: { reason: 'Rude words about the cook.', at: T } } },
  reportQueue: { [K1]: { open: true, at: T } },
  audit: { eh: { by: 'a1', action: 'hide', target: `reviews/${KH}`, at: T } },
};

/** What reportReview writes: the report and the queue opened, in one write. */
const report = (uid, key = K1, { reason = 'Not about the food.', at = SV_TS, queue = { open: true, at: SV_TS } } = {}) => ({
  [`reviewReports/${key}/${uid}`]: { reason, at }, ...(queue ? { [`reportQueue/${key}`]: queue } : {}),
});
const entry = (by, action, key, extra = {}) => ({ by, action, target: `reviews/${key}`, at: SV_TS, ...extra });
/** What hideReview / restoreReview write: `moderation`, the figures by its stars and one, the audit entry, (hide) the queue closed. */
function moderate(by, key, { hidden = true, stars = 4, pid = 'p1', sum, count, aid = 'n1', action, queue = hidden, extra = {} } = {}) {
  const sign = hidden ? -1 : 1;
  return {
    [`reviews/${key}/moderation`]: { hidden, at: SV_TS, audit: aid },
    [`providers/${pid}/ratingSum`]: inc(sum ?? sign * stars), [`providers/${pid}/ratingCount`]: inc(count ?? sign),
    [`providers/${pid}/ratingEvent`]: key,
    [`audit/${aid}`]: entry(by, action ?? (hidden ? 'hide' : 'restore'), key),
    ...(queue ? { [`reportQueue/${key}`]: { open: false, at: SV_TS, audit: aid } } : {}),
    ...extra,
  };
}
/** What dismissReports writes: the queue closed and its audit entry. */
const dismiss = (by, key = K1, { aid = 'n1', action = 'dismiss', target = key } = {}) => ({
  [`reportQueue/${key}`]: { open: false, at: SV_TS, audit: aid }, [`audit/${aid}`]: entry(by, action, target),
});

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', p1: 'p1', p2: 'p2', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- report ----
  ['report', 'customer: reports a review with a reason', 'c1', 'PATCH', '', report('c1'), true],
  ['report', 'customer: reports an unreported review (opens the queue)', 'c1', 'PATCH', '', report('c1', K2), true],
  ['report', 'customer: a second report of the same review', 'c2', 'PATCH', '', report('c2'), false],
  ['report', 'customer: in another customer’s name', 'c1', 'PATCH', '', { [`reviewReports/${K1}/c3`]: { reason: 'Spam', at: SV_TS }, [`reportQueue/${K1}`]: { open: true, at: SV_TS } }, false],
  ['report', 'customer: an unreported review without opening the queue', 'c1', 'PATCH', '', report('c1', K2, { queue: null }), false],
  ['report', 'customer: a review whose queue is open already, the queue untouched', 'c1', 'PATCH', '', report('c1', K1, { queue: null }), true],
  ['report', 'customer: opens the queue without a report', 'c1', 'PUT', `reportQueue/${K2}`, { open: true, at: SV_TS }, false],
  ['report', 'customer: a reason too short', 'c1', 'PATCH', '', report('c1', K1, { reason: 'x'.repeat(REPORT_LIMITS.reasonMin - 1) }), false],
  ['report', 'customer: a reason of spaces', 'c1', 'PATCH', '', report('c1', K1, { reason: '     ' }), false],
  ['report', 'customer: a reason at its limit', 'c1', 'PATCH', '', report('c1', K1, { reason: 'r'.repeat(REPORT_LIMITS.reasonMax) }), true],
  ['report', 'customer: a reason over its limit', 'c1', 'PATCH', '', report('c1', K1, { reason: 'r'.repeat(REPORT_LIMITS.reasonMax + 1) }), false],
  ['report', 'customer: a time of its own', 'c1', 'PATCH', '', report('c1', K1, { at: T }), false],
  ['report', 'customer: closes the queue while reporting', 'c1', 'PATCH', '', report('c1', K1, { queue: { open: false, at: SV_TS } }), false],
  ['report', 'customer: a review that does not exist', 'c1', 'PATCH', '', report('c1', '-Nnone'), false],
  ['report', 'customer: withdraws another’s report', 'c1', 'DELETE', `reviewReports/${K1}/c2`, undefined, false],
  ['report', 'kitchen: reports a review of itself', 'p1', 'PATCH', '', report('p1'), true],
  ['report', 'kitchen: reports a review of another kitchen', 'p2', 'PATCH', '', report('p2'), false],
  ['report', 'kitchen: reports another kitchen’s review (p1 on p2’s)', 'p1', 'PATCH', '', report('p1', K3), false],
  ['report', 'signed out: reports a review', 'anon', 'PATCH', '', report('anon'), false],
  ['report', 'staff: deletes a report', 'a1', 'DELETE', `reviewReports/${K1}/c2`, undefined, false],
  // ---- hide ----
  ['hide', 'staff: hides a reported review (figures −4, −1; queue closed)', 'a1', 'PATCH', '', moderate('a1', K1), true],
  ['hide', 'staff: hides an unreported review (figures −5, −1)', 'a1', 'PATCH', '', moderate('a1', K2, { stars: 5, queue: false }), true],
  ['hide', 'staff: the sum moved by other than its stars', 'a1', 'PATCH', '', moderate('a1', K1, { sum: -3 }), false],
  ['hide', 'staff: the count kept', 'a1', 'PATCH', '', moderate('a1', K1, { count: 0 }), false],
  ['hide', 'staff: the figures not moved at all', 'a1', 'PATCH', '', { [`reviews/${K1}/moderation`]: { hidden: true, at: SV_TS, audit: 'n1' }, 'audit/n1': entry('a1', 'hide', K1) }, false],
  ['hide', 'staff: another kitchen’s figures moved', 'a1', 'PATCH', '', moderate('a1', K1, { pid: 'p2' }), false],
  ['hide', 'staff: without the audit entry', 'a1', 'PATCH', '', { ...moderate('a1', K1, { queue: false }), 'audit/n1': null }, false],
  ['hide', 'staff: the entry says restore', 'a1', 'PATCH', '', moderate('a1', K1, { action: 'restore', queue: false }), false],
  ['hide', 'staff: naming an entry that already exists', 'a1', 'PATCH', '', { ...moderate('a1', K1, { queue: false }), [`reviews/${K1}/moderation`]: { hidden: true, at: SV_TS, audit: 'eh' } }, false],
  ['hide', 'staff: changes the stars too', 'a1', 'PATCH', '', moderate('a1', K1, { extra: { [`reviews/${K1}/stars`]: 1 } }), false],
  ['hide', 'staff: a review hidden already', 'a1', 'PATCH', '', moderate('a1', KH, { stars: 2, queue: false }), false],
  ['hide', 'staff: a time of its own', 'a1', 'PATCH', '', moderate('a1', K1, { extra: { [`reviews/${K1}/moderation`]: { hidden: true, at: T, audit: 'n1' } } }), false],
  ['hide', 'customer: hides a review (with the figures)', 'c2', 'PATCH', '', moderate('c2', K1), false],
  ['hide', 'kitchen: hides a review of itself', 'p1', 'PATCH', '', moderate('p1', K1), false],
  ['hide', 'kitchen: hides a review of another kitchen', 'p2', 'PATCH', '', moderate('p2', K1), false],
  ['hide', 'author: edits its hidden review', 'c3', 'PATCH', '', { [`reviews/${KH}/stars`]: 5, [`reviews/${KH}/updatedAt`]: SV_TS, 'providers/p1/ratingSum': inc(3), 'providers/p1/ratingEvent': KH }, false],
  ['hide', 'author: un-hides its review', 'c3', 'PATCH', '', { [`reviews/${KH}/moderation`]: null, [`reviews/${KH}/updatedAt`]: SV_TS }, false],
  ['hide', 'author: edits a visible review (control)', 'c1', 'PATCH', '', { [`reviews/${K1}/stars`]: 5, [`reviews/${K1}/updatedAt`]: SV_TS, 'providers/p1/ratingSum': inc(1), 'providers/p1/ratingEvent': K1 }, true],
  // ---- restore ----
  ['restore', 'staff: restores a hidden review (figures +2, +1)', 'a1', 'PATCH', '', moderate('a1', KH, { hidden: false, stars: 2, queue: false }), true],
  ['restore', 'staff: the sum moved by other than its stars', 'a1', 'PATCH', '', moderate('a1', KH, { hidden: false, stars: 2, sum: 3, queue: false }), false],
  ['restore', 'staff: the count kept', 'a1', 'PATCH', '', moderate('a1', KH, { hidden: false, stars: 2, count: 0, queue: false }), false],
  ['restore', 'staff: the entry says hide', 'a1', 'PATCH', '', moderate('a1', KH, { hidden: false, stars: 2, action: 'hide', queue: false }), false],
  ['restore', 'staff: a review that is not hidden', 'a1', 'PATCH', '', moderate('a1', K2, { hidden: false, stars: 5, queue: false }), false],
  ['restore', 'staff: deletes moderation instead', 'a1', 'DELETE', `reviews/${KH}/moderation`, undefined, false],
  ['restore', 'customer: restores a review', 'c3', 'PATCH', '', moderate('c3', KH, { hidden: false, stars: 2, queue: false }), false],
  ['restore', 'kitchen: restores a review of itself', 'p1', 'PATCH', '', moderate('p1', KH, { hidden: false, stars: 2, queue: false }), false],
  // ---- dismiss ----
  ['dismiss', 'staff: dismisses the reports with its audit entry', 'a1', 'PATCH', '', dismiss('a1'), true],
  ['dismiss', 'staff: without the audit entry', 'a1', 'PUT', `reportQueue/${K1}`, { open: false, at: SV_TS, audit: 'n1' }, false],
  ['dismiss', 'staff: the entry names another review', 'a1', 'PATCH', '', dismiss('a1', K1, { target: K2 }), false],
  ['dismiss', 'staff: the entry says restore', 'a1', 'PATCH', '', dismiss('a1', K1, { action: 'restore' }), false],
  ['dismiss', 'staff: a queue entry not open', 'a1', 'PATCH', '', dismiss('a1', K2), false],
  ['dismiss', 'staff: deletes the queue entry', 'a1', 'DELETE', `reportQueue/${K1}`, undefined, false],
  ['dismiss', 'customer: dismisses the reports', 'c1', 'PATCH', '', dismiss('c1'), false],
  ['dismiss', 'kitchen: dismisses reports of a review of itself', 'p1', 'PATCH', '', dismiss('p1'), false],
  ['dismiss', 'kitchen: dismisses reports of another kitchen’s review', 'p2', 'PATCH', '', dismiss('p2'), false],
  // ---- read ----
  ['read', 'staff: the open queue', 'a1', 'GET', 'reportQueue', undefined, true, q('open', true)],
  ['read', 'staff: a review’s reports', 'a1', 'GET', `reviewReports/${K1}`, undefined, true],
  ['read', 'staff: the hidden reviews', 'a1', 'GET', 'reviews', undefined, true, q('moderation/hidden', true)],
  ['read', 'reporter: its own report', 'c2', 'GET', `reviewReports/${K1}/c2`, undefined, true],
  ['read', 'customer: another’s report', 'c1', 'GET', `reviewReports/${K1}/c2`, undefined, false],
  ['read', 'customer: the queue', 'c1', 'GET', 'reportQueue', undefined, false, q('open', true)],
  ['read', 'kitchen: the reports of a review of itself', 'p1', 'GET', `reviewReports/${K1}`, undefined, false],
  ['read', 'customer: the hidden reviews', 'c1', 'GET', 'reviews', undefined, false, q('moderation/hidden', true)],
];

const { run, adminGet, testMatrix, markDirty } = m;

testMatrix(CASES, { atLeast: 50 });

test('a hide moves the kitchen’s figures by exactly the review’s stars, and a restore puts them back', async () => {
  await assertSucceeds(run('a1', 'PATCH', '', moderate('a1', K1, { aid: 'h1' })));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 5, ratingCount: 1 });
  expect(await adminGet(`reportQueue/${K1}`)).toMatchObject({ open: false, audit: 'h1' });
  expect(await adminGet('audit/h1')).toMatchObject({ by: 'a1', action: 'hide', target: `reviews/${K1}` });
  await assertFails(run('a1', 'PATCH', '', moderate('a1', K1, { aid: 'h2' })));
  await assertSucceeds(run('a1', 'PATCH', '', moderate('a1', K1, { hidden: false, aid: 'h3', queue: false })));
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 9, ratingCount: 2 });
  markDirty();
});

test('a hide racing a new review of the same kitchen, and two staff hiding at once: the figures stay exact', async () => {
  // c2's first review of p1, on a delivered order of its own (what writeReview sends)
  await m.admin((d) => d.ref('orders/o2').set(order('c2', 'p1')));
  const create = {
    'reviews/-Nnew': { providerId: 'p1', userInitial: 'N', stars: 3, comment: '', createdAt: SV_TS, updatedAt: SV_TS },
    'reviewKeys/c2/p1': { key: '-Nnew', order: 'o2', since: SV_TS },
    'providers/p1/ratingSum': inc(3), 'providers/p1/ratingCount': inc(1), 'providers/p1/ratingEvent': '-Nnew',
  };
  const results = await Promise.allSettled([
    run('a1', 'PATCH', '', moderate('a1', K1, { aid: 'r1' })),
    run('c2', 'PATCH', '', create),
    run('a1', 'PATCH', '', moderate('a1', K1, { aid: 'r2' })),
  ]);
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  // 9 − 4 (K1 hidden once) + 3 (the new review) = 8 over 2 − 1 + 1 = 2 reviews
  expect(await adminGet('providers/p1')).toMatchObject({ ratingSum: 8, ratingCount: 2 });
  markDirty();
});
