import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { renderPage, resetData, STAFF_UID, supportFixture } from '../../../../testing/render-page';
import { SupportPage } from '../support-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);

async function find(text: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByRole('searchbox', { name: 'Order number, e-mail or mobile number' }));
  await user.type(screen.getByRole('searchbox', { name: 'Order number, e-mail or mobile number' }), `${text}{Enter}`);
  return user;
}

test('an order number in any case and spacing finds that order: its dishes, kitchen, address, times (Asia/Kolkata), total and payment; axe-clean', async () => {
  fakeData.seed(supportFixture(2));
  renderPage(<SupportPage />, { path: '/ops/support' });
  expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
  await find(' th 2611 0002 ');
  const card = await screen.findByRole('listitem', { name: 'Order TH-2611-0002 · Annapurna Tiffin' });
  expect(card).toHaveTextContent('New');
  expect(card).toHaveTextContent(/Placed.*1:00\s?pm/i);
  expect(within(card).getByRole('list', { name: 'Dishes of order TH-2611-0002' })).toHaveTextContent('2 × Dal Tadka: ₹240.00');
  expect(card).toHaveTextContent('Delivery fee: ₹40.00');
  expect(card).toHaveTextContent('Total ₹280.00');
  expect(card).toHaveTextContent('12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022');
  expect(card).toHaveTextContent('₹280.00 to pay to the kitchen on delivery (cash or UPI).');
  expect(screen.getByText(/Customer: Riya Deshmukh · riya@example.in/)).toBeInTheDocument();
  await expectNoAxeViolations();
});

test('an e-mail or a mobile finds the customer with payments and every order newest first, ten at a time', async () => {
  fakeData.seed(supportFixture(12));
  renderPage(<SupportPage />, { path: '/ops/support' });
  const user = await find('RIYA@example.in');
  expect(await screen.findByRole('heading', { level: 2, name: 'Riya Deshmukh' })).toBeInTheDocument();
  expect(screen.getByText('Customer · riya@example.in')).toBeInTheDocument();
  expect(screen.getByText('Mobile +91 98765 43210')).toBeInTheDocument();
  const payments = screen.getByRole('list', { name: 'Payments' });
  expect(payments).toHaveTextContent('Delivered: 1 order, ₹280.00; 0 marked paid by the kitchens.');
  expect(payments).toHaveTextContent('Open: 11 orders, ₹3,080.00 to pay on delivery.');
  const list = () => within(screen.getByRole('list', { name: 'Orders of Riya Deshmukh, newest first' })).getAllByRole('heading', { level: 3 });
  expect(list()).toHaveLength(10);
  expect(list()[0]).toHaveTextContent('TH-2611-0012');
  await user.click(screen.getByRole('button', { name: 'Show more (2 older orders)' }));
  expect(list().map((h) => h.textContent)).toHaveLength(12);
  expect(list()[11]).toHaveTextContent('TH-2611-0001');
  expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  await expectNoAxeViolations();

  await find('+91 98765-43210');
  expect(await screen.findByRole('heading', { level: 2, name: 'Riya Deshmukh' })).toBeInTheDocument();
});

test('issue 42: the customer\'s payments recorded with its kitchens, newest first: date, kitchen, for what, ₹ en-IN, method, what became of it, receipt', async () => {
  const fixture = supportFixture(2);
  const paidOn = Date.parse('2026-11-02T00:00:00+05:30');
  const sub = { id: 's1', planId: 'pl1', providerId: 'p1', customerId: 'c1', customerName: 'Riya', address: '12, Laxmi Nagar', planName: 'Everyday Veg',
    meals: 'lunch' as const, days: '1111110', diet: 'veg' as const, mealPricePaise: 9615, pricePerMeal: 96.15, startDay: paidOn, status: 'active' as const,
    createdAt: 1, skips: {}, pauses: {} };
  const base = { providerId: 'p1', customerId: 'c1', method: 'upi' as const, paidOn };
  fakeData.seed({
    ...fixture, subscriptions: [sub],
    orders: fixture.orders.map((o) => (o.status === 'completed' ? { ...o, paid: { payment: 'e4', method: 'cash' as const, receipt: 'TH-R-2611-0002', at: 25 } } : o)),
    payments: {
      entries: [
        { ...base, id: 'e1', by: 'p1', kind: 'received', for: { kind: 'tiffin', subscriptionId: 's1', month: Date.parse('2026-10-01T00:00:00+05:30') },
          amountPaise: 249990, at: 10, receipt: 'TH-R-2611-0001' },
        { ...base, id: 'e2', by: 'c1', kind: 'reported', for: { kind: 'order', orderId: 'o1' }, amountPaise: 28000, at: 20 },
        { ...base, id: 'e3', by: 'c1', kind: 'reported', method: 'cash', for: { kind: 'tiffin', subscriptionId: 's1', month: paidOn }, amountPaise: 50000, at: 30 },
      ],
      decisions: { e3: { status: 'declined', at: 40, reason: 'Not received' } },
      corrections: {},
    },
  });
  renderPage(<SupportPage />, { path: '/ops/support' });
  await find('riya@example.in');
  // the order the kitchen marked paid says how, with its receipt; the summary counts it
  expect(screen.getByRole('list', { name: 'Payments' })).toHaveTextContent('Delivered: 1 order, ₹280.00; 1 marked paid by the kitchens.');
  expect(screen.getByRole('listitem', { name: 'Order TH-2611-0001 · Annapurna Tiffin' })).toHaveTextContent('₹280.00 paid to the kitchen (cash, receipt TH-R-2611-0002).');
  const list = await screen.findByRole('list', { name: 'Payments recorded, newest first' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '2 Nov 2026 · Annapurna Tiffin · Tiffin "Everyday Veg", Nov 2026 · ₹500.00 · Cash · Reported by the customer, declined by the kitchen: Not received',
    '2 Nov 2026 · Annapurna Tiffin · Order TH-2611-0001 · ₹280.00 · UPI · Reported by the customer, waiting for the kitchen to confirm',
    '2 Nov 2026 · Annapurna Tiffin · Tiffin "Everyday Veg", Oct 2026 · ₹2,499.90 · UPI · Received by the kitchen · Receipt TH-R-2611-0001',
  ]);
  await expectNoAxeViolations();
});

test('a customer without payments: the Support card says so in a sentence', async () => {
  fakeData.seed(supportFixture(1));
  renderPage(<SupportPage />, { path: '/ops/support' });
  await find('riya@example.in');
  expect(await screen.findByText('No payments recorded with any kitchen.')).toBeInTheDocument();
});

test('nothing matching, and text that is none of the three, each say so in a sentence', async () => {
  fakeData.seed(supportFixture(1));
  renderPage(<SupportPage />, { path: '/ops/support' });
  await find('TH-2611-0099');
  expect(await screen.findByText('No order has the number TH-2611-0099.')).toBeInTheDocument();
  await find('nobody@example.in');
  expect(await screen.findByText('No account has the e-mail nobody@example.in.')).toBeInTheDocument();
  await find('hello');
  expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(/Type an order number/);
});

test('Cancel order asks a reason, cancels on the customer’s behalf and shows it cancelled by Thali with its history; delivered orders cannot', async () => {
  fakeData.seed(supportFixture(2));
  renderPage(<SupportPage />, { path: '/ops/support' });
  const user = await find('riya@example.in');
  const delivered = await screen.findByRole('listitem', { name: 'Order TH-2611-0001 · Annapurna Tiffin' });
  expect(within(delivered).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel order TH-2611-0002' }));
  const reason = screen.getByRole('textbox', { name: 'Reason (the customer reads it in My Orders)' });
  expect(reason).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
  expect(reason).toHaveAccessibleDescription(/Please give the customer a reason/);
  expect(fakeData.module.thaliCancelOrder).not.toHaveBeenCalled();
  await user.type(reason, 'The customer called: wrong address.');
  await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
  expect(fakeData.module.thaliCancelOrder).toHaveBeenCalledWith(STAFF_UID, { id: 'o2' }, 'The customer called: wrong address.');
  expect(await screen.findByText(/Order TH-2611-0002 is cancelled/)).toBeInTheDocument();
  const card = await screen.findByRole('listitem', { name: 'Order TH-2611-0002 · Annapurna Tiffin' });
  expect(await within(card).findByText('Cancelled by Thali: The customer called: wrong address.')).toBeInTheDocument();
  expect(within(card).getByRole('list', { name: 'What Thali did' })).toHaveTextContent(/Cancelled by you, .*: The customer called: wrong address\./);
  expect(within(card).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  expect(fakeData.table('orders')!.find((o) => o.id === 'o2')).toMatchObject({ status: 'cancelled', cancelledBy: 'thali' });
});

describe('in Marathi (issue 44)', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('a customer\'s payments and orders (plurals), an order card and Cancel order read in Marathi; rupees keep Indian grouping', async () => {
    fakeData.seed(supportFixture(12));
    renderPage(<SupportPage />, { path: '/ops/support' });
    expect(screen.getByRole('heading', { level: 1, name: 'सहाय्य' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'ऑर्डर क्रमांक, ईमेल किंवा मोबाइल नंबर' }), 'riya@example.in');
    await user.click(screen.getByRole('button', { name: 'शोधा' }));
    expect(await screen.findByText('ग्राहक · riya@example.in')).toBeInTheDocument();
    expect(screen.getByText('मोबाइल +91 98765 43210')).toBeInTheDocument();
    const payments = screen.getByRole('list', { name: 'पेमेंट' });
    expect(payments).toHaveTextContent('पोहोचवलेल्या: 1 ऑर्डर, ₹280.00; त्यापैकी 0 किचनने भरल्या म्हणून नोंदवल्या.');
    expect(payments).toHaveTextContent('चालू: 11 ऑर्डर, डिलिव्हरीवेळी ₹3,080.00 भरायचे.');
    expect(screen.getByRole('list', { name: 'Riya Deshmukh यांच्या ऑर्डर, नवीन आधी' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आणखी दाखवा (2 जुन्या ऑर्डर)' })).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'ऑर्डर TH-2611-0012 · Annapurna Tiffin' });
    expect(card).toHaveTextContent('एकूण ₹280.00');
    expect(card).toHaveTextContent('डिलिव्हरीवेळी किचनला ₹280.00 भरायचे (रोख किंवा UPI).');
    await user.click(within(card).getByRole('button', { name: 'ऑर्डर TH-2611-0012 रद्द करा' }));
    await user.type(screen.getByRole('textbox', { name: 'कारण (ग्राहकाला माझ्या ऑर्डरमध्ये दिसेल)' }), 'ग्राहकाने फोन केला: चुकीचा पत्ता.');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करा' }));
    expect(await screen.findByText('ऑर्डर TH-2611-0012 रद्द झाली. ग्राहकाला तुमचे कारण माझ्या ऑर्डरमध्ये दिसेल.')).toBeInTheDocument();
    const cancelled = await screen.findByRole('listitem', { name: 'ऑर्डर TH-2611-0012 · Annapurna Tiffin' });
    expect(await within(cancelled).findByText('Thali ने रद्द केली: ग्राहकाने फोन केला: चुकीचा पत्ता.')).toBeInTheDocument();
    expect(within(cancelled).getByRole('list', { name: 'Thali ने काय केले' })).toHaveTextContent(/^तुम्ही रद्द केली, .*: ग्राहकाने फोन केला: चुकीचा पत्ता\.$/);
    await expectNoAxeViolations();
  });

  test('nothing found, an order\'s stage and a kitchen\'s fixed cancel reason read in Marathi', async () => {
    fakeData.seed(supportFixture(2));
    renderPage(<SupportPage />, { path: '/ops/support' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'ऑर्डर क्रमांक, ईमेल किंवा मोबाइल नंबर' });
    await user.type(box, 'TH-2611-0999{Enter}');
    expect(await screen.findByText('TH-2611-0999 या नंबरची कोणतीही ऑर्डर नाही.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'TH-2611-0002{Enter}');
    expect(await screen.findByRole('listitem', { name: 'ऑर्डर TH-2611-0002 · Annapurna Tiffin' })).toHaveTextContent('नवीन');
    const o2 = fakeData.table('orders')!.find((o) => o.id === 'o2')!;
    fakeData.seed({ orders: [{ ...o2, status: 'cancelled', stage: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out' }] });
    await user.clear(box);
    await user.type(box, 'TH-2611-0002{Enter}');
    const card = await screen.findByRole('listitem', { name: 'ऑर्डर TH-2611-0002 · Annapurna Tiffin' });
    expect(await within(card).findByText('किचनने रद्द केली: संपले')).toBeInTheDocument();
  });
});
