// Contact messages against the local backend with the real SDK: anyone (signed out too) leaves one, stored with the
// server's time; nobody but an admin reads them back; bad input is refused before anything is written.
import { get, ref } from 'firebase/database';
import { sendContactMessage } from '../contact/send-contact-message';
import { ContactBudgetError, ContactValidationError, CONTACT_BUDGET, CONTACT_LIMITS, CONTACT_MESSAGES } from '../contact/validate-contact-message';
import { dayStart } from '../tiffins/days';
import { admin, closeAll, freshNamespace, newUser, openApp } from './support/backend';

const ns = freshNamespace('contact');
afterAll(closeAll);

const caught = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

test('signed out: the message is stored trimmed, with the server’s time, and its id comes back', async () => {
  const before = Date.now();
  const id = await sendContactMessage({ name: '  Riya Deshmukh ', email: ' riya@example.in ', subject: ' Sundays ', message: ' Do you deliver on Sundays? ' }, openApp(ns));
  const stored = await admin(ns, 'GET', `contactMessages/${id}`) as Record<string, unknown>;
  expect(stored).toEqual({ name: 'Riya Deshmukh', email: 'riya@example.in', subject: 'Sundays', message: 'Do you deliver on Sundays?', createdAt: expect.any(Number) });
  expect(stored.createdAt).toBeGreaterThanOrEqual(before - 60000);
});

test('an empty subject is left out rather than stored empty', async () => {
  const id = await sendContactMessage({ name: 'Amit', email: 'amit@example.in', subject: '   ', message: 'Hello' }, openApp(ns));
  expect(await admin(ns, 'GET', `contactMessages/${id}`)).toEqual({ name: 'Amit', email: 'amit@example.in', message: 'Hello', createdAt: expect.any(Number) });
});

test('a signed-in customer sends one but cannot read the messages back', async () => {
  const customer = await newUser(ns, 'user', 'Neha');
  const id = await sendContactMessage({ name: 'Neha', email: customer.email, message: 'My tiffin came late.' }, customer.fb);
  expect(await admin(ns, 'GET', `contactMessages/${id}/message`)).toBe('My tiffin came late.');
  expect(String(await caught(get(ref(customer.fb.db, 'contactMessages'))))).toMatch(/permission/i);
  expect(String(await caught(get(ref(customer.fb.db, `contactMessages/${id}`))))).toMatch(/permission/i);
});

test('missing or oversized fields are refused before anything is written', async () => {
  const before = Object.keys((await admin(ns, 'GET', 'contactMessages')) ?? {}).length;
  const tooLong = await caught(sendContactMessage({ name: 'Ravi', email: 'ravi@example.in', message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, openApp(ns)));
  expect(tooLong).toBeInstanceOf(ContactValidationError);
  expect((tooLong as ContactValidationError).errors).toEqual({ message: CONTACT_MESSAGES.messageTooLong });
  const empty = await caught(sendContactMessage({ name: ' ', email: 'not-an-email', message: '' }, openApp(ns)));
  expect((empty as ContactValidationError).errors).toEqual({ name: CONTACT_MESSAGES.name, email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.message });
  expect(Object.keys((await admin(ns, 'GET', 'contactMessages')) ?? {})).toHaveLength(before);
});

test('issue 36: a signed-in sender has 5 messages a day; the 6th is refused with ContactBudgetError and nothing is written', async () => {
  const customer = await newUser(ns, 'user', 'Kavya');
  for (let i = 1; i <= CONTACT_BUDGET.perUserPerDay; i++) {
    await sendContactMessage({ name: 'Kavya', email: customer.email, message: `Question ${i}` }, customer.fb);
  }
  const budget = await admin(ns, 'GET', `contactBudget/${customer.uid}`) as { day: number; count: number };
  expect(budget).toMatchObject({ day: dayStart(Date.now()), count: CONTACT_BUDGET.perUserPerDay });
  const before = Object.keys((await admin(ns, 'GET', 'contactMessages')) ?? {}).length;
  const refused = await caught(sendContactMessage({ name: 'Kavya', email: customer.email, message: 'One more' }, customer.fb));
  expect(refused).toBeInstanceOf(ContactBudgetError);
  expect((refused as ContactBudgetError).signedIn).toBe(true);
  expect(Object.keys((await admin(ns, 'GET', 'contactMessages')) ?? {})).toHaveLength(before);
});

test('issue 36: signed-out visitors share a budget; racing senders are all counted; a full day is refused', async () => {
  const today = dayStart(Date.now());
  await admin(ns, 'PUT', 'contactBudget/public', { day: today, count: CONTACT_BUDGET.publicPerDay - 6, message: 'earlier' });
  // 6 visitors at once: each adds 1 to today's count with a server increment, none is lost
  await Promise.all(Array.from({ length: 6 }, (_, i) => sendContactMessage({ name: `Visitor ${i}`, email: 'v@example.in', message: 'Hello' }, openApp(ns))));
  expect(await admin(ns, 'GET', 'contactBudget/public/count')).toBe(CONTACT_BUDGET.publicPerDay);
  const refused = await caught(sendContactMessage({ name: 'Visitor', email: 'v@example.in', message: 'Hello again' }, openApp(ns)));
  expect(refused).toBeInstanceOf(ContactBudgetError);
  expect((refused as ContactBudgetError).signedIn).toBe(false);
  // yesterday's full count does not hold today's first message back
  await admin(ns, 'PUT', 'contactBudget/public', { day: today - 86400000, count: CONTACT_BUDGET.publicPerDay, message: 'earlier' });
  await sendContactMessage({ name: 'Visitor', email: 'v@example.in', message: 'A new day' }, openApp(ns));
  expect(await admin(ns, 'GET', 'contactBudget/public')).toMatchObject({ day: today, count: 1 });
});
