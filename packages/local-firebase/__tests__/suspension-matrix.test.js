'use strict';
/**
 * Rules matrix for suspending a listed kitchen (issue 41; RULES.md, "Suspending a kitchen"): a customer, a kitchen (on
 * itself and on another) and staff × Suspend (the approval flip of approvalWrites, providers/{uid}/suspension:
 * { reason, by, at, audit }, suspendedKitchens + 1 and the audit entry, in one write) and Unsuspend (the flip back, the
 * suspension removed, suspendedKitchens − 1, the ended period suspensions/{uid}/{suspendAuditId}: { from, to, audit }
 * and its audit entry); what a suspended kitchen may still do to its listing; new orders and subscriptions to it
 * refused; and orders racing the suspension.
 */
const { approvalWrites } = require('@thali/domain/approval');
const { SUPPORT_CANCEL_LIMITS } = require('@thali/domain/staff');
const { DEFAULT_CUTOFFS, mealPricePaise } = require('@thali/domain');
const { rulesMatrix, SV_TS, wholeOrder, orderCreation, deliversTo, HOME_LINE, HOME_PLACE, inc, assertSucceeds } = require('./matrix-harness');

const T = 1700000000000;
const DAY_MS = 86400000;
const IST = 19800000;
const NOW = Date.now();
const TOMORROW = NOW - ((NOW + IST) % DAY_MS) + DAY_MS;
const PHONE = '+919876543210';
const user = (name, role, extra = {}) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z', ...extra });
const listing = (name, approved, extra = {}) => ({ name, cuisine: 'Maharashtrian', address: 'Sitabuldi, Nagpur', phone: '+91 98230 00001',
  approved, deliversTo: deliversTo(undefined, approved), createdAt: T, ...extra });
const item = (providerId, name, price) => ({ name, description: 'Tasty', price, category: 'main-course', imageUrl: '/images/thali.svg',
  providerId, status: 'active', createdAt: T, updatedAt: T });
const plan = (providerId) => ({ providerId, name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, rotis and rice.', meals: 'lunch',
  days: '1111110', diet: 'veg', price: 2600, mealPricePaise: mealPricePaise(2600, 'lunch', '1111110'), capacity: 10, seatsTaken: 0,
  lunchCutoff: DEFAULT_CUTOFFS.lunch, dinnerCutoff: DEFAULT_CUTOFFS.dinner, status: 'active', createdAt: T, updatedAt: T });
const SUSPENSION = { reason: 'Food safety complaint under review.', by: 'a1', at: T, audit: 'e1' };

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user', { phone: PHONE }), p1: user('annapurna', 'meal_provider'), p2: user('saoji', 'meal_provider'),
    p3: user('pending', 'meal_provider'), p5: user('suspended', 'meal_provider'), a1: user('staff', 'user') },
  providers: {
    p1: listing('Annapurna', true), p2: listing('Saoji Corner', true), p3: listing('Pending Kitchen', false),
    p5: listing('Suspended Kitchen', false, { suspension: SUSPENSION }),
  },
  listedKitchens: 2,
  suspendedKitchens: 1,
  audit: { e1: { by: 'a1', action: 'suspend', target: 'providers/p5', reason: SUSPENSION.reason, at: T } },
  'menu-items': { i1: item('p1', 'Dal', 100), i5: item('p5', 'Poha', 100) },
  plans: { pl1: plan('p1'), pl5: plan('p5') },
};

const entry = (by, action, target, reason) => ({ by, action, target, ...(reason ? { reason } : {}), at: SV_TS });
const REASON = 'Several customers reported spoiled food.';
/** What suspendKitchen writes; `suspension` and `audit` override fields, `count` the suspended count. */
const suspend = (by, uid = 'p1', { reason = REASON, suspension = {}, audit = {}, count = 2, flip = true, withAudit = true } = {}) => ({ // count null: not written
  ...(flip ? approvalWrites(uid, FIXTURE.providers[uid], FIXTURE.listedKitchens, false) : {}),
  [`providers/${uid}/suspension`]: { reason, by, at: SV_TS, audit: 'n1', ...suspension },
  ...(count === null ? {} : { suspendedKitchens: count }),
  ...(withAudit ? { 'audit/n1': { ...entry(by, 'suspend', `providers/${uid}`, reason), ...audit } } : {}),
});
/** What unsuspendKitchen writes for p5. */
const unsuspend = (by, { period = {}, withPeriod = true, count = 0, flip = true, audit = {} } = {}) => ({
  ...(flip ? approvalWrites('p5', FIXTURE.providers.p5, FIXTURE.listedKitchens, true) : {}),
  'providers/p5/suspension': null,
  ...(count === null ? {} : { suspendedKitchens: count }),
  ...(withPeriod ? { 'suspensions/p5/e1': { from: T, to: SV_TS, audit: 'n1', ...period } } : {}),
  'audit/n1': { ...entry(by, 'unsuspend', 'providers/p5'), ...audit },
});
/** A customer's order of one dish from `providerId` ("as soon as possible"), with its stats, as checkoutCart writes it. */
const orderFrom = (providerId, itemId, oid = 'n1') => orderCreation([[oid, wholeOrder({ userId: 'c1', providerId,
  lines: [{ itemId, itemName: providerId === 'p1' ? 'Dal' : 'Poha', price: 100, quantity: 2 }], address: HOME_LINE,
  orderNumber: undefined, customerName: 'Riya', customerPhone: PHONE })]]);
/** A customer's subscription to `planId` from tomorrow, with its seat, as subscribeToPlan writes it. */
const subscribeTo = (planId) => {
  const p = FIXTURE.plans[planId];
  return {
    [`subscriptions/s9`]: { planId, providerId: p.providerId, customerId: 'c1', customerName: 'Riya', address: HOME_LINE, place: HOME_PLACE,
      phone: PHONE, planName: p.name, meals: p.meals, days: p.days, diet: p.diet, mealPricePaise: p.mealPricePaise, startDay: TOMORROW,
      status: 'active', createdAt: SV_TS },
    [`plans/${planId}/seatsTaken`]: inc(1), [`plans/${planId}/seatEvent`]: { sub: 's9', kind: 'taken' },
    [`planSeats/${planId}/s9`]: true, [`planHolders/${planId}/c1`]: inc(1),
    // the marketplace's active subscriptions move with the seat (RULES.md, "Order figures")
    'subscriptionTotals/active': inc(1), 'subscriptionTotals/plan': planId,
  };
};

const { run, adminGet, admin, markDirty, testMatrix } = rulesMatrix({ fixture: FIXTURE,
  who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', p3: 'p3', p5: 'p5', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- suspend ----
  ['suspend', 'staff: a listed kitchen, with its audit entry and the count', 'a1', 'PATCH', '', suspend('a1'), true],
  ['suspend', 'staff: a reason at its limit', 'a1', 'PATCH', '', suspend('a1', 'p1', { reason: 'r'.repeat(SUPPORT_CANCEL_LIMITS.reasonMax) }), true],
  ['suspend', 'staff: a reason over its limit', 'a1', 'PATCH', '', suspend('a1', 'p1', { reason: 'r'.repeat(SUPPORT_CANCEL_LIMITS.reasonMax + 1) }), false],
  ['suspend', 'staff: a reason too short to say anything', 'a1', 'PATCH', '', suspend('a1', 'p1', { reason: 'no' }), false],
  ['suspend', 'staff: keeping the kitchen listed', 'a1', 'PATCH', '', suspend('a1', 'p1', { flip: false }), false],
  ['suspend', 'staff: without moving the count', 'a1', 'PATCH', '', suspend('a1', 'p1', { count: null }), false],
  ['suspend', 'staff: the count moved by two', 'a1', 'PATCH', '', suspend('a1', 'p1', { count: 3 }), false],
  ['suspend', 'staff: without the audit entry', 'a1', 'PATCH', '', suspend('a1', 'p1', { withAudit: false }), false],
  ['suspend', 'staff: the entry of another action', 'a1', 'PATCH', '', suspend('a1', 'p1', { audit: { action: 'reject' } }), false],
  ['suspend', 'staff: the entry with another reason', 'a1', 'PATCH', '', suspend('a1', 'p1', { audit: { reason: 'Something else' } }), false],
  ['suspend', 'staff: in another staff member’s name', 'a1', 'PATCH', '', suspend('a1', 'p1', { suspension: { by: 'a2' } }), false],
  ['suspend', 'staff: a time of its own', 'a1', 'PATCH', '', suspend('a1', 'p1', { suspension: { at: T } }), false],
  ['suspend', 'staff: an extra field', 'a1', 'PATCH', '', suspend('a1', 'p1', { suspension: { note: 'x' } }), false],
  ['suspend', 'staff: a pending kitchen (not listed)', 'a1', 'PATCH', '', suspend('a1', 'p3', { flip: false }), false],
  ['suspend', 'staff: a kitchen already suspended', 'a1', 'PATCH', '', suspend('a1', 'p5', { flip: false }), false],
  ['suspend', 'kitchen: suspends itself', 'p1', 'PATCH', '', suspend('p1'), false],
  ['suspend', 'kitchen: writes a suspension on itself alone', 'p1', 'PUT', 'providers/p1/suspension', { reason: REASON, by: 'p1', at: SV_TS, audit: 'n1' }, false],
  ['suspend', 'kitchen: suspends another kitchen', 'p2', 'PATCH', '', suspend('p2'), false],
  ['suspend', 'customer: suspends a kitchen', 'c1', 'PATCH', '', suspend('c1'), false],
  // ---- unsuspend ----
  ['unsuspend', 'staff: lists it again, records the period, with its audit entry', 'a1', 'PATCH', '', unsuspend('a1'), true],
  ['unsuspend', 'staff: without recording the period', 'a1', 'PATCH', '', unsuspend('a1', { withPeriod: false }), false],
  ['unsuspend', 'staff: a period from another time', 'a1', 'PATCH', '', unsuspend('a1', { period: { from: T + 1 } }), false],
  ['unsuspend', 'staff: a period ending at a time of its own', 'a1', 'PATCH', '', unsuspend('a1', { period: { to: T + DAY_MS } }), false],
  ['unsuspend', 'staff: without moving the count', 'a1', 'PATCH', '', unsuspend('a1', { count: null }), false],
  ['unsuspend', 'staff: leaving the kitchen unlisted', 'a1', 'PATCH', '', unsuspend('a1', { flip: false }), false],
  ['unsuspend', 'staff: the entry of another action', 'a1', 'PATCH', '', unsuspend('a1', { audit: { action: 'approve' } }), false],
  ['unsuspend', 'staff: approves it keeping the suspension', 'a1', 'PATCH', '', {
    ...approvalWrites('p5', FIXTURE.providers.p5, FIXTURE.listedKitchens, true), 'audit/n1': entry('a1', 'approve', 'providers/p5') }, false],
  ['unsuspend', 'kitchen: unsuspends itself (the whole write)', 'p5', 'PATCH', '', unsuspend('p5'), false],
  ['unsuspend', 'kitchen: removes its suspension', 'p5', 'DELETE', 'providers/p5/suspension', undefined, false],
  ['unsuspend', 'kitchen: removes it with a profile save', 'p5', 'PATCH', 'providers/p5', { suspension: null, accepting: false }, false],
  ['unsuspend', 'kitchen: rewrites the reason', 'p5', 'PUT', 'providers/p5/suspension/reason', 'All fine now.', false],
  ['unsuspend', 'kitchen: approves itself', 'p5', 'PUT', 'providers/p5/approved', true, false],
  ['unsuspend', 'kitchen: unsuspends another kitchen', 'p1', 'PATCH', '', unsuspend('p1'), false],
  ['unsuspend', 'customer: unsuspends a kitchen', 'c1', 'PATCH', '', unsuspend('c1'), false],
  // ---- what a suspended kitchen may still do ----
  ['kitchen', 'suspended: pauses orders (its own listing save)', 'p5', 'PATCH', 'providers/p5', { accepting: false }, true],
  ['kitchen', 'suspended: renames itself', 'p5', 'PATCH', 'providers/p5', { name: 'New Name Kitchen' }, false],
  ['kitchen', 'suspended: turns its areas back on', 'p5', 'PUT', 'providers/p5/deliversTo', deliversTo(), false],
  ['kitchen', 'pending: still renames itself', 'p3', 'PATCH', 'providers/p3', { name: 'Pending Kitchen Two' }, true],
  // ---- new orders and subscriptions ----
  ['orders', 'customer: orders from a listed kitchen', 'c1', 'PATCH', '', orderFrom('p1', 'i1'), true],
  ['orders', 'customer: orders from a suspended kitchen', 'c1', 'PATCH', '', orderFrom('p5', 'i5'), false],
  ['orders', 'customer: subscribes to a listed kitchen’s plan', 'c1', 'PATCH', '', subscribeTo('pl1'), true],
  ['orders', 'customer: subscribes to a suspended kitchen’s plan', 'c1', 'PATCH', '', subscribeTo('pl5'), false],
  // ---- reads ----
  ['read', 'staff: the suspended kitchens (by suspension time)', 'a1', 'GET', 'providers', undefined, true, (ref) => ref.orderByChild('suspension/at').startAt(0)],
  ['read', 'customer: the suspended kitchens', 'c1', 'GET', 'providers', undefined, false, (ref) => ref.orderByChild('suspension/at').startAt(0)],
  ['read', 'staff: the suspended count', 'a1', 'GET', 'suspendedKitchens', undefined, true],
  ['read', 'kitchen: the suspended count', 'p1', 'GET', 'suspendedKitchens', undefined, false],
  ['read', 'customer: a kitchen’s past periods (its bill counts them)', 'c1', 'GET', 'suspensions/p5', undefined, true],
  ['read', 'signed out: a kitchen’s past periods', 'anon', 'GET', 'suspensions/p5', undefined, false],
  ['read', 'staff: a kitchen’s pending orders (its board range)', 'a1', 'GET', 'orders', undefined, true, (ref) => ref.orderByChild('boardKey').startAt('p1|pending|').endAt('p1|pending|~')],
  ['read', 'another kitchen: that range', 'p2', 'GET', 'orders', undefined, false, (ref) => ref.orderByChild('boardKey').startAt('p1|pending|').endAt('p1|pending|~')],
  ['read', 'staff: a kitchen’s history (suspend, unsuspend)', 'a1', 'GET', 'audit', undefined, true, (ref) => ref.orderByChild('target').equalTo('providers/p5')],
];

testMatrix(CASES, { atLeast: 45, oneOutcome: [] });

test('Suspend then Unsuspend: the listing leaves and returns, the counts move back, the period is kept', async () => {
  await assertSucceeds(run('a1', 'PATCH', '', suspend('a1')));
  const suspension = await adminGet('providers/p1/suspension');
  expect(suspension).toMatchObject({ reason: REASON, by: 'a1', audit: 'n1' });
  expect(await adminGet('providers/p1/approved')).toBe(false);
  expect(await adminGet('providers/p1/deliversTo')).toEqual(deliversTo(undefined, false));
  expect([await adminGet('listedKitchens'), await adminGet('suspendedKitchens')]).toEqual([1, 2]);
  await assertSucceeds(run('a1', 'PATCH', '', {
    ...approvalWrites('p1', { approved: false, deliversTo: deliversTo(undefined, false) }, 1, true),
    'providers/p1/suspension': null, suspendedKitchens: 1,
    'suspensions/p1/n1': { from: suspension.at, to: SV_TS, audit: 'n2' }, 'audit/n2': entry('a1', 'unsuspend', 'providers/p1') }));
  expect(await adminGet('providers/p1/approved')).toBe(true);
  expect([await adminGet('listedKitchens'), await adminGet('suspendedKitchens')]).toEqual([2, 1]);
  const period = await adminGet('suspensions/p1/n1');
  expect(period.from).toBe(suspension.at);
  expect(period.to).toBeGreaterThanOrEqual(suspension.at);
  expect(await adminGet('audit/n2')).toMatchObject({ action: 'unsuspend', target: 'providers/p1' });
});

test('an order racing the suspension lands before it or is refused; after it every order is refused', async () => {
  const outcomes = new Set();
  for (let round = 0; round < 4; round++) {
    await admin((d) => d.ref().set(FIXTURE));
    // the two writes leave together on their own connections; the database applies one after the other
    const [order, suspension] = await Promise.allSettled([run('c1', 'PATCH', '', orderFrom('p1', 'i1', `race${round}`)), run('a1', 'PATCH', '', suspend('a1'))]);
    expect(suspension.status).toBe('fulfilled');
    const stored = await adminGet(`orders/race${round}`);
    // landed: it was applied before the suspension (the kitchen keeps it, Thali cancels it if it is not accepted);
    // refused: nothing of it was written
    if (order.status === 'fulfilled') expect(stored).toMatchObject({ providerId: 'p1', step: 'new' });
    else expect(stored).toBeNull();
    outcomes.add(order.status);
    await expect(run('c1', 'PATCH', '', orderFrom('p1', 'i1', `after${round}`))).rejects.toThrow();
    expect(await adminGet(`orders/after${round}`)).toBeNull();
  }
  markDirty();
  expect(outcomes.size).toBeGreaterThan(0);
});
