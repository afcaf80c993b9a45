'use strict';
/**
 * Rules matrix for contact messages (issue 20; RULES.md "Other paths"): anonymous, customer, kitchen and admin ×
 * contactMessages/ × read / create / overwrite / delete. Anyone may leave a message (signed out too) with the fields
 * and sizes of @thali/domain's CONTACT_LIMITS and the server's time; nobody changes or deletes one; only an admin
 * (admins/{uid} == true) reads them. Written like plans-matrix.test.js: Google's @firebase/rules-unit-testing
 * against this emulator, every case from the same fixture (written with the rules disabled).
 * Also (issue 20, the home page's "newest kitchens"): a listing's `createdAt` is the server's time, set once.
 */
const { CONTACT_LIMITS } = require('@thali/domain');
const { rulesMatrix, grouped, expectBothOutcomes, SV_TS, assertSucceeds } = require('./matrix-harness');

const T = 1700000000000;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
/** What sendContactMessage writes. */
const message = (extra = {}) => Object.fromEntries(Object.entries({ name: 'Riya Deshmukh', email: 'riya@example.in', subject: 'Delivery to Dharampeth',
  message: 'Do you deliver tiffins to Dharampeth on Sundays?', createdAt: SV_TS, ...extra }).filter(([, v]) => v !== undefined));

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), a1: user('staff', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, createdAt: T }, p2: { name: 'Prov Two', approved: true } },
  contactMessages: { m1: { name: 'Amit', email: 'amit@example.in', message: 'Hello from Sitabuldi.', createdAt: T } },
};

const { run, adminGet, testCases } = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', a1: 'a1' } });

const { nameMax, emailMax, subjectMax, messageMax } = CONTACT_LIMITS;
// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- create ----
  ['create', 'signed out: a message', 'anon', 'PUT', 'contactMessages/n1', message(), true],
  ['create', 'customer: a message', 'c1', 'PUT', 'contactMessages/n1', message(), true],
  ['create', 'kitchen: a message', 'p1', 'PUT', 'contactMessages/n1', message(), true],
  ['create', 'without a subject', 'anon', 'PUT', 'contactMessages/n1', message({ subject: undefined }), true],
  ['create', 'every field at its limit', 'anon', 'PUT', 'contactMessages/n1',
    message({ name: 'n'.repeat(nameMax), email: `${'e'.repeat(emailMax - 11)}@example.in`, subject: 's'.repeat(subjectMax), message: 'm'.repeat(messageMax) }), true],
  ['create', 'message one character over the limit', 'anon', 'PUT', 'contactMessages/n1', message({ message: 'm'.repeat(messageMax + 1) }), false],
  ['create', 'name over the limit', 'anon', 'PUT', 'contactMessages/n1', message({ name: 'n'.repeat(nameMax + 1) }), false],
  ['create', 'subject over the limit', 'anon', 'PUT', 'contactMessages/n1', message({ subject: 's'.repeat(subjectMax + 1) }), false],
  ['create', 'e-mail over the limit', 'anon', 'PUT', 'contactMessages/n1', message({ email: `${'e'.repeat(emailMax)}@x.in` }), false],
  ['create', 'missing message', 'anon', 'PUT', 'contactMessages/n1', message({ message: undefined }), false],
  ['create', 'missing name', 'anon', 'PUT', 'contactMessages/n1', message({ name: undefined }), false],
  ['create', 'missing e-mail', 'anon', 'PUT', 'contactMessages/n1', message({ email: undefined }), false],
  ['create', 'missing time', 'anon', 'PUT', 'contactMessages/n1', message({ createdAt: undefined }), false],
  ['create', 'empty message', 'anon', 'PUT', 'contactMessages/n1', message({ message: '' }), false],
  ['create', 'e-mail without @', 'anon', 'PUT', 'contactMessages/n1', message({ email: 'riya.example.in' }), false],
  ['create', 'a number for the name', 'anon', 'PUT', 'contactMessages/n1', message({ name: 42 }), false],
  ['create', 'an extra field', 'anon', 'PUT', 'contactMessages/n1', message({ phone: '+91 98230 00001' }), false],
  ['create', 'a time of its own (not the server’s)', 'anon', 'PUT', 'contactMessages/n1', message({ createdAt: T }), false],
  ['create', 'a whole batch at the top', 'anon', 'PUT', 'contactMessages', { n1: message() }, false],
  // ---- change ----
  ['change', 'signed out: overwrite a message', 'anon', 'PUT', 'contactMessages/m1', message(), false],
  ['change', 'customer: edit a message', 'c1', 'PATCH', 'contactMessages/m1', { message: 'Changed.' }, false],
  ['change', 'admin: overwrite a message', 'a1', 'PUT', 'contactMessages/m1', message(), false],
  ['change', 'signed out: delete a message', 'anon', 'DELETE', 'contactMessages/m1', undefined, false],
  ['change', 'admin: delete a message', 'a1', 'DELETE', 'contactMessages/m1', undefined, false],
  ['change', 'signed out: a new message beside an existing one', 'anon', 'PUT', 'contactMessages/n2', message(), true],
  // ---- read ----
  ['read', 'admin lists the messages', 'a1', 'GET', 'contactMessages', undefined, true],
  ['read', 'admin reads one message', 'a1', 'GET', 'contactMessages/m1', undefined, true],
  ['read', 'signed out lists the messages', 'anon', 'GET', 'contactMessages', undefined, false],
  ['read', 'customer lists the messages', 'c1', 'GET', 'contactMessages', undefined, false],
  ['read', 'kitchen reads one message', 'p1', 'GET', 'contactMessages/m1', undefined, false],
  // ---- providers/{uid}/createdAt: when the kitchen joined ----
  ['joined', 'a new listing with the server’s time (what signup writes)', 'p2', 'PUT', 'providers/p2', { name: 'Prov Two', approved: true, createdAt: SV_TS }, true],
  ['joined', 'a new listing with a time of its own', 'p2', 'PATCH', 'providers/p2', { createdAt: T }, false],
  ['joined', 'a rewrite keeping its time', 'p1', 'PUT', 'providers/p1', { name: 'Prov One', approved: true, createdAt: T }, true],
  ['joined', 'moved to now, to look new', 'p1', 'PATCH', 'providers/p1', { createdAt: SV_TS }, false],
  ['joined', 'a text instead of a time', 'p2', 'PATCH', 'providers/p2', { createdAt: 'today' }, false],
];

testCases(grouped(CASES));

test('the matrix has at least 10 cases, both outcomes in every group', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(10);
  expectBothOutcomes(CASES);
});

test('a created message holds the server’s time', async () => {
  const before = Date.now();
  await assertSucceeds(run('anon', 'PUT', 'contactMessages/t1', message()));
  const stored = await adminGet('contactMessages/t1');
  expect(stored.createdAt).toBeGreaterThanOrEqual(before - 60000);
  expect(stored.name).toBe('Riya Deshmukh');
});
