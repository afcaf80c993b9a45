'use strict';
/**
 * The review migration (issue 36): reviews stored under their order's id with the customer's uid (a `.data/` written
 * before) become one review per customer per kitchen under an opaque key, through the seed at the next start, with the
 * owner credential; idempotent; the kitchens' figures recomputed; the result accepted by the rules afterwards.
 */
const { DAY_MS } = require('@thali/domain');
const { startDatabaseEmulator, makeTestToken, DEFAULT_RULES } = require('../src');
const { seed } = require('../src/seed');
const { migrateReviews } = require('../src/review-keys');

const NS = 'demo-thali-default-rtdb';
const OWNER = { authorization: 'Bearer owner', 'content-type': 'application/json' };
const NOW = Date.now();
const T = NOW - 3 * DAY_MS;

let emu;
beforeAll(async () => { emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null }); });
afterAll(() => emu.stop());

const url = (p) => `${emu.url}/${p}.json?ns=${NS}`;
const get = async (p) => (await fetch(url(p), { headers: OWNER })).json();
const as = (uid) => ({ authorization: `Bearer ${makeTestToken(uid, 'demo-thali')}`, 'content-type': 'application/json' });

const user = (name) => ({ name, email: `${name}@t.test`, role: 'user', createdAt: '2026-01-01T00:00:00.000Z' });
const order = (userId, providerId, timestamp) => ({ userId, providerId, itemId: 'i1', itemName: 'Thali', price: 140, quantity: 1,
  status: 'completed', timestamp, updatedAt: timestamp + 1 });
const oldReview = (userId, providerId, stars, at, extra = {}) => ({ providerId, userId, userInitial: userId[0].toUpperCase(), stars,
  comment: `${stars} stars`, createdAt: at, updatedAt: at, ...extra });

/** A database as the apps wrote it before issue 36: riya reviewed p1 twice (two orders), amit once; riya p2 once. */
const OLD = {
  users: { riya: user('riya'), amit: user('amit'), p1: { ...user('p1'), role: 'meal_provider' }, p2: { ...user('p2'), role: 'meal_provider' } },
  providers: { p1: { name: 'One', approved: true, ratingSum: 12, ratingCount: 3, ratingEvent: 'o2' }, p2: { name: 'Two', approved: true, ratingSum: 2, ratingCount: 1, ratingEvent: 'o4' } },
  orders: { o1: order('riya', 'p1', T), o2: order('riya', 'p1', T + 1000), o3: order('amit', 'p1', T), o4: order('riya', 'p2', T), o5: order('riya', 'p1', T + 2000) },
  reviews: {
    o1: oldReview('riya', 'p1', 2, T + 10, { reply: 'Sorry!', repliedAt: T + 20 }),
    o2: oldReview('riya', 'p1', 5, NOW - DAY_MS), // the latest of riya's reviews of p1: kept
    o3: oldReview('amit', 'p1', 5, T + 30),
    o4: oldReview('riya', 'p2', 2, T + 40),
  },
};

test('old reviews are re-keyed to each customer\'s opaque key, duplicates merged keeping the latest, figures recomputed; twice is once', async () => {
  expect((await fetch(url(''), { method: 'PUT', headers: OWNER, body: JSON.stringify(OLD) })).ok).toBe(true);
  // the seed runs it at start (a database with users is not seeded again, only brought up to date)
  await seed({ dbUrl: emu.url, ns: NS });
  const reviews = await get('reviews');
  const keys = await get('reviewKeys');
  expect(Object.keys(reviews)).toHaveLength(3);
  for (const [key, r] of Object.entries(reviews)) {
    expect(r.userId).toBeUndefined();
    expect(key).not.toMatch(/^o\d$|riya|amit/);
  }
  expect(keys.riya.p1).toEqual({ key: expect.any(String), order: 'o2', since: NOW - DAY_MS });
  expect(reviews[keys.riya.p1.key]).toEqual({ providerId: 'p1', userInitial: 'R', stars: 5, comment: '5 stars', createdAt: NOW - DAY_MS, updatedAt: NOW - DAY_MS });
  expect(reviews[keys.amit.p1.key]).toMatchObject({ providerId: 'p1', stars: 5 });
  expect(keys.riya.p2).toMatchObject({ order: 'o4' });
  expect(new Set([keys.riya.p1.key, keys.amit.p1.key, keys.riya.p2.key]).size).toBe(3);
  const providers = await get('providers');
  expect(providers.p1).toMatchObject({ ratingSum: 10, ratingCount: 2 });
  expect(providers.p2).toMatchObject({ ratingSum: 2, ratingCount: 1, ratingEvent: keys.riya.p2.key });
  // again: nothing left to move, nothing changes
  const before = await get('');
  expect(await migrateReviews(emu.url, NS, OWNER)).toEqual({ moved: 0, kept: 0 });
  expect(await get('')).toEqual(before);

  // the rules accept the result: riya edits its migrated review (its window runs from the kept review's createdAt),
  // and a later order of hers still reopens it; a second review of p1 under another key is refused
  const key = keys.riya.p1.key;
  const edit = { [`reviews/${key}/stars`]: 4, [`reviews/${key}/updatedAt`]: { '.sv': 'timestamp' },
    'providers/p1/ratingSum': { '.sv': { increment: -1 } }, 'providers/p1/ratingEvent': key };
  expect((await fetch(url(''), { method: 'PATCH', headers: as('riya'), body: JSON.stringify(edit) })).status).toBe(200);
  const again = { [`reviews/-Nsecond`]: { providerId: 'p1', userInitial: 'R', stars: 5, comment: '', createdAt: { '.sv': 'timestamp' }, updatedAt: { '.sv': 'timestamp' } },
    'reviewKeys/riya/p1': { key: '-Nsecond', order: 'o5', since: { '.sv': 'timestamp' } },
    'providers/p1/ratingSum': { '.sv': { increment: 5 } }, 'providers/p1/ratingCount': { '.sv': { increment: 1 } }, 'providers/p1/ratingEvent': '-Nsecond' };
  expect((await fetch(url(''), { method: 'PATCH', headers: as('riya'), body: JSON.stringify(again) })).status).toBe(401);
  expect(await get('providers/p1')).toMatchObject({ ratingSum: 9, ratingCount: 2 });
});

test('an old review of a customer who already has a new-shape review of that kitchen: merged into it, the latest kept', async () => {
  const data = {
    users: { riya: user('riya'), p1: { ...user('p1'), role: 'meal_provider' } },
    providers: { p1: { name: 'One', approved: true, ratingSum: 7, ratingCount: 2, ratingEvent: '-Nnew' } },
    orders: { o1: order('riya', 'p1', T), o2: order('riya', 'p1', T + 1000) },
    reviews: { o1: oldReview('riya', 'p1', 3, T + 10), '-Nnew': { providerId: 'p1', userInitial: 'R', stars: 4, comment: 'new', createdAt: T + 2000, updatedAt: T + 2000 } },
    reviewKeys: { riya: { p1: { key: '-Nnew', order: 'o2', since: T + 2000 } } },
  };
  await fetch(url(''), { method: 'PUT', headers: OWNER, body: JSON.stringify(data) });
  expect(await migrateReviews(emu.url, NS, OWNER)).toEqual({ moved: 1, kept: 1 });
  expect(await get('reviews')).toEqual({ '-Nnew': data.reviews['-Nnew'] });
  expect(await get('reviewKeys')).toEqual(data.reviewKeys);
  expect(await get('providers/p1')).toMatchObject({ ratingSum: 4, ratingCount: 1 });
});
