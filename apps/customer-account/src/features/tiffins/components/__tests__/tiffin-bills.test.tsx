import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportPayment } from '@thali/firebase-data';
import { monthStart, PAYMENT_MESSAGES } from '@thali/firebase-data/logic';
import { fakeData, type FakeTables } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { renderPage, resetData } from '../../../../testing/render-page';
import { makeKitchen } from '../../../../testing/order-fixtures';
import { DAY, NOW, TODAY, makePlan, makeSubscription } from '../../../../testing/tiffin-fixtures';
import { TiffinsPage } from '../tiffins-page';
import { WIDE_SCREEN } from '../upi-pay';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

// Getting paid (issue 42) on My Tiffins: each subscription's bill this month and last month with billed, paid and due,
// how to pay what is left (a upi://pay link on a phone, its QR code on a wider screen, cash without a UPI ID), "I have
// paid", and each payment's state and receipt.

type Entries = NonNullable<FakeTables['payments']['entries']>;
const UPI = { upiId: 'annapurna.tiffins@okaxis', payee: 'Annapurna Tiffins' };
const NOVEMBER = monthStart(NOW);
const OCTOBER = monthStart(NOVEMBER - 1);
// since 1 Oct 2026, its kitchen's 42nd subscription
const SUB = makeSubscription({ startDay: OCTOBER, billNo: 42 });
const entry = (id: string, extra: Partial<Entries[number]>): Entries[number] => ({
  id, providerId: 'prov-a', customerId: 'customer-uid', by: 'prov-a', kind: 'received', for: { kind: 'tiffin', subscriptionId: 'sub-1', month: NOVEMBER },
  amountPaise: 100000, method: 'cash', paidOn: TODAY - 13 * DAY, at: NOW - 13 * DAY, ...extra,
});
// ₹1,000.00 in cash on 10 Nov; October paid in full by UPI (₹3,323.16: 54 meals × ₹61.54)
const PAID: Entries = [
  entry('pay-1', { receipt: 'TH-R-2611-0003' }),
  entry('pay-0', { for: { kind: 'tiffin', subscriptionId: 'sub-1', month: OCTOBER }, amountPaise: 332316, method: 'upi', ref: '530012345678',
    paidOn: OCTOBER + 30 * DAY, at: OCTOBER + 30 * DAY, receipt: 'TH-R-2610-0011' }),
];

let wide = false;
beforeEach(() => {
  resetData();
  wide = false;
  jest.spyOn(Date, 'now').mockImplementation(() => NOW);
  window.matchMedia = jest.fn((query: string) => ({
    matches: wide && query === WIDE_SCREEN, media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

async function open({ upi = true, entries = PAID }: { upi?: boolean; entries?: Entries } = {}) {
  const user = userEvent.setup();
  renderPage(<TiffinsPage />, { who: 'customer', path: '/tiffins' });
  fakeData.seed({
    plans: [makePlan()],
    providers: [{ ...makeKitchen('prov-a', 'Annapurna Tiffin Service'), ...(upi ? { upi: UPI } : {}) }],
    payments: { entries },
    subscriptions: [SUB],
  });
  const card = within(await screen.findByRole('article', { name: 'Everyday Veg Tiffin' }));
  const thisMonth = within(card.getByRole('region', { name: "This month's bill" }));
  await thisMonth.findByText('Billed');
  return { user, card, thisMonth };
}

/** The figures of a bill as "name value" pairs. */
const figures = (region: ReturnType<typeof within>) => {
  const list = region.getByText('Billed').closest('dl') as HTMLElement;
  return Array.from(list.querySelectorAll<HTMLElement>('dt')).map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
};

test('on a phone: billed, paid and due, and "Pay ₹X by UPI" as a upi://pay link whose note names the plan, month and bill', async () => {
  const { thisMonth } = await open();
  expect(figures(thisMonth)).toEqual(['Billed ₹3,077.00', 'Paid ₹1,000.00', 'Due ₹2,077.00', 'Reference TH-B-2611-0042']);
  const link = thisMonth.getByRole('link', { name: 'Pay ₹2,077.00 by UPI' });
  expect(link).toHaveAttribute('href',
    'upi://pay?pa=annapurna.tiffins%40okaxis&pn=Annapurna%20Tiffins&am=2077.00&cu=INR&tn=Everyday%20Veg%20Tiffin%20Nov%202026%20TH-B-2611-0042');
  expect(thisMonth.queryByRole('img')).not.toBeInTheDocument();
  // the cash payment with its receipt
  const paid = within(thisMonth.getByRole('list', { name: 'Payments made for November 2026' })).getByRole('listitem');
  expect(paid).toHaveTextContent('₹1,000.00 · Cash · 10 Nov 2026 · Receipt TH-R-2611-0003');
  expect(within(paid).getByRole('link', { name: 'Receipt TH-R-2611-0003' })).toHaveAttribute('href', '/receipts/prov-a/pay-1');
});

test('on a wide screen: the same link as a QR code, named with the amount and UPI ID, which are also written beside it', async () => {
  wide = true;
  const { thisMonth } = await open();
  const qr = await thisMonth.findByRole('img', { name: 'UPI QR code for ₹2,077.00 to annapurna.tiffins@okaxis' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(thisMonth.queryByRole('link', { name: /by UPI/ })).not.toBeInTheDocument();
  expect(thisMonth.getByText('annapurna.tiffins@okaxis')).toBeInTheDocument();
  expect(thisMonth.getByText(/^Amount/)).toHaveTextContent('Amount ₹2,077.00 to annapurna.tiffins@okaxis (Annapurna Tiffins)');
  expect(thisMonth.getByText('Note: Everyday Veg Tiffin Nov 2026 TH-B-2611-0042')).toBeInTheDocument();
});

test('a kitchen without a UPI ID: the customer pays in cash', async () => {
  const { thisMonth } = await open({ upi: false });
  expect(thisMonth.getByText('Pay Annapurna Tiffin Service in cash.')).toBeInTheDocument();
  expect(thisMonth.queryByRole('link', { name: /by UPI/ })).not.toBeInTheDocument();
});

test('last month\'s bill, paid in full by UPI, with its receipt', async () => {
  const { card } = await open();
  const october = within(card.getByRole('region', { name: "Last month's bill" }));
  expect(october.getByText(/^October 2026:/)).toHaveTextContent('October 2026: 54 meals × ₹61.54 = ₹3,323.16');
  expect(figures(october)).toEqual(['Billed ₹3,323.16', 'Paid ₹3,323.16', 'Due ₹0.00', 'Reference TH-B-2610-0042']);
  expect(october.getByText('Paid in full. Thank you!')).toBeInTheDocument();
  expect(october.queryByRole('button', { name: /I have paid/ })).not.toBeInTheDocument();
  expect(october.getByRole('link', { name: 'Receipt TH-R-2610-0011' })).toHaveAttribute('href', '/receipts/prov-a/pay-0');
  expect(october.getByRole('listitem')).toHaveTextContent('₹3,323.16 · UPI · 31 Oct 2026 · Ref 530012345678 · Receipt TH-R-2610-0011');
});

test('"I have paid": the amount and date are checked, then the report waits for the kitchen and the due stays', async () => {
  const { user, thisMonth } = await open();
  await user.click(thisMonth.getByRole('button', { name: 'I have paid for November 2026' }));
  const form = within(thisMonth.getByRole('form', { name: 'I have paid for Everyday Veg Tiffin, November 2026' }));
  const amount = form.getByLabelText('Amount paid (₹)');
  expect(amount).toHaveValue('2077.00');
  expect(form.getByLabelText('Paid by')).toHaveValue('upi');
  expect(form.getByLabelText('Paid on')).toHaveValue('2026-11-23');

  await user.clear(amount);
  await user.type(amount, '500.255');
  const paidOn = form.getByLabelText('Paid on');
  await user.clear(paidOn);
  await user.type(paidOn, '2026-11-24');
  await user.click(form.getByRole('button', { name: 'Tell the kitchen' }));
  expect(amount).toHaveAccessibleDescription(PAYMENT_MESSAGES.amount);
  expect(amount).toHaveFocus();
  expect(paidOn).toHaveAccessibleDescription('The payment date cannot be in the future.');
  expect(reportPayment).not.toHaveBeenCalled();

  await user.clear(amount);
  await user.type(amount, '500');
  await user.clear(paidOn);
  await user.type(paidOn, '2026-11-23');
  await user.type(form.getByLabelText('UPI reference (optional)'), '612345678901');
  await user.click(form.getByRole('button', { name: 'Tell the kitchen' }));
  expect(reportPayment).toHaveBeenCalledWith('customer-uid', {
    providerId: 'prov-a', for: { kind: 'tiffin', subscriptionId: 'sub-1', month: NOVEMBER }, amountPaise: 50000, method: 'upi', paidOn: TODAY, ref: '612345678901',
  });
  expect(await thisMonth.findByText('Thank you. Waiting for the kitchen to confirm your payment.')).toBeInTheDocument();
  expect(thisMonth.queryByRole('form')).not.toBeInTheDocument();
  // not paid until the kitchen confirms it: the due stays, what is left to pay drops
  expect(figures(thisMonth)).toEqual([
    'Billed ₹3,077.00', 'Paid ₹1,000.00', 'Waiting for the kitchen to confirm ₹500.00', 'Due ₹2,077.00', 'Reference TH-B-2611-0042',
  ]);
  expect(thisMonth.getByRole('link', { name: 'Pay ₹1,577.00 by UPI' })).toBeInTheDocument();
  const waiting = within(thisMonth.getByRole('list', { name: 'Payments made for November 2026' })).getAllByRole('listitem')
    .find((li) => li.textContent?.includes('612345678901'));
  expect(waiting).toHaveTextContent('₹500.00 · UPI · 23 Nov 2026 · Ref 612345678901 · Waiting for the kitchen to confirm');
});

test('a cash report sends no UPI reference; Cancel closes the form without sending', async () => {
  const { user, thisMonth } = await open({ upi: false });
  await user.click(thisMonth.getByRole('button', { name: 'I have paid for November 2026' }));
  let form = within(thisMonth.getByRole('form', { name: /^I have paid for / }));
  expect(form.getByLabelText('Paid by')).toHaveValue('cash');
  expect(form.queryByLabelText('UPI reference (optional)')).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Cancel' }));
  expect(thisMonth.queryByRole('form')).not.toBeInTheDocument();

  await user.click(thisMonth.getByRole('button', { name: 'I have paid for November 2026' }));
  form = within(thisMonth.getByRole('form', { name: /^I have paid for / }));
  await user.click(form.getByRole('button', { name: 'Tell the kitchen' }));
  expect(reportPayment).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ amountPaise: 207700, method: 'cash' }));
  expect(jest.mocked(reportPayment).mock.calls[0]![1]).not.toHaveProperty('ref');
});

test('a declined report shows the kitchen\'s reason; a confirmed one its receipt; a reversed payment says so', async () => {
  const { thisMonth } = await open({
    entries: [
      entry('pay-1', { receipt: 'TH-R-2611-0003' }),
      entry('pay-2', { by: 'customer-uid', kind: 'reported', amountPaise: 20000, method: 'upi', paidOn: TODAY - DAY, at: NOW - DAY }),
      entry('pay-3', { by: 'customer-uid', kind: 'reported', amountPaise: 30000, method: 'upi', paidOn: TODAY - DAY, at: NOW - DAY + 1 }),
      entry('pay-4', { kind: 'correction', amountPaise: -100000, corrects: 'pay-1', note: 'Recorded twice', paidOn: TODAY, at: NOW - 60_000 }),
    ],
  });
  fakeData.seed({ payments: { ...fakeData.table('payments'), decisions: {
    'pay-2': { status: 'declined', at: NOW - 3600e3, reason: 'No such payment reached our account.' },
    'pay-3': { status: 'confirmed', at: NOW - 3600e3, receipt: 'TH-R-2611-0009' },
  }, corrections: { 'pay-1': 'pay-4' } } });
  const lines = () => within(thisMonth.getByRole('list', { name: 'Payments made for November 2026' })).getAllByRole('listitem').map((li) => li.textContent);
  await thisMonth.findByText(/Declined by the kitchen/);
  expect(lines()).toEqual(expect.arrayContaining([
    '₹200.00 · UPI · 22 Nov 2026 · Declined by the kitchen: No such payment reached our account.',
    '₹300.00 · UPI · 22 Nov 2026 · Receipt TH-R-2611-0009',
    '-₹1,000.00 · Corrected by the kitchen · 23 Nov 2026 · Recorded twice',
    '₹1,000.00 · Cash · 10 Nov 2026 · Receipt TH-R-2611-0003 · Reversed by the kitchen',
  ]));
  expect(thisMonth.getByRole('link', { name: 'Receipt TH-R-2611-0009' })).toHaveAttribute('href', '/receipts/prov-a/pay-3');
  // received: ₹1,000 − ₹1,000 + ₹300 confirmed
  expect(figures(thisMonth)).toContain('Paid ₹300.00');
});

test('axe finds nothing wrong with the bills, the QR code and the open form', async () => {
  wide = true;
  const { user, thisMonth } = await open();
  await thisMonth.findByRole('img', { name: /^UPI QR code for/ });
  await user.click(thisMonth.getByRole('button', { name: 'I have paid for November 2026' }));
  await expectNoAxeViolations();
});
