import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProvider, subscribeCustomerOrders, type MenuItem, type Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { cartValue, renderPage, resetData } from '../../../../testing/render-page';
import { CHAI_LINE, makeKitchen, makeOrder, MINUTE, PLACED_AT, THALI_LINE } from '../../../../testing/order-fixtures';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockSubscribe = subscribeCustomerOrders as jest.MockedFunction<typeof subscribeCustomerOrders>;
const mockGetProvider = getProvider as jest.MockedFunction<typeof getProvider>;

// The database answering with the customer's orders, or refusing them.
const push = (orders: Order[]) => fakeData.seed({ orders });
const fail = (error: Error) => fakeData.fail('orders', error);

beforeEach(() => {
  resetData();
  // prov-a gives a mobile, prov-b a Nagpur landline; any other id is 'Provider not found'
  fakeData.seed({ providers: [makeKitchen('prov-a', 'Annapurna Tiffin Service'), makeKitchen('prov-b', 'Saoji Bhojnalay', '0712 2345678')] });
});

const shipping = () => screen.getByRole('region', { name: 'In Shipping' });
const card = (title: string) => screen.getByRole('listitem', { name: title });

test('loading, then "No orders found." with the Checkout and Buy Now links; title set', () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  expect(document.title).toBe('My Orders · Thali');
  expect(mockSubscribe).toHaveBeenCalledWith(expect.objectContaining({ userId: 'customer-uid', onData: expect.any(Function), onError: expect.any(Function) }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
  push([]);
  expect(screen.getByText('No orders found.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'In Shipping' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/providers');
});

test('one card per order, newest first: number, kitchen, its dishes, the fee and the total, one Cancel button', async () => {
  jest.useFakeTimers({ now: PLACED_AT + 2 * MINUTE, doNotFake: ['queueMicrotask'] });
  try {
    renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
    push([
      makeOrder('older', { orderNumber: 'TH-2611-0040', timestamp: PLACED_AT - 30 * MINUTE, lines: [CHAI_LINE] }),
      makeOrder('new', { orderNumber: 'TH-2611-0042' }),
      makeOrder('gone', { orderNumber: 'TH-2611-0041', providerId: 'prov-x', timestamp: PLACED_AT - 5 * MINUTE }),
    ]);
    const cards = within(shipping()).getAllByRole('listitem').filter((li) => li.id.startsWith('order-'));
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Order TH-2611-0042', 'Order TH-2611-0041', 'Order TH-2611-0040']);
    const first = within(cards[0]!);
    expect(await first.findByText(/From Annapurna Tiffin Service/)).toHaveTextContent('From Annapurna Tiffin Service · 22 Nov 2026, 12:31 pm');
    // an unknown kitchen falls back to its id
    expect(within(cards[1]!).getByText(/From prov-x/)).toBeInTheDocument();
    const dishes = within(first.getByRole('list', { name: 'Dishes of Order TH-2611-0042' })).getAllByRole('listitem');
    expect(dishes.map((d) => d.textContent)).toEqual(['2 × Veg ThaliVeg₹280.00', '1 × Masala Chai₹20.00']);
    expect(cards[0]).toHaveTextContent('Dishes₹300.00Delivery fee₹40.00Total₹340.00');
    expect(first.getByText('New')).toBeInTheDocument();
    // one Cancel button for the whole order, saying until when
    expect(first.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
    expect(first.getByRole('button', { name: 'Cancel until 12:41 pm' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivered' })).getByText('No delivered orders.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancelled' })).not.toBeInTheDocument();
    // one lookup per kitchen
    expect(mockGetProvider).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

test('each step shows live with its time; a kitchen cancel shows its reason', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  const order = makeOrder('o1');
  push([order]);
  const steps = () => within(within(card('Order TH-2611-0042')).getByRole('region', { name: 'Track order' })).getAllByRole('listitem').map((s) => s.textContent);
  expect(steps()).toEqual(['Placed 12:31 pm', 'Accepted (not yet)', 'On the way (not yet)', 'Delivered (not yet)']);

  // the kitchen accepts with a ready-by time, then sends it out, then delivers it: each shows without a reload
  push([{ ...order, step: 'accepted', stage: 'accepted', acceptedAt: PLACED_AT + 4 * MINUTE, readyBy: PLACED_AT + 44 * MINUTE }]);
  expect(steps()).toEqual(['Placed 12:31 pm', 'Accepted 12:35 pm · ready by 1:15 pm', 'On the way (not yet)', 'Delivered (not yet)']);
  expect(within(card('Order TH-2611-0042')).getByRole('listitem', { current: 'step' })).toHaveTextContent('Accepted 12:35 pm');
  push([{ ...order, step: 'on_the_way', stage: 'on_the_way', acceptedAt: PLACED_AT + 4 * MINUTE, readyBy: PLACED_AT + 44 * MINUTE, onTheWayAt: PLACED_AT + 39 * MINUTE }]);
  expect(steps()).toEqual(['Placed 12:31 pm', 'Accepted 12:35 pm · ready by 1:15 pm', 'On the way 1:10 pm', 'Delivered (not yet)']);
  push([{ ...order, status: 'completed', step: 'on_the_way', stage: 'delivered', acceptedAt: PLACED_AT + 4 * MINUTE, readyBy: PLACED_AT + 44 * MINUTE,
    onTheWayAt: PLACED_AT + 39 * MINUTE, updatedAt: PLACED_AT + 61 * MINUTE }]);
  expect(within(screen.getByRole('region', { name: 'Delivered' })).getByRole('listitem', { name: 'Order TH-2611-0042' })).toBeInTheDocument();
  expect(steps()).toEqual(['Placed 12:31 pm', 'Accepted 12:35 pm · ready by 1:15 pm', 'On the way 1:10 pm', 'Delivered 1:32 pm']);

  // another order, cancelled by the kitchen with a reason
  push([makeOrder('o2', { orderNumber: 'TH-2611-0043', status: 'cancelled', stage: 'cancelled', cancelledBy: 'provider', cancelReason: 'Sold out',
    updatedAt: PLACED_AT + 3 * MINUTE })]);
  const cancelled = within(screen.getByRole('region', { name: 'Cancelled' })).getByRole('listitem', { name: 'Order TH-2611-0043' });
  expect(within(cancelled).getByText('Cancelled by the kitchen: Sold out · 12:34 pm')).toBeInTheDocument();
  expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  await act(async () => {});
});

test("the kitchen's phone with Call and WhatsApp links naming the order; a landline has Call only", async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  push([makeOrder('a'), makeOrder('b', { orderNumber: 'TH-2611-0050', providerId: 'prov-b', timestamp: PLACED_AT - MINUTE })]);
  const mobile = within(card('Order TH-2611-0042'));
  expect(await mobile.findByText('+91 98765 43210')).toBeInTheDocument();
  expect(mobile.getByRole('link', { name: 'Call Annapurna Tiffin Service about Order TH-2611-0042' })).toHaveAttribute('href', 'tel:+919876543210');
  const chat = mobile.getByRole('link', { name: 'WhatsApp Annapurna Tiffin Service about Order TH-2611-0042 (opens WhatsApp)' });
  expect(chat).toHaveAttribute('href', 'https://wa.me/919876543210?text=Hello%2C%20about%20my%20Thali%20order%20TH-2611-0042');
  expect(chat).toHaveAttribute('target', '_blank');
  const landline = within(card('Order TH-2611-0050'));
  expect(await landline.findByText('0712 2345678')).toBeInTheDocument();
  expect(landline.getByRole('link', { name: /^Call Saoji Bhojnalay/ })).toHaveAttribute('href', 'tel:+917122345678');
  expect(landline.queryByRole('link', { name: /^WhatsApp/ })).not.toBeInTheDocument();
});

test('just placed (two kitchens): both new orders first, each confirming how much to pay', async () => {
  renderPage(<OrdersPage />, {
    who: 'customer', path: '/orders',
    state: { placed: [{ id: 'a', orderNumber: 'TH-2611-0042', providerId: 'prov-a', total: 340 }, { id: 'b', orderNumber: 'TH-2611-0043', providerId: 'prov-b', total: 180 }] },
  });
  push([
    makeOrder('later-old', { orderNumber: 'TH-2611-0001', timestamp: PLACED_AT + MINUTE, lines: [CHAI_LINE] }),
    makeOrder('a'),
    makeOrder('b', { orderNumber: 'TH-2611-0043', providerId: 'prov-b', lines: [{ ...THALI_LINE, quantity: 1 }] }),
  ]);
  const cards = within(shipping()).getAllByRole('listitem').filter((li) => li.id.startsWith('order-'));
  expect(cards.map((c) => c.id)).toEqual(['order-a', 'order-b', 'order-later-old']);
  expect(within(cards[0]!).getByRole('status')).toHaveTextContent('Order placed successfully!Pay ₹340.00 to the kitchen on delivery, in cash or by UPI.');
  expect(within(cards[1]!).getByRole('status')).toHaveTextContent('Pay ₹180.00 to the kitchen on delivery, in cash or by UPI.');
  expect(within(cards[2]!).queryByRole('status')).not.toBeInTheDocument();
  // the card's number and its steps are what a checkout lands on
  expect(within(cards[0]!).getByRole('heading', { name: 'Track order' })).toBeInTheDocument();
  expect(await within(cards[1]!).findByText(/From Saoji Bhojnalay/)).toBeInTheDocument();
});

test('an order migrated from before fees shows no delivery fee; its total is its dishes', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  push([makeOrder('old', { orderNumber: undefined, legacy: true, fee: 0, status: 'completed', lines: [THALI_LINE], updatedAt: PLACED_AT + 60 * MINUTE })]);
  const old = screen.getByRole('listitem', { name: 'Order of 22 Nov 2026, 12:31 pm' });
  expect(old).toHaveTextContent('Dishes₹280.00Total₹280.00');
  expect(old).not.toHaveTextContent('Delivery fee');
  expect(await within(old).findByText(/From Annapurna Tiffin Service/)).toBeInTheDocument();
});

test('issue 42: a delivered order says whether it is paid, with its receipt; an open one says nothing of it', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  const done = { status: 'completed' as const, updatedAt: PLACED_AT + 60 * MINUTE };
  push([
    makeOrder('paid', { ...done, orderNumber: 'TH-2611-0042', paid: { payment: 'pay-7', method: 'cash', receipt: 'TH-R-2611-0007', at: PLACED_AT + 61 * MINUTE } }),
    makeOrder('unpaid', { ...done, orderNumber: 'TH-2611-0041', timestamp: PLACED_AT - MINUTE }),
    makeOrder('open', { orderNumber: 'TH-2611-0043', timestamp: PLACED_AT + MINUTE }),
  ]);
  const paid = within(card('Order TH-2611-0042'));
  expect(paid.getByText(/^Paid \(cash\)/)).toHaveTextContent('Paid (cash) · Receipt TH-R-2611-0007');
  expect(paid.getByRole('link', { name: 'Receipt TH-R-2611-0007' })).toHaveAttribute('href', '/receipts/prov-a/pay-7');
  expect(within(card('Order TH-2611-0041')).getByText('No payment recorded yet')).toBeInTheDocument();
  expect(within(card('Order TH-2611-0043')).queryByText(/No payment recorded|^Paid/)).not.toBeInTheDocument();
  expect(await paid.findByText(/From Annapurna Tiffin Service/)).toBeInTheDocument();
});

test('Order again puts the dishes still on the menu back in the basket and opens it', async () => {
  const user = userEvent.setup();
  const cart = cartValue([]);
  const item = (id: string, name: string, price: number): MenuItem => ({ id, providerId: 'prov-a', name, description: '', price, category: 'main-course',
    imageUrl: '', status: 'active', createdAt: 1, updatedAt: 1 } as MenuItem);
  fakeData.seed({ menuItems: [item('thali', 'Veg Thali', 150)] });
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders', cart });
  push([makeOrder('done', { status: 'completed', updatedAt: PLACED_AT + 60 * MINUTE })]);
  // only a delivered order has it
  await user.click(screen.getByRole('button', { name: 'Order again: Order TH-2611-0042' }));
  // today's dish (and price), the quantity ordered; the chai is no longer on the menu
  expect(cart.addItem).toHaveBeenCalledTimes(1);
  expect(cart.addItem).toHaveBeenCalledWith(expect.objectContaining({ id: 'thali', price: 150 }), 2);
  const where = await screen.findByTestId('location');
  expect(where).toHaveTextContent('/cart');
  expect(JSON.parse(where.dataset.state!)).toEqual({ notice: 'No longer on the menu: Masala Chai.' });
});

test('a load failure shows the message; leaving the page unsubscribes', () => {
  const { unmount } = renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fail(new Error('Permission denied'));
  expect(screen.getByRole('alert')).toHaveTextContent('Error: Permission denied');
  unmount();
  expect(fakeData.listening('orders')).toBe(0);
});

test('anonymous users are asked to log in', () => {
  renderPage(<OrdersPage />, { who: 'anonymous', path: '/orders' });
  expect(mockSubscribe).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'log in' }).parentElement).toHaveTextContent('Please log in to see your orders.');
});

describe('in Marathi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the sections, a delivered order\'s card and its rating stars speak Marathi; names and dishes stay as written', async () => {
    await act(() => setLocale('mr'));
    renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
    expect(document.title).toBe('माझ्या ऑर्डर · Thali');
    expect(screen.getByRole('status')).toHaveTextContent('तुमच्या ऑर्डर लोड होत आहेत');
    fakeData.seed({ orders: [makeOrder('done', { status: 'completed', updatedAt: PLACED_AT + 40 * MINUTE })], reviews: [] });
    expect(within(screen.getByRole('region', { name: 'वाटेत' })).getByText('वाटेत एकही ऑर्डर नाही.')).toBeInTheDocument();
    const done = within(screen.getByRole('region', { name: 'पोहोचवलेल्या' })).getByRole('listitem', { name: 'ऑर्डर TH-2611-0042' });
    expect(await within(done).findByText(/Annapurna Tiffin Service कडून/)).toHaveTextContent('Annapurna Tiffin Service कडून · 22 नोव्हें, 2026, दुपारी 12:31');
    expect(done).toHaveTextContent('पदार्थ₹300.00डिलिव्हरी शुल्क₹40.00एकूण₹340.00');
    expect(within(done).getByRole('list', { name: 'ऑर्डर TH-2611-0042 मधील पदार्थ' })).toHaveTextContent('2 × Veg Thali');
    expect(within(done).getByRole('link', { name: 'ऑर्डर TH-2611-0042 बद्दल Annapurna Tiffin Service ला कॉल करा' })).toHaveTextContent('कॉल करा');
    await userEvent.setup().click(await within(done).findByRole('button', { name: 'या ऑर्डरला रेटिंग द्या: ऑर्डर TH-2611-0042' }));
    const stars = within(done).getByRole('radiogroup', { name: 'तुमचे रेटिंग' });
    // a plural: one star, then many
    expect(within(stars).getByRole('radio', { name: '1 तारा' })).toBeInTheDocument();
    expect(within(stars).getByRole('radio', { name: '5 तारे' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'अभिप्राय जतन करा' })).toBeInTheDocument();
  });

  test('an order\'s times say the part of the day as its delivery slot does: placed, accepted, ready by, cancel until', async () => {
    jest.useFakeTimers({ now: PLACED_AT + 5 * MINUTE, doNotFake: ['queueMicrotask'] });
    try {
      await act(() => setLocale('mr'));
      renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
      push([
        makeOrder('o1', { step: 'accepted', stage: 'accepted', acceptedAt: PLACED_AT + 4 * MINUTE, readyBy: PLACED_AT + 44 * MINUTE }),
        makeOrder('o2', { orderNumber: 'TH-2611-0043', timestamp: PLACED_AT + MINUTE }),
      ]);
      const accepted = within(screen.getByRole('listitem', { name: 'ऑर्डर TH-2611-0042' }));
      const steps = within(accepted.getByRole('region', { name: 'ऑर्डर ट्रॅक करा' })).getAllByRole('listitem').map((step) => step.textContent);
      expect(steps.slice(0, 2)).toEqual(['ऑर्डर केली दुपारी 12:31', 'स्वीकारली दुपारी 12:35 · दुपारी 1:15 पर्यंत तयार']);
      const fresh = within(screen.getByRole('listitem', { name: 'ऑर्डर TH-2611-0043' }));
      expect(fresh.getByRole('button', { name: 'दुपारी 12:42 पर्यंत रद्द करा' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a kitchen\'s fixed cancel reason, stored in English, reads in Marathi; a reason in its own words stays as written', async () => {
    await act(() => setLocale('mr'));
    renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
    push([
      makeOrder('fixed', { orderNumber: 'TH-2611-0043', status: 'cancelled', stage: 'cancelled', cancelledBy: 'provider', cancelReason: 'Cannot deliver there' }),
      makeOrder('own', { orderNumber: 'TH-2611-0044', status: 'cancelled', stage: 'cancelled', cancelledBy: 'provider', cancelReason: 'Gas ran out' }),
    ]);
    const cancelled = within(screen.getByRole('region', { name: 'रद्द केलेल्या' }));
    expect(within(cancelled.getByRole('listitem', { name: 'ऑर्डर TH-2611-0043' })).getByText(/^किचनने रद्द केली: तिथे डिलिव्हरी करू शकत नाही/)).toBeInTheDocument();
    expect(within(cancelled.getByRole('listitem', { name: 'ऑर्डर TH-2611-0044' })).getByText(/^किचनने रद्द केली: Gas ran out/)).toBeInTheDocument();
  });
});
