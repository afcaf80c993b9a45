'use strict';
/**
 * Rules matrix for the Kitchens page (issue 41; RULES.md, "The kitchens queue"): a customer, a kitchen (on itself and
 * on another) and staff × approving a pending kitchen (with its audit entry and any rejection removed), rejecting it
 * with a reason (providers/{uid}/rejection: { reason, by, at, audit }, its audit entry in the same write), the kitchen's
 * "Ask again" (it may only remove its rejection), and a listed kitchen's new name approved or rejected
 * (providers/{uid}/nameRejection: { name, reason, by, at, audit }, the request removed).
 */
const { approvalWrites } = require('@thali/domain/approval');
const { REJECTION_LIMITS } = require('@thali/domain/staff');
const { rulesMatrix, SV_TS, q, assertSucceeds } = require('./matrix-harness');

const T = 1700000000000;
const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
const listing = (name, approved, extra = {}) => ({ name, cuisine: 'Maharashtrian', address: 'Sitabuldi, Nagpur', phone: '+91 98230 00001',
  approved, deliversTo: { Sitabuldi: approved }, createdAt: T, ...extra });

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('annapurna', 'meal_provider'), p2: user('saoji', 'meal_provider'),
    p3: user('pending', 'meal_provider'), p4: user('turned-down', 'meal_provider'), a1: user('staff', 'user') },
  providers: {
    p1: listing('Annapurna', true, { nameRequest: { name: 'Annapurna Home Kitchen', requestedAt: T } }),
    p2: listing('Saoji Corner', true, { nameRejection: { name: 'Best Saoji', reason: 'Not a claim we check.', by: 'a1', at: T, audit: 'e2' } }),
    p3: listing('Pending Kitchen', false),
    p4: listing('Turned Down', false, { rejection: { reason: 'No FSSAI number.', by: 'a1', at: T, audit: 'e1' } }),
  },
  listedKitchens: 2,
  audit: {
    e1: { by: 'a1', action: 'reject', target: 'providers/p4', reason: 'No FSSAI number.', at: T },
    e2: { by: 'a1', action: 'reject', target: 'providers/p2/name', reason: 'Not a claim we check.', at: T },
  },
};

const entry = (by, action, target, reason) => ({ by, action, target, ...(reason ? { reason } : {}), at: SV_TS });
/** What approvePendingKitchen writes: the approval flip (approvalWrites), the rejection removed, the audit entry. */
const approve = (by, uid, { clear = true, audit = true } = {}) => ({
  ...approvalWrites(uid, FIXTURE.providers[uid], FIXTURE.listedKitchens, true),
  ...(clear ? { [`providers/${uid}/rejection`]: null } : {}),
  ...(audit ? { 'audit/n1': entry(by, 'approve', `providers/${uid}`) } : {}),
});
/** What rejectPendingKitchen writes; `rejection` and `audit` override fields of each. */
const reject = (by, uid, reason = 'Please add your FSSAI number.', { rejection = {}, audit = {}, aid = 'n1' } = {}) => ({
  [`providers/${uid}/rejection`]: { reason, by, at: SV_TS, audit: aid, ...rejection },
  [`audit/${aid}`]: { ...entry(by, 'reject', `providers/${uid}`, reason), ...audit },
});
/** What rejectNameRequest writes. */
const rejectName = (by, uid = 'p1', { keepRequest = false, audit = true, nameRejection = {} } = {}) => ({
  ...(keepRequest ? {} : { [`providers/${uid}/nameRequest`]: null }),
  [`providers/${uid}/nameRejection`]: Object.fromEntries(Object.entries({ name: 'Annapurna Home Kitchen', reason: 'Too close to another kitchen’s name.',
    by, at: SV_TS, audit: 'n1', ...nameRejection }).filter(([, v]) => v !== undefined)),
  ...(audit ? { 'audit/n1': entry(by, 'reject', `providers/${uid}/name`, 'Too close to another kitchen’s name.') } : {}),
});

const { run, adminGet, testMatrix } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- approve ----
  ['approve', 'staff: a pending kitchen, with its audit entry', 'a1', 'PATCH', '', approve('a1', 'p3'), true],
  ['approve', 'staff: a kitchen turned down, its rejection removed', 'a1', 'PATCH', '', approve('a1', 'p4'), true],
  ['approve', 'staff: a kitchen turned down, keeping its rejection', 'a1', 'PATCH', '', approve('a1', 'p4', { clear: false }), false],
  ['approve', 'kitchen: approves itself', 'p3', 'PATCH', '', approve('p3', 'p3', { audit: false }), false],
  ['approve', 'kitchen: approves itself, the flag alone', 'p3', 'PUT', 'providers/p3/approved', true, false],
  ['approve', 'kitchen: approves another kitchen', 'p1', 'PATCH', '', approve('p1', 'p3', { audit: false }), false],
  ['approve', 'customer: approves a kitchen', 'c1', 'PATCH', '', approve('c1', 'p3', { audit: false }), false],
  // ---- reject ----
  ['reject', 'staff: a pending kitchen with a reason and its audit entry', 'a1', 'PATCH', '', reject('a1', 'p3'), true],
  ['reject', 'staff: a reason at its limit', 'a1', 'PATCH', '', reject('a1', 'p3', 'r'.repeat(REJECTION_LIMITS.reasonMax)), true],
  ['reject', 'staff: a reason over its limit', 'a1', 'PATCH', '', reject('a1', 'p3', 'r'.repeat(REJECTION_LIMITS.reasonMax + 1)), false],
  ['reject', 'staff: a reason too short to say anything', 'a1', 'PATCH', '', reject('a1', 'p3', 'no'), false],
  ['reject', 'staff: without the audit entry', 'a1', 'PUT', 'providers/p3/rejection', { reason: 'No FSSAI.', by: 'a1', at: SV_TS, audit: 'n1' }, false],
  ['reject', 'staff: the entry of another action', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { audit: { action: 'approve' } }), false],
  ['reject', 'staff: the entry naming another kitchen', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { audit: { target: 'providers/p1' } }), false],
  ['reject', 'staff: the entry with another reason', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { audit: { reason: 'Something else' } }), false],
  ['reject', 'staff: naming an entry that already exists', 'a1', 'PUT', 'providers/p3/rejection', { reason: 'No FSSAI number.', by: 'a1', at: SV_TS, audit: 'e1' }, false],
  ['reject', 'staff: in another staff member’s name', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { rejection: { by: 'a2' } }), false],
  ['reject', 'staff: a time of its own', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { rejection: { at: T } }), false],
  ['reject', 'staff: an extra field', 'a1', 'PATCH', '', reject('a1', 'p3', undefined, { rejection: { note: 'x' } }), false],
  ['reject', 'staff: a listed kitchen', 'a1', 'PATCH', '', reject('a1', 'p1'), false],
  ['reject', 'kitchen: forges its own rejection', 'p3', 'PATCH', '', reject('p3', 'p3'), false],
  ['reject', 'kitchen: its own rejection without an entry', 'p3', 'PUT', 'providers/p3/rejection', { reason: 'Testing.', by: 'p3', at: SV_TS, audit: 'n1' }, false],
  ['reject', 'kitchen: rejects another kitchen', 'p1', 'PATCH', '', reject('p1', 'p3'), false],
  ['reject', 'customer: rejects a kitchen', 'c1', 'PATCH', '', reject('c1', 'p3'), false],
  // ---- ask again (the kitchen removes its rejection; nothing else) ----
  ['ask again', 'kitchen: removes its rejection', 'p4', 'DELETE', 'providers/p4/rejection', undefined, true],
  ['ask again', 'kitchen: removes it with a profile save', 'p4', 'PATCH', 'providers/p4', { rejection: null, accepting: false }, true],
  ['ask again', 'kitchen: rewrites the reason', 'p4', 'PUT', 'providers/p4/rejection/reason', 'Approved really.', false],
  ['ask again', 'kitchen: names an entry of its own', 'p4', 'PUT', 'providers/p4/rejection', { reason: 'No FSSAI number.', by: 'a1', at: T, audit: 'x9' }, false],
  ['ask again', 'kitchen: clears another kitchen’s rejection', 'p3', 'DELETE', 'providers/p4/rejection', undefined, false],
  ['ask again', 'customer: clears a kitchen’s rejection', 'c1', 'DELETE', 'providers/p4/rejection', undefined, false],
  ['ask again', 'staff: clears a rejection', 'a1', 'DELETE', 'providers/p4/rejection', undefined, true],
  // ---- a listed kitchen's new name ----
  ['name', 'staff: approves it (the name, the request removed, the audit entry)', 'a1', 'PATCH', '', {
    'providers/p1/name': 'Annapurna Home Kitchen', 'providers/p1/nameRequest': null,
    'audit/n1': entry('a1', 'approve', 'providers/p1/name', 'Annapurna → Annapurna Home Kitchen') }, true],
  ['name', 'staff: rejects it with a reason, the request removed', 'a1', 'PATCH', '', rejectName('a1'), true],
  ['name', 'staff: rejects it keeping the request', 'a1', 'PATCH', '', rejectName('a1', 'p1', { keepRequest: true }), false],
  ['name', 'staff: rejects it without the audit entry', 'a1', 'PATCH', '', rejectName('a1', 'p1', { audit: false }), false],
  ['name', 'staff: a rejection without its name', 'a1', 'PATCH', '', rejectName('a1', 'p1', { nameRejection: { name: undefined } }), false],
  ['name', 'kitchen: approves its own new name', 'p1', 'PATCH', 'providers/p1', { name: 'Annapurna Home Kitchen', nameRequest: null }, false],
  ['name', 'kitchen: forges a rejection of its name', 'p1', 'PATCH', '', rejectName('p1'), false],
  ['name', 'kitchen: removes the answer to its last request', 'p2', 'DELETE', 'providers/p2/nameRejection', undefined, true],
  ['name', 'kitchen: asks again for a name, the answer removed', 'p2', 'PATCH', 'providers/p2', { nameRequest: { name: 'Saoji Corner Nagpur', requestedAt: SV_TS }, nameRejection: null }, true],
  ['name', 'kitchen: rewrites the answer’s reason', 'p2', 'PUT', 'providers/p2/nameRejection/reason', 'Fine by us.', false],
  ['name', 'kitchen: rejects another kitchen’s name', 'p2', 'PATCH', '', rejectName('p2'), false],
  ['name', 'customer: rejects a kitchen’s name', 'c1', 'PATCH', '', rejectName('c1'), false],
  // ---- what the queue reads ----
  ['read', 'staff: a kitchen owner’s e-mail', 'a1', 'GET', 'users/p3/email', undefined, true],
  ['read', 'kitchen: another owner’s e-mail', 'p1', 'GET', 'users/p3/email', undefined, false],
  ['read', 'customer: a kitchen owner’s record', 'c1', 'GET', 'users/p3', undefined, false],
  ['read', 'staff: the name requests (by request time)', 'a1', 'GET', 'providers', undefined, true, (ref) => ref.orderByChild('nameRequest/requestedAt').startAt(0)],
  ['read', 'kitchen: the name requests', 'p1', 'GET', 'providers', undefined, false, (ref) => ref.orderByChild('nameRequest/requestedAt').startAt(0)],
  ['read', 'staff: a kitchen’s history (by target)', 'a1', 'GET', 'audit', undefined, true, q('target', 'providers/p4')],
  ['read', 'kitchen: its own history', 'p4', 'GET', 'audit', undefined, false, q('target', 'providers/p4')],
];

testMatrix(CASES, { atLeast: 45 });

test('a rejection holds the staff member, the server’s time and its audit entry; Ask again leaves the kitchen pending', async () => {
  await assertSucceeds(run('a1', 'PATCH', '', reject('a1', 'p3', 'Please add your FSSAI number.', { aid: 'r1' })));
  const rejection = await adminGet('providers/p3/rejection');
  expect(rejection).toMatchObject({ reason: 'Please add your FSSAI number.', by: 'a1', audit: 'r1' });
  expect(await adminGet('audit/r1')).toMatchObject({ by: 'a1', action: 'reject', target: 'providers/p3', at: rejection.at });
  await assertSucceeds(run('p3', 'DELETE', 'providers/p3/rejection'));
  expect(await adminGet('providers/p3/rejection')).toBeNull();
  expect(await adminGet('providers/p3/approved')).toBe(false);
});
