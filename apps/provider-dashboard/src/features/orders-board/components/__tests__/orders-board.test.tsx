import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import type { Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { OrderStepError } from '@thali/firebase-data/logic';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { OrdersBoard } from '../orders-board';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);

// 12:45 pm in Nagpur on 26 Nov 2026 (07:15 UTC): the board's clock.
const NOW = Date.UTC(2026, 10, 26, 7, 15);
const MINUTE = 60_000;
const now = () => NOW;

let seq = 0;
/** A whole order of this kitchen as the database holds it: two dishes, the ₹40 fee, the customer's name and mobile. */
function order(overrides: Partial<Order> = {}): Order {
  seq += 1;
  const lines = overrides.lines ?? [
    { itemId: 'thali', itemName: 'Varhadi Thali', price: 140, quantity: 2 },
    { itemId: 'chai', itemName: 'Masala Chai', price: 20, quantity: 1 },
  ];
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const fee = overrides.fee ?? 40;
  return {
    id: `-Oorder${String(seq).padStart(4, '0')}`, orderNumber: `TH-2611-${String(seq).padStart(4, '0')}`, userId: 'cust-1', providerId: PROVIDER_UID,
    lines, itemsTotal, fee, total: itemsTotal + fee, status: 'pending', step: 'new', stage: 'new', timestamp: NOW - seq * MINUTE,
    address: '12 Laxmi Nagar, Nagpur 440022', note: 'Ring twice', customerName: 'Riya Deshmukh', customerPhone: '+919876543210',
    ...overrides,
  };
}

const delivered = (o: Partial<Order> = {}) => order({ status: 'completed', step: 'on_the_way', stage: 'delivered', updatedAt: NOW - 2 * MINUTE, ...o });
const cancelled = (o: Partial<Order> = {}) =>
  order({ status: 'cancelled', step: 'new', stage: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out', updatedAt: NOW - 3 * MINUTE, ...o });

beforeEach(() => {
  resetData();
  seq = 0;
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

const renderBoard = () => renderWith(<OrdersBoard providerId={PROVIDER_UID} now={now} />);
const pendingCards = () => within(screen.getByRole('list', { name: 'Pending orders' })).getAllByRole('article');
const card = (label: string) => screen.getByRole('article', { name: `Order ${label}` });
const chip = (name: RegExp) => screen.getByRole('radio', { name });

test('a lunch rush: all 12 pending orders are listed, the first placed first (as soon as possible), above the final ones, and each can be acted on', () => {
  const pending = Array.from({ length: 12 }, () => order());
  const done = [delivered(), cancelled()];
  // another kitchen's order never shows
  fakeData.seed({ orders: [...done, ...pending, order({ providerId: 'other-kitchen', orderNumber: 'TH-2611-9999' })] });
  renderBoard();
  expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Pending (12)' })).toBeInTheDocument();
  const cards = pendingCards();
  expect(cards).toHaveLength(12);
  // orders without a slot are "as soon as possible" at their time: the one waiting longest comes first
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(
    [...pending].reverse().map((o) => `Order ${o.orderNumber}`),
  );
  for (const c of cards) {
    expect(within(c).getByRole('button', { name: /^Accept order TH-/ })).toBeEnabled();
    expect(within(c).getByRole('button', { name: /^Cancel order TH-/ })).toBeEnabled();
  }
  const history = within(screen.getByRole('list', { name: 'Delivered and cancelled orders' })).getAllByRole('article');
  expect(history).toHaveLength(2);
  expect(within(history[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText('TH-2611-9999')).not.toBeInTheDocument();
  // pending always on top: the last pending card comes before the first final one
  expect(cards[11]!.compareDocumentPosition(history[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('a card shows the dishes, the fee and the total, the customer with Call and WhatsApp links, where to deliver and when', () => {
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042' })] });
  renderBoard();
  const c = card('TH-2611-0042');
  expect(within(c).getByRole('list', { name: 'Dishes of order TH-2611-0042' })).toHaveTextContent('2 × Varhadi Thali₹280.00');
  expect(c).toHaveTextContent('1 × Masala Chai₹20.00');
  expect(c).toHaveTextContent('Delivery fee₹40.00');
  expect(c).toHaveTextContent('Total₹340.00');
  expect(c).toHaveTextContent('Riya Deshmukh');
  expect(c).toHaveTextContent('+91 98765 43210');
  expect(within(c).getByRole('link', { name: 'Call Riya Deshmukh on +91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  const whatsApp = within(c).getByRole('link', { name: /^WhatsApp Riya Deshmukh about order TH-2611-0042/ });
  expect(whatsApp).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent('Hello, about your Thali order TH-2611-0042')}`);
  expect(c).toHaveTextContent('Deliver to12 Laxmi Nagar, Nagpur 440022');
  expect(c).toHaveTextContent('NoteRing twice');
  // placed today: the time alone, 12-hour, Nagpur's clock
  expect(c).toHaveTextContent(/As soon as possible \(placed 12:44\s?pm\)/);
  expect(within(c).getByText('New')).toHaveAttribute('data-tone', 'warning');
});

test('a migrated order without a fee, a name or a phone shows what it has, and no links', () => {
  fakeData.seed({ orders: [order({ orderNumber: undefined, id: '-OlegacyAbc123', fee: 0, customerName: undefined, customerPhone: undefined, legacy: true,
    lines: [{ itemId: 'poha', itemName: 'Poha', price: 30, quantity: 2 }], timestamp: Date.UTC(2026, 10, 20, 6, 0) })] });
  renderBoard();
  const c = card('#Abc123');
  expect(c).not.toHaveTextContent('Delivery fee');
  expect(c).toHaveTextContent('Total₹60.00');
  expect(c).toHaveTextContent('Not given (an older order)');
  expect(within(c).queryByRole('link')).not.toBeInTheDocument();
  expect(c).toHaveTextContent(/placed Fri 20 Nov, 11:30\s?am/);
});

test('filters: each shows its count, the counts equal what the board lists, and a filter shows only its orders', async () => {
  const user = userEvent.setup();
  fakeData.seed({
    orders: [
      order(), order(), order({ step: 'accepted', stage: 'accepted', acceptedAt: NOW - MINUTE, readyBy: NOW + 20 * MINUTE }),
      order({ step: 'on_the_way', stage: 'on_the_way', acceptedAt: NOW - 9 * MINUTE, readyBy: NOW - MINUTE, onTheWayAt: NOW - MINUTE }),
      delivered(), delivered(), delivered(), cancelled(),
    ],
  });
  renderBoard();
  expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
    'All (8)', 'New (2)', 'Accepted (1)', 'On the way (1)', 'Delivered (3)', 'Cancelled (1)',
  ]);
  expect(chip(/^All/)).toBeChecked();
  expect(pendingCards()).toHaveLength(4);

  await user.click(chip(/^New/));
  expect(mocked.subscribeOrderBoard).toHaveBeenLastCalledWith(expect.objectContaining({ providerId: PROVIDER_UID, filter: 'new' }));
  expect(screen.getByRole('heading', { level: 3, name: 'New (2)' })).toBeInTheDocument();
  expect(pendingCards()).toHaveLength(2);
  expect(screen.queryByRole('list', { name: 'Delivered and cancelled orders' })).not.toBeInTheDocument();

  await user.click(chip(/^Delivered/));
  expect(screen.queryByRole('list', { name: 'Pending orders' })).not.toBeInTheDocument();
  const shown = within(screen.getByRole('list', { name: 'Delivered and cancelled orders' })).getAllByRole('article');
  expect(shown).toHaveLength(3);
  shown.forEach((c) => expect(within(c).getByText('Delivered', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'success'));

  await user.click(chip(/^Cancelled/));
  const gone = within(screen.getByRole('list', { name: 'Delivered and cancelled orders' })).getAllByRole('article');
  expect(gone).toHaveLength(1);
  expect(gone[0]).toHaveTextContent(/by you: Sold out/);
});

test('an order Thali cancelled on the customer’s behalf says so, with the reason, as the customer’s cancel does (issue 41)', async () => {
  fakeData.seed({ orders: [cancelled({ cancelledBy: 'thali', cancelReason: 'The customer asked Thali to cancel.' })] });
  renderBoard();
  const [card] = await waitFor(() => within(screen.getByRole('list', { name: 'Delivered and cancelled orders' })).getAllByRole('article'));
  expect(card).toHaveTextContent(/by Thali: The customer asked Thali to cancel\./);
});

test('a day: only that day’s orders (Asia/Kolkata), and "Every day" goes back', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [order(), delivered({ timestamp: Date.UTC(2026, 10, 24, 7, 0), orderNumber: 'TH-2611-0500' })] });
  renderBoard();
  const dayInput = screen.getByLabelText('Day');
  // orders are taken up to two days ahead: the day may be as far
  expect(dayInput).toHaveAttribute('max', '2026-11-28');
  await user.type(dayInput, '2026-11-24');
  await waitFor(() => expect(mocked.subscribeOrderBoard).toHaveBeenLastCalledWith(expect.objectContaining({ day: Date.UTC(2026, 10, 23, 18, 30) })));
  expect(screen.getByText('No pending orders on this day.', { exact: false })).toBeInTheDocument();
  expect(card('TH-2611-0500')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Every day' }));
  expect(pendingCards()).toHaveLength(1);
});

const HOUR = 60 * MINUTE;
/** An order for a delivery slot (issue 40): `start` epoch ms, or "as soon as possible" when placed. */
const forSlot = (start: number, o: Partial<Order> = {}) => order({ slotStart: start, ...o });

test('each card says when to deliver; open orders come by their slot, the soonest first (ASAP and older orders by their time)', () => {
  const today1330 = NOW + 45 * MINUTE; // 1:30 pm in Nagpur
  const tomorrow1100 = Date.UTC(2026, 10, 27, 5, 30); // 11:00 am tomorrow in Nagpur
  fakeData.seed({
    orders: [
      forSlot(tomorrow1100, { orderNumber: 'TH-2611-0101' }),
      forSlot(NOW - 20 * MINUTE, { orderNumber: 'TH-2611-0102', asap: true, timestamp: NOW - 20 * MINUTE }),
      forSlot(today1330, { orderNumber: 'TH-2611-0103' }),
      order({ orderNumber: 'TH-2611-0104', timestamp: NOW - 5 * MINUTE }),
      forSlot(today1330 - HOUR, { orderNumber: 'TH-2611-0105', status: 'completed', step: 'on_the_way', stage: 'delivered', updatedAt: NOW - MINUTE }),
    ],
  });
  renderBoard();
  expect(pendingCards().map((c) => within(c).getByRole('heading').textContent)).toEqual(
    ['Order TH-2611-0102', 'Order TH-2611-0104', 'Order TH-2611-0103', 'Order TH-2611-0101'],
  );
  expect(card('TH-2611-0101')).toHaveTextContent('Delivery: Tomorrow, 11:00–11:30 am');
  expect(card('TH-2611-0103')).toHaveTextContent('Delivery: Today, 1:30–2:00 pm');
  expect(card('TH-2611-0102')).toHaveTextContent('Delivery: As soon as possible (placed 12:25 pm)');
  expect(card('TH-2611-0104')).toHaveTextContent('Delivery: As soon as possible (placed 12:40 pm)');
  expect(card('TH-2611-0105')).toHaveTextContent('Delivery: Today, 12:30–1:00 pm');
});

test('an order placed today for tomorrow is under tomorrow\'s day, not today\'s', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [forSlot(Date.UTC(2026, 10, 27, 7, 30), { orderNumber: 'TH-2611-0201' }), order({ orderNumber: 'TH-2611-0202' })] });
  renderBoard();
  const dayInput = screen.getByLabelText('Day');
  await user.type(dayInput, '2026-11-27');
  await waitFor(() => expect(pendingCards()).toHaveLength(1));
  expect(card('TH-2611-0201')).toHaveTextContent('Delivery: Tomorrow, 1:00–1:30 pm');
  await user.clear(dayInput);
  await user.type(dayInput, '2026-11-26');
  await waitFor(() => expect(pendingCards()).toHaveLength(1));
  expect(card('TH-2611-0202')).toBeInTheDocument();
});

test('"Show older orders" reads the next page of final orders', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: Array.from({ length: 25 }, () => delivered()) });
  renderBoard();
  const history = () => within(screen.getByRole('list', { name: 'Delivered and cancelled orders' })).getAllByRole('article');
  expect(history()).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Show older orders' }));
  expect(history()).toHaveLength(25);
  expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument();
});

test('Accept asks for a ready-by time (half an hour from now to start), then shows "Ready by"', async () => {
  const user = userEvent.setup();
  const o = order({ orderNumber: 'TH-2611-0042' });
  fakeData.seed({ orders: [o] });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  renderBoard();
  await user.click(within(card('TH-2611-0042')).getByRole('button', { name: 'Accept order TH-2611-0042' }));
  const form = screen.getByRole('form', { name: 'Accept order TH-2611-0042: when will it be ready?' });
  const readyBy = within(form).getByLabelText('Ready by');
  expect(readyBy).toHaveValue('13:15');
  expect(readyBy).toHaveFocus();
  await user.clear(readyBy);
  await user.type(readyBy, '13:30');
  await user.click(within(form).getByRole('button', { name: 'Accept order' }));
  expect(mocked.acceptOrder).toHaveBeenCalledWith(expect.objectContaining({ id: o.id }), NOW + 45 * MINUTE);
  const c = card('TH-2611-0042');
  await waitFor(() => expect(within(c).getByText('Accepted', { selector: '[data-tone]' })).toBeInTheDocument());
  expect(c).toHaveTextContent('Ready by 1:30 pm');
  // the keyboard carries on from the order it moved
  await waitFor(() => expect(within(c).getByRole('heading', { name: 'Order TH-2611-0042' })).toHaveFocus());
  expect(screen.getByText('Order TH-2611-0042 accepted: ready by 1:30 pm.')).toBeInTheDocument();
  // the next steps
  expect(within(c).getByRole('button', { name: 'Out for delivery: order TH-2611-0042' })).toBeEnabled();
  expect(within(c).getByRole('button', { name: 'Mark delivered: order TH-2611-0042' })).toBeEnabled();
  expect(within(c).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  jest.restoreAllMocks();
});

test('a ready-by time more than 12 hours away is refused in the form; Back keeps the order as it was', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042' })] });
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Accept order TH-2611-0042' }));
  const readyBy = screen.getByLabelText('Ready by');
  await user.clear(readyBy);
  await user.type(readyBy, '12:30'); // tomorrow's: 23 h 45 min away
  await user.click(screen.getByRole('button', { name: 'Accept order' }));
  expect(screen.getByText('Choose a time within the next 12 hours.')).toBeInTheDocument();
  expect(readyBy).toHaveFocus();
  expect(mocked.acceptOrder).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.queryByLabelText('Ready by')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Accept order TH-2611-0042' })).toHaveFocus());
});

test('Out for delivery, then Mark delivered: the order moves on, then leaves the pending list', async () => {
  const user = userEvent.setup();
  const o = order({ orderNumber: 'TH-2611-0042', step: 'accepted', stage: 'accepted', acceptedAt: NOW - MINUTE, readyBy: NOW + 30 * MINUTE });
  fakeData.seed({ orders: [o] });
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Out for delivery: order TH-2611-0042' }));
  expect(mocked.markOnTheWay).toHaveBeenCalledWith(expect.objectContaining({ id: o.id }));
  await waitFor(() => expect(within(card('TH-2611-0042')).getByText('On the way', { selector: '[data-tone]' })).toBeInTheDocument());
  expect(card('TH-2611-0042')).toHaveTextContent('Ready by 1:15 pm');
  // issue 42: delivered asks "Paid?" first, and a choice is required
  await user.click(screen.getByRole('button', { name: 'Mark delivered: order TH-2611-0042' }));
  const question = screen.getByRole('form', { name: 'Mark order TH-2611-0042 delivered. Paid?' });
  const paid = within(question).getByRole('group', { name: 'Paid?' });
  expect(within(paid).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Cash', 'UPI', 'Not yet']);
  expect(within(paid).getByRole('radio', { name: 'Cash' })).toHaveFocus();
  await user.click(within(question).getByRole('button', { name: 'Mark delivered' }));
  expect(paid).toHaveAccessibleDescription('Choose how the order was paid, or Not yet.');
  expect(mocked.deliverOrder).not.toHaveBeenCalled();
  await user.click(within(paid).getByRole('radio', { name: 'Cash' }));
  await user.click(within(question).getByRole('button', { name: 'Mark delivered' }));
  expect(mocked.deliverOrder).toHaveBeenCalledWith(expect.objectContaining({ id: o.id }), 'cash');
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Pending orders' })).not.toBeInTheDocument());
  const c = card('TH-2611-0042');
  expect(within(c).getByText('Delivered', { selector: '[data-tone]' })).toBeInTheDocument();
  expect(within(c).queryByRole('button')).not.toBeInTheDocument();
  expect(within(c).getByText(/^Paid in cash · Receipt TH-R-\d{4}-\d{4}$/)).toBeInTheDocument();
  expect(screen.getByText('Order TH-2611-0042 is delivered and paid in cash.')).toBeInTheDocument();
});

test('delivered with "Not yet": the card says not paid yet and the board counts it, linking to Dues; Back keeps the order', async () => {
  const user = userEvent.setup();
  const o = order({ orderNumber: 'TH-2611-0042', step: 'on_the_way', stage: 'on_the_way', acceptedAt: NOW - MINUTE, readyBy: NOW, onTheWayAt: NOW });
  fakeData.seed({ orders: [o] });
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Mark delivered: order TH-2611-0042' }));
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(mocked.deliverOrder).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark delivered: order TH-2611-0042' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Mark delivered: order TH-2611-0042' }));
  await user.click(screen.getByRole('radio', { name: 'Not yet' }));
  await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
  expect(mocked.deliverOrder).toHaveBeenCalledWith(expect.objectContaining({ id: o.id }), null);
  expect(await screen.findByText('Order TH-2611-0042 is delivered; it is listed under Unpaid orders until it is paid.')).toBeInTheDocument();
  expect(within(card('TH-2611-0042')).getByText('Not paid yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '1 delivered order is not paid yet' })).toHaveAttribute('href', '/provider-dashboard/dues');
});

test('Cancel order needs a reason: a listed one or a typed one, which the customer reads', async () => {
  const user = userEvent.setup();
  const a = order({ orderNumber: 'TH-2611-0001' });
  const b = order({ orderNumber: 'TH-2611-0002' });
  fakeData.seed({ orders: [a, b] });
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Cancel order TH-2611-0001' }));
  const form = screen.getByRole('form', { name: /^Cancel order TH-2611-0001\?/ });
  const reasons = within(form).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
  expect(reasons).toEqual(['Sold out', 'Closing early', 'Cannot deliver there', 'Another reason']);
  await user.click(within(form).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(within(form).getByText('Choose why you are cancelling, or type a reason.')).toBeInTheDocument();
  expect(within(form).getByRole('radio', { name: 'Sold out' })).toHaveFocus();
  await user.click(within(form).getByRole('radio', { name: 'Another reason' }));
  await user.click(within(form).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(within(form).getByText('Type the reason the customer will read.')).toBeInTheDocument();
  expect(mocked.kitchenCancelOrder).not.toHaveBeenCalled();
  await user.type(within(form).getByLabelText('Your reason (shown to the customer)'), '  Gas cylinder ran out  ');
  await user.click(within(form).getByRole('button', { name: 'Yes, cancel the order' }));
  expect(mocked.kitchenCancelOrder).toHaveBeenCalledWith(expect.objectContaining({ id: a.id }), 'Gas cylinder ran out');
  await waitFor(() => expect(card('TH-2611-0001')).toHaveTextContent(/Cancelled.*by you: Gas cylinder ran out/));

  await user.click(screen.getByRole('button', { name: 'Cancel order TH-2611-0002' }));
  await user.click(screen.getByRole('radio', { name: 'Closing early' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  expect(mocked.kitchenCancelOrder).toHaveBeenLastCalledWith(expect.objectContaining({ id: b.id }), 'Closing early');
  await waitFor(() => expect(card('TH-2611-0002')).toHaveTextContent(/by you: Closing early/));
});

test('"Keep the order" closes the question without cancelling', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042' })] });
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Cancel order TH-2611-0042' }));
  await user.click(screen.getByRole('button', { name: 'Keep the order' }));
  expect(mocked.kitchenCancelOrder).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Yes, cancel the order' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel order TH-2611-0042' })).toHaveFocus());
});

test('a refused step says why in a plain sentence and loses nothing: the form stays as filled, the order as it was', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042' })] });
  mocked.kitchenCancelOrder.mockRejectedValueOnce(new OrderStepError());
  renderBoard();
  await user.click(screen.getByRole('button', { name: 'Cancel order TH-2611-0042' }));
  await user.click(screen.getByRole('radio', { name: 'Sold out' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This order has already moved on: refresh to see where it is.');
  expect(screen.getByRole('radio', { name: 'Sold out' })).toBeChecked();
  expect(within(card('TH-2611-0042')).getByText('New')).toBeInTheDocument();

  // a one-tap step that fails with an SDK error: a plain sentence, never the error's text
  const accepted = order({ orderNumber: 'TH-2611-0043', step: 'accepted', stage: 'accepted', acceptedAt: NOW, readyBy: NOW + 30 * MINUTE });
  fakeData.seed({ orders: [accepted] });
  mocked.markOnTheWay.mockRejectedValueOnce(Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' }));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Out for delivery: order TH-2611-0043' }));
  expect(await within(card('TH-2611-0043')).findByRole('alert')).toHaveTextContent('Failed to update order status. Please try again.');
  expect(screen.getByRole('button', { name: 'Out for delivery: order TH-2611-0043' })).toBeEnabled();
  jest.restoreAllMocks();
});

test('a double tap sends one step', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => {};
  mocked.markOnTheWay.mockImplementationOnce(() => new Promise<void>((resolve) => { finish = resolve; }));
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042', step: 'accepted', stage: 'accepted', readyBy: NOW, acceptedAt: NOW - MINUTE })] });
  renderBoard();
  const button = screen.getByRole('button', { name: 'Out for delivery: order TH-2611-0042' });
  await user.dblClick(button);
  expect(mocked.markOnTheWay).toHaveBeenCalledTimes(1);
  expect(button).toBeDisabled();
  finish();
  await waitFor(() => expect(button).toBeEnabled());
});

test('a refused read says so in words', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderBoard();
  fakeData.fail('orders', Object.assign(new Error('permission_denied at /orders'), { code: 'PERMISSION_DENIED' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load your orders. Please refresh the page.');
  jest.restoreAllMocks();
});

test('keyboard only: Tab to Accept, Enter, the time field has the focus, Enter accepts; a filter is chosen with the arrow keys', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [order({ orderNumber: 'TH-2611-0042' }), delivered()] });
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  renderBoard();
  const accept = screen.getByRole('button', { name: 'Accept order TH-2611-0042' });
  while (document.activeElement !== accept) await user.tab();
  await user.keyboard('{Enter}');
  expect(screen.getByLabelText('Ready by')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(mocked.acceptOrder).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: 'TH-2611-0042' }), NOW + 30 * MINUTE);
  await waitFor(() => expect(card('TH-2611-0042')).toHaveTextContent('Ready by 1:15 pm'));

  chip(/^All/).focus();
  await user.keyboard('{ArrowRight}');
  expect(chip(/^New/)).toBeChecked();
  await waitFor(() => expect(mocked.subscribeOrderBoard).toHaveBeenLastCalledWith(expect.objectContaining({ filter: 'new' })));
  jest.restoreAllMocks();
});

test('in Marathi: the board, a card and its steps; counts in plurals; the kitchen\'s and customer\'s words as written', async () => {
  const user = userEvent.setup();
  await act(() => setLocale('mr'));
  const o = order({ orderNumber: 'TH-2611-0042' });
  fakeData.seed({ orders: [o, cancelled()] });
  renderBoard();
  expect(screen.getByRole('heading', { level: 2, name: 'ऑर्डर' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'प्रलंबित (1)' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'सर्व (2)' })).toBeChecked();
  const c = screen.getByRole('article', { name: 'ऑर्डर TH-2611-0042' });
  expect(within(c).getByRole('list', { name: 'ऑर्डर TH-2611-0042 मधील पदार्थ' })).toHaveTextContent('2 × Varhadi Thali');
  expect(c).toHaveTextContent('₹340.00 (डिलिव्हरीच्या वेळी रोख किंवा UPI)');
  expect(within(c).getByRole('link', { name: 'Riya Deshmukh यांना +91 98765 43210 वर कॉल करा' })).toBeInTheDocument();
  // a cancelled order: by whom in Marathi, the reason as it was stored
  expect(screen.getByRole('list', { name: 'पोहोचवलेल्या आणि रद्द केलेल्या ऑर्डर' })).toHaveTextContent(/तुम्ही: Sold out/);

  await user.click(within(c).getByRole('button', { name: 'ऑर्डर TH-2611-0042 रद्द करा' }));
  const question = screen.getByRole('form', { name: 'ऑर्डर TH-2611-0042 रद्द करायची? ग्राहकाला तुमच्या कारणासह लगेच कळवले जाईल.' });
  await user.click(within(question).getByRole('button', { name: 'हो, ऑर्डर रद्द करा' }));
  expect(within(question).getByRole('group', { name: 'कारण' })).toHaveAccessibleDescription('रद्द करण्याचे कारण निवडा, किंवा कारण लिहा.');
  await user.click(within(question).getByRole('radio', { name: 'संपले' }));
  await user.click(within(question).getByRole('button', { name: 'हो, ऑर्डर रद्द करा' }));
  // what the customer reads is the reason as the data package words it
  expect(mocked.kitchenCancelOrder).toHaveBeenCalledWith(expect.objectContaining({ id: o.id }), 'Sold out');
  expect(await screen.findByText('ऑर्डर TH-2611-0042 रद्द केली; ग्राहकाला तुमचे कारण दिसेल.')).toBeInTheDocument();
});

test('in Marathi: the unpaid count is a plural sentence linking to Dues', async () => {
  await act(() => setLocale('mr'));
  const a = delivered({ orderNumber: 'TH-2611-0001' });
  const b = delivered({ orderNumber: 'TH-2611-0002' });
  const unpaid = (o: Order) => ({ providerId: PROVIDER_UID, totalPaise: o.total * 100, at: NOW });
  fakeData.seed({ orders: [a, b], payments: { unpaid: { [a.id]: unpaid(a), [b.id]: unpaid(b) } } });
  renderBoard();
  expect(await screen.findByRole('link', { name: 'पोहोचवलेल्या 2 ऑर्डरचे पैसे अजून भरलेले नाहीत' })).toHaveAttribute('href', '/provider-dashboard/dues');
  expect(screen.getByRole('heading', { level: 3, name: 'पोहोचवलेल्या आणि रद्द केलेल्या' })).toBeInTheDocument();
});
