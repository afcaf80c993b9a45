'use strict';
/**
 * Rules matrix for a kitchen's delivery areas and minimum order (issue 40; RULES.md "Delivery areas and the listed
 * count"): providers/{uid}/deliversTo/{area} holds areas of Nagpur's list, each valued as the listing's approval (so the
 * public area query finds listed kitchens only); minOrder is whole rupees 0–2,000; listedKitchens is read by anyone and
 * moved by one, by an admin, in the same write as an approval flip, which also flips every area of the listing.
 */
const { rulesMatrix, q } = require('./matrix-harness');

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('annapurna', 'meal_provider'), p2: user('saoji', 'meal_provider'),
    p3: user('pending', 'meal_provider'), p4: user('old', 'meal_provider'), a1: user('staff', 'user') },
  providers: {
    p1: { name: 'Annapurna', approved: true, deliversTo: { Dharampeth: true, 'Trimurti Nagar': true }, minOrder: 100 },
    p2: { name: 'Saoji Ghar Rasoi', approved: true, deliversTo: { Sitabuldi: true } },
    // pending: its areas are stored false until an admin approves it
    p3: { name: 'Pending Kitchen', deliversTo: { Dharampeth: false } },
    // approved before issue 40: no areas yet (in no area's list until it chooses)
    p4: { name: 'Old Kitchen', approved: true },
  },
  listedKitchens: 3,
};

const { testMatrix, run } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4', a1: 'a1' } });

/** The one write of an approval flip: the flag, every area of the listing with it, and the count moved by one. */
const approval = (uid, approved, areas, listed) => ({
  [`providers/${uid}/approved`]: approved,
  ...Object.fromEntries(areas.map((a) => [`providers/${uid}/deliversTo/${a}`, approved])),
  listedKitchens: listed,
});
const byArea = (area, value = true) => q(`deliversTo/${area}`, value);

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- a kitchen writes its areas (setDeliveryAreas: deliversTo and minOrder in one update) ----
  ['areas', 'a pending kitchen writes its areas as pending (false)', 'p3', 'PATCH', 'providers/p3',
    { deliversTo: { Dharampeth: false, Sitabuldi: false }, minOrder: 150 }, true],
  ['areas', 'a pending kitchen fakes true (listed before approval)', 'p3', 'PUT', 'providers/p3/deliversTo', { Dharampeth: true }, false],
  ['areas', 'a pending kitchen fakes true for one area among false ones', 'p3', 'PUT', 'providers/p3/deliversTo', { Dharampeth: false, Hingna: true }, false],
  ['areas', 'an approved kitchen writes its areas as approved (true)', 'p1', 'PATCH', 'providers/p1',
    { deliversTo: { Dharampeth: true, Sitabuldi: true, 'Manish Nagar': true }, minOrder: 0 }, true],
  ['areas', 'an approved kitchen writes an area as false (out of its area list)', 'p1', 'PUT', 'providers/p1/deliversTo/Jaitala', false, false],
  ['areas', 'an approved kitchen from before issue 40 chooses its first areas', 'p4', 'PUT', 'providers/p4/deliversTo', { Hingna: true }, true],
  ['areas', 'an area off the list', 'p1', 'PUT', 'providers/p1/deliversTo/Pardi', true, false],
  ['areas', 'an area in other letters', 'p1', 'PUT', 'providers/p1/deliversTo/dharampeth', true, false],
  ['areas', 'an area valued as text', 'p1', 'PUT', 'providers/p1/deliversTo/Sitabuldi', 'yes', false],
  ['areas', 'the kitchen leaves one of its areas', 'p1', 'DELETE', 'providers/p1/deliversTo/Dharampeth', undefined, true],
  ['areas', 'the kitchen removes all its areas', 'p1', 'DELETE', 'providers/p1/deliversTo', undefined, false],
  ['areas', 'the kitchen removes all its areas in a whole-listing write', 'p2', 'PUT', 'providers/p2', { name: 'Saoji Ghar Rasoi', approved: true }, false],
  ['areas', 'another kitchen writes its areas', 'p2', 'PUT', 'providers/p1/deliversTo/Hingna', true, false],
  ['areas', 'a customer writes a kitchen’s areas', 'c1', 'PUT', 'providers/p1/deliversTo/Hingna', true, false],
  // ---- the minimum order value ----
  ['minimum', '₹0 (no minimum)', 'p1', 'PUT', 'providers/p1/minOrder', 0, true],
  ['minimum', '₹2,000', 'p1', 'PUT', 'providers/p1/minOrder', 2000, true],
  ['minimum', '₹2,001', 'p1', 'PUT', 'providers/p1/minOrder', 2001, false],
  ['minimum', '−₹1', 'p1', 'PUT', 'providers/p1/minOrder', -1, false],
  ['minimum', '₹150.50 (paise)', 'p1', 'PUT', 'providers/p1/minOrder', 150.5, false],
  ['minimum', 'as text', 'p1', 'PUT', 'providers/p1/minOrder', '150', false],
  ['minimum', 'removed (none)', 'p1', 'DELETE', 'providers/p1/minOrder', undefined, true],
  ['minimum', 'another kitchen sets it', 'p2', 'PUT', 'providers/p1/minOrder', 2000, false],
  // ---- the listed count ----
  ['listed', 'a visitor reads the listed count', 'anon', 'GET', 'listedKitchens', undefined, true],
  ['listed', 'a kitchen moves the listed count', 'p1', 'PUT', 'listedKitchens', 4, false],
  ['listed', 'a customer moves the listed count', 'c1', 'PUT', 'listedKitchens', 2, false],
  ['listed', 'a visitor writes the listed count', 'anon', 'PUT', 'listedKitchens', 0, false],
  ['listed', 'an admin moves the count by two', 'a1', 'PUT', 'listedKitchens', 5, false],
  // ---- an admin's approval flip ----
  ['approval', 'an admin approves: the flag, its areas and the count in one write', 'a1', 'PATCH', '', approval('p3', true, ['Dharampeth'], 4), true],
  ['approval', 'an admin approves without moving the count', 'a1', 'PATCH', '', approval('p3', true, ['Dharampeth'], 3), false],
  ['approval', 'an admin approves moving the count by two', 'a1', 'PATCH', '', approval('p3', true, ['Dharampeth'], 5), false],
  ['approval', 'an admin approves leaving its areas pending (false)', 'a1', 'PATCH', '', approval('p3', true, [], 4), false],
  ['approval', 'an admin withdraws an approval with its areas', 'a1', 'PATCH', '', approval('p1', false, ['Dharampeth', 'Trimurti Nagar'], 2), true],
  ['approval', 'an admin withdraws an approval leaving an area listed', 'a1', 'PATCH', '', approval('p1', false, ['Dharampeth'], 2), false],
  ['approval', 'an admin withdraws an approval without moving the count', 'a1', 'PATCH', '', approval('p1', false, ['Dharampeth', 'Trimurti Nagar'], 3), false],
  ['approval', 'a kitchen approves itself with its areas and the count', 'p3', 'PATCH', '', approval('p3', true, ['Dharampeth'], 4), false],
  ['approval', 'a kitchen re-approves itself (already approved, count unchanged)', 'p1', 'PATCH', 'providers/p1', { approved: true }, true],
  // ---- the area query ----
  ['query', 'a visitor lists the kitchens delivering to an area', 'anon', 'GET', 'providers', undefined, true, byArea('Dharampeth')],
  ['query', 'a customer lists the kitchens delivering to an area of two words', 'c1', 'GET', 'providers', undefined, true, byArea('Trimurti Nagar')],
  ['query', 'a visitor lists the pending kitchens of an area (equalTo false)', 'anon', 'GET', 'providers', undefined, false, byArea('Dharampeth', false)],
  ['query', 'a visitor orders by the whole deliversTo node', 'anon', 'GET', 'providers', undefined, false, q('deliversTo', true)],
  ['query', 'a visitor queries another deep child', 'anon', 'GET', 'providers', undefined, false, q('nameRequest/name', 'Annapurna')],
  ['query', 'a visitor queries the minimum', 'anon', 'GET', 'providers', undefined, false, q('minOrder', true)],
  ['query', 'a visitor reads an area by range, not equalTo', 'anon', 'GET', 'providers', undefined, false,
    (ref) => ref.orderByChild('deliversTo/Dharampeth').startAt(true)],
];

testMatrix(CASES, { atLeast: 40 });

test('the area query finds the listed kitchens of that area only: not a pending one, not one elsewhere', async () => {
  const snap = await run('anon', 'GET', 'providers', undefined, byArea('Dharampeth'));
  expect(Object.keys(snap.val())).toEqual(['p1']);
  const none = await run('anon', 'GET', 'providers', undefined, byArea('Hingna'));
  expect(none.val()).toBeNull();
});
