// Contact messages against the local backend with the real SDK: anyone (signed out too) leaves one, stored with the
// server's time; nobody but an admin reads them back; bad input is refused before anything is written.
import { get, ref } from 'firebase/database';
import { sendContactMessage } from '../contact/send-contact-message';
import { ContactValidationError, CONTACT_LIMITS, CONTACT_MESSAGES } from '../contact/validate-contact-message';
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
