import { act, screen, within } from '@testing-library/react';
import { getProvider, subscribeCustomerOrders, type Order, type OrderStatus } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { renderPage, resetData } from '../../../../testing/render-page';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockSubscribe = subscribeCustomerOrders as jest.MockedFunction<typeof subscribeCustomerOrders>;
const mockGetProvider = getProvider as jest.MockedFunction<typeof getProvider>;

const T = Date.UTC(2026, 10, 22, 2, 5);
const order = (id: string, status: OrderStatus, minutesAgo: number, providerId = 'prov-a'): Order => ({
  id, userId: 'customer-uid', providerId, itemId: `item-${id}`, itemName: `Item ${id}`, price: 120, quantity: 2, status, timestamp: T - minutesAgo * 60_000,
});

// The database answering with the customer's orders, or refusing them.
const push = (orders: Order[]) => fakeData.seed({ orders });
const fail = (error: Error) => fakeData.fail('orders', error);

beforeEach(() => {
  resetData();
  // One kitchen is known; any other id is 'Provider not found'.
  fakeData.seed({ providers: [{ id: 'prov-a', name: 'Annapurna Tiffin Service', cuisine: '', address: '', phone: '', rating: null, approved: true, holidays: [], accepting: true, pureVeg: false }] });
});

test('loading, then "No orders found." with the Checkout and Buy Now links; title set', () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  expect(document.title).toBe('My Orders · Thali');
  expect(mockSubscribe).toHaveBeenCalledWith(expect.objectContaining({ uid: 'customer-uid', onData: expect.any(Function), onError: expect.any(Function) }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
  push([]);
  expect(screen.getByText('No orders found.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'In Shipping' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart');
  expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/providers');
});

test('sections with their orders newest first, provider names, quantity, price, status and Indian date-time', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  push([order('old', 'pending', 30), order('new', 'pending', 1), order('gone', 'pending', 5, 'prov-x')]);
  const shipping = screen.getByRole('region', { name: 'In Shipping' });
  const cards = within(shipping).getAllByRole('listitem');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Item new', 'Item gone', 'Item old']);
  expect(await within(cards[0]!).findByText('Annapurna Tiffin Service')).toBeInTheDocument();
  // An unknown provider falls back to its id.
  expect(within(cards[1]!).getByText('prov-x')).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('Quantity2');
  expect(cards[0]).toHaveTextContent('Price₹120.00Total₹240.00');
  expect(within(cards[0]!).getByText('Pending')).toBeInTheDocument();
  expect(within(cards[0]!).getByText(/^22 Nov 2026, 7:34\s?(am|AM)$/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Delivered' })).getByText('No delivered orders.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Cancelled' })).not.toBeInTheDocument();
  // One lookup per provider.
  expect(mockGetProvider).toHaveBeenCalledTimes(2);
});

test('the lines of one checkout show under its number with the total; an older order without a number stays on its own', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  const line = (id: string, price: number, quantity: number): Order => ({ ...order(id, 'pending', 1), orderNumber: 'TH-2611-4821', price, quantity });
  push([line('thali', 140, 2), line('chai', 20, 1), order('old', 'pending', 60)]);
  const shipping = screen.getByRole('region', { name: 'In Shipping' });
  const checkout = within(shipping).getByRole('group', { name: 'Order TH-2611-4821' });
  expect(within(checkout).getByText('Total ₹300.00')).toBeInTheDocument();
  expect(within(checkout).getAllByRole('heading', { level: 4 }).map((h) => h.textContent).sort()).toEqual(['Item chai', 'Item thali']);
  expect(within(checkout).queryByText('Item old')).not.toBeInTheDocument();
  // every line is still one list item of its section, the older one too
  expect(within(shipping).getAllByRole('listitem')).toHaveLength(3);
  expect(within(shipping).getByRole('heading', { level: 3, name: 'Item old' })).toBeInTheDocument();
  expect(await within(checkout).findAllByText('Annapurna Tiffin Service')).toHaveLength(2);
});

test('a live change moves an order between sections without reload', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  push([order('a', 'pending', 2), order('b', 'pending', 1)]);
  expect(within(screen.getByRole('region', { name: 'In Shipping' })).getAllByRole('listitem')).toHaveLength(2);
  push([order('a', 'completed', 2), order('b', 'cancelled', 1)]);
  expect(within(screen.getByRole('region', { name: 'In Shipping' })).getByText('No orders in shipping.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Delivered' })).getByText('Item a')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Cancelled' })).getByText('Item b')).toBeInTheDocument();
  push([order('a', 'completed', 2)]);
  expect(within(screen.getByRole('region', { name: 'Delivered' })).getByText('Item a').closest('li')).toHaveTextContent('Completed');
  expect(screen.queryByRole('region', { name: 'Cancelled' })).not.toBeInTheDocument();
  await act(async () => {});
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
});

test('a line shows its order\'s diet mark when it has one (issue 16)', () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  push([{ ...order('anda', 'pending', 1), diet: 'egg' }, order('old', 'completed', 90)]);
  const anda = screen.getByRole('heading', { name: 'Item anda' }).closest('li')!;
  expect(within(anda).getByText('Egg')).toHaveAttribute('data-diet', 'egg');
  const old = screen.getByRole('heading', { name: 'Item old' }).closest('li')!;
  expect(old.querySelector('[data-diet]')).toBeNull();
});
