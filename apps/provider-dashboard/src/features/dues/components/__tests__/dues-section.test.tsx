import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as data from '@thali/firebase-data';
import type { Order, Subscription } from '@thali/firebase-data';
import type { StoredPayment } from '@thali/firebase-data/fake';
import { fakeData } from '@thali/firebase-data/fake';
import { addDays, daysOfMonth, dayStart, isoDateOfDay } from '@thali/firebase-data/logic';
import { monthKey, monthStart } from '@thali/domain/month';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { DuesSection } from '../dues-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const NOW = Date.now();
const MONTH = monthStart(NOW);
const DAYS = daysOfMonth(MONTH).length;
const PRICE = 9615; // ₹96.15 a meal: a month of lunches is paise exact
const BILL = DAYS * PRICE;

function sub(id: string, customerName: string, extra: Partial<Subscription> = {}): Subscription {
  return {
    id, planId: 'plan-veg', providerId: PROVIDER_UID, customerId: `cust-${id}`, customerName, address: 'Dharampeth, Nagpur', phone: '98220 00000',
    planName: 'Veg Lunch', meals: 'lunch', days: '1111111', diet: 'veg', mealPricePaise: PRICE, pricePerMeal: 96.15, startDay: MONTH,
    status: 'active', createdAt: 1, skips: {}, pauses: {}, billNo: Number(id.slice(1)), ...extra,
  } as Subscription;
}

let seq = 0;
function entry(s: Subscription, extra: Partial<StoredPayment>): StoredPayment {
  seq += 1;
  return {
    id: `pay-${seq}`, providerId: PROVIDER_UID, customerId: s.customerId, by: PROVIDER_UID, kind: 'received', for: { kind: 'tiffin', subscriptionId: s.id, month: MONTH },
    amountPaise: 50000, method: 'cash', paidOn: dayStart(NOW), at: NOW - 1000 * (100 - seq), ...extra,
  };
}

const ASHA = sub('s1', 'Asha Kulkarni');
const MEENA = sub('s2', 'Meena Patil');
const OTHER = sub('s3', 'Not Ours', { providerId: 'other-kitchen' });

const ORDER: Order = {
  id: '-Oorder0001', orderNumber: 'TH-2611-0042', userId: 'cust-9', providerId: PROVIDER_UID, lines: [{ itemId: 'thali', itemName: 'Varhadi Thali', price: 140, quantity: 2 }],
  itemsTotal: 280, fee: 40, total: 320, status: 'completed', step: 'on_the_way', stage: 'delivered', timestamp: NOW - 3600e3, updatedAt: NOW - 1800e3,
  customerName: 'Riya Deshmukh',
};

function seed() {
  seq = 0;
  fakeData.seed({
    subscriptions: [MEENA, ASHA, OTHER],
    orders: [ORDER],
    payments: {
      entries: [
        entry(ASHA, { amountPaise: 50000, receipt: 'TH-R-2611-0001' }),
        entry(MEENA, { amountPaise: BILL, method: 'upi', ref: '412345678901', receipt: 'TH-R-2611-0002' }),
        entry(ASHA, { kind: 'reported', by: ASHA.customerId, amountPaise: 100000, method: 'upi', ref: '998877665544' }),
      ],
      unpaid: { [ORDER.id]: { providerId: PROVIDER_UID, totalPaise: 32000, at: NOW - 1800e3 } },
    },
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

async function renderDues(path = '/provider-dashboard/dues') {
  renderWith(
    <Routes>
      <Route path="/provider-dashboard/dues" element={<><DuesSection providerId={PROVIDER_UID} /><Where /></>} />
    </Routes>,
    { path },
  );
  await act(async () => {});
}

const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);
const bills = () => screen.getByRole('table', { name: /^Bills for / });
const row = (name: string) => within(bills()).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;
const cell = (name: string, column: string) => row(name).querySelector(`[data-label="${column}"]`)!.textContent;
const status = () => screen.getAllByRole('status').map((s) => s.textContent).join(' ');

beforeEach(() => {
  resetData();
  seed();
  // axe measures text for icon ligatures on a canvas, which jsdom has not: say so quietly (it gets none either way)
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => setLocale('en'));
});

test('the month: reports waiting first, every subscriber’s billed, received and due, the totals; Only with dues hides the paid', async () => {
  await renderDues();
  expect(screen.getByRole('heading', { level: 2, name: 'Dues' })).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'Waiting for you to confirm (1)' });
  expect(within(waiting).getByRole('article', { name: `Asha Kulkarni: ${rupees(100000)}` })).toHaveTextContent(/says they paid ₹1,000\.00 by UPI on/);
  expect(within(waiting).getByText('UPI reference 998877665544')).toBeInTheDocument();
  // waiting reports come before the month's bills
  expect(waiting.compareDocumentPosition(bills()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue(new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(MONTH));
  const names = within(bills()).getAllByRole('rowheader').map((h) => h.textContent);
  expect(names).toEqual(['Asha Kulkarni', 'Meena Patil']);
  expect(cell('Asha Kulkarni', 'Reference')).toBe(`TH-B-${monthKey(MONTH).slice(2).replace('-', '')}-0001`);
  expect(cell('Asha Kulkarni', 'Billed')).toBe(`${rupees(BILL)}${DAYS} meals`);
  expect(cell('Asha Kulkarni', 'Received')).toBe(`${rupees(50000)}${rupees(100000)} waiting for you`);
  expect(cell('Asha Kulkarni', 'Due')).toBe(rupees(BILL - 50000));
  expect(cell('Meena Patil', 'Due')).toBe(rupees(0));
  const totals = screen.getByText('Billed', { selector: 'dt' }).closest('dl')!;
  expect(within(totals).getAllByRole('definition').map((d) => d.textContent)).toEqual([rupees(2 * BILL), rupees(BILL + 50000), rupees(BILL - 50000)]);
  expect(screen.queryByText('Not Ours')).not.toBeInTheDocument();
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });

  await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Only with dues' }));
  expect(within(bills()).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Asha Kulkarni']);
});

test('Record payment: the due to start with, typed in rupees, kept in paise; a wrong amount or a future day is said beside its field', async () => {
  const user = userEvent.setup();
  await renderDues();
  await user.click(within(row('Asha Kulkarni')).getByRole('button', { name: 'Record payment from Asha Kulkarni' }));
  const form = screen.getByRole('form', { name: /^Record a payment from Asha Kulkarni for TH-B-/ });
  const amount = within(form).getByLabelText('Amount (₹)');
  expect(amount).toHaveFocus();
  expect(amount).toHaveValue(((BILL - 50000) / 100).toFixed(2));
  expect(within(form).getByLabelText('Paid on')).toHaveValue(isoDateOfDay(dayStart(NOW)));
  expect(within(form).getByRole('radio', { name: 'Cash' })).toBeChecked();

  for (const typed of ['0.50', '100000.01', '12.345', 'ten']) {
    await user.clear(amount);
    await user.type(amount, typed);
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Enter an amount from ₹1 to ₹1,00,000, with at most two decimals.'));
    expect(amount).toHaveFocus();
  }
  await user.clear(amount);
  await user.type(amount, '₹1,250.50');
  const paidOn = within(form).getByLabelText('Paid on');
  await user.clear(paidOn);
  await user.type(paidOn, isoDateOfDay(addDays(dayStart(NOW), 1)));
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(paidOn).toHaveAccessibleDescription(expect.stringContaining('The payment date cannot be in the future.'));
  await user.clear(paidOn);
  await user.type(paidOn, isoDateOfDay(dayStart(NOW)));
  await user.click(within(form).getByRole('radio', { name: 'UPI' }));
  await user.type(within(form).getByLabelText('UPI reference (optional)'), '123456789012');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));

  expect(status()).toMatch(/₹1,250\.50 from Asha Kulkarni recorded\. Receipt TH-R-\d{4}-\d{4}\./);
  expect(cell('Asha Kulkarni', 'Due')).toBe(rupees(BILL - 50000 - 125050));
  const stored = fakeData.table('payments')!.entries!.at(-1)!;
  expect(stored).toMatchObject({ kind: 'received', amountPaise: 125050, method: 'upi', ref: '123456789012', customerId: 'cust-s1',
    for: { kind: 'tiffin', subscriptionId: 's1', month: MONTH } });
  // the form closes; the bill's entries stay open, the new one first with its receipt
  expect(screen.queryByRole('form', { name: /^Record a payment/ })).not.toBeInTheDocument();
  expect(within(row('Asha Kulkarni')).getByRole('button', { name: 'Record payment from Asha Kulkarni' })).toHaveFocus();
  const entries = screen.getByRole('list', { name: 'Payments from Asha Kulkarni' });
  expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent(/^₹1,250\.50Received/);
  expect(within(entries).getAllByRole('link', { name: /^Receipt TH-R-/ })[0]).toHaveAttribute('href', `/receipts/${PROVIDER_UID}/${stored.id}`);
});

test('Correct asks why, adds a correcting entry and the due is back; the corrected entry cannot be corrected again', async () => {
  const user = userEvent.setup();
  await renderDues();
  await user.click(within(row('Asha Kulkarni')).getByRole('button', { name: 'Entries of Asha Kulkarni (2)' }));
  const entries = screen.getByRole('list', { name: 'Payments from Asha Kulkarni' });
  // the waiting report cannot be corrected (it is not received yet); the received one can
  expect(within(entries).getAllByRole('button', { name: /^Correct the / })).toHaveLength(1);
  await user.click(within(entries).getByRole('button', { name: /^Correct the ₹500\.00 entry of / }));
  const note = within(entries).getByLabelText('Why is it wrong?');
  expect(note).toHaveFocus();
  await user.click(within(entries).getByRole('button', { name: 'Add correcting entry' }));
  expect(note).toHaveAccessibleDescription(expect.stringContaining('Say why the entry is wrong'));
  await user.type(note, 'Counted twice');
  await user.click(within(entries).getByRole('button', { name: 'Add correcting entry' }));
  expect(status()).toContain('The ₹500.00 entry is reversed by a correcting entry of -₹500.00.');
  expect(cell('Asha Kulkarni', 'Due')).toBe(rupees(BILL));
  expect(within(row('Asha Kulkarni')).getByRole('button', { name: /^Entries of Asha Kulkarni/ })).toHaveFocus();
  const list = screen.getByRole('list', { name: 'Payments from Asha Kulkarni' });
  expect(within(list).getByText('Reversed')).toBeInTheDocument();
  expect(within(list).getByText('Counted twice')).toBeInTheDocument();
  expect(within(list).queryByRole('button', { name: /^Correct the / })).not.toBeInTheDocument();
  expect(fakeData.table('payments')!.entries!.at(-1)).toMatchObject({ kind: 'correction', amountPaise: -50000, corrects: 'pay-1', note: 'Counted twice' });

  // Back without a correction gives the focus back to the button
  await user.click(within(row('Meena Patil')).getByRole('button', { name: 'Entries of Meena Patil (1)' }));
  const meena = screen.getByRole('list', { name: 'Payments from Meena Patil' });
  await user.click(within(meena).getByRole('button', { name: /^Correct the / }));
  await user.click(within(meena).getByRole('button', { name: 'Keep the entry' }));
  expect(within(meena).getByRole('button', { name: /^Correct the / })).toHaveFocus();
});

test('a report is confirmed (received moves, with a receipt) or declined with a reason (kept, nothing moves)', async () => {
  const user = userEvent.setup();
  await renderDues();
  await user.click(screen.getByRole('button', { name: `Confirm Asha Kulkarni: ${rupees(100000)}` }));
  expect(status()).toMatch(/₹1,000\.00 from Asha Kulkarni confirmed\. Receipt TH-R-\d{4}-\d{4}\./);
  expect(screen.queryByRole('region', { name: /^Waiting for you to confirm/ })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Dues' })).toHaveFocus();
  expect(cell('Asha Kulkarni', 'Received')).toBe(rupees(150000));
  expect(cell('Asha Kulkarni', 'Due')).toBe(rupees(BILL - 150000));

  // another report, declined
  await act(async () => {
    await data.reportPayment(MEENA.customerId, { providerId: PROVIDER_UID, for: { kind: 'tiffin', subscriptionId: 's2', month: MONTH }, amountPaise: 20000, method: 'upi', paidOn: dayStart(NOW) });
  });
  await user.click(screen.getByRole('button', { name: `Decline Meena Patil: ${rupees(20000)}` }));
  const reason = screen.getByLabelText('Reason (optional)');
  expect(reason).toHaveFocus();
  await user.type(reason, 'No such payment reached us.');
  await user.click(screen.getByRole('button', { name: 'Decline report' }));
  expect(status()).toContain('Meena Patil’s report of ₹200.00 is declined.');
  expect(cell('Meena Patil', 'Received')).toBe(rupees(BILL));
  await user.click(within(row('Meena Patil')).getByRole('button', { name: 'Entries of Meena Patil (2)' }));
  expect(within(screen.getByRole('list', { name: 'Payments from Meena Patil' })).getByText('Declined: No such payment reached us.')).toBeInTheDocument();
});

test('unpaid orders: each with its total until marked paid in cash or by UPI', async () => {
  const user = userEvent.setup();
  await renderDues();
  const unpaid = screen.getByRole('region', { name: 'Unpaid orders (1)' });
  expect(unpaid).toHaveTextContent('Delivered, not paid yet: ₹320.00 in all.');
  expect(unpaid).toHaveTextContent(/Order TH-2611-0042, Riya Deshmukh: ₹320\.00, delivered/);
  await user.click(within(unpaid).getByRole('button', { name: 'Order TH-2611-0042: paid in cash' }));
  expect(status()).toMatch(/Order TH-2611-0042: paid in cash\. Receipt TH-R-/);
  expect(screen.getByRole('region', { name: 'Unpaid orders (0)' })).toHaveTextContent('Every delivered order is paid.');
  expect(screen.getByRole('heading', { name: 'Unpaid orders (0)' })).toHaveFocus();
  expect(fakeData.table('orders')!.find((o) => o.id === ORDER.id)!.paid).toMatchObject({ method: 'cash' });
});

test('the month chooser keeps the month in the address; Download CSV hands over the month as a file', async () => {
  const user = userEvent.setup();
  await renderDues();
  const last = monthStart(MONTH - 1);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), String(last));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/provider-dashboard/dues?month=${monthKey(last)}`);
  expect(jest.mocked(data.subscribeKitchenDues).mock.calls.at(-1)![0]).toMatchObject({ providerId: PROVIDER_UID, month: last });
  // nobody subscribed before this month
  expect(await screen.findByText(/^No tiffin bills for /)).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), String(MONTH));
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/\/provider-dashboard\/dues$/);

  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:dues';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe(`dues-${monthKey(MONTH)}.csv`);
  });
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(clicked).toHaveBeenCalledTimes(1);
  // the file's bytes (jsdom's Blob has no text(), and a FileReader reading text would drop the byte-order mark)
  const bytes = new Uint8Array(await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blobs[0]!);
  }));
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = Buffer.from(bytes).toString('utf8');
  expect(text).toContain(`Asha Kulkarni,Veg Lunch,`);
  expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  clicked.mockRestore();
});

test('an address with a month ahead or not a month opens this month', async () => {
  await renderDues(`/provider-dashboard/dues?month=${monthKey(addDays(MONTH, 40))}`);
  expect(jest.mocked(data.subscribeKitchenDues).mock.calls.at(-1)![0]).toMatchObject({ month: MONTH });
});

test('in Marathi: the headings, the month in Marathi, meals counted in a plural, a report to confirm; names and amounts as they are', async () => {
  const user = userEvent.setup();
  await act(() => setLocale('mr'));
  await renderDues();
  expect(screen.getByRole('heading', { level: 2, name: 'बाकी' })).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'तुमच्या पुष्टीची प्रतीक्षा (1)' });
  const report = within(waiting).getByRole('article', { name: `Asha Kulkarni: ${rupees(100000)}` });
  expect(report).toHaveTextContent(/Asha Kulkarni यांनी .* रोजी UPI ने ₹1,000\.00 भरल्याचे कळवले आहे\./);
  const monthInMarathi = new Intl.DateTimeFormat('mr-IN-u-nu-latn', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(MONTH);
  expect(screen.getByRole('combobox', { name: 'महिना' })).toHaveDisplayValue(monthInMarathi);
  const table = screen.getByRole('table', { name: `${monthInMarathi} ची बिले` });
  const asha = within(table).getByRole('rowheader', { name: /^Asha Kulkarni/ }).closest('tr') as HTMLElement;
  expect(asha.querySelector('[data-label="बिल"]')!.textContent).toBe(`${rupees(BILL)}${DAYS} जेवण`);
  expect(within(screen.getByRole('region', { name: 'न भरलेल्या ऑर्डर (1)' })).getByRole('button', { name: 'ऑर्डर TH-2611-0042: रोख भरले' })).toBeInTheDocument();
  await user.click(within(report).getByRole('button', { name: `पुष्टी करा: Asha Kulkarni: ${rupees(100000)}` }));
  expect(await screen.findByText(/^Asha Kulkarni यांच्याकडून ₹1,000\.00 मिळाल्याची पुष्टी केली\. पावती TH-R-/)).toBeInTheDocument();
});
