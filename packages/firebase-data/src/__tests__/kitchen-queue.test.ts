// The Kitchens page's reads and staff decisions (issue 41) against the local backend through the real SDK: the queue
// with a kitchen's signup details, approve and reject (each with its audit entry), the kitchen's Ask again, a listed
// kitchen's new name approved or rejected; the rules refuse the same writes to a customer and to the kitchen itself.
import { addMenuItem } from '../menu/add-menu-item';
import { updateUserProfile } from '../profile/update-user-profile';
import { subscribeProvider } from '../providers/subscribe-provider';
import { approveNameRequest, approvePendingKitchen, askForApprovalAgain, rejectNameRequest, rejectPendingKitchen } from '../staff/kitchen-decisions';
import { readKitchenFacts, readUserEmail, subscribeKitchenDecisions, subscribeNameRequests } from '../staff/kitchen-queue';
import { subscribeAudit, subscribePendingKitchens } from '../staff/staff-reads';
import type { AuditEntry, KitchenDecisions, NameRequest, PendingKitchen } from '../staff/staff-types';
import type { Provider } from '../model';
import { admin, closeAll, freshNamespace, newUser, watch, TEST_KITCHEN_DETAILS } from './support/backend';

const ns = freshNamespace('kitchen-queue');
afterAll(closeAll);

test('staff see a pending kitchen with its details, reject it with a reason the kitchen sees live, and approve it once it asks again', async () => {
  const [staff, customer, kitchen] = await Promise.all([
    newUser(ns, 'user', 'Ops Person'), newUser(ns, 'user', 'Asha'), newUser(ns, 'meal_provider', 'Meera Tiffins', { approved: false }),
  ]);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  await addMenuItem(kitchen.uid, { name: 'Poha', description: 'With sev', price: 30, category: 'main-course', imageUrl: '/images/poha.svg', diet: 'veg', platesPerDay: '' }, kitchen.fb);

  const queue = watch<PendingKitchen[]>((onData, onError) => subscribePendingKitchens({ onData, onError, fb: staff.fb }));
  const meera = (await queue.next((ks) => ks.some((k) => k.id === kitchen.uid))).find((k) => k.id === kitchen.uid);
  expect(meera).toMatchObject({ name: 'Meera Tiffins', phone: TEST_KITCHEN_DETAILS.phone, address: TEST_KITCHEN_DETAILS.address, area: 'Dharampeth', since: expect.any(Number) });
  expect(await readKitchenFacts(kitchen.uid, staff.fb)).toEqual({ ownerEmail: kitchen.email, dishes: 1, plans: 0 });
  await expect(readKitchenFacts(kitchen.uid, customer.fb)).rejects.toThrow(/permission/i);

  const own = watch<Provider | null>((onData, onError) => subscribeProvider({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  const decisions = watch<KitchenDecisions>((onData, onError) => subscribeKitchenDecisions({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  await own.next((p) => p !== null);
  // refused before anything is sent, then by the rules to anyone but staff
  await expect(rejectPendingKitchen(staff.uid, kitchen.uid, '  ', staff.fb)).rejects.toThrow('Please give the kitchen a reason.');
  await expect(rejectPendingKitchen(customer.uid, kitchen.uid, 'Spam listing.', customer.fb)).rejects.toThrow(/permission/i);
  await expect(rejectPendingKitchen(kitchen.uid, kitchen.uid, 'Testing myself.', kitchen.fb)).rejects.toThrow(/permission/i);
  await rejectPendingKitchen(staff.uid, kitchen.uid, 'Please add your FSSAI number.', staff.fb);
  expect((await decisions.next((d) => Boolean(d.rejection))).rejection).toEqual({ reason: 'Please add your FSSAI number.', at: expect.any(Number), by: staff.uid });
  expect((await queue.next((ks) => Boolean(ks.find((k) => k.id === kitchen.uid)?.rejection)))).toBeTruthy();

  // the kitchen cannot approve itself; it asks again, and is back in the queue without the rejection
  await expect(approvePendingKitchen(kitchen.uid, kitchen.uid, kitchen.fb)).rejects.toThrow(/permission/i);
  await askForApprovalAgain(kitchen.uid, kitchen.fb);
  await decisions.next((d) => !d.rejection);
  expect((await own.next())?.approved).toBe(false);

  const listedBefore = (await admin(ns, 'GET', 'listedKitchens')) as number | null ?? 0;
  await expect(approvePendingKitchen(customer.uid, kitchen.uid, customer.fb)).rejects.toThrow(/permission/i);
  await approvePendingKitchen(staff.uid, kitchen.uid, staff.fb);
  await own.next((p) => p?.approved === true);
  expect((await decisions.next()).rejection).toBeUndefined();
  expect(await admin(ns, 'GET', 'listedKitchens')).toBe(listedBefore + 1);
  await queue.next((ks) => !ks.some((k) => k.id === kitchen.uid));
  await expect(approvePendingKitchen(staff.uid, kitchen.uid, staff.fb)).rejects.toThrow('This kitchen is already listed.');

  const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `providers/${kitchen.uid}`, onData, onError, fb: staff.fb }));
  expect((await trail.next((es) => es.length === 2)).map((e) => [e.action, e.by, e.reason])).toEqual([
    ['approve', staff.uid, undefined], ['reject', staff.uid, 'Please add your FSSAI number.'],
  ]);
  expect(await readUserEmail(staff.uid, staff.fb)).toBe(staff.email);
  [queue, own, decisions, trail].forEach((w) => w.stop());
});

test('a listed kitchen’s new name: staff reject it with a reason (the request removed), then approve the next one', async () => {
  const [staff, kitchen] = await Promise.all([newUser(ns, 'user', 'Ops Person'), newUser(ns, 'meal_provider', 'Saoji Corner')]);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  const own = watch<Provider | null>((onData, onError) => subscribeProvider({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  const decisions = watch<KitchenDecisions>((onData, onError) => subscribeKitchenDecisions({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  const requests = watch<NameRequest[]>((onData, onError) => subscribeNameRequests({ onData, onError, fb: staff.fb }));
  await updateUserProfile(kitchen.uid, { name: 'Best Saoji In Town' }, kitchen.fb);
  expect((await requests.next((rs) => rs.some((r) => r.id === kitchen.uid))).find((r) => r.id === kitchen.uid))
    .toEqual({ id: kitchen.uid, name: 'Saoji Corner', newName: 'Best Saoji In Town', requestedAt: expect.any(Number) });

  await expect(approveNameRequest(kitchen.uid, kitchen.uid, kitchen.fb)).rejects.toThrow(/permission/i);
  await rejectNameRequest(staff.uid, kitchen.uid, 'Names may not claim to be the best.', staff.fb);
  expect((await decisions.next((d) => Boolean(d.nameRejection))).nameRejection).toEqual({ name: 'Best Saoji In Town', reason: 'Names may not claim to be the best.' });
  const rejected = await own.next((p) => p?.nameRequest === undefined);
  expect(rejected?.name).toBe('Saoji Corner');

  // asking for another name replaces the answer to the last one
  await updateUserProfile(kitchen.uid, { name: 'Saoji Corner Nagpur' }, kitchen.fb);
  await own.next((p) => p?.nameRequest === 'Saoji Corner Nagpur');
  await decisions.next((d) => d.nameRejection === undefined);
  await approveNameRequest(staff.uid, kitchen.uid, staff.fb);
  expect((await own.next((p) => p?.name === 'Saoji Corner Nagpur'))?.nameRequest).toBeUndefined();
  await requests.next((rs) => !rs.some((r) => r.id === kitchen.uid));

  const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `providers/${kitchen.uid}/name`, onData, onError, fb: staff.fb }));
  expect((await trail.next((es) => es.length === 2)).map((e) => [e.action, e.reason])).toEqual([
    ['approve', 'Saoji Corner → Saoji Corner Nagpur'], ['reject', 'Names may not claim to be the best.'],
  ]);
  [own, decisions, requests, trail].forEach((w) => w.stop());
});
