import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readReceipt } from '@thali/firebase-data';
import { monthStart } from '@thali/firebase-data/logic';
import { fakeData, type FakeTables } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { renderPage, resetData } from '../../../../testing/render-page';
import { makeKitchen, makeOrder } from '../../../../testing/order-fixtures';
import { DAY, NOW, TODAY, makeSubscription } from '../../../../testing/tiffin-fixtures';
import { ReceiptPage } from '../receipt-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

type Entries = NonNullable<FakeTables['payments']['entries']>;
const NOVEMBER = monthStart(NOW);
const ROUTE = '/receipts/:providerId/:paymentId';
const KITCHEN = { ...makeKitchen('prov-a', 'Annapurna Tiffin Service'), address: '14, Ramdaspeth, Nagpur 440010' };
const TIFFIN: Entries[number] = {
  id: 'pay-1', providerId: 'prov-a', customerId: 'customer-uid', by: 'prov-a', kind: 'received',
  for: { kind: 'tiffin', subscriptionId: 'sub-1', month: NOVEMBER }, amountPaise: 249990, method: 'upi', ref: '612345678901',
  paidOn: TODAY - 2 * DAY, at: NOW - 2 * DAY + 3600e3, receipt: 'TH-R-2611-0007',
};

beforeEach(() => {
  resetData();
  jest.spyOn(Date, 'now').mockImplementation(() => NOW);
});
afterEach(() => jest.restoreAllMocks());

function open(paymentId: string, tables: Partial<FakeTables> = {}) {
  renderPage(<ReceiptPage />, { who: 'customer', path: `/receipts/prov-a/${paymentId}`, route: ROUTE });
  fakeData.seed({ providers: [KITCHEN], subscriptions: [makeSubscription({ billNo: 42, customerName: 'Riya Deshmukh' })], orders: [], payments: { entries: [TIFFIN] }, ...tables });
}

/** The receipt's lines, each name with what it says. */
const rows = () => Object.fromEntries(Array.from(document.querySelectorAll('[data-receipt] dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

test('a tiffin bill\'s receipt: number, kitchen, customer, period, amount, method, dates; Print prints', async () => {
  const user = userEvent.setup();
  open('pay-1');
  expect(screen.getByRole('status')).toHaveTextContent('Loading the receipt');
  const sheet = await screen.findByRole('article', { name: 'Receipt TH-R-2611-0007' });
  expect(readReceipt).toHaveBeenCalledWith({ providerId: 'prov-a', paymentId: 'pay-1' });
  expect(document.title).toBe('Receipt TH-R-2611-0007 · Thali');
  expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Receipt TH-R-2611-0007');
  expect(rows()).toEqual({
    'Receipt number': 'TH-R-2611-0007',
    Kitchen: 'Annapurna Tiffin Service14, Ramdaspeth, Nagpur 440010Phone 98765 43210',
    Customer: 'Riya Deshmukh',
    Period: 'Everyday Veg Tiffin, November 2026 (TH-B-2611-0042)',
    Amount: '₹2,499.90',
    Method: 'UPI',
    'Paid on': '21 Nov 2026',
    Issued: '21 Nov 2026, 8:30 am',
  });
  expect(within(sheet).queryByText(/Reversed/)).not.toBeInTheDocument();

  const print = jest.fn();
  window.print = print;
  await user.click(screen.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  await expectNoAxeViolations();
});

test('an order\'s receipt names the order; a reversed payment says when', async () => {
  const order = makeOrder('o1', { status: 'completed', orderNumber: 'TH-2611-0042' });
  open('pay-2', {
    orders: [order],
    payments: {
      entries: [
        { ...TIFFIN, id: 'pay-2', for: { kind: 'order', orderId: 'o1' }, amountPaise: 34000, method: 'cash', receipt: 'TH-R-2611-0008' },
        { ...TIFFIN, id: 'pay-3', kind: 'correction', for: { kind: 'order', orderId: 'o1' }, amountPaise: -34000, corrects: 'pay-2', paidOn: TODAY, at: NOW - 60_000 },
      ],
      corrections: { 'pay-2': 'pay-3' },
    },
  });
  await screen.findByRole('article', { name: 'Receipt TH-R-2611-0008' });
  expect(rows()).toMatchObject({ Order: 'Order TH-2611-0042', Customer: 'Asha', Method: 'Cash', Amount: '₹340.00' });
  expect(screen.getByText('Reversed on 23 Nov 2026: the kitchen corrected this payment.')).toBeInTheDocument();
});

test('no such receipt (or not the reader\'s): a plain sentence', async () => {
  open('nope');
  expect(await screen.findByText('This receipt could not be found. The link may be mistyped, or the receipt is not yours to see.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
});

test('a read the database refuses reads as not found', async () => {
  jest.mocked(readReceipt).mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
  open('pay-1');
  expect(await screen.findByText(/This receipt could not be found\./)).toBeInTheDocument();
});

describe('in Marathi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the receipt\'s lines, its month and its dates in Marathi; the amount keeps Indian grouping, names stay as written', async () => {
    await act(() => setLocale('mr'));
    open('pay-1');
    expect(screen.getByRole('status')).toHaveTextContent('पावती लोड होत आहे');
    const sheet = await screen.findByRole('article', { name: 'पावती TH-R-2611-0007' });
    expect(document.title).toBe('पावती TH-R-2611-0007 · Thali');
    expect(rows()).toMatchObject({
      'पावती क्रमांक': 'TH-R-2611-0007',
      ग्राहक: 'Riya Deshmukh',
      कालावधी: 'Everyday Veg Tiffin, नोव्हेंबर 2026 (TH-B-2611-0042)',
      रक्कम: '₹2,499.90',
      पद्धत: 'UPI',
    });
    expect(within(sheet).getByText('थेट किचनला भरले. Thali पैसे स्वतःकडे ठेवत नाही.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रिंट करा' })).toBeInTheDocument();
  });
});
