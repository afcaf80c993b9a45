import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelMyOrder, type Order, type OrderStatus } from '@thali/firebase-data';
import { OrderCancelError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { renderPage, resetData } from '../../../../testing/render-page';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockCancel = cancelMyOrder as jest.MockedFunction<typeof cancelMyOrder>;

const order = (id: string, status: OrderStatus, minutesAgo: number): Order => ({
  id, userId: 'customer-uid', providerId: 'prov-a', itemId: `item-${id}`, itemName: `Item ${id}`, price: 120, quantity: 2, status,
  timestamp: Date.now() - minutesAgo * 60_000, address: '12 Laxmi Nagar, Nagpur', note: 'Ring twice',
});

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: [{ id: 'prov-a', name: 'Annapurna Tiffin Service', cuisine: '', address: '', phone: '', rating: null, approved: true, holidays: [], accepting: true, pureVeg: false }] });
});

const shipping = () => screen.getByRole('region', { name: 'In Shipping' });

test('a pending order of the last 10 minutes: Cancel order → confirm → cancelled, and it moves to Cancelled', async () => {
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('fresh', 'pending', 2), order('old', 'pending', 11), order('done', 'completed', 1)] });
  await screen.findAllByText('Annapurna Tiffin Service');
  // only the fresh pending order can be cancelled
  expect(screen.getAllByRole('button', { name: /^Cancel order/ })).toHaveLength(1);
  const button = screen.getByRole('button', { name: 'Cancel order: Item fresh' });
  await user.click(button);
  const confirm = screen.getByRole('group', { name: 'Cancel this order?' });
  // the safe answer has the focus
  expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
  expect(mockCancel).toHaveBeenCalledWith('customer-uid', 'fresh');
  const cancelled = await screen.findByRole('region', { name: 'Cancelled' });
  expect(within(cancelled).getByText('Item fresh')).toBeInTheDocument();
  expect(within(cancelled).getByText('You cancelled this order.')).toBeInTheDocument();
  expect(within(shipping()).queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
  expect(fakeData.table('stats')?.['prov-a']).toMatchObject({ cancelledOrders: 1 });
});

test('Keep it closes the question and gives the focus back; a refusal is one plain sentence', async () => {
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [order('fresh', 'pending', 1)] });
  await screen.findByText('Annapurna Tiffin Service');
  await user.click(screen.getByRole('button', { name: 'Cancel order: Item fresh' }));
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('group', { name: 'Cancel this order?' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel order: Item fresh' })).toHaveFocus();
  expect(mockCancel).not.toHaveBeenCalled();

  // keyboard only; the kitchen completed it a moment earlier
  mockCancel.mockRejectedValueOnce(new OrderCancelError());
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await user.keyboard('{Enter}');
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Yes, cancel' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^This order can no longer be cancelled\.$/);
  warn.mockRestore();
});

test('the button goes when the 10 minutes are over', async () => {
  jest.useFakeTimers({ now: Date.now() });
  try {
    renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
    fakeData.seed({ orders: [order('fresh', 'pending', 9)] });
    expect(screen.getByRole('button', { name: 'Cancel order: Item fresh' })).toBeInTheDocument();
    await screen.findByText('Annapurna Tiffin Service');
    await act(() => jest.advanceTimersByTimeAsync(61_000));
    expect(screen.queryByRole('button', { name: 'Cancel order: Item fresh' })).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
