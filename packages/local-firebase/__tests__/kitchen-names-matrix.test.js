'use strict';
/**
 * Rules matrix for a kitchen's name and its recorded changes (issue 36, finding 5; RULES.md "Kitchen names and
 * recorded changes"): an approved kitchen keeps its approved name and asks for a new one
 * (providers/{uid}/nameRequest: { name, requestedAt }), which only an admin turns into its name (and clears); a pending
 * kitchen still renames itself. Its address, phone and picture change freely, but each change names its record,
 * providerChanges/{uid}/{pushId}: { field, old, new, at }, made in the same write (old = the stored value, new = the
 * written one, at = the server's time), which admins read and nobody changes or removes.
 */
const { rulesMatrix, SV_TS, assertSucceeds } = require('./matrix-harness');

const T = 1700000000000;
const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const LISTING = { name: 'Annapurna Tiffins', cuisine: 'Maharashtrian', address: '12 Dharampeth, Nagpur', phone: '+91 98230 00001',
  image: '/images/kitchen.svg', approved: true, createdAt: T };

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('annapurna', 'meal_provider'), p2: user('saoji', 'meal_provider'),
    p3: user('pending', 'meal_provider'), a1: user('staff', 'user') },
  providers: {
    p1: { ...LISTING, nameRequest: { name: 'Annapurna Home Kitchen', requestedAt: T }, changeIds: { phone: 'r0' } },
    p2: { name: 'Saoji Corner', approved: true },
    p3: { name: 'Pending Kitchen', address: 'Sitabuldi, Nagpur' },
  },
  providerChanges: { p1: { r0: { field: 'phone', old: '+91 98230 00000', new: '+91 98230 00001', at: T } } },
};

/** `field` of p1 changed to `value` with its record (what updateUserProfile writes); `entry` overrides the record's fields. */
const change = (field, value, { uid = 'p1', id = `n-${field}`, entry = {} } = {}) => ({
  [`providers/${uid}/${field}`]: value, [`providers/${uid}/changeIds/${field}`]: id,
  [`providerChanges/${uid}/${id}`]: { field, old: FIXTURE.providers[uid][field] ?? '', new: value, at: SV_TS, ...entry },
});
const request = (name, extra = {}) => ({ name, requestedAt: SV_TS, ...extra });

const { run, adminGet, testMatrix } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', p3: 'p3', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- the name ----
  ['name', 'an approved kitchen renames itself', 'p1', 'PATCH', 'providers/p1', { name: 'Annapurna Tiffin Services' }, false],
  ['name', 'an approved kitchen renames itself in a profile save', 'p1', 'PATCH', '',
    { 'users/p1/name': 'Annapurna Tiffin Services', 'providers/p1/name': 'Annapurna Tiffin Services' }, false],
  ['name', 'an approved kitchen rewrites its listing under another name', 'p1', 'PUT', 'providers/p1',
    { ...FIXTURE.providers.p1, name: 'Annapurna Tiffin Services' }, false],
  ['name', 'an approved kitchen saves its profile keeping its approved name', 'p1', 'PATCH', '',
    { 'users/p1/cuisine': 'Thali', 'providers/p1/name': LISTING.name, 'providers/p1/cuisine': 'north-indian' }, true],
  ['name', 'an approved kitchen asks for a new name', 'p1', 'PUT', 'providers/p1/nameRequest', request('Annapurna Tiffin Services'), true],
  ['name', 'the request in a profile save', 'p1', 'PATCH', '',
    { 'users/p1/name': 'Annapurna Tiffin Services', 'providers/p1/name': LISTING.name, 'providers/p1/nameRequest': request('Annapurna Tiffin Services') }, true],
  ['name', 'the kitchen withdraws its request', 'p1', 'DELETE', 'providers/p1/nameRequest', undefined, true],
  ['name', 'a request with a time of its own', 'p1', 'PUT', 'providers/p1/nameRequest', request('Annapurna', { requestedAt: T + 1 }), false],
  ['name', 'a request without a name', 'p1', 'PUT', 'providers/p1/nameRequest', { requestedAt: SV_TS }, false],
  ['name', 'a request for an empty name', 'p1', 'PUT', 'providers/p1/nameRequest', request(''), false],
  ['name', 'a request for a name of 101 characters', 'p1', 'PUT', 'providers/p1/nameRequest', request('n'.repeat(101)), false],
  ['name', 'a request with an extra field', 'p1', 'PUT', 'providers/p1/nameRequest', request('Annapurna', { approved: true }), false],
  ['name', 'another kitchen asks for a kitchen’s name', 'p2', 'PUT', 'providers/p1/nameRequest', request('Mine'), false],
  ['name', 'a customer asks for a kitchen’s name', 'c1', 'PUT', 'providers/p1/nameRequest', request('Mine'), false],
  ['name', 'a pending kitchen renames itself', 'p3', 'PATCH', '', { 'users/p3/name': 'Poha Point', 'providers/p3/name': 'Poha Point' }, true],
  ['name', 'an admin approves the request: the name, the request cleared', 'a1', 'PATCH', 'providers/p1',
    { name: 'Annapurna Home Kitchen', nameRequest: null }, true],
  ['name', 'an admin writes a request', 'a1', 'PUT', 'providers/p2/nameRequest', request('Saoji Palace'), false],
  ['name', 'an admin renames a kitchen to an empty name', 'a1', 'PATCH', 'providers/p1', { name: '' }, false],
  // ---- address, phone and picture: changed with their record ----
  ['recorded', 'a new phone with its record', 'p1', 'PATCH', '', change('phone', '+91 98230 00002'), true],
  ['recorded', 'a new address with its record', 'p1', 'PATCH', '', change('address', '7 Ramdaspeth, Nagpur'), true],
  ['recorded', 'a new picture with its record', 'p1', 'PATCH', '', change('image', 'https://cdn.test/kitchen.png'), true],
  ['recorded', 'address and phone in one save, a record each', 'p1', 'PATCH', '',
    { ...change('address', '7 Ramdaspeth, Nagpur'), ...change('phone', '+91 98230 00002') }, true],
  // issue 39: a kitchen keeps a phone customers can call (kitchen-details-matrix.test.js)
  ['recorded', 'the phone removed (empty), recorded', 'p1', 'PATCH', '', change('phone', ''), false],
  ['recorded', 'a pending kitchen’s new address, recorded', 'p3', 'PATCH', '', change('address', 'Manish Nagar, Nagpur', { uid: 'p3' }), true],
  ['recorded', 'the cuisine (not recorded) alone', 'p1', 'PATCH', 'providers/p1', { cuisine: 'north-indian' }, true],
  ['recorded', 'a new phone without a record', 'p1', 'PATCH', 'providers/p1', { phone: '+91 98230 00002' }, false],
  ['recorded', 'a new address without a record', 'p1', 'PUT', 'providers/p1/address', '7 Ramdaspeth, Nagpur', false],
  ['recorded', 'a whole listing rewritten with a new picture, no record', 'p1', 'PUT', 'providers/p1', { ...FIXTURE.providers.p1, image: '/images/new.svg' }, false],
  ['recorded', 'the phone deleted without a record', 'p1', 'DELETE', 'providers/p1/phone', undefined, false],
  ['recorded', 'a record whose old value is not the stored one', 'p1', 'PATCH', '', change('phone', '+91 98230 00002', { entry: { old: '+91 1' } }), false],
  ['recorded', 'a record whose new value is not the written one', 'p1', 'PATCH', '', change('phone', '+91 98230 00002', { entry: { new: '+91 2' } }), false],
  ['recorded', 'a record of another field', 'p1', 'PATCH', '', change('phone', '+91 98230 00002', { entry: { field: 'address' } }), false],
  ['recorded', 'a record with a time of its own', 'p1', 'PATCH', '', change('phone', '+91 98230 00002', { entry: { at: T } }), false],
  ['recorded', 'a record with an extra field', 'p1', 'PATCH', '', change('phone', '+91 98230 00002', { entry: { reason: 'x' } }), false],
  ['recorded', 'a change naming an earlier record', 'p1', 'PATCH', '', { 'providers/p1/phone': '+91 98230 00002', 'providers/p1/changeIds/phone': 'r0' }, false],
  ['recorded', 'a record of nothing changed', 'p1', 'PATCH', '', change('phone', LISTING.phone), false],
  ['recorded', 'a record without the change', 'p1', 'PUT', 'providerChanges/p1/n1', { field: 'phone', old: LISTING.phone, new: '+91 2', at: SV_TS }, false],
  ['recorded', 'another kitchen records a kitchen’s change', 'p2', 'PATCH', '', change('phone', '+91 98230 00002'), false],
  ['recorded', 'the kitchen edits its record', 'p1', 'PUT', 'providerChanges/p1/r0/new', '+91 98230 00009', false],
  ['recorded', 'the kitchen deletes its record', 'p1', 'DELETE', 'providerChanges/p1/r0', undefined, false],
  ['recorded', 'an admin deletes a record', 'a1', 'DELETE', 'providerChanges/p1/r0', undefined, false],
  // ---- who reads the records ----
  ['read', 'an admin lists the records', 'a1', 'GET', 'providerChanges', undefined, true],
  ['read', 'an admin reads a kitchen’s records', 'a1', 'GET', 'providerChanges/p1', undefined, true],
  ['read', 'the kitchen reads its records', 'p1', 'GET', 'providerChanges/p1', undefined, false],
  ['read', 'a customer reads a record', 'c1', 'GET', 'providerChanges/p1/r0', undefined, false],
  ['read', 'signed out: the records', 'anon', 'GET', 'providerChanges', undefined, false],
  ['read', 'anyone reads a listing with its name request', 'anon', 'GET', 'providers/p1', undefined, true],
];

testMatrix(CASES, { atLeast: 30 });

test('a name change is a request until an admin approves it; a phone change leaves its record with the server’s time', async () => {
  const before = Date.now();
  await assertSucceeds(run('p1', 'PATCH', '', { 'providers/p1/nameRequest': request('Annapurna Tiffin Services'), ...change('phone', '+91 98230 00002') }));
  expect(await adminGet('providers/p1')).toMatchObject({ name: LISTING.name, phone: '+91 98230 00002',
    nameRequest: { name: 'Annapurna Tiffin Services' } });
  const record = await adminGet('providerChanges/p1/n-phone');
  expect(record).toMatchObject({ field: 'phone', old: LISTING.phone, new: '+91 98230 00002' });
  expect(record.at).toBeGreaterThanOrEqual(before - 60000);
  await assertSucceeds(run('a1', 'PATCH', 'providers/p1', { name: 'Annapurna Tiffin Services', nameRequest: null }));
  expect(await adminGet('providers/p1')).toMatchObject({ name: 'Annapurna Tiffin Services', approved: true });
  expect(await adminGet('providers/p1/nameRequest')).toBeNull();
});
