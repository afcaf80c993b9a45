'use strict';
/**
 * Rules matrix for Thali's staff (issue 41; RULES.md, "Staff and the audit trail"): a customer, a kitchen (on its own
 * records and on another's) and staff (admins/{uid} == true) × the audit trail (append, read, edit, delete) and a
 * contact message marked handled (once, by staff, with its audit entry in the same write). Nobody but the owner
 * credential writes admins/.
 */
const { AUDIT_LIMITS } = require('@thali/domain/staff');
const { rulesMatrix, SV_TS, q, assertSucceeds } = require('./matrix-harness');

const T = 1700000000000;
const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), a1: user('staff', 'user') },
  providers: { p1: { name: 'Prov One', approved: true }, p2: { name: 'Prov Two' } },
  contactMessages: {
    m1: { name: 'Amit', email: 'amit@example.in', message: 'Hello from Sitabuldi.', createdAt: T },
    m2: { name: 'Asha', email: 'asha@example.in', message: 'Already answered.', createdAt: T,
      handled: { by: 'a1', at: T, audit: 'e1' } },
  },
  audit: { e1: { by: 'a1', action: 'handle', target: 'contactMessages/m2', at: T } },
};

/** An audit entry as the data package writes it (the server's time); `extra` overrides or (undefined) drops a field. */
const entry = (by, extra = {}) => Object.fromEntries(Object.entries({ by, action: 'handle', target: 'contactMessages/m1', at: SV_TS, ...extra })
  .filter(([, v]) => v !== undefined));
/** What markMessageHandled writes: the message's `handled` and its audit entry, in one write. */
const handle = (by, { id = 'm1', aid = 'n1', handled = {}, audit = {} } = {}) => ({
  [`contactMessages/${id}/handled`]: { by, at: SV_TS, audit: aid, ...handled },
  [`audit/${aid}`]: entry(by, { target: `contactMessages/${id}`, ...audit }),
});

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', a1: 'a1' } });

// [group, description, who, method, path, body, expected allowed, query]
const CASES = [
  // ---- mark a contact message handled ----
  ['handled', 'staff: marks a message handled with its audit entry', 'a1', 'PATCH', '', handle('a1'), true],
  ['handled', 'staff: without the audit entry', 'a1', 'PATCH', '', { 'contactMessages/m1/handled': { by: 'a1', at: SV_TS, audit: 'n1' } }, false],
  ['handled', 'staff: the entry names another message', 'a1', 'PATCH', '', handle('a1', { audit: { target: 'contactMessages/m2' } }), false],
  ['handled', 'staff: the entry names another action', 'a1', 'PATCH', '', handle('a1', { audit: { action: 'dismiss' } }), false],
  ['handled', 'staff: naming an entry that already exists', 'a1', 'PATCH', '', { 'contactMessages/m1/handled': { by: 'a1', at: SV_TS, audit: 'e1' } }, false],
  ['handled', 'staff: in another staff member’s name', 'a1', 'PATCH', '', handle('a1', { handled: { by: 'a2' } }), false],
  ['handled', 'staff: a time of its own', 'a1', 'PATCH', '', handle('a1', { handled: { at: T } }), false],
  ['handled', 'staff: an extra field', 'a1', 'PATCH', '', handle('a1', { handled: { note: 'called back' } }), false],
  ['handled', 'staff: a message handled twice', 'a1', 'PATCH', '', handle('a1', { id: 'm2' }), false],
  ['handled', 'staff: un-handled (deleted)', 'a1', 'DELETE', 'contactMessages/m2/handled', undefined, false],
  ['handled', 'customer: marks a message handled', 'c1', 'PATCH', '', handle('c1'), false],
  ['handled', 'kitchen: marks a message handled', 'p1', 'PATCH', '', handle('p1'), false],
  ['handled', 'signed out: marks a message handled', 'anon', 'PATCH', '', handle('anon'), false],
  ['handled', 'a new message arriving already handled', 'anon', 'PATCH', '', {
    'contactMessages/n9': { name: 'X', email: 'x@example.in', message: 'Hi', createdAt: SV_TS, handled: { by: 'a1', at: SV_TS, audit: 'n1' } },
    'contactBudget/public': { day: 0, count: 1, message: 'n9' } }, false],
  // ---- the audit trail: append ----
  ['append', 'staff: an entry of its own', 'a1', 'PUT', 'audit/n2', entry('a1', { action: 'approve', target: 'providers/p2' }), true],
  ['append', 'staff: with a reason', 'a1', 'PUT', 'audit/n2', entry('a1', { action: 'suspend', target: 'providers/p1', reason: 'Food safety complaint' }), true],
  ['append', 'staff: a reason at its limit', 'a1', 'PUT', 'audit/n2', entry('a1', { reason: 'r'.repeat(AUDIT_LIMITS.reasonMax) }), true],
  ['append', 'staff: a reason over its limit', 'a1', 'PUT', 'audit/n2', entry('a1', { reason: 'r'.repeat(AUDIT_LIMITS.reasonMax + 1) }), false],
  ['append', 'staff: an empty reason', 'a1', 'PUT', 'audit/n2', entry('a1', { reason: '' }), false],
  ['append', 'staff: in another’s name', 'a1', 'PUT', 'audit/n2', entry('a2'), false],
  ['append', 'staff: as the admin script', 'a1', 'PUT', 'audit/n2', entry('cli', { action: 'grant', target: 'admins/c1' }), false],
  ['append', 'staff: a time of its own', 'a1', 'PUT', 'audit/n2', entry('a1', { at: T }), false],
  ['append', 'staff: an action not in the list', 'a1', 'PUT', 'audit/n2', entry('a1', { action: 'delete-everything' }), false],
  ['append', 'staff: without a target', 'a1', 'PUT', 'audit/n2', entry('a1', { target: undefined }), false],
  ['append', 'staff: an extra field', 'a1', 'PUT', 'audit/n2', entry('a1', { note: 'x' }), false],
  ['append', 'staff: the whole trail at once', 'a1', 'PUT', 'audit', { n2: entry('a1') }, false],
  ['append', 'customer: an entry', 'c1', 'PUT', 'audit/n2', entry('c1'), false],
  ['append', 'kitchen: an entry about itself', 'p1', 'PUT', 'audit/n2', entry('p1', { action: 'unsuspend', target: 'providers/p1' }), false],
  ['append', 'kitchen: an entry about another kitchen', 'p1', 'PUT', 'audit/n2', entry('p1', { action: 'suspend', target: 'providers/p2' }), false],
  ['append', 'signed out: an entry', 'anon', 'PUT', 'audit/n2', entry('anon'), false],
  // ---- the audit trail: nobody edits or deletes ----
  ['edit', 'staff: rewrites an entry', 'a1', 'PUT', 'audit/e1', entry('a1', { target: 'contactMessages/m2' }), false],
  ['edit', 'staff: changes an entry’s reason', 'a1', 'PUT', 'audit/e1/reason', 'Never mind', false],
  ['edit', 'staff: deletes an entry', 'a1', 'DELETE', 'audit/e1', undefined, false],
  ['edit', 'staff: deletes the trail', 'a1', 'DELETE', 'audit', undefined, false],
  ['edit', 'customer: deletes an entry', 'c1', 'DELETE', 'audit/e1', undefined, false],
  ['edit', 'kitchen: deletes an entry', 'p1', 'DELETE', 'audit/e1', undefined, false],
  ['edit', 'staff: a new entry beside the old ones', 'a1', 'PUT', 'audit/n3', entry('a1'), true],
  // ---- the audit trail: read ----
  ['read', 'staff: the whole trail', 'a1', 'GET', 'audit', undefined, true],
  ['read', 'staff: a record’s entries (by target)', 'a1', 'GET', 'audit', undefined, true, q('target', 'contactMessages/m2')],
  ['read', 'customer: the trail', 'c1', 'GET', 'audit', undefined, false],
  ['read', 'kitchen: its own entries', 'p1', 'GET', 'audit', undefined, false, q('target', 'providers/p1')],
  ['read', 'signed out: one entry', 'anon', 'GET', 'audit/e1', undefined, false],
  // ---- who is staff ----
  ['admins', 'staff: reads its own flag', 'a1', 'GET', 'admins/a1', undefined, true],
  ['admins', 'customer: reads its own (absent) flag', 'c1', 'GET', 'admins/c1', undefined, true],
  ['admins', 'customer: reads another’s flag', 'c1', 'GET', 'admins/a1', undefined, false],
  ['admins', 'customer: makes itself staff', 'c1', 'PUT', 'admins/c1', true, false],
  ['admins', 'kitchen: makes itself staff', 'p1', 'PUT', 'admins/p1', true, false],
  ['admins', 'staff: makes another staff', 'a1', 'PUT', 'admins/c1', true, false],
  ['admins', 'staff: revokes itself', 'a1', 'DELETE', 'admins/a1', undefined, false],
  // ---- kitchens pending: a staff query on `approved` ----
  ['pending', 'staff: every listing', 'a1', 'GET', 'providers', undefined, true],
  ['pending', 'customer: every listing (pending ones too)', 'c1', 'GET', 'providers', undefined, false],
];

const { run, adminGet, testMatrix } = m;

testMatrix(CASES, { atLeast: 40, oneOutcome: ['edit'] });

test('a message marked handled holds the staff member, the server’s time and its audit entry', async () => {
  const before = Date.now();
  await assertSucceeds(run('a1', 'PATCH', '', handle('a1', { aid: 'h1' })));
  const handled = await adminGet('contactMessages/m1/handled');
  expect(handled).toMatchObject({ by: 'a1', audit: 'h1' });
  expect(handled.at).toBeGreaterThanOrEqual(before - 60000);
  expect(await adminGet('audit/h1')).toMatchObject({ by: 'a1', action: 'handle', target: 'contactMessages/m1', at: handled.at });
});
