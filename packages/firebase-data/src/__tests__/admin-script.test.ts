// `pnpm admin` (scripts/admin.mjs) against the test backend: it finds the account in the Auth emulator, approves a
// kitchen with the owner credential, lists the pending ones and the contact messages. Run as a child process, as a person would.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { listProviders } from '../providers/list-providers';
import { placeOrder } from '../orders/place-order';
import { addMenuItem } from '../menu/add-menu-item';
import { sendContactMessage } from '../contact/send-contact-message';
import { updateUserProfile } from '../profile/update-user-profile';
import { setDeliveryAreas } from '../providers/kitchen-writes';
import { readStaff } from '../auth/read-role';
import { markMessageHandled } from '../staff/mark-message-handled';
import { subscribeAudit, subscribeContactMessages, subscribePendingKitchens } from '../staff/staff-reads';
import type { AuditEntry, ContactMessage, PendingKitchen } from '../staff/staff-types';
import { admin, closeAll, freshNamespace, newUser, openApp, testConfig, watch, HOME, ASAP } from './support/backend';

/** Issue 40: an order to Dharampeth, which the kitchen below delivers to. */
const DHARAMPETH = { ...HOME, place: { house: '7', street: 'Shivaji Nagar', area: 'Dharampeth', pin: '440010' } };

const ns = freshNamespace('admin');
afterAll(closeAll);

const SCRIPT = path.resolve(__dirname, '../../../../scripts/admin.mjs');

function pnpmAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { emulators, projectId } = testConfig(ns);
  const env = {
    ...process.env, THALI_EMULATOR_HOST: emulators!.host, THALI_DB_PORT: String(emulators!.databasePort),
    THALI_AUTH_PORT: String(emulators!.authPort), THALI_PROJECT_ID: projectId, THALI_DB_NAMESPACE: ns,
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

test('pending lists the kitchens awaiting approval; approve lists the kitchen and opens it to orders', async () => {
  const [kitchen, customer] = await Promise.all([
    newUser(ns, 'meal_provider', 'Ghar Ki Rasoi', { approved: false }), newUser(ns, 'user', 'Asha'),
  ]);
  const dish = await addMenuItem(kitchen.uid, { name: 'Poha', description: 'With sev', price: 30, category: 'main-course', imageUrl: '/images/poha.svg', diet: 'veg', platesPerDay: '' }, kitchen.fb);
  // refused (issue 40: before anything is sent, as it delivers nowhere yet; the rules would refuse it anyway)
  await expect(placeOrder(customer.uid, dish, 5, DHARAMPETH, ASAP, customer.fb)).rejects.toThrow('Ghar Ki Rasoi has not chosen its delivery areas yet.');

  expect((await pnpmAdmin('pending')).stdout).toContain(`Ghar Ki Rasoi  ${kitchen.email}  uid ${kitchen.uid}  delivers to: no areas chosen yet`);
  // issue 40: the pending kitchen chooses its areas (stored false until approved)
  await setDeliveryAreas(kitchen.uid, ['Sitabuldi', 'Dharampeth'], 150, kitchen.fb);
  const listed = await pnpmAdmin('pending');
  expect(listed).toMatchObject({ code: 0, stderr: '' });
  expect(listed.stdout).toContain('1 kitchen awaiting approval');
  expect(listed.stdout).toContain(`Ghar Ki Rasoi  ${kitchen.email}  uid ${kitchen.uid}  delivers to: Dharampeth, Sitabuldi`);

  const count = Number((await admin(ns, 'GET', 'listedKitchens')) ?? 0);
  const approved = await pnpmAdmin('approve', kitchen.email);
  expect(approved).toEqual({ code: 0, stdout: `Approved Ghar Ki Rasoi (${kitchen.email}): it is listed now and can receive orders (delivers to Dharampeth, Sitabuldi).\n`, stderr: '' });
  // the flag, its areas (now true: the area lists find it) and the listed count, in one write
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}`)).toEqual({ name: 'Ghar Ki Rasoi', approved: true, createdAt: expect.any(Number), pureVeg: true,
    phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010', cuisine: 'maharashtrian',
    deliversTo: { Dharampeth: true, Sitabuldi: true }, minOrder: 150 });
  expect(await admin(ns, 'GET', 'listedKitchens')).toBe(count + 1);
  expect((await listProviders(openApp(ns))).map((p) => p.name)).toEqual(['Ghar Ki Rasoi']);
  // to an area it delivers to, the dishes (5 × ₹30) reaching its ₹150 minimum
  expect(await placeOrder(customer.uid, dish, 5, DHARAMPETH, ASAP, customer.fb)).toMatchObject({ providerId: kitchen.uid, total: 190 });

  expect((await pnpmAdmin('approve', kitchen.email)).stdout).toBe(`Ghar Ki Rasoi (${kitchen.email}) is already approved.\n`);
  expect((await pnpmAdmin('pending')).stdout).toBe('No kitchens are awaiting approval.\n');

  // suspended by Thali (as the Operations page leaves it: not approved, the suspension on the listing): not waiting,
  // and not approved from the terminal past it
  await admin(ns, 'PATCH', `providers/${kitchen.uid}`, { approved: false, suspension: { reason: 'Spoiled food served.', by: 'ops', at: 1, audit: 'a1' } });
  expect((await pnpmAdmin('pending')).stdout).toBe('No kitchens are awaiting approval.\n');
  expect(await pnpmAdmin('approve', kitchen.email)).toEqual({ code: 1, stdout: '',
    stderr: `Ghar Ki Rasoi (${kitchen.email}) is suspended by Thali; unsuspend it on the Operations Kitchens page (/ops/kitchens).\n` });
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/approved`)).toBe(false);
});

test('refusals are one plain line and exit 1: unknown e-mail, a customer account, no command', async () => {
  const customer = await newUser(ns, 'user', 'Ravi');
  expect(await pnpmAdmin('approve', `nobody@${ns}.test`)).toEqual({ code: 1, stdout: '', stderr: `No account with the e-mail nobody@${ns}.test.\n` });
  const notKitchen = await pnpmAdmin('approve', customer.email);
  expect(notKitchen).toMatchObject({ code: 1, stdout: '' });
  expect(notKitchen.stderr).toBe(`${customer.email} is not a kitchen account (role: user); only kitchens are approved.\n`);
  expect(await admin(ns, 'GET', `providers/${customer.uid}`)).toBeNull();
  expect(await pnpmAdmin()).toEqual({ code: 1, stdout: '', stderr: 'Usage: pnpm admin approve <email> | pnpm admin approve-name <email> | pnpm admin pending | pnpm admin messages | pnpm admin grant <email> | pnpm admin revoke <email> | pnpm admin migrate-orders [--dry-run] [--database-url <url>] | pnpm admin migrate-plates [--dry-run] [--database-url <url>] | pnpm admin migrate-order-totals [--dry-run] [--database-url <url>] | pnpm admin migrate-bill-numbers [--dry-run] [--database-url <url>]\n' });
});

test('messages lists the contact messages, newest first, with Asia/Kolkata times', async () => {
  expect(await pnpmAdmin('messages')).toEqual({ code: 0, stdout: 'No contact messages yet.\n', stderr: '' });
  await sendContactMessage({ name: 'Riya Deshmukh', email: 'riya@example.in', subject: 'Sundays', message: 'Do you deliver on Sundays?' }, openApp(ns));
  await sendContactMessage({ name: 'Amit', email: 'amit@example.in', message: 'Line one\nline two' }, openApp(ns));
  const listed = await pnpmAdmin('messages');
  expect(listed).toMatchObject({ code: 0, stderr: '' });
  const lines = listed.stdout.trimEnd().split('\n');
  expect(lines[0]).toBe('2 contact messages, newest first:');
  expect(lines[1]).toMatch(/^ {2}\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m {2}Amit <amit@example\.in> {2}id \S+$/i);
  expect(lines.slice(2, 4)).toEqual(['      Line one', '      line two']);
  expect(lines[4]).toMatch(/Riya Deshmukh <riya@example\.in> {2}“Sundays” {2}id \S+$/);
  expect(lines[5]).toBe('      Do you deliver on Sundays?');
});

test('issue 36: pending lists the name changes awaiting approval; approve-name gives the kitchen its new name, in one line', async () => {
  const kitchen = await newUser(ns, 'meal_provider', 'Annapurna Tiffins');
  expect(await pnpmAdmin('approve-name', kitchen.email)).toEqual({ code: 1, stdout: '',
    stderr: `Annapurna Tiffins (${kitchen.email}) has no name change awaiting approval.\n` });
  await updateUserProfile(kitchen.uid, { name: 'Annapurna Tiffin Services' }, kitchen.fb);
  const listed = await pnpmAdmin('pending');
  expect(listed).toMatchObject({ code: 0, stderr: '' });
  expect(listed.stdout).toContain('1 name change awaiting approval (approve with `pnpm admin approve-name <email>`):');
  expect(listed.stdout).toContain(`  Annapurna Tiffins → Annapurna Tiffin Services  ${kitchen.email}  uid ${kitchen.uid}`);
  expect(await pnpmAdmin('approve-name', kitchen.email)).toEqual({ code: 0,
    stdout: `Renamed Annapurna Tiffins to Annapurna Tiffin Services (${kitchen.email}): its listing shows the new name now.\n`, stderr: '' });
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/name`)).toBe('Annapurna Tiffin Services');
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/nameRequest`)).toBeNull();
  expect(await admin(ns, 'GET', `users/${kitchen.uid}/name`)).toBe('Annapurna Tiffin Services');
  expect((await pnpmAdmin('pending')).stdout).not.toContain('name change');
});

test('issue 41: grant makes an account staff (audited), who then reads the inbox, marks a message handled and counts the pending kitchens; revoke takes it back', async () => {
  const [staff, customer] = await Promise.all([newUser(ns, 'user', 'Ops Person'), newUser(ns, 'user', 'Kiran')]);
  await newUser(ns, 'meal_provider', 'Pending Rasoi', { approved: false });
  expect(await readStaff(staff.uid, staff.fb)).toBe(false);
  expect(await pnpmAdmin('grant', staff.email)).toEqual({ code: 0, stdout: `${staff.email} is Thali staff now: signed in, it opens Operations (/ops).\n`, stderr: '' });
  expect(await pnpmAdmin('grant', staff.email)).toEqual({ code: 0, stdout: `${staff.email} is already Thali staff.\n`, stderr: '' });
  expect(await readStaff(staff.uid, staff.fb)).toBe(true);
  expect(await readStaff(customer.uid, customer.fb)).toBe(false);

  const id = await sendContactMessage({ name: 'Meera', email: 'meera@example.in', subject: 'Refund', message: 'Please call me.' }, openApp(ns));
  const inbox = watch<ContactMessage[]>((onData, onError) => subscribeContactMessages({ onData, onError, fb: staff.fb }));
  expect((await inbox.next((list) => list.some((m) => m.id === id))).find((m) => m.id === id)?.handled).toBeUndefined();
  await expect(markMessageHandled(customer.uid, id, customer.fb)).rejects.toThrow(/permission/i);
  await markMessageHandled(staff.uid, id, staff.fb);
  const handled = await inbox.next((list) => Boolean(list.find((m) => m.id === id)?.handled));
  expect(handled.find((m) => m.id === id)?.handled).toEqual({ by: staff.uid, at: expect.any(Number) });
  await expect(markMessageHandled(staff.uid, id, staff.fb)).rejects.toThrow(/permission/i);
  inbox.stop();
  expect((await pnpmAdmin('messages')).stdout).toMatch(new RegExp(`“Refund” {2}id ${id} {2}handled \\d`));

  const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `contactMessages/${id}`, onData, onError, fb: staff.fb }));
  expect((await trail.next((l) => l.length > 0)).map((e) => [e.action, e.by])).toEqual([['handle', staff.uid]]);
  trail.stop();
  const granted = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `admins/${staff.uid}`, onData, onError, fb: staff.fb }));
  expect((await granted.next((l) => l.length > 0)).map((e) => [e.action, e.by])).toEqual([['grant', 'cli']]);
  granted.stop();

  const pending = watch<PendingKitchen[]>((onData, onError) => subscribePendingKitchens({ onData, onError, fb: staff.fb }));
  expect((await pending.next()).map((k) => k.name)).toContain('Pending Rasoi');
  pending.stop();

  expect(await pnpmAdmin('revoke', staff.email)).toEqual({ code: 0, stdout: `${staff.email} is no longer Thali staff.\n`, stderr: '' });
  expect(await readStaff(staff.uid, staff.fb)).toBe(false);
  expect(await pnpmAdmin('revoke', staff.email)).toEqual({ code: 0, stdout: `${staff.email} is not Thali staff.\n`, stderr: '' });
  expect(await pnpmAdmin('grant', `nobody@${ns}.test`)).toEqual({ code: 1, stdout: '', stderr: `No account with the e-mail nobody@${ns}.test.\n` });
});
