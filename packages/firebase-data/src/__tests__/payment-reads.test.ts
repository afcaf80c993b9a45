// Issue 42, the ledger's reads against the local backend (real SDK, real rules), written through the real writes: a
// kitchen's month of dues, a customer's bills, a kitchen's unpaid orders and a receipt, live as the money moves; each
// reader sees only its own (another customer's bills, another kitchen's dues and a stranger's receipt are refused).
import { monthLabel, monthStart } from '@thali/domain';
import { placeOrder } from '../orders/place-order';
import { acceptOrder } from '../orders/order-steps';
import { dayStart } from '../tiffins/days';
import type { Order } from '../model';
import { confirmPayment, correctPayment, declinePayment, deliverOrder, markOrderPaid, recordPayment, reportPayment, setPaymentDetails } from '../payments/payment-writes';
import { readReceipt, subscribeCustomerBills, subscribeKitchenDues, subscribeUnpaidOrders } from '../payments/payment-reads';
import type { CustomerBills, KitchenDues, UnpaidOrder } from '../payments/payment-types';
import { admin, ASAP, closeAll, freshNamespace, HOME, newDishes, newUsers, watch, type TestUser } from './support/backend';

const ns = freshNamespace('payment-reads');
afterAll(closeAll);

// this month and last (IST) and today, when the suite starts
const [M, LAST, TODAY] = ((now) => [monthStart(now), monthStart(monthStart(now) - 1), dayStart(now)])(Date.now());

/** A subscription of `customer` to `kitchen` from `startDay` (written with the owner credential), numbered `billNo`. */
async function subscription(id: string, kitchen: TestUser, customer: TestUser, name: string, startDay: number, billNo: number): Promise<string> {
  await admin(ns, 'PUT', `subscriptions/${id}`, { planId: 'pl1', providerId: kitchen.uid, customerId: customer.uid, customerName: name,
    address: '12, Laxmi Nagar', phone: '+919876543210', planName: 'Veg Lunch', meals: 'lunch', days: '1111111', diet: 'veg',
    mealPricePaise: 9615, startDay, status: 'active', createdAt: startDay - 86400000, billNo });
  return id;
}

test('dues and bills follow the money live: recorded, reported (waiting), confirmed, declined, corrected; receipts read by their customer', async () => {
  const [kitchen, other, asha, ravi] = await newUsers(ns, ['meal_provider', 'Annapurna'], ['meal_provider', 'Saoji Ghar'], ['user', 'Asha'], ['user', 'Ravi']);
  await setPaymentDetails(kitchen.uid, { upiId: 'annapurna@okaxis', payee: 'Annapurna Tiffins' }, kitchen.fb);
  const ashaSub = await subscription(`sub-a-${kitchen.uid}`, kitchen, asha, 'Asha', LAST, 7);
  const raviSub = await subscription(`sub-r-${kitchen.uid}`, kitchen, ravi, 'Ravi', M, 8);
  const dues = watch<KitchenDues>((onData, onError) => subscribeKitchenDues({ providerId: kitchen.uid, month: M, onData, onError, fb: kitchen.fb }));
  const bills = watch<CustomerBills>((onData, onError) => subscribeCustomerBills({ customerId: asha.uid, onData, onError, fb: asha.fb }));

  const first = await dues.next((d) => d.rows.length === 2);
  expect(first.rows.map((r) => [r.subscription.customerName, r.reference, r.receivedPaise])).toEqual([
    ['Asha', `TH-B-${monthLabel(M)}-0007`, 0], ['Ravi', `TH-B-${monthLabel(M)}-0008`, 0],
  ]);
  // every day of this month is a plan day: billed is the month's days × ₹96.15, to the paisa
  const days = Math.round((monthStart(M + 40 * 86400000) - M) / 86400000);
  expect(first.rows[0]!.billedPaise).toBe(days * 9615);
  const mine = await bills.next((b) => b.bills.length === 2);
  expect(mine.bills.map((b) => [b.month, b.kitchenName, b.payTo])).toEqual([
    [M, 'Annapurna', { upiId: 'annapurna@okaxis', payee: 'Annapurna Tiffins' }], [LAST, 'Annapurna', { upiId: 'annapurna@okaxis', payee: 'Annapurna Tiffins' }],
  ]);

  const cash = await recordPayment(kitchen.uid, { customerId: asha.uid, for: { kind: 'tiffin', subscriptionId: ashaSub, month: M }, amountPaise: 50000,
    method: 'cash', paidOn: TODAY }, kitchen.fb);
  const report = await reportPayment(asha.uid, { providerId: kitchen.uid, for: { kind: 'tiffin', subscriptionId: ashaSub, month: M }, amountPaise: 20000,
    method: 'upi', paidOn: TODAY, ref: '431200000042' }, asha.fb);
  const wrong = await reportPayment(asha.uid, { providerId: kitchen.uid, for: { kind: 'tiffin', subscriptionId: ashaSub, month: LAST }, amountPaise: 500,
    method: 'upi', paidOn: TODAY }, asha.fb);
  const waiting = await dues.next((d) => d.waiting.length === 2 && d.rows[0]!.receivedPaise === 50000);
  expect(waiting.waiting.map((e) => e.id)).toEqual([report.id, wrong.id]);
  expect(waiting.rows[0]).toMatchObject({ waitingPaise: 20000, duePaise: days * 9615 - 50000 });
  expect((await bills.next((b) => b.bills[0]!.waitingPaise === 20000)).bills[0]!.entries.map((e) => e.id)).toEqual([report.id, cash.id]);

  const { receipt } = await confirmPayment(kitchen.uid, report.id, kitchen.fb);
  await declinePayment(kitchen.uid, wrong.id, 'Not in our account', kitchen.fb);
  const decided = await dues.next((d) => d.waiting.length === 0 && d.rows[0]!.receivedPaise === 70000);
  expect(decided.totals).toEqual({ billedPaise: 2 * days * 9615, receivedPaise: 70000, duePaise: 2 * days * 9615 - 70000 });
  const afterDecisions = await bills.next((b) => b.bills[0]!.receivedPaise === 70000 && b.bills[1]!.entries[0]?.decision !== undefined);
  expect(afterDecisions.bills[0]!.entries.find((e) => e.id === report.id)).toMatchObject({ waiting: false, receipt, decision: { status: 'confirmed' } });
  expect(afterDecisions.bills[1]!.entries[0]).toMatchObject({ id: wrong.id, waiting: false, decision: { status: 'declined', reason: 'Not in our account' } });

  const fix = await correctPayment(kitchen.uid, cash.id, 'Counted twice', kitchen.fb);
  const corrected = await dues.next((d) => d.rows[0]!.receivedPaise === 20000);
  expect(corrected.rows[0]!.entries.find((e) => e.id === cash.id)).toMatchObject({ correctedBy: fix.id });
  expect(corrected.rows[0]!.entries.find((e) => e.id === fix.id)).toMatchObject({ kind: 'correction', amountPaise: -50000, corrects: cash.id });

  // receipts: the customer reads hers (a reversed one says when); a correction or a declined report is none
  expect(await readReceipt({ providerId: kitchen.uid, paymentId: report.id }, asha.fb)).toEqual({
    number: receipt, providerId: kitchen.uid, paymentId: report.id, kitchen: { name: 'Annapurna', address: '14 Ram Nagar Road, Nagpur 440010', phone: '+91 98220 10010' },
    customer: { name: 'Asha' }, for: { kind: 'tiffin', planName: 'Veg Lunch', month: M, reference: `TH-B-${monthLabel(M)}-0007` },
    amountPaise: 20000, method: 'upi', paidOn: TODAY, issuedAt: expect.any(Number),
  });
  expect(await readReceipt({ providerId: kitchen.uid, paymentId: cash.id }, kitchen.fb)).toMatchObject({ number: cash.receipt, reversedOn: expect.any(Number) });
  expect(await readReceipt({ providerId: kitchen.uid, paymentId: fix.id }, kitchen.fb)).toBeNull();
  expect(await readReceipt({ providerId: kitchen.uid, paymentId: wrong.id }, asha.fb)).toBeNull();
  expect(await readReceipt({ providerId: kitchen.uid, paymentId: 'no-such-entry' }, kitchen.fb)).toBeNull();
  await expect(readReceipt({ providerId: kitchen.uid, paymentId: report.id }, ravi.fb)).rejects.toThrow(/permission/i);

  // nobody reads another's: Ravi Asha's bills, another kitchen these dues
  const stranger = watch<CustomerBills>((onData, onError) => subscribeCustomerBills({ customerId: asha.uid, onData, onError, fb: ravi.fb }));
  expect(String(await stranger.failed())).toMatch(/permission/i);
  const rival = watch<KitchenDues>((onData, onError) => subscribeKitchenDues({ providerId: kitchen.uid, month: M, onData, onError, fb: other.fb }));
  expect(String(await rival.failed())).toMatch(/permission/i);
  // Ravi's own bills: his subscription started this month, so this month's only, nothing paid
  const his = watch<CustomerBills>((onData, onError) => subscribeCustomerBills({ customerId: ravi.uid, onData, onError, fb: ravi.fb }));
  expect((await his.next()).bills.map((b) => [b.subscription.id, b.month, b.receivedPaise, b.entries.length])).toEqual([[raviSub, M, 0, 0]]);
  [dues, bills, stranger, rival, his].forEach((w) => w.stop());
});

test('unpaid orders: delivered "Not yet" is listed with its number and total until it is marked paid, oldest first', async () => {
  const [kitchen, asha] = await newUsers(ns, ['meal_provider', 'Order Kitchen'], ['user', 'Asha']);
  const [dish] = await newDishes([kitchen, 'Thali', 96.15]);
  const delivered = async (): Promise<Order> => {
    const placed = await placeOrder(asha.uid, dish, 1, HOME, ASAP, asha.fb);
    const order = { ...((await admin(ns, 'GET', `orders/${placed.id}`)) as Order), id: placed.id };
    await acceptOrder(order, Date.now() + 1800e3, kitchen.fb);
    await deliverOrder(order, null, kitchen.fb);
    return order;
  };
  const unpaid = watch<UnpaidOrder[]>((onData, onError) => subscribeUnpaidOrders({ providerId: kitchen.uid, onData, onError, fb: kitchen.fb }));
  expect(await unpaid.next()).toEqual([]);
  const a = await delivered();
  const b = await delivered();
  const listed = await unpaid.next((u) => u.length === 2);
  expect(listed).toEqual([
    { orderId: a.id, orderNumber: a.orderNumber, customerId: asha.uid, customerName: 'Asha', totalPaise: 13615, deliveredAt: expect.any(Number) },
    { orderId: b.id, orderNumber: b.orderNumber, customerId: asha.uid, customerName: 'Asha', totalPaise: 13615, deliveredAt: expect.any(Number) },
  ]);
  await markOrderPaid(kitchen.uid, a.id, 'cash', kitchen.fb);
  expect((await unpaid.next((u) => u.length === 1))[0]!.orderId).toBe(b.id);
  // a customer does not read a kitchen's unpaid orders
  const peek = watch<UnpaidOrder[]>((onData, onError) => subscribeUnpaidOrders({ providerId: kitchen.uid, onData, onError, fb: asha.fb }));
  expect(String(await peek.failed())).toMatch(/permission/i);
  [unpaid, peek].forEach((w) => w.stop());
});
