'use strict';
/**
 * Rules matrix for tiffin plans and subscriptions (issue 15; RULES.md "Tiffin plans"): anonymous, customer, other
 * customer, kitchen, other kitchen, pending kitchen × plans/ and subscriptions/ × read / create / edit / seats / skips /
 * pauses / cancel. Written like rules-matrix.test.js: Google's @firebase/rules-unit-testing against this emulator,
 * every case from the same fixture (written with the rules disabled). Then scenarios: the emulator's admin clock hook
 * moves server time past a cut-off, and 20 customers race with the real SDK for the last 3 seats of a plan.
 * The legitimate writes of @thali/firebase-data are written out by hand here (this package does not import it).
 */
const { DAY_MS, DEFAULT_CUTOFFS } = require('@thali/domain');
const { rulesMatrix, grouped, expectBothOutcomes, q, inc, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');

const IST = 19800000;
const NOW = Date.now();
/** 00:00 Asia/Kolkata of the day holding t. */
const dayStart = (t) => t - ((t + IST) % DAY_MS);
const TODAY = dayStart(NOW);
const day = (n) => TODAY + n * DAY_MS;
const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const plan = (providerId, extra = {}) => ({ providerId, name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, rotis and rice.',
  meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 10, seatsTaken: 0,
  lunchCutoff: DEFAULT_CUTOFFS.lunch, dinnerCutoff: DEFAULT_CUTOFFS.dinner, status: 'active', createdAt: T, updatedAt: T, ...extra });
/** What a customer's subscription holds (copies of the plan at subscription time). */
const sub = (customerId, planId, p, extra = {}) => Object.fromEntries(Object.entries({ planId, providerId: p.providerId, customerId, customerName: 'Riya Deshmukh',
  address: '12 Laxmi Nagar, Nagpur 440022', phone: '+91 98230 00001', planName: p.name, meals: p.meals, days: p.days, diet: p.diet,
  pricePerMeal: Math.round((p.price / ((p.meals === 'both' ? 2 : 1) * 6 * 52 / 12)) * 100) / 100, startDay: day(-10),
  status: 'active', createdAt: T, ...extra }).filter(([, v]) => v !== undefined));
const skip = (d, meal) => ({ [`${d}-${meal}`]: { day: d, meal } });

const PL1 = plan('p1', { seatsTaken: 3, seatEvent: { sub: 's5', kind: 'taken' } });
const PL2 = plan('p2', { name: 'Saoji Lunch Box', meals: 'lunch', diet: 'non-veg', price: 2600, capacity: 1, seatsTaken: 1,
  seatEvent: { sub: 's2', kind: 'taken' } });
const PL3 = plan('p1', { name: 'Old Dinner Plan', meals: 'dinner', status: 'retired' });
const PL4 = plan('p3', { name: 'Pending Kitchen Plan' });
const FIXTURE = {
  users: { c1: user('cust', 'user'), c2: user('cust2', 'user'), c3: user('cust3', 'user'),
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), p3: user('pending', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true }, p2: { name: 'Prov Two', approved: true }, p3: { name: 'Pending Kitchen' } },
  plans: { pl1: PL1, pl2: PL2, pl3: PL3, pl4: PL4 },
  // the seat holder markers, apart from the public plans
  planSeats: { pl1: { s1: true, s3: true, s5: true }, pl2: { s2: true } },
  subscriptions: {
    // c1 on pl1 since ten days ago: tomorrow's lunch skipped, yesterday's dinner skipped; a pause that has started and one to come
    s1: sub('c1', 'pl1', PL1, { skips: { ...skip(day(1), 'lunch'), ...skip(day(-1), 'dinner') },
      pauses: { pz0: { from: day(-2), to: day(3) }, pz1: { from: day(5), to: day(7) } } }),
    s2: sub('c2', 'pl2', PL2),
    s3: sub('c2', 'pl1', PL1),
    // c1's second subscription to pl1, starting in 5 days
    s5: sub('c1', 'pl1', PL1, { startDay: day(5) }),
    s6: sub('c1', 'pl1', PL1, { status: 'cancelled', endDay: day(-3), cancelledAt: T }),
  },
};

/** The customer's one update that subscribes and takes a seat (what subscribeToPlan writes). */
function subscribeUpdate(uid, subId, planId, p = FIXTURE.plans[planId], subExtra = {}, seat = {}) {
  return {
    [`subscriptions/${subId}`]: sub(uid, planId, p, { startDay: day(1), createdAt: SV_TS, ...subExtra }),
    [`plans/${planId}/seatsTaken`]: inc(1), [`plans/${planId}/seatEvent`]: { sub: subId, kind: 'taken' },
    [`planSeats/${planId}/${subId}`]: true, ...seat,
  };
}
/** The customer's one update that cancels from tomorrow and releases the seat. */
function cancelUpdate(subId, planId = 'pl1', endDay = day(1), extra = {}) {
  return {
    [`subscriptions/${subId}/status`]: 'cancelled', [`subscriptions/${subId}/endDay`]: endDay,
    [`subscriptions/${subId}/cancelledAt`]: SV_TS,
    [`plans/${planId}/seatsTaken`]: inc(-1), [`plans/${planId}/seatEvent`]: { sub: subId, kind: 'released' },
    [`planSeats/${planId}/${subId}`]: null, ...extra,
  };
}
const NEW_PLAN = plan('p1', { name: 'Dinner Only', meals: 'dinner', diet: 'egg', price: 1800, capacity: 20 });
const NEW_SUB = (extra) => subscribeUpdate('c3', 's9', 'pl1', PL1, extra);

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', c2: 'c2', c3: 'c3', p1: 'p1', p2: 'p2', p3: 'p3' } });
const { run, adminGet, clock, testCases } = m;

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- plans: reads ----
  ['plan read', 'anon reads a plan', 'anon', 'GET', 'plans/pl1', undefined, true],
  ['plan read', "anon lists a kitchen's plans", 'anon', 'GET', 'plans', undefined, true, q('providerId', 'p1')],
  ['plan read', 'customer reads all plans', 'c1', 'GET', 'plans', undefined, true],
  ['plan read', 'anon reads the seat holders of a plan', 'anon', 'GET', 'planSeats/pl1', undefined, false],
  ['plan read', 'a subscriber reads its own seat marker', 'c1', 'GET', 'planSeats/pl1/s1', undefined, false],
  ['plan read', 'the kitchen reads its plan\'s seat holders', 'p1', 'GET', 'planSeats/pl1', undefined, false],
  // ---- plans: create ----
  ['plan create', 'kitchen creates a plan', 'p1', 'PUT', 'plans/n1', NEW_PLAN, true],
  ['plan create', 'pending kitchen creates a plan', 'p3', 'PUT', 'plans/n1', plan('p3'), true],
  ['plan create', 'customer creates a plan', 'c1', 'PUT', 'plans/n1', plan('c1'), false],
  ['plan create', 'anon creates a plan', 'anon', 'PUT', 'plans/n1', NEW_PLAN, false],
  ['plan create', 'kitchen creates a plan for another kitchen', 'p1', 'PUT', 'plans/n1', plan('p2'), false],
  ['plan create', 'plan created with seats taken', 'p1', 'PUT', 'plans/n1', plan('p1', { seatsTaken: 1 }), false],
  ['plan create', 'plan created with seat holders inside it', 'p1', 'PUT', 'plans/n1', plan('p1', { seatHolders: { x: true } }), false],
  ['plan create', 'plan created with holder markers beside it', 'p1', 'PATCH', '', { 'plans/n1': plan('p1'), 'planSeats/n1/x': true }, false],
  ['plan create', 'plan created retired', 'p1', 'PUT', 'plans/n1', plan('p1', { status: 'retired' }), false],
  ['plan create', 'plan name of 61 characters', 'p1', 'PUT', 'plans/n1', plan('p1', { name: 'x'.repeat(61) }), false],
  ['plan create', 'plan name empty', 'p1', 'PUT', 'plans/n1', plan('p1', { name: '' }), false],
  ['plan create', 'description of 301 characters', 'p1', 'PUT', 'plans/n1', plan('p1', { description: 'x'.repeat(301) }), false],
  ['plan create', 'no day of the week', 'p1', 'PUT', 'plans/n1', plan('p1', { days: '0000000' }), false],
  ['plan create', 'days not 7 characters', 'p1', 'PUT', 'plans/n1', plan('p1', { days: '11111' }), false],
  ['plan create', 'meals breakfast', 'p1', 'PUT', 'plans/n1', plan('p1', { meals: 'breakfast' }), false],
  ['plan create', 'diet vegan', 'p1', 'PUT', 'plans/n1', plan('p1', { diet: 'vegan' }), false],
  ['plan create', 'price ₹0', 'p1', 'PUT', 'plans/n1', plan('p1', { price: 0 }), false],
  ['plan create', 'price ₹20,001', 'p1', 'PUT', 'plans/n1', plan('p1', { price: 20001 }), false],
  ['plan create', 'price ₹20,000', 'p1', 'PUT', 'plans/n1', plan('p1', { price: 20000 }), true],
  ['plan create', 'capacity 0', 'p1', 'PUT', 'plans/n1', plan('p1', { capacity: 0 }), false],
  ['plan create', 'capacity 501', 'p1', 'PUT', 'plans/n1', plan('p1', { capacity: 501 }), false],
  ['plan create', 'capacity 1.5', 'p1', 'PUT', 'plans/n1', plan('p1', { capacity: 1.5 }), false],
  ['plan create', 'lunch cut-off 1440', 'p1', 'PUT', 'plans/n1', plan('p1', { lunchCutoff: 1440 }), false],
  ['plan create', 'dinner cut-off 23:59', 'p1', 'PUT', 'plans/n1', plan('p1', { dinnerCutoff: 1439 }), true],
  ['plan create', 'plan with an unknown field', 'p1', 'PUT', 'plans/n1', plan('p1', { featured: true }), false],
  ['plan create', 'plan without a description field', 'p1', 'PUT', 'plans/n1', (({ description: _d, ...r }) => r)(NEW_PLAN), false],
  // ---- plans: edit ----
  ['plan edit', 'kitchen edits name and price', 'p1', 'PATCH', 'plans/pl1', { name: 'Everyday Veg', price: 3400, updatedAt: T + 1 }, true],
  ['plan edit', 'kitchen retires its plan', 'p1', 'PATCH', 'plans/pl1', { status: 'retired', updatedAt: T + 1 }, true],
  ['plan edit', "other kitchen edits a kitchen's plan", 'p2', 'PATCH', 'plans/pl1', { price: 1 }, false],
  ['plan edit', "customer edits a kitchen's plan", 'c1', 'PATCH', 'plans/pl1', { price: 1 }, false],
  ['plan edit', 'kitchen overwrites its whole plan', 'p1', 'PUT', 'plans/pl1', { ...PL1, name: 'New' }, false],
  ['plan edit', 'kitchen hands its plan to another kitchen', 'p1', 'PATCH', 'plans/pl1', { providerId: 'p2' }, false],
  ['plan edit', 'kitchen resets seats taken', 'p1', 'PATCH', 'plans/pl1', { seatsTaken: 0 }, false],
  ['plan edit', 'kitchen lowers capacity to seats taken', 'p1', 'PATCH', 'plans/pl1', { capacity: 3 }, true],
  ['plan edit', 'kitchen lowers capacity below seats taken', 'p1', 'PATCH', 'plans/pl1', { capacity: 2 }, false],
  ['plan edit', 'kitchen removes a seat holder', 'p1', 'DELETE', 'planSeats/pl1/s1', undefined, false],
  ['plan edit', 'kitchen adds a seat holder', 'p1', 'PUT', 'planSeats/pl1/zz', true, false],
  ['seat tampering', 'a customer removes its own marker without cancelling', 'c1', 'DELETE', 'planSeats/pl1/s1', undefined, false],
  ['seat tampering', 'a customer adds a marker without a subscription', 'c3', 'PUT', 'planSeats/pl1/s9', true, false],
  ['plan edit', 'kitchen writes a seat event', 'p1', 'PUT', 'plans/pl1/seatEvent', { sub: 's1', kind: 'released' }, false],
  ['plan edit', 'kitchen deletes its plan', 'p1', 'DELETE', 'plans/pl1', undefined, false],
  ['plan edit', 'kitchen removes the description', 'p1', 'DELETE', 'plans/pl1/description', undefined, false],
  ['plan edit', 'kitchen sets days to none', 'p1', 'PATCH', 'plans/pl1', { days: '0000000' }, false],
  ['plan edit', 'kitchen changes createdAt', 'p1', 'PATCH', 'plans/pl1', { createdAt: T + 5 }, false],
  // ---- subscribe (and seats) ----
  ['subscribe', 'customer subscribes with its seat in the same write', 'c3', 'PATCH', '', NEW_SUB(), true],
  ['subscribe', 'customer subscribes without a phone', 'c3', 'PATCH', '', NEW_SUB({ phone: undefined }), true],
  ['subscribe', 'subscription without the seat change', 'c3', 'PUT', 'subscriptions/s9', NEW_SUB()['subscriptions/s9'], false],
  ['subscribe', 'subscription taking two seats', 'c3', 'PATCH', '', { ...NEW_SUB(), 'plans/pl1/seatsTaken': inc(2) }, false],
  ['subscribe', 'subscription whose seat count stays', 'c3', 'PATCH', '', { ...NEW_SUB(), 'plans/pl1/seatsTaken': inc(0) }, false],
  ['subscribe', 'seat event naming another subscription', 'c3', 'PATCH', '', { ...NEW_SUB(), 'plans/pl1/seatEvent': { sub: 's1', kind: 'taken' } }, false],
  ['subscribe', 'seat without a holder marker', 'c3', 'PATCH', '', { ...NEW_SUB(), 'planSeats/pl1/s9': null }, false],
  ['subscribe', 'subscribing as someone else', 'c3', 'PATCH', '', subscribeUpdate('c2', 's9', 'pl1'), false],
  ['subscribe', 'kitchen subscribes', 'p2', 'PATCH', '', subscribeUpdate('p2', 's9', 'pl1'), false],
  ['subscribe', 'anon subscribes', 'anon', 'PATCH', '', NEW_SUB(), false],
  ['subscribe', 'subscribing to a full plan', 'c3', 'PATCH', '', subscribeUpdate('c3', 's9', 'pl2'), false],
  ['subscribe', 'subscribing to a retired plan', 'c3', 'PATCH', '', subscribeUpdate('c3', 's9', 'pl3'), false],
  ['subscribe', "subscribing to a pending kitchen's plan", 'c3', 'PATCH', '', subscribeUpdate('c3', 's9', 'pl4'), false],
  ['subscribe', 'subscription naming another kitchen', 'c3', 'PATCH', '', NEW_SUB({ providerId: 'p2' }), false],
  ['subscribe', 'subscription with another plan name', 'c3', 'PATCH', '', NEW_SUB({ planName: 'Cheap' }), false],
  ['subscribe', 'subscription with other meals than the plan', 'c3', 'PATCH', '', NEW_SUB({ meals: 'lunch' }), false],
  ['subscribe', 'per-meal price ₹0', 'c3', 'PATCH', '', NEW_SUB({ pricePerMeal: 0 }), false],
  ['subscribe', 'starting today', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(0) }), false],
  ['subscribe', 'starting in 30 days', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(30) }), true],
  ['subscribe', 'starting in 31 days', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(31) }), false],
  ['subscribe', 'start not at midnight IST', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(1) + 3600e3 }), false],
  ['subscribe', 'address of 4 characters', 'c3', 'PATCH', '', NEW_SUB({ address: 'Home' }), false],
  ['subscribe', 'address of 201 characters', 'c3', 'PATCH', '', NEW_SUB({ address: 'x'.repeat(201) }), false],
  ['subscribe', 'empty customer name', 'c3', 'PATCH', '', NEW_SUB({ customerName: '' }), false],
  ['subscribe', 'backdated createdAt', 'c3', 'PATCH', '', NEW_SUB({ createdAt: T }), false],
  ['subscribe', 'created cancelled', 'c3', 'PATCH', '', NEW_SUB({ status: 'cancelled' }), false],
  ['subscribe', 'created with skips', 'c3', 'PATCH', '', NEW_SUB({ skips: skip(day(2), 'lunch') }), false],
  ['subscribe', 'subscription with an unknown field', 'c3', 'PATCH', '', NEW_SUB({ paid: true }), false],
  ['seat tampering', 'customer adds a seat alone', 'c1', 'PATCH', 'plans/pl1', { seatsTaken: inc(1) }, false],
  ['seat tampering', 'customer frees a seat alone', 'c1', 'PATCH', 'plans/pl1', { seatsTaken: inc(-1) }, false],
  ['seat tampering', "customer frees another's seat", 'c1', 'PATCH', '', { 'plans/pl1/seatsTaken': inc(-1),
    'plans/pl1/seatEvent': { sub: 's3', kind: 'released' }, 'planSeats/pl1/s3': null }, false],
  ['seat tampering', 'customer takes a seat for no subscription', 'c1', 'PATCH', '', { 'plans/pl1/seatsTaken': inc(1),
    'plans/pl1/seatEvent': { sub: 'ghost', kind: 'taken' }, 'planSeats/pl1/ghost': true }, false],
  ['seat tampering', 'customer rewrites the seat event alone', 'c1', 'PUT', 'plans/pl1/seatEvent', { sub: 's1', kind: 'taken' }, false],
  // ---- subscription reads ----
  ['sub read', 'customer reads its subscription', 'c1', 'GET', 'subscriptions/s1', undefined, true],
  ['sub read', "other customer reads a subscription", 'c2', 'GET', 'subscriptions/s1', undefined, false],
  ['sub read', "other customer reads a subscription's address", 'c2', 'GET', 'subscriptions/s1/address', undefined, false],
  ['sub read', "the plan's kitchen reads a subscription", 'p1', 'GET', 'subscriptions/s1', undefined, true],
  ['sub read', 'other kitchen reads a subscription', 'p2', 'GET', 'subscriptions/s1', undefined, false],
  ['sub read', 'anon reads a subscription', 'anon', 'GET', 'subscriptions/s1', undefined, false],
  ['sub read', 'customer lists its subscriptions', 'c1', 'GET', 'subscriptions', undefined, true, q('customerId', 'c1')],
  ['sub read', "customer lists another's subscriptions", 'c1', 'GET', 'subscriptions', undefined, false, q('customerId', 'c2')],
  ['sub read', 'kitchen lists its subscriptions', 'p1', 'GET', 'subscriptions', undefined, true, q('providerId', 'p1')],
  ['sub read', "kitchen lists another kitchen's subscriptions", 'p2', 'GET', 'subscriptions', undefined, false, q('providerId', 'p1')],
  ['sub read', 'kitchen lists by plan', 'p1', 'GET', 'subscriptions', undefined, false, q('planId', 'pl1')],
  ['sub read', 'customer reads every subscription', 'c1', 'GET', 'subscriptions', undefined, false],
  // ---- skips ----
  ['skip', "customer skips tomorrow's dinner", 'c1', 'PATCH', 'subscriptions/s1/skips', skip(day(1), 'dinner'), true],
  ['skip', "customer undoes tomorrow's lunch skip", 'c1', 'DELETE', `subscriptions/s1/skips/${day(1)}-lunch`, undefined, true],
  ['skip', "customer skips yesterday's lunch (cut-off passed)", 'c1', 'PATCH', 'subscriptions/s1/skips', skip(day(-1), 'lunch'), false],
  ['skip', "customer undoes yesterday's dinner skip (cut-off passed)", 'c1', 'DELETE', `subscriptions/s1/skips/${day(-1)}-dinner`, undefined, false],
  ['skip', "other customer skips a customer's meal", 'c2', 'PATCH', 'subscriptions/s1/skips', skip(day(1), 'dinner'), false],
  ['skip', "kitchen skips a customer's meal", 'p1', 'PATCH', 'subscriptions/s1/skips', skip(day(1), 'dinner'), false],
  ['skip', "kitchen undoes a customer's skip", 'p1', 'DELETE', `subscriptions/s1/skips/${day(1)}-lunch`, undefined, false],
  ['skip', 'skip of a meal named breakfast', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(1)}-breakfast`]: { day: day(1), meal: 'breakfast' } }, false],
  ['skip', 'skip whose key names another meal', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(1)}-lunch`]: { day: day(2), meal: 'dinner' } }, false],
  ['skip', 'skip not at midnight IST', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(2)}-lunch`]: { day: day(2) + 1, meal: 'lunch' } }, false],
  ['skip', 'skip before the subscription starts', 'c1', 'PATCH', 'subscriptions/s5/skips', skip(day(2), 'lunch'), false],
  ['skip', 'skip on the start day', 'c1', 'PATCH', 'subscriptions/s5/skips', skip(day(5), 'lunch'), true],
  ['skip', 'skip of a cancelled subscription', 'c1', 'PATCH', 'subscriptions/s6/skips', skip(day(2), 'lunch'), false],
  ['skip', 'dinner skip of a lunch-only subscription', 'c2', 'PATCH', 'subscriptions/s2/skips', skip(day(1), 'dinner'), false],
  ['skip', 'lunch skip of a lunch-only subscription', 'c2', 'PATCH', 'subscriptions/s2/skips', skip(day(1), 'lunch'), true],
  ['skip', 'an existing skip rewritten', 'c1', 'PUT', `subscriptions/s1/skips/${day(1)}-lunch/meal`, 'dinner', false],
  // ---- pauses ----
  ['pause', 'customer pauses from tomorrow for a week', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(7) }, true],
  ['pause', 'pause from yesterday (cut-off passed)', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(-1), to: day(7) }, false],
  ['pause', 'pause of 61 days', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(62) }, false],
  ['pause', 'pause of 60 days', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(61) }, true],
  ['pause', 'pause ending before it starts', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(3), to: day(2) }, false],
  ['pause', 'pause with an unknown field', 'c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(2), note: 'x' }, false],
  ['pause', "other customer pauses a subscription", 'c2', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(7) }, false],
  ['pause', "kitchen pauses a customer's subscription", 'p1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(1), to: day(7) }, false],
  ['pause', 'customer removes a pause to come', 'c1', 'DELETE', 'subscriptions/s1/pauses/pz1', undefined, true],
  ['pause', 'customer removes a pause that has started', 'c1', 'DELETE', 'subscriptions/s1/pauses/pz0', undefined, false],
  ['pause', 'resume now: the started pause ends today', 'c1', 'PUT', 'subscriptions/s1/pauses/pz0/to', day(0), true],
  ['pause', 'resume now: ending yesterday', 'c1', 'PUT', 'subscriptions/s1/pauses/pz0/to', day(-1), true],
  ['pause', 'resume: ending two days ago (un-pauses past meals)', 'c1', 'PUT', 'subscriptions/s1/pauses/pz0/to', day(-2), false],
  ['pause', 'resume that lengthens the pause', 'c1', 'PUT', 'subscriptions/s1/pauses/pz0/to', day(4), false],
  ['pause', 'resume moving the start', 'c1', 'PUT', 'subscriptions/s1/pauses/pz0/from', day(0), false],
  ['pause', "kitchen shortens a customer's pause", 'p1', 'PUT', 'subscriptions/s1/pauses/pz0/to', day(0), false],
  // ---- cancel ----
  ['cancel', 'customer cancels from tomorrow and frees the seat', 'c1', 'PATCH', '', cancelUpdate('s1'), true],
  ['cancel', 'cancel of a subscription not started: ends on its start day', 'c1', 'PATCH', '', cancelUpdate('s5', 'pl1', day(5)), true],
  ['cancel', 'cancel ending today (meals already due)', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(0)), false],
  ['cancel', 'cancel without freeing the seat', 'c1', 'PATCH', 'subscriptions/s1', { status: 'cancelled', endDay: day(1), cancelledAt: SV_TS }, false],
  ['cancel', 'cancel freeing two seats', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'plans/pl1/seatsTaken': inc(-2) }), false],
  ['cancel', 'cancel keeping the holder marker', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'planSeats/pl1/s1': true }), false],
  ['cancel', 'cancel without endDay', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'subscriptions/s1/endDay': null }), false],
  ['cancel', "other customer cancels a subscription", 'c2', 'PATCH', '', cancelUpdate('s1'), false],
  ['cancel', "kitchen cancels a customer's subscription", 'p1', 'PATCH', '', cancelUpdate('s1'), false],
  ['cancel', 'a cancelled subscription made active again', 'c1', 'PATCH', 'subscriptions/s6', { status: 'active' }, false],
  ['cancel', 'customer edits the address of its subscription', 'c1', 'PATCH', 'subscriptions/s1', { address: '99 Other Road, Nagpur' }, false],
  ['cancel', 'customer changes the per-meal price', 'c1', 'PATCH', 'subscriptions/s1', { pricePerMeal: 1 }, false],
  ['cancel', 'customer deletes its subscription', 'c1', 'DELETE', 'subscriptions/s1', undefined, false],
];

testCases(grouped(CASES));

test('the matrix has at least 40 cases, both outcomes in every group', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(40);
  expectBothOutcomes(CASES, ['seat tampering', 'plan read']);
});

test('seats follow subscriptions: subscribe, cancel, and subscribe again into the freed seat', async () => {
  await assertSucceeds(run('c3', 'PATCH', '', NEW_SUB()));
  expect(await adminGet('plans/pl1/seatsTaken')).toBe(4);
  expect(await adminGet('planSeats/pl1/s9')).toBe(true);
  await assertFails(run('c3', 'PATCH', '', NEW_SUB())); // replay: the subscription exists
  await assertSucceeds(run('c3', 'PATCH', '', cancelUpdate('s9', 'pl1', day(1))));
  expect(await adminGet('plans/pl1/seatsTaken')).toBe(3);
  expect(await adminGet('planSeats/pl1/s9')).toBeNull();
  expect(await adminGet('subscriptions/s9')).toMatchObject({ status: 'cancelled', endDay: day(1) });
  await assertFails(run('c3', 'PATCH', '', cancelUpdate('s9', 'pl1', day(1)))); // cancelled once
  // the full plan (1 of 1) takes a subscriber once its only subscriber cancelled
  await assertFails(run('c3', 'PATCH', '', subscribeUpdate('c3', 's10', 'pl2')));
  await assertSucceeds(run('c2', 'PATCH', '', cancelUpdate('s2', 'pl2', day(1))));
  await assertSucceeds(run('c3', 'PATCH', '', subscribeUpdate('c3', 's10', 'pl2')));
  expect(await adminGet('plans/pl2/seatsTaken')).toBe(1);
});

test('cut-off by server time: a skip allowed now is refused once the clock passes its cut-off (admin clock hook)', async () => {
  const lunch = `subscriptions/s1/skips/${day(2)}-lunch`;
  try {
    // 09:01 IST the day after tomorrow: tomorrow's meals and that day's lunch are past their cut-offs
    const r = await clock(day(2) + (DEFAULT_CUTOFFS.lunch + 1) * 60000 - Date.now());
    expect(r.status).toBe(200);
    await assertFails(run('c1', 'PUT', lunch, { day: day(2), meal: 'lunch' }));
    await assertFails(run('c1', 'DELETE', `subscriptions/s1/skips/${day(1)}-lunch`));
    // that day's dinner (cut-off 15:00) may still be skipped
    await assertSucceeds(run('c1', 'PUT', `subscriptions/s1/skips/${day(2)}-dinner`, { day: day(2), meal: 'dinner' }));
    // a pause from that day: its earliest cut-off (lunch) has passed
    await assertFails(run('c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(2), to: day(4) }));
    await assertSucceeds(run('c1', 'PUT', 'subscriptions/s1/pauses/pz9', { from: day(3), to: day(4) }));
    await clock(0);
    await assertSucceeds(run('c1', 'PUT', lunch, { day: day(2), meal: 'lunch' }));
  } finally {
    await clock(0);
  }
});

test('20 customers race with the SDK for the last 3 seats: exactly 3 subscribe, seatsTaken == capacity', async () => {
  const racers = Array.from({ length: 20 }, (_, i) => `r${i}`);
  const base = plan('p1', { name: 'Race Plan', capacity: 5, seatsTaken: 2, seatEvent: { sub: 's3', kind: 'taken' } });
  const u = { 'plans/race': base, 'planSeats/race': { s1: true, s3: true } };
  for (const r of racers) u[`users/${r}`] = user(r, 'user');
  await m.admin((d) => d.ref().update(u));
  const dbs = racers.map((r) => m.env.authenticatedContext(r).database());
  // every connection is up before the race starts (a read each)
  await Promise.all(dbs.map((d) => d.ref('plans/race/capacity').get()));
  const results = await Promise.allSettled(dbs.map((d, i) =>
    d.ref().update(subscribeUpdate(racers[i], `race-${racers[i]}`, 'race', base))));
  const won = results.filter((r) => r.status === 'fulfilled').length;
  expect(won).toBe(3);
  for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/PERMISSION_DENIED/i);
  const racePlan = await adminGet('plans/race');
  expect(racePlan.seatsTaken).toBe(racePlan.capacity);
  const holders = await adminGet('planSeats/race');
  expect(Object.keys(holders)).toHaveLength(5);
  const subs = Object.entries(await adminGet('subscriptions')).filter(([, s]) => s.planId === 'race');
  expect(subs).toHaveLength(3);
  for (const [id] of subs) expect(holders[id]).toBe(true);
});
