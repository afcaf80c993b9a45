// Issue 41, the Support lookup, against the local backend with the real SDK: staff find an order by its number (any
// case, spaces), a customer by e-mail (any case) or mobile (+91, spaces) with all the customer's orders newest first;
// staff cancel an order on the customer's behalf (stats and plates exact, audited); delivered orders, short reasons,
// customers and kitchens are refused.
import { addMenuItem } from '../menu/add-menu-item';
import { placeOrder } from '../orders/place-order';
import { acceptOrder, markDelivered, thaliCancelOrder } from '../orders/order-steps';
import { OrderInputError, OrderStepError, SUPPORT_CANCEL_MESSAGES } from '../orders/order-logic';
import { lookupSupport } from '../staff/support-lookup';
import { SupportQueryError } from '../staff/support-query';
import { subscribeAudit } from '../staff/staff-reads';
import type { AuditEntry } from '../staff/staff-types';
import { admin, ASAP, closeAll, freshNamespace, HOME, itemInput, newDishes, newUser, newUsers, watch } from './support/backend';
import { confirmPayment, deliverOrder, reportPayment } from '../payments/payment-writes';
import { dayStart } from '../tiffins/days';

const ns = freshNamespace('support-lookup');
afterAll(closeAll);

test('staff find an order by number, a customer by e-mail or mobile with every order; they cancel one with exact stats and plates', async () => {
  const [kitchen, customer, staff] = await newUsers(ns, ['meal_provider', 'Annapurna Tiffin'], ['user', 'Riya Sharma'], ['user', 'Ops']);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  const dal = await addMenuItem(kitchen.uid, { ...itemInput('Dal Tadka', 120), platesPerDay: '5' }, kitchen.fb);
  // a mobile of this test's own (the other suites' customers share HOME's)
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const where = { ...HOME, phone: mobile };
  const first = await placeOrder(customer.uid, dal, 2, where, ASAP, customer.fb);
  const second = await placeOrder(customer.uid, dal, 1, where, ASAP, customer.fb);
  await acceptOrder({ id: second.id }, Date.now() + 1800e3, kitchen.fb);

  const byNumber = await lookupSupport(`  ${second.orderNumber.toLowerCase().replace(/-/g, ' ')} `, staff.fb);
  expect(byNumber).toMatchObject({ kind: 'order', order: { id: second.id, kitchenName: 'Annapurna Tiffin', step: 'accepted', total: 160 },
    customer: { uid: customer.uid, name: 'Riya Sharma', email: customer.email, phone: `+91${mobile}` } });
  const byEmail = await lookupSupport(customer.email.toUpperCase(), staff.fb);
  const byMobile = await lookupSupport(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, staff.fb);
  for (const found of [byEmail, byMobile]) {
    expect(found.kind).toBe('customers');
    if (found.kind !== 'customers') return;
    expect(found.found).toHaveLength(1);
    expect(found.found[0]!.customer.uid).toBe(customer.uid);
    expect(found.found[0]!.orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(found.found[0]!.subscriptions).toEqual([]);
  }
  expect(await lookupSupport('TH-0001-9999', staff.fb)).toEqual({ kind: 'none', sentence: 'No order has the number TH-0001-9999.' });
  expect(await lookupSupport('nobody@nowhere.test', staff.fb)).toEqual({ kind: 'none', sentence: 'No account has the e-mail nobody@nowhere.test.' });
  await expect(lookupSupport('hello', staff.fb)).rejects.toBeInstanceOf(SupportQueryError);
  // only staff look up
  await expect(lookupSupport(customer.email, customer.fb)).rejects.toThrow(/permission/i);
  await expect(lookupSupport(second.orderNumber, kitchen.fb)).rejects.toThrow(/permission/i);

  const statsBefore = await admin(ns, 'GET', `stats/${kitchen.uid}`) as Record<string, number>;
  const soldBefore = JSON.stringify(await admin(ns, 'GET', `plateCounts/${kitchen.uid}`));
  expect(soldBefore).toContain('"sold":3');
  await expect(thaliCancelOrder(staff.uid, { id: second.id }, 'no', staff.fb)).rejects.toBeInstanceOf(OrderInputError);
  // neither its customer nor its kitchen cancels as Thali
  await expect(thaliCancelOrder(customer.uid, { id: second.id }, 'The customer asked.', customer.fb)).rejects.toThrow();
  await expect(thaliCancelOrder(kitchen.uid, { id: second.id }, 'The customer asked.', kitchen.fb)).rejects.toThrow();
  await thaliCancelOrder(staff.uid, { id: second.id }, '  The customer called: wrong address.  ', staff.fb);
  expect(await admin(ns, 'GET', `orders/${second.id}`)).toMatchObject({ status: 'cancelled', step: 'accepted', cancelledBy: 'thali',
    cancelReason: 'The customer called: wrong address.' });
  expect(await admin(ns, 'GET', `stats/${kitchen.uid}`)).toMatchObject({ pendingOrders: statsBefore.pendingOrders! - 1,
    cancelledOrders: (statsBefore.cancelledOrders ?? 0) + 1, totalOrders: statsBefore.totalOrders, totalRevenue: statsBefore.totalRevenue! - 160,
    monthlyRevenue: statsBefore.monthlyRevenue! - 160 });
  expect(JSON.stringify(await admin(ns, 'GET', `plateCounts/${kitchen.uid}`))).toContain('"sold":2');
  const trail = watch<AuditEntry[]>((onData, onError) => subscribeAudit({ target: `orders/${second.id}`, onData, onError, fb: staff.fb }));
  expect((await trail.next((t) => t.length === 1))[0]).toMatchObject({ by: staff.uid, action: 'cancel', reason: 'The customer called: wrong address.' });
  trail.stop();
  // already cancelled, or delivered: refused in a sentence, nothing written
  await expect(thaliCancelOrder(staff.uid, { id: second.id }, 'Again please.', staff.fb)).rejects.toThrow(SUPPORT_CANCEL_MESSAGES.final);
  await acceptOrder({ id: first.id }, Date.now() + 1800e3, kitchen.fb);
  await markDelivered({ id: first.id }, kitchen.fb);
  await expect(thaliCancelOrder(staff.uid, { id: first.id }, 'Too late now.', staff.fb)).rejects.toBeInstanceOf(OrderStepError);
  expect(await admin(ns, 'GET', `orders/${first.id}/status`)).toBe('completed');
});

test('an account without orders or tiffins: found by its e-mail, its history empty', async () => {
  const staff = await newUser(ns, 'user', 'Ops Two');
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  const customer = await newUser(ns, 'user', 'Amit');
  const found = await lookupSupport(customer.email, staff.fb);
  expect(found).toMatchObject({ kind: 'customers', found: [{ customer: { uid: customer.uid, name: 'Amit' }, orders: [], subscriptions: [], payments: [] }] });
});

test('issue 42: a customer\'s history lists its payments with the kitchens of its orders and tiffins, newest first, with decisions', async () => {
  const [kitchen, customer, staff] = await newUsers(ns, ['meal_provider', 'Paid Kitchen'], ['user', 'Payal'], ['user', 'Ops Three']);
  await admin(ns, 'PUT', `admins/${staff.uid}`, true);
  const [dish] = await newDishes([kitchen, 'Poha', 60]);
  const placed = await placeOrder(customer.uid, dish, 1, HOME, ASAP, customer.fb);
  await acceptOrder({ id: placed.id }, Date.now() + 1800e3, kitchen.fb);
  await deliverOrder({ id: placed.id }, null, kitchen.fb);
  const reported = await reportPayment(customer.uid, { providerId: kitchen.uid, for: { kind: 'order', orderId: placed.id }, amountPaise: 1, method: 'upi',
    paidOn: dayStart(Date.now()) }, customer.fb);
  const { receipt } = await confirmPayment(kitchen.uid, reported.id, kitchen.fb);
  const found = await lookupSupport(customer.email, staff.fb);
  if (found.kind !== 'customers') throw new Error('expected the customer');
  expect(found.found[0]!.payments).toEqual([expect.objectContaining({
    id: reported.id, kitchenName: 'Paid Kitchen', kind: 'reported', amountPaise: 10000, method: 'upi', receipt, waiting: false,
    decision: expect.objectContaining({ status: 'confirmed' }), for: { kind: 'order', orderId: placed.id },
  })]);
});
