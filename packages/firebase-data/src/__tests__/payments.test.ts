// Issue 42 against the local backend (real SDK, real rules): the ledger's writes round trip (a kitchen's UPI details,
// money recorded, a customer's report confirmed or declined, corrections, an order paid on delivery or later), each
// refusal in its sentence before anything is written, and 20 entries of one kitchen at once landing with exact totals
// and distinct, gapless receipt numbers.
import { monthLabel, monthStart } from '@thali/domain';
import { receiptNumberOf } from '@thali/domain/payments';
import { signIn } from '../auth/sign-in';
import { placeOrder } from '../orders/place-order';
import { acceptOrder } from '../orders/order-steps';
import { dayStart } from '../tiffins/days';
import type { MenuItem, Order } from '../model';
import {
  confirmPayment, correctPayment, declinePayment, deliverOrder, markOrderPaid, recordPayment, reportPayment, setPaymentDetails,
} from '../payments/payment-writes';
import { PAYMENT_MESSAGES, PaymentDetailsError, PaymentInputError, PaymentStateError } from '../payments/payment-messages';
import { admin, ASAP, closeAll, dropNextWriteAck, freshNamespace, HOME, newDishes, newUsers, openApp, type TestUser } from './support/backend';

const ns = freshNamespace('payments');
afterAll(closeAll);

const NOW = Date.now();
const M = monthStart(NOW);
const LAST = monthStart(M - 1);
const TODAY = dayStart(NOW);
const RECEIPT = new RegExp(`^TH-R-${monthLabel(NOW)}-\\d{4}$`);
const caught = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a refusal'); }, (e: unknown) => e);

/** A subscription of `customer` to `kitchen` that started last month (written with the owner credential). */
async function subscription(id: string, kitchen: TestUser, customer: TestUser): Promise<string> {
  await admin(ns, 'PUT', `subscriptions/${id}`, { planId: 'pl1', providerId: kitchen.uid, customerId: customer.uid, customerName: 'Asha',
    address: '12, Laxmi Nagar', phone: '+919876543210', planName: 'Veg Tiffin', meals: 'lunch', days: '1111110', diet: 'veg',
    mealPricePaise: 9615, startDay: LAST + 2 * 86400000, status: 'active', createdAt: LAST });
  return id;
}
const bill = (subscriptionId: string, month = M) => ({ kind: 'tiffin' as const, subscriptionId, month });
const totalOf = async (kitchen: TestUser, sub: string, month = M) => (await admin(ns, 'GET', `paidTotals/${kitchen.uid}/${month}/${sub}/paise`)) as number | null;

/** A delivered-ready order: placed by `customer`, accepted by `kitchen`. */
async function acceptedOrder(kitchen: TestUser, customer: TestUser, dish: MenuItem): Promise<Order> {
  const placed = await placeOrder(customer.uid, dish, 1, HOME, ASAP, customer.fb);
  const order = { ...((await admin(ns, 'GET', `orders/${placed.id}`)) as Order), id: placed.id };
  await acceptOrder(order, Date.now() + 1800e3, kitchen.fb);
  return order;
}

test('a kitchen sets and removes its UPI details; bad ones are refused field by field', async () => {
  const [kitchen] = await newUsers(ns, ['meal_provider', 'UPI Kitchen']);
  const bad = await caught(setPaymentDetails(kitchen.uid, { upiId: 'annapurna', payee: ' ' }, kitchen.fb));
  expect(bad).toBeInstanceOf(PaymentDetailsError);
  expect((bad as PaymentDetailsError).errors).toEqual({ upiId: PAYMENT_MESSAGES.upiId, payee: PAYMENT_MESSAGES.payee });
  await setPaymentDetails(kitchen.uid, { upiId: ' upi.kitchen@okaxis ', payee: ' UPI Kitchen ' }, kitchen.fb);
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/upi`)).toEqual({ id: 'upi.kitchen@okaxis', payee: 'UPI Kitchen' });
  await setPaymentDetails(kitchen.uid, null, kitchen.fb);
  expect(await admin(ns, 'GET', `providers/${kitchen.uid}/upi`)).toBeNull();
});

test('a tiffin bill: recorded, reported and confirmed, declined, corrected; the kept total follows every step', async () => {
  const [kitchen, asha, ravi] = await newUsers(ns, ['meal_provider', 'Bill Kitchen'], ['user', 'Asha'], ['user', 'Ravi']);
  const sub = await subscription('sub-bill', kitchen, asha);
  const input = { customerId: asha.uid, for: bill(sub), amountPaise: 50000, method: 'cash' as const, paidOn: TODAY };

  // refused before writing, in sentences
  expect(((await caught(recordPayment(kitchen.uid, { ...input, amountPaise: 99 }, kitchen.fb))) as PaymentInputError).errors.amount).toBe(PAYMENT_MESSAGES.amount);
  expect(((await caught(recordPayment(kitchen.uid, { ...input, amountPaise: 961.5 }, kitchen.fb))) as PaymentInputError).errors.amount).toBe(PAYMENT_MESSAGES.amount);
  expect(((await caught(recordPayment(kitchen.uid, { ...input, paidOn: TODAY + 86400000 }, kitchen.fb))) as PaymentInputError).errors.paidOn)
    .toBe(PAYMENT_MESSAGES.paidOnFuture);
  expect(((await caught(recordPayment(kitchen.uid, { ...input, for: bill(sub, monthStart(M + 40 * 86400000)) }, kitchen.fb))) as Error).message)
    .toBe(PAYMENT_MESSAGES.monthAhead);
  expect(((await caught(recordPayment(kitchen.uid, { ...input, for: bill(sub, monthStart(LAST - 1)) }, kitchen.fb))) as Error).message)
    .toBe(PAYMENT_MESSAGES.monthOutside);

  // the kitchen records ₹500 in cash: an entry with its receipt, the bill's total
  const cash = await recordPayment(kitchen.uid, { ...input, note: ' At the door ' }, kitchen.fb);
  expect(cash.receipt).toMatch(RECEIPT);
  expect(await admin(ns, 'GET', `payments/${kitchen.uid}/${cash.id}`)).toMatchObject({ kind: 'received', amountPaise: 50000, note: 'At the door', receipt: cash.receipt });
  expect(await totalOf(kitchen, sub)).toBe(50000);
  // and last month's bill on its own total
  await recordPayment(kitchen.uid, { ...input, for: bill(sub, LAST), amountPaise: 249990, method: 'upi', ref: '412345678901' }, kitchen.fb);
  expect(await totalOf(kitchen, sub, LAST)).toBe(249990);

  // the customer reports ₹200 by UPI: waiting; the kitchen confirms it (a receipt), the total moves
  const report = await reportPayment(asha.uid, { providerId: kitchen.uid, for: bill(sub), amountPaise: 20000, method: 'upi', paidOn: TODAY, ref: 'UTR1' }, asha.fb);
  expect(await admin(ns, 'GET', `openReports/${kitchen.uid}/${report.id}`)).toBe(true);
  expect(await totalOf(kitchen, sub)).toBe(50000);
  const confirmed = await confirmPayment(kitchen.uid, report.id, kitchen.fb);
  expect(confirmed.receipt).toMatch(RECEIPT);
  expect(await totalOf(kitchen, sub)).toBe(70000);
  expect(await admin(ns, 'GET', `openReports/${kitchen.uid}/${report.id}`)).toBeNull();
  expect(((await caught(confirmPayment(kitchen.uid, report.id, kitchen.fb))) as PaymentStateError).message).toBe(PAYMENT_MESSAGES.decided);

  // another report declined with a reason: kept, nothing moves; it cannot be corrected
  const wrong = await reportPayment(asha.uid, { providerId: kitchen.uid, for: bill(sub), amountPaise: 30000, method: 'upi', paidOn: TODAY }, asha.fb);
  await declinePayment(kitchen.uid, wrong.id, 'Not in my account', kitchen.fb);
  expect(await admin(ns, 'GET', `paymentDecisions/${kitchen.uid}/${wrong.id}`)).toMatchObject({ status: 'declined', reason: 'Not in my account' });
  expect(await totalOf(kitchen, sub)).toBe(70000);
  expect(((await caught(correctPayment(kitchen.uid, wrong.id, '', kitchen.fb))) as Error).message).toBe(PAYMENT_MESSAGES.notCorrectable);

  // a wrong entry is reversed by a correcting entry, once
  const fix = await correctPayment(kitchen.uid, cash.id, 'Entered twice', kitchen.fb);
  expect(await admin(ns, 'GET', `payments/${kitchen.uid}/${fix.id}`)).toMatchObject({ kind: 'correction', amountPaise: -50000, corrects: cash.id });
  expect(await totalOf(kitchen, sub)).toBe(20000);
  expect(((await caught(correctPayment(kitchen.uid, cash.id, '', kitchen.fb))) as Error).message).toBe(PAYMENT_MESSAGES.corrected);
  // the confirmed report may be reversed too
  await correctPayment(kitchen.uid, report.id, '', kitchen.fb);
  expect(await totalOf(kitchen, sub)).toBe(0);

  // another customer cannot report on Asha's bill
  expect(((await caught(reportPayment(ravi.uid, { providerId: kitchen.uid, for: bill(sub), amountPaise: 100, method: 'cash', paidOn: TODAY }, ravi.fb))) as Error).message)
    .toBe(PAYMENT_MESSAGES.notYours);
});

test('orders: delivered "Not yet" stays unpaid until marked paid; paid on delivery; a correction makes it unpaid again; a report confirmed pays it', async () => {
  const [kitchen, asha] = await newUsers(ns, ['meal_provider', 'Order Kitchen'], ['user', 'Asha']);
  const [dish] = await newDishes([kitchen, 'Thali', 96.15]);
  const paise = Math.round((96.15 + 40) * 100);

  const later = await acceptedOrder(kitchen, asha, dish);
  await deliverOrder(later, null, kitchen.fb);
  expect(await admin(ns, 'GET', `orders/${later.id}/status`)).toBe('completed');
  expect(await admin(ns, 'GET', `unpaidOrders/${kitchen.uid}/${later.id}`)).toMatchObject({ totalPaise: paise });
  const paid = await markOrderPaid(kitchen.uid, later.id, 'cash', kitchen.fb);
  expect(await admin(ns, 'GET', `orders/${later.id}/paid`)).toMatchObject({ payment: paid.id, method: 'cash', receipt: paid.receipt });
  expect(await admin(ns, 'GET', `unpaidOrders/${kitchen.uid}/${later.id}`)).toBeNull();
  expect(await admin(ns, 'GET', `payments/${kitchen.uid}/${paid.id}/amountPaise`)).toBe(paise);
  expect(((await caught(markOrderPaid(kitchen.uid, later.id, 'upi', kitchen.fb))) as Error).message).toBe(PAYMENT_MESSAGES.orderPaid);

  const atDoor = await acceptedOrder(kitchen, asha, dish);
  await deliverOrder(atDoor, 'upi', kitchen.fb);
  const mark = (await admin(ns, 'GET', `orders/${atDoor.id}/paid`)) as { payment: string; receipt: string; method: string };
  expect(mark).toMatchObject({ method: 'upi', receipt: expect.stringMatching(RECEIPT) });
  expect(await admin(ns, 'GET', `unpaidOrders/${kitchen.uid}/${atDoor.id}`)).toBeNull();

  await correctPayment(kitchen.uid, mark.payment, 'Payment bounced', kitchen.fb);
  expect(await admin(ns, 'GET', `orders/${atDoor.id}/paid`)).toBeNull();
  expect(await admin(ns, 'GET', `unpaidOrders/${kitchen.uid}/${atDoor.id}`)).toMatchObject({ totalPaise: paise });

  const report = await reportPayment(asha.uid, { providerId: kitchen.uid, for: { kind: 'order', orderId: atDoor.id }, amountPaise: 1, method: 'upi', paidOn: TODAY }, asha.fb);
  expect(await admin(ns, 'GET', `payments/${kitchen.uid}/${report.id}/amountPaise`)).toBe(paise);
  const { receipt } = await confirmPayment(kitchen.uid, report.id, kitchen.fb);
  expect(await admin(ns, 'GET', `orders/${atDoor.id}/paid`)).toMatchObject({ payment: report.id, receipt });
  expect(await admin(ns, 'GET', `unpaidOrders/${kitchen.uid}/${atDoor.id}`)).toBeNull();
});

test('20 entries for one kitchen at once (4 connections, several on one bill, confirmations among them) all land: totals exact, receipts distinct and gapless', async () => {
  const [kitchen, asha, ravi] = await newUsers(ns, ['meal_provider', 'Race Kitchen'], ['user', 'Asha'], ['user', 'Ravi']);
  const subs = [await subscription('race-a', kitchen, asha), await subscription('race-b', kitchen, ravi)];
  // the same kitchen signed in on three more connections (a phone, a laptop, a helper's tablet)
  const more = await Promise.all([1, 2, 3].map(async () => {
    const fb = openApp(ns);
    await signIn(kitchen.email, kitchen.password, {}, fb);
    return fb;
  }));
  const conns = [kitchen.fb, ...more];
  const reports = await Promise.all([0, 1, 2, 3].map((k) => reportPayment(asha.uid,
    { providerId: kitchen.uid, for: bill(subs[0]!), amountPaise: 1000 + k, method: 'upi', paidOn: TODAY }, asha.fb)));
  const counterBefore = ((await admin(ns, 'GET', `receiptCounters/${monthLabel(NOW)}`)) as number | null) ?? 0;

  const amounts = Array.from({ length: 16 }, (_, k) => 9615 + k * 101);
  const results = await Promise.allSettled([
    ...amounts.map((amountPaise, k) => recordPayment(kitchen.uid, { customerId: k % 2 ? ravi.uid : asha.uid, for: bill(subs[k % 2]!),
      amountPaise, method: 'cash', paidOn: TODAY }, conns[k % 4]!)),
    ...reports.map((r, k) => confirmPayment(kitchen.uid, r.id, conns[(k + 1) % 4]!)),
  ]);
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const receipts = results.map((r) => (r as PromiseFulfilledResult<{ receipt: string }>).value.receipt);
  expect(new Set(receipts).size).toBe(20);
  const expected = Array.from({ length: 20 }, (_, i) => receiptNumberOf(monthLabel(NOW), counterBefore + 1 + i)).sort();
  expect([...receipts].sort()).toEqual(expected);
  expect(await admin(ns, 'GET', `receiptCounters/${monthLabel(NOW)}`)).toBe(counterBefore + 20);

  const sumOf = (k: number) => amounts.filter((_, i) => i % 2 === k).reduce((s, a) => s + a, 0);
  expect(await totalOf(kitchen, subs[0]!)).toBe(sumOf(0) + 1000 + 1001 + 1002 + 1003);
  expect(await totalOf(kitchen, subs[1]!)).toBe(sumOf(1));
});

test('a payment whose acknowledgement is lost (the replay refused) is a success, counted once', async () => {
  const [kitchen, asha] = await newUsers(ns, ['meal_provider', 'Lossy Kitchen'], ['user', 'Asha']);
  const sub = await subscription('sub-lossy', kitchen, asha);
  await dropNextWriteAck(ns);
  const { id, receipt } = await recordPayment(kitchen.uid, { customerId: asha.uid, for: bill(sub), amountPaise: 12345, method: 'cash', paidOn: TODAY }, kitchen.fb);
  expect(await admin(ns, 'GET', `payments/${kitchen.uid}/${id}/receipt`)).toBe(receipt);
  expect(await totalOf(kitchen, sub)).toBe(12345);
  const report = await reportPayment(asha.uid, { providerId: kitchen.uid, for: bill(sub), amountPaise: 500, method: 'upi', paidOn: TODAY }, asha.fb);
  await dropNextWriteAck(ns);
  await confirmPayment(kitchen.uid, report.id, kitchen.fb);
  expect(await totalOf(kitchen, sub)).toBe(12845);
});
