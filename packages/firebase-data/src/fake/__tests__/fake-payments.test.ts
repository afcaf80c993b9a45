import type { Order, Provider, Subscription } from '../../model';
import type { CustomerBills, KitchenDues, UnpaidOrder } from '../../payments/payment-types';
import { fakeData } from '..';
import { PAYMENT_AMOUNT_MESSAGE, PAYMENT_MESSAGES, skipKey } from '../../logic';

const data = fakeData.module;
beforeEach(() => fakeData.reset());
afterEach(() => jest.useRealTimers());

const ist = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00+05:30`);
const kitchen: Provider = {
  id: 'p1', name: 'Annapurna', cuisine: '', address: 'Dharampeth, Nagpur', phone: '+91 98220 00000', rating: null, approved: true, holidays: [],
  accepting: true, pureVeg: false, deliversTo: ['Dharampeth'], minOrder: 0,
};
// lunch Monday to Saturday from 1 October 2026: 27 meals in October, one skipped (26 billed at ₹96.15 = ₹2,499.90)
const sub: Subscription = {
  id: 'sub-1', planId: 'plan-1', providerId: 'p1', customerId: 'c1', customerName: 'Asha', address: 'Dharampeth', planName: 'Veg Lunch', meals: 'lunch',
  days: '1111110', diet: 'veg', mealPricePaise: 9615, pricePerMeal: 96.15, startDay: ist('2026-10-01'), status: 'active', createdAt: 1, billNo: 42,
  skips: { [skipKey(ist('2026-10-05'), 'lunch')]: { day: ist('2026-10-05'), meal: 'lunch' } }, pauses: {},
};
const order = (id: string, step: Order['step'] = 'on_the_way'): Order => ({
  id, orderNumber: `TH-2611-00${id.slice(-2)}`, userId: 'c1', providerId: 'p1', lines: [{ itemId: 'i1', itemName: 'Thali', price: 120, quantity: 2 }],
  itemsTotal: 240, fee: 30, total: 270, status: 'pending', step, stage: step, timestamp: ist('2026-11-19', '12:00'), customerName: 'Asha',
});
const october = ist('2026-10-01');
const november = ist('2026-11-01');

function watch<T>(subscribe: (o: { onData: (v: T) => void }) => () => void): T[] {
  const seen: T[] = [];
  subscribe({ onData: (v) => seen.push(v) });
  return seen;
}

test('a tiffin bill: UPI details, a part payment, a report confirmed and one declined, a correction, receipts numbered', async () => {
  jest.useFakeTimers({ now: ist('2026-11-20', '10:00'), doNotFake: ['nextTick', 'setImmediate'] });
  fakeData.seed({ providers: [kitchen], subscriptions: [sub], orders: [] });
  await expect(data.setPaymentDetails('p1', { upiId: 'annapurna', payee: '' })).rejects.toMatchObject({
    errors: { upiId: PAYMENT_MESSAGES.upiId, payee: PAYMENT_MESSAGES.payee },
  });
  await data.setPaymentDetails('p1', { upiId: ' annapurna.tiffins@okaxis ', payee: 'Annapurna Tiffins' });
  const bills = watch<CustomerBills>((o) => data.subscribeCustomerBills({ customerId: 'c1', ...o }));
  const dues = watch<KitchenDues>((o) => data.subscribeKitchenDues({ providerId: 'p1', month: october, ...o }));

  expect(bills.at(-1)!.bills.map((b) => [b.month, b.reference, b.payTo?.upiId, b.kitchenName])).toEqual([
    [november, 'TH-B-2611-0042', 'annapurna.tiffins@okaxis', 'Annapurna'], [october, 'TH-B-2610-0042', 'annapurna.tiffins@okaxis', 'Annapurna'],
  ]);
  expect(dues.at(-1)!.rows[0]).toMatchObject({ billedPaise: 249990, receivedPaise: 0, duePaise: 249990 });
  expect(dues.at(-1)!.rows[0]!.bill).toMatchObject({ mealsDue: 26, mealsSkipped: 1 });

  const tiffin = { kind: 'tiffin' as const, subscriptionId: 'sub-1', month: october };
  await expect(data.recordPayment('p1', { customerId: 'c1', for: tiffin, amountPaise: 50, method: 'cash', paidOn: ist('2026-11-20') }))
    .rejects.toMatchObject({ errors: { amount: PAYMENT_AMOUNT_MESSAGE } });
  await expect(data.recordPayment('p1', { customerId: 'c1', for: tiffin, amountPaise: 100000, method: 'cash', paidOn: ist('2026-11-21') }))
    .rejects.toThrow(PAYMENT_MESSAGES.paidOnFuture);
  await expect(data.recordPayment('p1', { customerId: 'c1', for: { ...tiffin, month: ist('2026-12-01') }, amountPaise: 100000, method: 'cash', paidOn: ist('2026-11-20') }))
    .rejects.toThrow(PAYMENT_MESSAGES.monthAhead);
  expect(await data.recordPayment('p1', { customerId: 'c1', for: tiffin, amountPaise: 100000, method: 'cash', paidOn: ist('2026-11-02') }))
    .toEqual({ id: expect.any(String), receipt: 'TH-R-2611-0001' });

  const { id: reported } = await data.reportPayment('c1', { providerId: 'p1', for: tiffin, amountPaise: 149990, method: 'upi', paidOn: ist('2026-11-20'), ref: '431234567890' });
  const { id: wrong } = await data.reportPayment('c1', { providerId: 'p1', for: tiffin, amountPaise: 500, method: 'upi', paidOn: ist('2026-11-20') });
  await expect(data.reportPayment('c2', { providerId: 'p1', for: tiffin, amountPaise: 500, method: 'upi', paidOn: ist('2026-11-20') }))
    .rejects.toThrow(PAYMENT_MESSAGES.notYours);
  expect(dues.at(-1)!.waiting.map((e) => e.id)).toEqual([reported, wrong]);
  expect(dues.at(-1)!.rows[0]).toMatchObject({ receivedPaise: 100000, waitingPaise: 150490, duePaise: 149990 });

  expect(await data.confirmPayment('p1', reported)).toEqual({ receipt: 'TH-R-2611-0002' });
  await data.declinePayment('p1', wrong, ' Not received ');
  await expect(data.confirmPayment('p1', wrong)).rejects.toThrow(PAYMENT_MESSAGES.decided);
  expect(dues.at(-1)!.waiting).toEqual([]);
  expect(dues.at(-1)!.rows[0]).toMatchObject({ receivedPaise: 249990, waitingPaise: 0, duePaise: 0 });
  expect(dues.at(-1)!.rows[0]!.entries.find((e) => e.id === wrong)!.decision).toMatchObject({ status: 'declined', reason: 'Not received' });

  const { id: correction } = await data.correctPayment('p1', reported, 'Paid to the wrong kitchen');
  await expect(data.correctPayment('p1', reported, '')).rejects.toThrow(PAYMENT_MESSAGES.corrected);
  await expect(data.correctPayment('p1', correction, '')).rejects.toThrow(PAYMENT_MESSAGES.notCorrectable);
  expect(dues.at(-1)!.rows[0]).toMatchObject({ receivedPaise: 100000, duePaise: 149990 });
  expect(dues.at(-1)!.totals).toEqual({ billedPaise: 249990, receivedPaise: 100000, duePaise: 149990 });

  expect(await data.readReceipt({ providerId: 'p1', paymentId: reported })).toMatchObject({
    number: 'TH-R-2611-0002', kitchen: { name: 'Annapurna', address: 'Dharampeth, Nagpur' }, customer: { name: 'Asha' },
    for: { kind: 'tiffin', planName: 'Veg Lunch', month: october, reference: 'TH-B-2610-0042' }, amountPaise: 149990, method: 'upi',
    paidOn: ist('2026-11-20'), reversedOn: expect.any(Number),
  });
  expect(await data.readReceipt({ providerId: 'p1', paymentId: wrong })).toBeNull();
  await data.setPaymentDetails('p1', null);
  expect(bills.at(-1)!.bills[0]!.payTo).toBeUndefined();
});

test('one-off orders: delivered "Not yet" stays unpaid until marked paid; "Cash" pays at once; a correction lists it again', async () => {
  jest.useFakeTimers({ now: ist('2026-11-20', '13:00'), doNotFake: ['nextTick', 'setImmediate'] });
  fakeData.seed({ providers: [kitchen], subscriptions: [], orders: [order('o-01'), order('o-02'), order('o-03', 'new')] });
  const unpaid = watch<UnpaidOrder[]>((o) => data.subscribeUnpaidOrders({ providerId: 'p1', ...o }));
  expect(unpaid).toEqual([[]]);

  await data.deliverOrder({ id: 'o-01' }, null);
  expect(unpaid.at(-1)).toEqual([{ orderId: 'o-01', orderNumber: 'TH-2611-0001', customerId: 'c1', customerName: 'Asha', totalPaise: 27000,
    deliveredAt: expect.any(Number) }]);
  await data.deliverOrder({ id: 'o-02' }, 'cash');
  expect(fakeData.table('orders')!.find((o) => o.id === 'o-02')!.paid).toMatchObject({ method: 'cash', receipt: 'TH-R-2611-0001' });
  await expect(data.deliverOrder({ id: 'o-03' }, 'upi')).rejects.toThrow();
  expect(unpaid.at(-1)!.map((u) => u.orderId)).toEqual(['o-01']);

  const paid = await data.markOrderPaid('p1', 'o-01', 'upi');
  expect(paid.receipt).toBe('TH-R-2611-0002');
  expect(unpaid.at(-1)).toEqual([]);
  await expect(data.markOrderPaid('p1', 'o-01', 'cash')).rejects.toThrow(PAYMENT_MESSAGES.orderPaid);
  expect(await data.readReceipt({ providerId: 'p1', paymentId: paid.id })).toMatchObject({ for: { kind: 'order', orderNumber: 'TH-2611-0001' }, amountPaise: 27000 });

  await data.correctPayment('p1', paid.id, '');
  expect(fakeData.table('orders')!.find((o) => o.id === 'o-01')!.paid).toBeUndefined();
  expect(unpaid.at(-1)!.map((u) => u.orderId)).toEqual(['o-01']);
  // markDelivered is "Delivered, not paid yet"
  fakeData.seed({ orders: [...fakeData.table('orders')!, order('o-04')] });
  await data.markDelivered({ id: 'o-04' });
  expect(unpaid.at(-1)!.map((u) => u.orderId)).toEqual(['o-01', 'o-04']);
});

test('a customer reports an order paid; the kitchen confirms it and the order is paid', async () => {
  jest.useFakeTimers({ now: ist('2026-11-20', '13:00'), doNotFake: ['nextTick', 'setImmediate'] });
  fakeData.seed({ providers: [kitchen], subscriptions: [], orders: [order('o-01')] });
  await data.deliverOrder({ id: 'o-01' }, null);
  const { id } = await data.reportPayment('c1', { providerId: 'p1', for: { kind: 'order', orderId: 'o-01' }, amountPaise: 1, method: 'upi', paidOn: ist('2026-11-20') });
  const dues = watch<KitchenDues>((o) => data.subscribeKitchenDues({ providerId: 'p1', month: november, ...o }));
  expect(dues.at(-1)!.waiting).toEqual([expect.objectContaining({ id, amountPaise: 27000, waiting: true })]);
  expect(await data.confirmPayment('p1', id)).toEqual({ receipt: 'TH-R-2611-0001' });
  expect(fakeData.table('orders')![0]!.paid).toMatchObject({ payment: id, method: 'upi', receipt: 'TH-R-2611-0001' });
  expect(fakeData.table('payments')!.unpaid).toEqual({});
});
