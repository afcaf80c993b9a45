'use strict';
/**
 * Rules matrix for tiffin plans and subscriptions (issue 15; RULES.md "Tiffin plans"): anonymous, customer, other
 * customer, kitchen, other kitchen, pending kitchen × plans/ and subscriptions/ × read / create / edit / seats / skips /
 * pauses / cancel. Written like rules-matrix.test.js: Google's @firebase/rules-unit-testing against this emulator,
 * every case from the same fixture (written with the rules disabled). Then scenarios: the emulator's admin clock hook
 * moves server time past a cut-off, and 20 customers race with the real SDK for the last 3 seats of a plan.
 * The legitimate writes of @thali/firebase-data are written out by hand here (this package does not import it).
 */
const { seatTotalsWrites } = require('@thali/domain/order-totals');
const { DAY_MS, DEFAULT_CUTOFFS, mealPricePaise } = require('@thali/domain');
const { rulesMatrix, q, inc, SV_TS, assertSucceeds, assertFails, deliversTo, HOME_LINE, HOME_PLACE } = require('./matrix-harness');
const { placeLine } = require('@thali/domain/address');
const SITABULDI = { house: '3', street: 'Main Road', area: 'Sitabuldi', pin: '440012' };

const IST = 19800000;
const NOW = Date.now();
/** 00:00 Asia/Kolkata of the day holding t. */
const dayStart = (t) => t - ((t + IST) % DAY_MS);
const TODAY = dayStart(NOW);
const day = (n) => TODAY + n * DAY_MS;
const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
/** A plan; its per-meal price in paise follows from price, meals and days unless `extra` names it (undefined: none). */
const plan = (providerId, extra = {}) => {
  const p = { providerId, name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, rotis and rice.',
    meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 10, seatsTaken: 0,
    lunchCutoff: DEFAULT_CUTOFFS.lunch, dinnerCutoff: DEFAULT_CUTOFFS.dinner, status: 'active', createdAt: T, updatedAt: T, ...extra };
  if (!('mealPricePaise' in extra)) p.mealPricePaise = mealPricePaise(p.price, p.meals, p.days) || 1; // 1: a plan refused anyway
  else if (extra.mealPricePaise === undefined) delete p.mealPricePaise;
  return p;
};
/** What a customer's subscription holds (copies of the plan at subscription time). */
const sub = (customerId, planId, p, extra = {}) => Object.fromEntries(Object.entries({ planId, providerId: p.providerId, customerId, customerName: 'Riya Deshmukh',
  address: HOME_LINE, place: HOME_PLACE, phone: '+91 98230 00001', planName: p.name, meals: p.meals, days: p.days, diet: p.diet,
  mealPricePaise: p.mealPricePaise, startDay: day(-10),
  status: 'active', createdAt: T, ...extra }).filter(([, v]) => v !== undefined));
const skip = (d, meal) => ({ [`${d}-${meal}`]: { day: d, meal } });

const PL1 = plan('p1', { seatsTaken: 4, seatEvent: { sub: 's5', kind: 'taken' } });
const PL2 = plan('p2', { name: 'Saoji Lunch Box', meals: 'lunch', diet: 'non-veg', price: 2600, capacity: 1, seatsTaken: 1,
  seatEvent: { sub: 's2', kind: 'taken' } });
const PL3 = plan('p1', { name: 'Old Dinner Plan', meals: 'dinner', status: 'retired' });
const PL4 = plan('p3', { name: 'Pending Kitchen Plan' });
// a plan stored before per-meal prices were (issue 36): no mealPricePaise
const PL5 = plan('p1', { name: 'Older Plan', mealPricePaise: undefined });
const FIXTURE = {
  users: { c1: user('cust', 'user'), c2: user('cust2', 'user'), c3: user('cust3', 'user'),
    p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), p3: user('pending', 'meal_provider') },
  providers: { p1: { name: 'Prov One', approved: true, deliversTo: deliversTo() }, p2: { name: 'Prov Two', approved: true, deliversTo: deliversTo() }, p3: { name: 'Pending Kitchen' } },
  plans: { pl1: PL1, pl2: PL2, pl3: PL3, pl4: PL4, pl5: PL5 },
  // issue 41: the marketplace's active subscriptions, every plan's seats
  subscriptionTotals: { active: [PL1, PL2, PL3, PL4, PL5].reduce((sum, p) => sum + (p.seatsTaken ?? 0), 0), plan: 'pl1' },
  // the seat holder markers, apart from the public plans
  planSeats: { pl1: { s1: true, s3: true, s5: true, s7: true }, pl2: { s2: true } },
  // each customer's active subscriptions per plan (at most 2): c1 holds two seats of pl1 (s1, s5)
  planHolders: { pl1: { c1: 2, c2: 1 }, pl2: { c2: 1 } },
  // issue 42: kitchen p1's last bill number, taken by s3
  billCounters: { p1: { n: 7, sub: 's3' } },
  subscriptions: {
    // c1 on pl1 since ten days ago: tomorrow's lunch skipped, yesterday's dinner skipped; a pause that has started and one to come
    // and a record whose key names the day before yesterday's lunch but whose day is next week (the audit's forgery,
    // stored before keys were bound to their record)
    s1: sub('c1', 'pl1', PL1, { skips: { ...skip(day(1), 'lunch'), ...skip(day(-1), 'dinner'),
      [`${day(-2)}-lunch`]: { day: day(7), meal: 'lunch' } },
      pauses: { pz0: { from: day(-2), to: day(3) }, pz1: { from: day(5), to: day(7) } } }),
    s2: sub('c2', 'pl2', PL2),
    s3: sub('c2', 'pl1', PL1, { billNo: 7 }),
    // c1's second subscription to pl1, starting in 5 days
    s5: sub('c1', 'pl1', PL1, { startDay: day(5) }),
    s6: sub('c1', 'pl1', PL1, { status: 'cancelled', endDay: day(-3), cancelledAt: T }),
    // subscribed before the holdings counter and the per-meal price in paise (issue 36): no counter for c3 on pl1
    s7: sub('c3', 'pl1', PL1, { mealPricePaise: undefined, pricePerMeal: 100 }),
  },
};

/** The customer's one update that subscribes and takes a seat (what subscribeToPlan writes). */
function subscribeUpdate(uid, subId, planId, p = FIXTURE.plans[planId], subExtra = {}, seat = {}) {
  return {
    [`subscriptions/${subId}`]: sub(uid, planId, p, { startDay: day(1), createdAt: SV_TS, ...subExtra }),
    [`plans/${planId}/seatsTaken`]: inc(1), [`plans/${planId}/seatEvent`]: { sub: subId, kind: 'taken' },
    [`planSeats/${planId}/${subId}`]: true, [`planHolders/${planId}/${uid}`]: inc(1),
    // issue 41: the marketplace's active subscriptions, with the seat
    ...seatTotalsWrites(planId, 1, inc), ...seat,
  };
}
/** The customer's one update that cancels from tomorrow, releases the seat and counts one holding fewer. */
function cancelUpdate(subId, planId = 'pl1', endDay = day(1), extra = {}) {
  const customer = FIXTURE.subscriptions[subId]?.customerId ?? 'c3';
  return {
    [`subscriptions/${subId}/status`]: 'cancelled', [`subscriptions/${subId}/endDay`]: endDay,
    [`subscriptions/${subId}/cancelledAt`]: SV_TS,
    [`plans/${planId}/seatsTaken`]: inc(-1), [`plans/${planId}/seatEvent`]: { sub: subId, kind: 'released' },
    [`planSeats/${planId}/${subId}`]: null, [`planHolders/${planId}/${customer}`]: inc(-1),
    ...seatTotalsWrites(planId, -1, inc), ...extra,
  };
}
/** The kitchen's cancel of a subscription of its plan: the customer's cancel, signed by the kitchen with a reason. */
const kitchenCancel = (subId, planId = 'pl1', extra = {}) => cancelUpdate(subId, planId, day(1), {
  [`subscriptions/${subId}/cancelledBy`]: 'provider', [`subscriptions/${subId}/cancelReason`]: 'Nobody at this address for a week.', ...extra });
const ONE_PAISA = PL1.mealPricePaise + 1;
const NEW_PLAN = plan('p1', { name: 'Dinner Only', meals: 'dinner', diet: 'egg', price: 1800, capacity: 20 });
const NEW_SUB = (extra, seat) => subscribeUpdate('c3', 's9', 'pl1', PL1, extra, seat);

const m = rulesMatrix({ fixture: { ...FIXTURE, admins: { s1: true } }, who: { anon: null, c1: 'c1', c2: 'c2', c3: 'c3', p1: 'p1', p2: 'p2', p3: 'p3', s1: 's1' } });
const { run, adminGet, clock, testMatrix } = m;

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
  ['plan edit', 'kitchen edits name and price, with the per-meal price', 'p1', 'PATCH', 'plans/pl1', { name: 'Everyday Veg', price: 3400,
    mealPricePaise: mealPricePaise(3400, 'both', '1111110'), updatedAt: T + 1 }, true],
  ['plan price', 'kitchen changes the price but not the per-meal price', 'p1', 'PATCH', 'plans/pl1', { price: 3400 }, false],
  ['plan price', 'kitchen sets a per-meal price of 1 paisa', 'p1', 'PATCH', 'plans/pl1', { mealPricePaise: 1 }, false],
  ['plan price', 'kitchen sets a per-meal price one paisa off', 'p1', 'PATCH', 'plans/pl1', { mealPricePaise: ONE_PAISA }, false],
  ['plan price', 'kitchen sets a per-meal price in fractions of a paisa', 'p1', 'PATCH', 'plans/pl1', { price: 2500,
    mealPricePaise: 9615.38 }, false],
  ['plan price', '₹2,500 for 26 meals: 9,615 paise a meal', 'p1', 'PATCH', 'plans/pl1', { price: 2500, meals: 'lunch', days: '1111110',
    mealPricePaise: 9615 }, true],
  ['plan price', 'kitchen changes the days but not the per-meal price', 'p1', 'PATCH', 'plans/pl1', { days: '1111111' }, false],
  ['plan price', 'kitchen changes the days with the per-meal price', 'p1', 'PATCH', 'plans/pl1', { days: '1111111',
    mealPricePaise: mealPricePaise(3200, 'both', '1111111') }, true],
  ['plan price', 'plan created without a per-meal price', 'p1', 'PUT', 'plans/n1', plan('p1', { mealPricePaise: undefined }), false],
  ['plan price', 'plan created with a per-meal price not following its price', 'p1', 'PUT', 'plans/n1', plan('p1', { mealPricePaise: 500 }), false],
  ['plan price', 'an older plan edited without a per-meal price', 'p1', 'PATCH', 'plans/pl5', { name: 'Older Plan (new)' }, true],
  ['plan price', 'an older plan saved again with its per-meal price', 'p1', 'PATCH', 'plans/pl5', { price: 3000,
    mealPricePaise: mealPricePaise(3000, 'both', '1111110') }, true],
  ['plan edit', 'kitchen retires its plan', 'p1', 'PATCH', 'plans/pl1', { status: 'retired', updatedAt: T + 1 }, true],
  ['plan edit', "other kitchen edits a kitchen's plan", 'p2', 'PATCH', 'plans/pl1', { price: 1 }, false],
  ['plan edit', "customer edits a kitchen's plan", 'c1', 'PATCH', 'plans/pl1', { price: 1 }, false],
  ['plan edit', 'kitchen overwrites its whole plan', 'p1', 'PUT', 'plans/pl1', { ...PL1, name: 'New' }, false],
  ['plan edit', 'kitchen hands its plan to another kitchen', 'p1', 'PATCH', 'plans/pl1', { providerId: 'p2' }, false],
  ['plan edit', 'kitchen resets seats taken', 'p1', 'PATCH', 'plans/pl1', { seatsTaken: 0 }, false],
  ['plan edit', 'kitchen lowers capacity to seats taken', 'p1', 'PATCH', 'plans/pl1', { capacity: 4 }, true],
  ['plan edit', 'kitchen lowers capacity below seats taken', 'p1', 'PATCH', 'plans/pl1', { capacity: 3 }, false],
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
  ['subscribe', "per-meal price ₹0.01 (the audit's ₹0.08 bill)", 'c3', 'PATCH', '', NEW_SUB({ mealPricePaise: undefined, pricePerMeal: 0.01 }), false],
  ['subscribe', 'per-meal price 1 paisa', 'c3', 'PATCH', '', NEW_SUB({ mealPricePaise: 1 }), false],
  ['subscribe', 'per-meal price one paisa below the plan', 'c3', 'PATCH', '', NEW_SUB({ mealPricePaise: PL1.mealPricePaise - 1 }), false],
  ['subscribe', "the plan's per-meal price and an old-style ₹ price", 'c3', 'PATCH', '', NEW_SUB({ pricePerMeal: 1 }), false],
  ['subscribe', 'subscribing to an older plan without a per-meal price', 'c3', 'PATCH', '', subscribeUpdate('c3', 's9', 'pl5'), false],
  ['subscribe', 'a third active subscription to one plan (c1 holds two)', 'c1', 'PATCH', '', subscribeUpdate('c1', 's9', 'pl1'), false],
  ['subscribe', 'a second active subscription to one plan (a family)', 'c2', 'PATCH', '', subscribeUpdate('c2', 's9', 'pl1'), true],
  ['subscribe', 'subscribing without counting the holding', 'c3', 'PATCH', '', NEW_SUB(undefined, { 'planHolders/pl1/c3': null }), false],
  ['subscribe', 'subscribing counting two holdings', 'c2', 'PATCH', '', subscribeUpdate('c2', 's9', 'pl1', PL1, {}, { 'planHolders/pl1/c2': inc(2) }), false],
  ['subscribe', "subscribing counting another customer's holding", 'c3', 'PATCH', '', NEW_SUB(undefined, { 'planHolders/pl1/c3': null, 'planHolders/pl1/c2': inc(1) }), false],
  ['subscribe', 'starting today', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(0) }), false],
  ['subscribe', 'starting in 30 days', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(30) }), true],
  ['subscribe', 'starting in 31 days', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(31) }), false],
  ['subscribe', 'start not at midnight IST', 'c3', 'PATCH', '', NEW_SUB({ startDay: day(1) + 3600e3 }), false],
  ['subscribe', 'address of 4 characters', 'c3', 'PATCH', '', NEW_SUB({ address: 'Home' }), false],
  ['subscribe', 'address of 201 characters', 'c3', 'PATCH', '', NEW_SUB({ address: 'x'.repeat(201) }), false],
  // issue 40: a place, its one line as the address, in an area the plan's kitchen delivers to
  ['subscribe', 'a place the kitchen does not deliver to (Sitabuldi 440012)', 'c3', 'PATCH', '',
    NEW_SUB({ place: SITABULDI, address: placeLine(SITABULDI) }), false],
  ['subscribe', 'a place whose area and PIN code disagree', 'c3', 'PATCH', '',
    NEW_SUB({ place: { ...HOME_PLACE, pin: '440010' }, address: placeLine({ ...HOME_PLACE, pin: '440010' }) }), false],
  ['subscribe', 'an address that is not the place’s one line', 'c3', 'PATCH', '', NEW_SUB({ address: '12 Laxmi Nagar, Nagpur' }), false],
  ['subscribe', 'no place (a one-line address only, as before issue 40)', 'c3', 'PATCH', '', NEW_SUB({ place: undefined }), false],
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
  ['holdings', 'customer reads its holdings of a plan', 'c1', 'GET', 'planHolders/pl1/c1', undefined, true],
  ['holdings', "customer reads another's holdings", 'c1', 'GET', 'planHolders/pl1/c2', undefined, false],
  ['holdings', "the kitchen lists its plan's holders", 'p1', 'GET', 'planHolders/pl1', undefined, false],
  ['holdings', "the kitchen reads a subscriber's holdings of its plan", 'p1', 'GET', 'planHolders/pl1/c1', undefined, true],
  ['holdings', "another kitchen reads a subscriber's holdings", 'p2', 'GET', 'planHolders/pl1/c1', undefined, false],
  ['holdings', 'customer resets its holdings to 0', 'c1', 'PUT', 'planHolders/pl1/c1', 0, false],
  ['holdings', 'customer deletes its holdings counter', 'c1', 'DELETE', 'planHolders/pl1/c1', undefined, false],
  ['holdings', 'customer lowers its holdings replaying an old release', 'c1', 'PATCH', '', { 'planHolders/pl1/c1': inc(-1),
    'plans/pl1/seatEvent': { sub: 's6', kind: 'released' } }, false],
  ['holdings', 'customer cancels without counting one holding fewer', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'planHolders/pl1/c1': null }), false],
  ['holdings', 'a subscription older than the counter is cancelled without one', 'c3', 'PATCH', '', (({ 'planHolders/pl1/c3': _none, ...u }) => u)(cancelUpdate('s7', 'pl1')), true],
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
  ['skip', "the audit's skip: key yesterday's lunch, day next week", 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(-1)}-lunch`]: { day: day(7), meal: 'lunch' } }, false],
  ['skip', 'skip whose key names another day (both to come)', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(2)}-lunch`]: { day: day(3), meal: 'lunch' } }, false],
  ['skip', "removing a forged record whose key names a past meal", 'c1', 'DELETE', `subscriptions/s1/skips/${day(-2)}-lunch`, undefined, false],
  ['skip', 'skip key with a leading zero', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`0${day(2)}-lunch`]: { day: day(2), meal: 'lunch' } }, false],
  ['skip', 'skip whose day is text', 'c1', 'PATCH', 'subscriptions/s1/skips', { [`${day(2)}-lunch`]: { day: String(day(2)), meal: 'lunch' } }, false],
  ['skip', "customer skips the day after tomorrow's lunch, key bound", 'c1', 'PUT', `subscriptions/s1/skips/${day(2)}-lunch`, { day: day(2), meal: 'lunch' }, true],
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
  ['cancel', "kitchen cancels a customer's subscription without saying so", 'p1', 'PATCH', '', cancelUpdate('s1'), false],
  ['kitchen cancel', 'the kitchen cancels a subscription of its plan with a reason', 'p1', 'PATCH', '', kitchenCancel('s1'), true],
  ['kitchen cancel', 'the kitchen cancels a subscription not started', 'p1', 'PATCH', '', kitchenCancel('s5', 'pl1', { 'subscriptions/s5/endDay': day(5) }), true],
  ['kitchen cancel', 'without a reason', 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'subscriptions/s1/cancelReason': null }), false],
  ['kitchen cancel', 'with an empty reason', 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'subscriptions/s1/cancelReason': '' }), false],
  ['kitchen cancel', 'with a reason of 201 characters', 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'subscriptions/s1/cancelReason': 'x'.repeat(201) }), false],
  ['kitchen cancel', 'with a reason of 200 characters', 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'subscriptions/s1/cancelReason': 'x'.repeat(200) }), true],
  ['kitchen cancel', "signed as the customer's cancel", 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'subscriptions/s1/cancelledBy': 'customer' }), false],
  ['kitchen cancel', 'without releasing the seat', 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'plans/pl1/seatsTaken': null, 'plans/pl1/seatEvent': null, 'planSeats/pl1/s1': null }), false],
  ['kitchen cancel', "without counting the customer's holding", 'p1', 'PATCH', '', kitchenCancel('s1', 'pl1', { 'planHolders/pl1/c1': null }), false],
  ['kitchen cancel', "another kitchen cancels a plan's subscription", 'p2', 'PATCH', '', kitchenCancel('s1'), false],
  ['kitchen cancel', 'the kitchen cancels a cancelled subscription', 'p1', 'PATCH', '', kitchenCancel('s6'), false],
  ['kitchen cancel', 'a customer signs its cancel as the kitchen', 'c1', 'PATCH', '', kitchenCancel('s1'), false],
  ['kitchen cancel', 'a customer signs its cancel as its own', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'subscriptions/s1/cancelledBy': 'customer' }), true],
  ['kitchen cancel', 'a customer gives a kitchen-style reason', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'subscriptions/s1/cancelReason': 'x' }), false],
  ['cancel', 'a cancelled subscription made active again', 'c1', 'PATCH', 'subscriptions/s6', { status: 'active' }, false],
  ['cancel', 'customer edits the address of its subscription', 'c1', 'PATCH', 'subscriptions/s1', { address: '99 Other Road, Nagpur' }, false],
  ['cancel', 'customer changes the per-meal price', 'c1', 'PATCH', 'subscriptions/s1', { mealPricePaise: 1 }, false],
  ['cancel', 'customer adds an old-style ₹ price', 'c1', 'PATCH', 'subscriptions/s1', { pricePerMeal: 1 }, false],
  ['cancel', 'customer deletes its subscription', 'c1', 'DELETE', 'subscriptions/s1', undefined, false],
  // ---- issue 41: the marketplace's active subscriptions move with every seat ----
  ['active count', 'subscribe moving it by one', 'c3', 'PATCH', '', NEW_SUB(), true],
  ['active count', 'subscribe without moving it', 'c3', 'PATCH', '', NEW_SUB({}, { 'subscriptionTotals/active': null, 'subscriptionTotals/plan': null }), false],
  ['active count', 'subscribe moving it by two', 'c3', 'PATCH', '', NEW_SUB({}, { 'subscriptionTotals/active': inc(2) }), false],
  ['active count', 'subscribe naming another plan', 'c3', 'PATCH', '', NEW_SUB({}, { 'subscriptionTotals/plan': 'pl2' }), false],
  ['active count', 'a customer moves it alone', 'c1', 'PATCH', '', { 'subscriptionTotals/active': inc(1), 'subscriptionTotals/plan': 'pl1' }, false],
  ['active count', 'a kitchen lowers it alone', 'p1', 'PATCH', '', { 'subscriptionTotals/active': inc(-1), 'subscriptionTotals/plan': 'pl1' }, false],
  ['active count', 'a cancel without moving it', 'c1', 'PATCH', '', cancelUpdate('s1', 'pl1', day(1), { 'subscriptionTotals/active': null, 'subscriptionTotals/plan': null }), false],
  ['active count', 'staff read it', 's1', 'GET', 'subscriptionTotals', undefined, true],
  ['active count', 'a customer reads it', 'c1', 'GET', 'subscriptionTotals', undefined, false],
  ['active count', 'a kitchen reads it', 'p1', 'GET', 'subscriptionTotals', undefined, false],
  // ---- issue 42: a subscription's bill number with its kitchen (billCounters/{pid}, billNo) ----
  ['bill number', "a new subscription takes the kitchen's next number", 'c3', 'PATCH', '', NEW_SUB({ billNo: 8 }, { 'billCounters/p1': { n: 8, sub: 's9' } }), true],
  ['bill number', 'a new subscription without a number (older clients)', 'c3', 'PATCH', '', NEW_SUB(), true],
  ['bill number', 'skipping a number', 'c3', 'PATCH', '', NEW_SUB({ billNo: 9 }, { 'billCounters/p1': { n: 9, sub: 's9' } }), false],
  ['bill number', 'taking the last number again', 'c3', 'PATCH', '', NEW_SUB({ billNo: 7 }, { 'billCounters/p1': { n: 7, sub: 's9' } }), false],
  ['bill number', 'a number without moving the counter', 'c3', 'PATCH', '', NEW_SUB({ billNo: 8 }), false],
  ['bill number', 'the counter naming another subscription', 'c3', 'PATCH', '', NEW_SUB({ billNo: 8 }, { 'billCounters/p1': { n: 8, sub: 's1' } }), false],
  ['bill number', "another kitchen's counter moved instead", 'c3', 'PATCH', '', NEW_SUB({ billNo: 1 }, { 'billCounters/p2': { n: 1, sub: 's9' } }), false],
  ['bill number', 'a number of 1.5', 'c3', 'PATCH', '', NEW_SUB({ billNo: 7.5 }, { 'billCounters/p1': { n: 7.5, sub: 's9' } }), false],
  ['bill number', 'a counter bumped without its subscription', 'c3', 'PATCH', '', { 'billCounters/p1': { n: 8, sub: 's9' } }, false],
  ['bill number', 'a counter bumped naming a stored subscription', 'c1', 'PATCH', '', { 'billCounters/p1': { n: 8, sub: 's1' } }, false],
  ['bill number', 'the kitchen moves its counter', 'p1', 'PATCH', '', { 'billCounters/p1': { n: 8, sub: 's9' } }, false],
  ['bill number', 'the counter with another field', 'c3', 'PATCH', '', NEW_SUB({ billNo: 8 }, { 'billCounters/p1': { n: 8, sub: 's9', x: 1 } }), false],
  ['bill number', 'a customer changes the number of its subscription', 'c2', 'PATCH', 'subscriptions/s3', { billNo: 3 }, false],
  ['bill number', 'a customer changes it with the counter moved', 'c2', 'PATCH', '', { 'subscriptions/s3/billNo': 8, 'billCounters/p1': { n: 8, sub: 's3' } }, false],
  ['bill number', 'a customer numbers an older subscription', 'c1', 'PATCH', '', { 'subscriptions/s1/billNo': 8, 'billCounters/p1': { n: 8, sub: 's1' } }, false],
  ['bill number', 'the kitchen changes a number', 'p1', 'PATCH', 'subscriptions/s3', { billNo: 3 }, false],
  ['bill number', 'a customer removes the number', 'c2', 'DELETE', 'subscriptions/s3/billNo', undefined, false],
  ['bill number', 'a signed-in customer reads a counter', 'c3', 'GET', 'billCounters/p1', undefined, true],
  ['bill number', 'anon reads a counter', 'anon', 'GET', 'billCounters/p1', undefined, false],
];

testMatrix(CASES, { atLeast: 190, oneOutcome: ['seat tampering', 'plan read'] });

test('seats follow subscriptions: subscribe, cancel, and subscribe again into the freed seat', async () => {
  await assertSucceeds(run('c3', 'PATCH', '', NEW_SUB()));
  expect(await adminGet('plans/pl1/seatsTaken')).toBe(5);
  expect(await adminGet('planSeats/pl1/s9')).toBe(true);
  expect(await adminGet('planHolders/pl1/c3')).toBe(1);
  await assertFails(run('c3', 'PATCH', '', NEW_SUB())); // replay: the subscription exists
  await assertSucceeds(run('c3', 'PATCH', '', cancelUpdate('s9', 'pl1', day(1))));
  expect(await adminGet('plans/pl1/seatsTaken')).toBe(4);
  expect(await adminGet('planSeats/pl1/s9')).toBeNull();
  expect(await adminGet('planHolders/pl1/c3')).toBe(0);
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

test('a price change applies to new subscriptions only: existing ones keep theirs, new ones must carry the new one', async () => {
  const before = PL1.mealPricePaise;
  const after = mealPricePaise(4000, 'both', '1111110');
  await assertSucceeds(run('p1', 'PATCH', 'plans/pl1', { price: 4000, mealPricePaise: after, updatedAt: T + 2 }));
  expect(await adminGet('subscriptions/s1/mealPricePaise')).toBe(before);
  await assertFails(run('c3', 'PATCH', '', subscribeUpdate('c3', 's11', 'pl1', PL1)));
  await assertSucceeds(run('c3', 'PATCH', '', subscribeUpdate('c3', 's11', 'pl1', { ...PL1, price: 4000, mealPricePaise: after })));
  expect(await adminGet('subscriptions/s11/mealPricePaise')).toBe(after);
});

test('the kitchen cancels a squatter: seat released, holdings one fewer, reason stored for the customer', async () => {
  await assertSucceeds(run('p1', 'PATCH', '', kitchenCancel('s5', 'pl1', { 'subscriptions/s5/endDay': day(5) })));
  expect(await adminGet('subscriptions/s5')).toMatchObject({ status: 'cancelled', cancelledBy: 'provider',
    cancelReason: 'Nobody at this address for a week.' });
  expect(await adminGet('planHolders/pl1/c1')).toBe(1);
  expect(await adminGet('planSeats/pl1/s5')).toBeNull();
  // the freed holding: c1 may take a second subscription again
  await assertSucceeds(run('c1', 'PATCH', '', subscribeUpdate('c1', 's12', 'pl1')));
  await assertFails(run('c1', 'PATCH', '', subscribeUpdate('c1', 's13', 'pl1')));
});

test('one customer firing 5 subscriptions to one plan at once with the SDK: exactly 2 land', async () => {
  const base = plan('p1', { name: 'Family Plan', capacity: 20 });
  await m.admin((d) => d.ref().update({ 'plans/fam': base, 'users/fam1': user('fam1', 'user') }));
  const dbs = Array.from({ length: 5 }, () => m.env.authenticatedContext('fam1').database());
  await Promise.all(dbs.map((d) => d.ref('plans/fam/capacity').get()));
  const results = await Promise.allSettled(dbs.map((d, i) => d.ref().update(subscribeUpdate('fam1', `fam-${i}`, 'fam', base))));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).toMatch(/PERMISSION_DENIED/i);
  expect(await adminGet('planHolders/fam/fam1')).toBe(2);
  expect(await adminGet('plans/fam/seatsTaken')).toBe(2);
  const subs = Object.values(await adminGet('subscriptions')).filter((x) => x.planId === 'fam');
  expect(subs).toHaveLength(2);
});
