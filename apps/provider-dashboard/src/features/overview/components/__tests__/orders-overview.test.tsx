import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import type { Order, ProviderStats } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { playBeep } from '../../utils/play-beep';
import { SOUND_STORAGE_KEY } from '../../hooks/use-sound-preference';
import { OrdersOverview } from '../orders-overview';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
jest.mock('../../utils/play-beep', () => ({ playBeep: jest.fn() }));

const mocked = jest.mocked(data);

const STATS: ProviderStats = {
  totalOrders: 12, totalRevenue: 1250, monthlyOrders: 3, monthlyRevenue: 300, pendingOrders: 2, completedOrders: 9, cancelledOrders: 1,
};

const order = (id: string, overrides: Partial<Order> = {}): Order => ({
  id, userId: 'cust-1', providerId: PROVIDER_UID, itemId: 'item-1', itemName: 'Varhadi Thali', price: 140, quantity: 1,
  status: 'pending', timestamp: Date.UTC(2025, 0, 15, 7, 30), ...overrides,
});

// The database answering with this provider's stats and orders, or refusing the orders.
const stats = { emit: (value: ProviderStats) => fakeData.seed({ stats: { [PROVIDER_UID]: value } }) };
const orders = {
  emit: (list: Order[]) => fakeData.seed({ orders: list }),
  fail: (error: Error) => fakeData.fail('orders', error),
};

beforeEach(() => {
  resetData();
  jest.clearAllMocks();
  localStorage.clear();
});

function statValue(label: string) {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no stat ${label}`);
  return term.nextElementSibling?.textContent;
}

function renderOverview() {
  return renderWith(<OrdersOverview providerId={PROVIDER_UID} />);
}

test('subscribes to this provider’s stats and its 5 newest orders, and stops on unmount', () => {
  const { unmount } = renderOverview();
  expect(mocked.subscribeStats.mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  expect(mocked.subscribeProviderOrders.mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  expect(mocked.subscribeProviderOrders.mock.calls[0]![0].limit).toBe(5);
  unmount();
  expect(fakeData.listening('stats') + fakeData.listening('orders')).toBe(0);
});

test('shows placeholders until data arrives, then the four stat cards with their values', () => {
  renderOverview();
  expect(screen.getByText('Loading recent orders')).toBeInTheDocument();
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Total Orders', 'Total Revenue', 'Pending Orders', 'Completed Orders']);
  stats.emit(STATS);
  orders.emit([]);
  expect(statValue('Total Orders')).toBe('12');
  expect(statValue('Total Revenue')).toBe('₹1,250.00');
  expect(statValue('Pending Orders')).toBe('2');
  expect(statValue('Completed Orders')).toBe('9');
  stats.emit({ ...STATS, totalOrders: 13, totalRevenue: 1290.5 });
  expect(statValue('Total Orders')).toBe('13');
  expect(statValue('Total Revenue')).toBe('₹1,290.50');
});

test("'No recent orders' when the provider has none", () => {
  renderOverview();
  stats.emit(STATS);
  orders.emit([]);
  expect(screen.getByRole('heading', { level: 2, name: 'Recent Orders' })).toBeInTheDocument();
  expect(screen.getByText('No recent orders')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the table lists orders with the spec columns, order numbers (or an older order\'s id end), badges and actions only for pending ones', () => {
  renderOverview();
  stats.emit(STATS);
  orders.emit([
    order('-OaBcDeFgHiJk0', { itemName: 'Solkadhi', price: 35, quantity: 3, orderNumber: 'TH-2611-4821' }),
    order('-OzYxWvUtSrQp2', { status: 'completed' }),
    order('-OmNoPqRsTuVw3', { status: 'cancelled' }),
  ]);
  const table = screen.getByRole('table', { name: 'Recent Orders' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order ID', 'Item', 'Price', 'Status', 'Date', 'Deliver to', 'Actions']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const first = within(rows[0]!).getAllByRole('cell');
  expect(first[0]!).toHaveTextContent('TH-2611-4821');
  expect(first[0]!).not.toHaveTextContent('-OaBcDeF');
  // older orders without a number: the end of the id, which differs between orders of one checkout
  expect(within(rows[1]!).getAllByRole('cell')[0]!).toHaveTextContent('#tSrQp2');
  expect(within(rows[2]!).getAllByRole('cell')[0]!).toHaveTextContent('#sTuVw3');
  expect(first[1]!).toHaveTextContent('Solkadhi');
  expect(first[1]!).toHaveTextContent('Qty 3');
  expect(first[2]!).toHaveTextContent('₹35.00');
  expect(first[2]!).toHaveTextContent('₹105.00 total');
  expect(within(first[3]!).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
  expect(first[4]!.querySelector('time')).toHaveAttribute('datetime', '2025-01-15T07:30:00.000Z');
  // Orders of one checkout share their first 8 id characters: the item name tells their buttons apart.
  expect(within(rows[0]!).getByRole('button', { name: 'Complete order TH-2611-4821 (Solkadhi)' })).toHaveTextContent('Complete');
  expect(within(rows[0]!).getByRole('button', { name: /^Cancel order TH-2611-4821 \(/ })).toHaveTextContent('Cancel');
  expect(within(rows[1]!).getByText('Completed')).toHaveAttribute('data-tone', 'success');
  expect(within(rows[2]!).getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  expect(within(rows[1]!).queryByRole('button', { name: /^(Complete|Cancel) order/ })).not.toBeInTheDocument();
  expect(within(rows[2]!).queryByRole('button', { name: /^(Complete|Cancel) order/ })).not.toBeInTheDocument();
});

test('the table sits in a keyboard-scrollable region for narrow screens', () => {
  renderOverview();
  orders.emit([order('-OaBcDeFgHiJk1')]);
  const region = screen.getByRole('region', { name: 'Recent orders table' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toHaveStyle({ overflowX: 'auto' });
});

test('Complete and Cancel call updateOrderStatus with the order; buttons are disabled while it runs', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => {};
  mocked.updateOrderStatus.mockImplementationOnce(() => new Promise<void>((resolve) => { finish = resolve; }));
  renderOverview();
  stats.emit(STATS);
  const a = order('-OaBcDeFgHiJk1');
  const b = order('-OzYxWvUtSrQp2');
  orders.emit([a, b]);
  await user.click(screen.getByRole('button', { name: /^Complete order #gHiJk1 \(/ }));
  expect(mocked.updateOrderStatus).toHaveBeenCalledWith(a, 'completed');
  expect(screen.getByRole('button', { name: /^Complete order #gHiJk1 \(/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /^Cancel order #gHiJk1 \(/ })).toBeDisabled();
  // Other orders stay actionable.
  expect(screen.getByRole('button', { name: /^Cancel order #tSrQp2 \(/ })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: /^Cancel order #tSrQp2 \(/ }));
  expect(mocked.updateOrderStatus).toHaveBeenCalledWith(b, 'cancelled');
  finish();
  await waitFor(() => expect(screen.getByRole('button', { name: /^Complete order #gHiJk1 \(/ })).toBeEnabled());
  expect(mocked.updateOrderStatus).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("a failed status change shows 'Failed to update order status' and leaves the order and stats as they were", async () => {
  const user = userEvent.setup();
  mocked.updateOrderStatus.mockRejectedValueOnce(new Error('PERMISSION_DENIED'));
  renderOverview();
  stats.emit(STATS);
  orders.emit([order('-OaBcDeFgHiJk1')]);
  await user.click(screen.getByRole('button', { name: /^Cancel order #gHiJk1 \(/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update order status');
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(statValue('Pending Orders')).toBe('2');
  expect(screen.getByRole('button', { name: /^Cancel order #gHiJk1 \(/ })).toBeEnabled();
  // A later success clears the message.
  await user.click(screen.getByRole('button', { name: /^Complete order #gHiJk1 \(/ }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test("a data load failure shows an 'Error' heading with the message", () => {
  renderOverview();
  orders.fail(new Error('Permission denied'));
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Permission denied');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a new order is announced with a toast and a beep; the orders already there on load are not', async () => {
  renderOverview();
  stats.emit(STATS);
  const old = order('-Oold0000001', { itemName: 'Puran Poli', timestamp: 1000 });
  orders.emit([old]);
  expect(screen.queryByText(/New order:/)).not.toBeInTheDocument();
  expect(playBeep).not.toHaveBeenCalled();
  orders.emit([order('-Onew0000002', { itemName: 'Masala Chai', quantity: 2, timestamp: 2000 }), old]);
  expect(await screen.findByText('New order: Masala Chai × 2')).toBeInTheDocument();
  expect(playBeep).toHaveBeenCalledTimes(1);
  // A status change of a known order is not news.
  orders.emit([order('-Onew0000002', { itemName: 'Masala Chai', quantity: 2, timestamp: 2000, status: 'completed' }), old]);
  expect(screen.getAllByText(/New order:/)).toHaveLength(1);
  expect(playBeep).toHaveBeenCalledTimes(1);
});

test('an older order sliding back into the 5-order window is not announced', () => {
  renderOverview();
  orders.emit([order('-Ob', { timestamp: 2000 })]);
  orders.emit([order('-Ob', { timestamp: 2000 }), order('-Oa', { timestamp: 1000, itemName: 'Old Kheer' })]);
  expect(screen.queryByText(/New order:/)).not.toBeInTheDocument();
});

test('the first order of a provider with none yet is announced', async () => {
  renderOverview();
  orders.emit([]);
  orders.emit([order('-Ofirst', { itemName: 'Solkadhi' })]);
  expect(await screen.findByText('New order: Solkadhi × 1')).toBeInTheDocument();
});

test("'Sound for new orders' switches the beep off, and the choice is remembered", async () => {
  const user = userEvent.setup();
  const { unmount } = renderOverview();
  const toggle = screen.getByRole('switch', { name: 'Sound for new orders' });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
  orders.emit([]);
  orders.emit([order('-Ofirst', { itemName: 'Solkadhi' })]);
  expect(await screen.findByText('New order: Solkadhi × 1')).toBeInTheDocument();
  expect(playBeep).not.toHaveBeenCalled();
  unmount();
  renderOverview();
  expect(screen.getByRole('switch', { name: 'Sound for new orders' })).not.toBeChecked();
});
