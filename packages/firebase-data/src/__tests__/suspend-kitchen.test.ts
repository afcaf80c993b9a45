// Suspending a listed kitchen (issue 41) against the local backend through the real SDK: staff suspend it with a
// reason (it leaves the listings, the kitchen sees why live, the counts move, the audit entry is written), orders and
// subscriptions to it are refused, the kitchen cannot lift it, and Unsuspend lists it again with the period recorded.
import { approvePendingKitchen, rejectPendingKitchen } from '../staff/kitchen-decisions';
import { subscribeKitchenDecisions } from '../staff/kitchen-queue';
import { subscribeAudit, subscribePendingKitchens } from '../staff/staff-reads';
import { subscribeListedAndSuspended, subscribeSuspendedCount, suspendKitchen, unsuspendKitchen } from '../staff/suspend-kitchen';
import type { AuditEntry, KitchenDecisions, ListedKitchen, PendingKitchen } from '../staff/staff-types';
import { subscribeProviders } from '../providers/subscribe-providers';
import type { Provider } from '../model';
import { placeOrder } from '../orders/place-order';
import { acceptOrder } from '../orders/order-steps';
import { addMenuItem } from '../menu/add-menu-item';
import { admin, ASAP, closeAll, freshNamespace, HOME, itemInput, newUser, watch } from './support/backend';

const ns = freshNamespace('suspend-kitchen');
afterAll(closeAll);

test('staff suspend a listed kitchen with a reason it sees live, nobody else can, and Unsuspend lists it again', async () => {
  const [staff, customer, kitchen, other] = await Promise.all([
    newUser(ns, 'user', 'Ops Person'), newUser(ns, 'user', 'Asha'), newUser(ns, 'meal_provider', 'Annapurna Tiffins'),
    newUser(ns, 'meal_provider', 'Saoji Corner'),
  ]);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  // the test kitchens are approved by hand (support/backend's approve): count them listed as approval would
  await admin(ns, 'PUT', 'listedKitchens', 2);
  const providers = watch<Provider[]>((onData, onError) => subscribeProviders({ onData, onError, fb: customer.fb }));
  const decisions = watch<KitchenDecisions>((onData, onError) => subscribeKitchenDecisions({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  const roster = watch<ListedKitchen[]>((onData, onError) => subscribeListedAndSuspended({ onData, onError, fb: staff.fb }));
  // boxed: the watcher's next() waits for a truthy value, and the count is 0 at first
  const count = watch<{ n: number }>((onData, onError) => subscribeSuspendedCount({ onData: (n) => onData({ n }), onError, fb: staff.fb }));
  const pending = watch<PendingKitchen[]>((onData, onError) => subscribePendingKitchens({ onData, onError, fb: staff.fb }));
  await providers.next((ps) => ps.some((p) => p.id === kitchen.uid));
  expect((await roster.next((ks) => ks.some((k) => k.id === kitchen.uid))).find((k) => k.id === kitchen.uid)).toEqual({
    id: kitchen.uid, name: 'Annapurna Tiffins', area: 'Dharampeth' });
  expect((await count.next()).n).toBe(0);

  // refused before anything is sent, then by the rules to anyone but staff
  await expect(suspendKitchen(staff.uid, kitchen.uid, ' ', staff.fb)).rejects.toThrow('Please give the kitchen a reason.');
  await expect(suspendKitchen(customer.uid, kitchen.uid, 'Spoiled food.', customer.fb)).rejects.toThrow(/permission/i);
  await expect(suspendKitchen(other.uid, kitchen.uid, 'A rival.', other.fb)).rejects.toThrow(/permission/i);
  await expect(suspendKitchen(kitchen.uid, kitchen.uid, 'Testing myself.', kitchen.fb)).rejects.toThrow(/permission/i);

  await suspendKitchen(staff.uid, kitchen.uid, 'Several customers reported spoiled food.', staff.fb);
  expect((await decisions.next((d) => Boolean(d.suspension))).suspension).toEqual({
    reason: 'Several customers reported spoiled food.', at: expect.any(Number), by: staff.uid });
  await providers.next((ps) => !ps.some((p) => p.id === kitchen.uid));
  expect((await roster.next((ks) => Boolean(ks.find((k) => k.id === kitchen.uid)?.suspension))).find((k) => k.id === kitchen.uid)?.suspension)
    .toMatchObject({ reason: 'Several customers reported spoiled food.' });
  await count.next(({ n }) => n === 1);
  expect(await admin(ns, 'GET', 'listedKitchens')).toBe(1);
  // not approved, but no candidate for the approval queue: neither listed there nor approvable past its suspension
  expect((await pending.next()).some((k) => k.id === kitchen.uid)).toBe(false);
  await expect(approvePendingKitchen(staff.uid, kitchen.uid, staff.fb)).rejects.toThrow(/permission/i);
  await expect(rejectPendingKitchen(staff.uid, kitchen.uid, 'Not this way.', staff.fb)).rejects.toThrow(/permission/i);
  await expect(suspendKitchen(staff.uid, kitchen.uid, 'Again.', staff.fb)).rejects.toThrow('This kitchen is already suspended.');

  // the kitchen cannot lift it
  await expect(unsuspendKitchen(kitchen.uid, kitchen.uid, kitchen.fb)).rejects.toThrow(/permission/i);
  const since = (await admin(ns, 'GET', `providers/${kitchen.uid}/suspension`)) as { at: number; audit: string };
  await unsuspendKitchen(staff.uid, kitchen.uid, staff.fb);
  await decisions.next((d) => !d.suspension);
  await providers.next((ps) => ps.some((p) => p.id === kitchen.uid));
  await count.next(({ n }) => n === 0);
  expect(await admin(ns, 'GET', 'listedKitchens')).toBe(2);
  expect(await admin(ns, 'GET', `suspensions/${kitchen.uid}/${since.audit}`)).toEqual({ from: since.at, to: expect.any(Number), audit: expect.any(String) });
  await expect(unsuspendKitchen(staff.uid, kitchen.uid, staff.fb)).rejects.toThrow('This kitchen is not suspended.');

  const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `providers/${kitchen.uid}`, onData, onError, fb: staff.fb }));
  expect((await trail.next((es) => es.length === 2)).map((e) => [e.action, e.by, e.reason])).toEqual([
    ['unsuspend', staff.uid, undefined], ['suspend', staff.uid, 'Several customers reported spoiled food.'],
  ]);
  [providers, decisions, roster, count, pending, trail].forEach((w) => w.stop());
});

test('a suspension cancels the kitchen’s orders not yet accepted with its reason, stats exact; an accepted one stays', async () => {
  const [staff, customer, kitchen] = await Promise.all([newUser(ns, 'user', 'Ops Person'), newUser(ns, 'user', 'Ravi'), newUser(ns, 'meal_provider', 'Hingna Mess')]);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  await admin(ns, 'PUT', 'listedKitchens', 1);
  const thali = await addMenuItem(kitchen.uid, itemInput('Veg Thali', 120), kitchen.fb);
  const contact = { ...HOME, name: 'Ravi', phone: '91234 56789' };
  const [waiting, taken] = [await placeOrder(customer.uid, thali, 2, contact, ASAP, customer.fb), await placeOrder(customer.uid, thali, 1, contact, ASAP, customer.fb)];
  await acceptOrder(taken, Date.now() + 30 * 60e3, kitchen.fb);
  const before = (await admin(ns, 'GET', `stats/${kitchen.uid}`)) as { pendingOrders: number; cancelledOrders?: number; totalRevenue: number };
  expect(before.pendingOrders).toBe(2);

  expect(await suspendKitchen(staff.uid, kitchen.uid, 'Kitchen closed by the food inspector.', staff.fb)).toEqual({ cancelled: 1 });
  const cancelled = (await admin(ns, 'GET', `orders/${waiting.id}`)) as Record<string, unknown>;
  expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'thali', cancelReason: 'Kitchen closed by the food inspector.', cancelAudit: expect.any(String) });
  expect(await admin(ns, 'GET', `audit/${cancelled.cancelAudit as string}`)).toMatchObject({
    by: staff.uid, action: 'cancel', target: `orders/${waiting.id}`, reason: 'Kitchen closed by the food inspector.' });
  expect(await admin(ns, 'GET', `orders/${taken.id}`)).toMatchObject({ status: 'pending', step: 'accepted' });
  const after = (await admin(ns, 'GET', `stats/${kitchen.uid}`)) as typeof before;
  expect(after.pendingOrders).toBe(1);
  expect((after.cancelledOrders ?? 0) - (before.cancelledOrders ?? 0)).toBe(1);
  expect(before.totalRevenue - after.totalRevenue).toBe(waiting.total);
  // and no new order reaches it
  await expect(placeOrder(customer.uid, thali, 1, contact, ASAP, customer.fb)).rejects.toThrow();
});
