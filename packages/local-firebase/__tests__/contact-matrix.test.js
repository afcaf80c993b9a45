'use strict';
/**
 * Rules matrix for contact messages (issue 20; RULES.md "Other paths"): anonymous, customer, kitchen and admin ×
 * contactMessages/ × read / create / overwrite / delete. Anyone may leave a message (signed out too) with the fields
 * and sizes of @thali/domain's CONTACT_LIMITS and the server's time; nobody changes or deletes one; only an admin
 * (admins/{uid} == true) reads them. Issue 36: each message moves its sender's daily budget in the same write
 * (contactBudget/{uid}: 5 a day; contactBudget/public, every signed-out visitor together: 100 a day; Asia/Kolkata days
 * by the server's clock): the 6th of a day is refused, the next day (clock hook) allowed, the count cannot be reset,
 * lowered, skipped or removed. Written like plans-matrix.test.js: Google's @firebase/rules-unit-testing
 * against this emulator, every case from the same fixture (written with the rules disabled).
 * Also (issue 20, the home page's "newest kitchens"): a listing's `createdAt` is the server's time, set once.
 */
const { CONTACT_LIMITS, CONTACT_BUDGET, DAY_MS, IST_OFFSET_MS } = require('@thali/domain');
const { rulesMatrix, SV_TS, assertSucceeds, assertFails } = require('./matrix-harness');

const T = 1700000000000;
const dayStart = (t) => t - ((t + IST_OFFSET_MS) % DAY_MS);
const TODAY = dayStart(Date.now());
const { perUserPerDay: PER_USER, publicPerDay: PUBLIC } = CONTACT_BUDGET;

const user = (name, role) => ({ name, email: `${name}@t.test`, role, createdAt: '2026-01-01T00:00:00.000Z' });
/** What sendContactMessage writes. */
const message = (extra = {}) => Object.fromEntries(Object.entries({ name: 'Riya Deshmukh', email: 'riya@example.in', subject: 'Delivery to Dharampeth',
  message: 'Do you deliver tiffins to Dharampeth on Sundays?', createdAt: SV_TS, ...extra }).filter(([, v]) => v !== undefined));

const FIXTURE = {
  admins: { a1: true },
  users: { c1: user('riya', 'user'), p1: user('prov', 'meal_provider'), p2: user('prov2', 'meal_provider'), a1: user('staff', 'user') },
  providers: { p1: { name: 'Prov One', approved: true, createdAt: T }, p2: { name: 'Prov Two', approved: true } },
  contactMessages: { m1: { name: 'Amit', email: 'amit@example.in', message: 'Hello from Sitabuldi.', createdAt: T } },
  // c1 sent 4 today (one left), p1 its 5 yesterday, the signed-out visitors 98 today (two left); p2 and a1 none yet
  contactBudget: {
    c1: { day: TODAY, count: PER_USER - 1, message: 'm1' },
    p1: { day: TODAY - DAY_MS, count: PER_USER, message: 'm1' },
    public: { day: TODAY, count: PUBLIC - 2, message: 'm1' },
  },
};
/**
 * What sendContactMessage writes: the message and its sender's budget (`who`: a uid, or 'public' signed out) moved to
 * `count` today, naming the message; `budget` overrides the budget's fields (null: no budget in the write).
 */
function send(who, msg = message(), { id = 'n1', count, budget = {} } = {}) {
  const stored = FIXTURE.contactBudget[who];
  const next = count ?? (stored?.day === TODAY ? stored.count : 0) + 1;
  const u = { [`contactMessages/${id}`]: msg };
  if (budget !== null) u[`contactBudget/${who}`] = { day: TODAY, count: next, message: id, ...budget };
  return u;
}

const m = rulesMatrix({ fixture: FIXTURE, who: { anon: null, c1: 'c1', p1: 'p1', p2: 'p2', a1: 'a1' } });

const { nameMax, emailMax, subjectMax, messageMax } = CONTACT_LIMITS;
// [group, description, who, method, path, body, expected allowed]
const CASES = [
  // ---- create ----
  ['create', 'signed out: a message', 'anon', 'PATCH', '', send('public', message()), true],
  ['create', 'customer: a message', 'c1', 'PATCH', '', send('c1', message()), true],
  ['create', 'kitchen: a message', 'p1', 'PATCH', '', send('p1', message()), true],
  ['create', 'without a subject', 'anon', 'PATCH', '', send('public', message({ subject: undefined })), true],
  ['create', 'every field at its limit', 'anon', 'PATCH', '', send('public', message({ name: 'n'.repeat(nameMax), email: `${'e'.repeat(emailMax - 11)}@example.in`, subject: 's'.repeat(subjectMax), message: 'm'.repeat(messageMax) })), true],
  ['create', 'message one character over the limit', 'anon', 'PATCH', '', send('public', message({ message: 'm'.repeat(messageMax + 1) })), false],
  ['create', 'name over the limit', 'anon', 'PATCH', '', send('public', message({ name: 'n'.repeat(nameMax + 1) })), false],
  ['create', 'subject over the limit', 'anon', 'PATCH', '', send('public', message({ subject: 's'.repeat(subjectMax + 1) })), false],
  ['create', 'e-mail over the limit', 'anon', 'PATCH', '', send('public', message({ email: `${'e'.repeat(emailMax)}@x.in` })), false],
  ['create', 'missing message', 'anon', 'PATCH', '', send('public', message({ message: undefined })), false],
  ['create', 'missing name', 'anon', 'PATCH', '', send('public', message({ name: undefined })), false],
  ['create', 'missing e-mail', 'anon', 'PATCH', '', send('public', message({ email: undefined })), false],
  ['create', 'missing time', 'anon', 'PATCH', '', send('public', message({ createdAt: undefined })), false],
  ['create', 'empty message', 'anon', 'PATCH', '', send('public', message({ message: '' })), false],
  ['create', 'e-mail without @', 'anon', 'PATCH', '', send('public', message({ email: 'riya.example.in' })), false],
  ['create', 'a number for the name', 'anon', 'PATCH', '', send('public', message({ name: 42 })), false],
  ['create', 'an extra field', 'anon', 'PATCH', '', send('public', message({ phone: '+91 98230 00001' })), false],
  ['create', 'a time of its own (not the server’s)', 'anon', 'PATCH', '', send('public', message({ createdAt: T })), false],
  ['create', 'a whole batch at the top', 'anon', 'PUT', 'contactMessages', { n1: message() }, false],
  // ---- the daily budget (issue 36) ----
  ['budget', 'a customer’s 5th message today', 'c1', 'PATCH', '', send('c1'), true],
  ['budget', 'a kitchen’s first message (no budget yet)', 'p2', 'PATCH', '', send('p2'), true],
  ['budget', 'a kitchen’s first today after its 5 yesterday', 'p1', 'PATCH', '', send('p1'), true],
  ['budget', 'signed out: the 99th of the day', 'anon', 'PATCH', '', send('public'), true],
  ['budget', 'a kitchen continuing yesterday’s count (6)', 'p1', 'PATCH', '', send('p1', message(), { count: PER_USER + 1 }), false],
  ['budget', 'a message without its budget', 'c1', 'PATCH', '', send('c1', message(), { budget: null }), false],
  ['budget', 'signed out: a message without the budget (the old write)', 'anon', 'PUT', 'contactMessages/n1', message(), false],
  ['budget', 'the budget reset to 1 today', 'c1', 'PATCH', '', send('c1', message(), { count: 1 }), false],
  ['budget', 'the budget moved by 2', 'c1', 'PATCH', '', send('c1', message(), { count: PER_USER + 1 }), false],
  ['budget', 'signed out: the budget kept where it was', 'anon', 'PATCH', '', send('public', message(), { count: PUBLIC - 2 }), false],
  ['budget', 'the budget on tomorrow (a fresh count)', 'c1', 'PATCH', '', send('c1', message(), { count: 1, budget: { day: TODAY + DAY_MS } }), false],
  ['budget', 'the budget naming an older message', 'c1', 'PATCH', '', send('c1', message(), { budget: { message: 'm1' } }), false],
  ['budget', 'two messages with one move', 'c1', 'PATCH', '', { ...send('c1'), 'contactMessages/n2': message() }, false],
  ['budget', 'another customer’s budget', 'c1', 'PATCH', '', { 'contactMessages/n1': message(), 'contactBudget/c2': { day: TODAY, count: 1, message: 'n1' } }, false],
  ['budget', 'signed in, on the signed-out budget', 'c1', 'PATCH', '', send('public'), false],
  ['budget', 'signed out, on a customer’s budget', 'anon', 'PATCH', '', send('c2'), false],
  ['budget', 'the budget moved without a message', 'c1', 'PUT', 'contactBudget/c1', { day: TODAY, count: PER_USER, message: 'n1' }, false],
  ['budget', 'the budget lowered alone', 'c1', 'PUT', 'contactBudget/c1/count', 0, false],
  ['budget', 'the budget deleted', 'c1', 'DELETE', 'contactBudget/c1', undefined, false],
  ['budget', 'signed out: the shared budget deleted', 'anon', 'DELETE', 'contactBudget/public', undefined, false],
  ['budget', 'an extra field on the budget', 'c1', 'PATCH', '', send('c1', message(), { budget: { note: 'x' } }), false],
  ['budget', 'a customer reads its budget', 'c1', 'GET', 'contactBudget/c1', undefined, true],
  ['budget', 'anyone reads the shared budget', 'anon', 'GET', 'contactBudget/public', undefined, true],
  ['budget', 'a customer reads another’s budget', 'c1', 'GET', 'contactBudget/c2', undefined, false],
  ['budget', 'signed out: the budgets listed', 'anon', 'GET', 'contactBudget', undefined, false],
  // ---- change ----
  ['change', 'signed out: overwrite a message', 'anon', 'PUT', 'contactMessages/m1', message(), false],
  ['change', 'customer: edit a message', 'c1', 'PATCH', 'contactMessages/m1', { message: 'Changed.' }, false],
  ['change', 'admin: overwrite a message', 'a1', 'PUT', 'contactMessages/m1', message(), false],
  ['change', 'signed out: delete a message', 'anon', 'DELETE', 'contactMessages/m1', undefined, false],
  ['change', 'admin: delete a message', 'a1', 'DELETE', 'contactMessages/m1', undefined, false],
  ['change', 'signed out: a new message beside an existing one', 'anon', 'PATCH', '', send('public', message(), { id: 'n2' }), true],
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

const { run, adminGet, clock, testMatrix } = m;

testMatrix(CASES, { atLeast: 10 });

test('a created message holds the server’s time', async () => {
  const before = Date.now();
  await assertSucceeds(run('anon', 'PATCH', '', send('public', message(), { id: 't1' })));
  const stored = await adminGet('contactMessages/t1');
  expect(stored.createdAt).toBeGreaterThanOrEqual(before - 60000);
  expect(stored.name).toBe('Riya Deshmukh');
});

test('a customer’s 6th message of a day is refused; the next day (server time) it goes through, counted from 1', async () => {
  await assertSucceeds(run('c1', 'PATCH', '', send('c1', message(), { id: 'd5' })));
  expect(await adminGet('contactBudget/c1')).toEqual({ day: TODAY, count: PER_USER, message: 'd5' });
  await assertFails(run('c1', 'PATCH', '', send('c1', message(), { id: 'd6', count: PER_USER + 1 })));
  expect(await adminGet('contactMessages/d6')).toBeNull();
  try {
    // 24 hours on: a new day in Asia/Kolkata whatever the hour now
    expect((await clock(DAY_MS)).status).toBe(200);
    const tomorrow = { 'contactMessages/d6': message(), 'contactBudget/c1': { day: TODAY + DAY_MS, count: 1, message: 'd6' } };
    await assertFails(run('c1', 'PATCH', '', { ...tomorrow, 'contactBudget/c1': { day: TODAY, count: PER_USER + 1, message: 'd6' } }));
    await assertSucceeds(run('c1', 'PATCH', '', tomorrow));
    expect(await adminGet('contactBudget/c1')).toEqual({ day: TODAY + DAY_MS, count: 1, message: 'd6' });
  } finally {
    await clock(0);
  }
});

test('signed-out visitors share 100 a day: the 100th goes through, the 101st is refused', async () => {
  await assertSucceeds(run('anon', 'PATCH', '', send('public', message(), { id: 'p99' })));
  await assertSucceeds(run('anon', 'PATCH', '', { 'contactMessages/p100': message(), 'contactBudget/public': { day: TODAY, count: PUBLIC, message: 'p100' } }));
  await assertFails(run('anon', 'PATCH', '', { 'contactMessages/p101': message(), 'contactBudget/public': { day: TODAY, count: PUBLIC + 1, message: 'p101' } }));
  expect(await adminGet('contactBudget/public/count')).toBe(PUBLIC);
});
