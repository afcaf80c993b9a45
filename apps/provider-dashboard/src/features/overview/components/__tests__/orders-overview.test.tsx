import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import type { Order, ProviderStats } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { OrdersOverview } from '../orders-overview';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);

const STATS: ProviderStats = {
  totalOrders: 12, totalRevenue: 1250, monthlyOrders: 3, monthlyRevenue: 300, pendingOrders: 2, completedOrders: 9, cancelledOrders: 1,
};

let seq = 0;
const order = (overrides: Partial<Order> = {}): Order => {
  seq += 1;
  return {
    id: `-Oorder${seq}`, orderNumber: `TH-2611-000${seq}`, userId: 'cust-1', providerId: PROVIDER_UID,
    lines: [{ itemId: 'thali', itemName: 'Varhadi Thali', price: 140, quantity: 2 }, { itemId: 'chai', itemName: 'Masala Chai', price: 20, quantity: 1 }],
    itemsTotal: 300, fee: 40, total: 340, status: 'pending', step: 'new', stage: 'new', timestamp: Date.UTC(2025, 0, 15, 7, 30) - seq * 60_000,
    ...overrides,
  };
};

const stats = { emit: (value: ProviderStats) => fakeData.seed({ stats: { [PROVIDER_UID]: value } }) };
const orders = {
  emit: (list: Order[]) => fakeData.seed({ orders: list }),
  fail: (error: Error) => fakeData.fail('orders', error),
};

/** A screen narrower than 640 px (or not), as window.matchMedia answers. */
function screenWidth(narrow: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: narrow, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn(),
  })) as never;
}

beforeEach(() => {
  resetData();
  jest.clearAllMocks();
  seq = 0;
});
afterEach(async () => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  await act(() => setLocale('en'));
});

function statValue(label: string) {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no stat ${label}`);
  return term.nextElementSibling?.textContent;
}

const renderOverview = () => renderWith(<OrdersOverview providerId={PROVIDER_UID} />);

test('subscribes to this provider’s stats and its 5 newest orders, and stops on unmount', () => {
  const { unmount } = renderOverview();
  expect(mocked.subscribeStats.mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  expect(mocked.subscribeProviderOrders.mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  // the read's default limit, RECENT_ORDERS (5): the one a signed-in first read asks over REST
  expect(mocked.subscribeProviderOrders.mock.calls[0]![0].limit).toBeUndefined();
  unmount();
  expect(fakeData.listening('stats') + fakeData.listening('orders')).toBe(0);
});

test('shows placeholders until data arrives, then the four stat cards; the revenue says it counts dishes and delivery fees', () => {
  renderOverview();
  expect(screen.getByText('Loading recent orders')).toBeInTheDocument();
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
    'Total Orders', 'Total Revenue (dishes and delivery fees)', 'Pending Orders', 'Completed Orders',
  ]);
  stats.emit(STATS);
  orders.emit([]);
  expect(statValue('Total Orders')).toBe('12');
  expect(statValue('Total Revenue (dishes and delivery fees)')).toBe('₹1,250.00');
  expect(statValue('Pending Orders')).toBe('2');
  expect(statValue('Completed Orders')).toBe('9');
  stats.emit({ ...STATS, totalOrders: 13, totalRevenue: 1290.5 });
  expect(statValue('Total Orders')).toBe('13');
  expect(statValue('Total Revenue (dishes and delivery fees)')).toBe('₹1,290.50');
});

test("'No recent orders' when the provider has none", () => {
  renderOverview();
  stats.emit(STATS);
  orders.emit([]);
  expect(screen.getByRole('heading', { level: 2, name: 'Recent Orders' })).toBeInTheDocument();
  expect(screen.getByText('No recent orders')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('Recent Orders is a glance at the 5 newest ORDERS: number, dishes, total with the fee, stage and time; no actions', () => {
  screenWidth(false);
  renderOverview();
  stats.emit(STATS);
  orders.emit([
    order(), order({ status: 'completed', step: 'on_the_way', stage: 'delivered' }), order({ status: 'cancelled', stage: 'cancelled' }),
    order({ step: 'accepted', stage: 'accepted' }), order({ orderNumber: undefined, id: '-OlegacyAbc123', fee: 0, total: 300, legacy: true }), order(),
  ]);
  const table = screen.getByRole('table', { name: 'Recent Orders' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Order', 'Dishes', 'Total', 'Status', 'Placed']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(5);
  const first = within(rows[0]!).getAllByRole('cell');
  expect(first[0]).toHaveTextContent('TH-2611-0001');
  expect(first[1]).toHaveTextContent('Varhadi Thali × 2, Masala Chai × 1');
  expect(first[2]).toHaveTextContent('₹340.00');
  expect(within(first[3]!).getByText('New')).toHaveAttribute('data-tone', 'warning');
  expect(first[4]!.querySelector('time')).toHaveAttribute('datetime', '2025-01-15T07:29:00.000Z');
  expect(first[4]).toHaveTextContent(/15 Jan 2025, 12:59\s?pm/);
  expect(within(rows[1]!).getByText('Delivered')).toHaveAttribute('data-tone', 'success');
  expect(within(rows[2]!).getByText('Cancelled')).toHaveAttribute('data-tone', 'danger');
  expect(within(rows[3]!).getByText('Accepted')).toBeInTheDocument();
  // a migrated order without a number: the end of its id
  expect(rows[4]).toHaveTextContent('#Abc123');
  expect(rows[4]).toHaveTextContent('₹300.00');
  expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '#orders');
});

test('the table sits in a keyboard-scrollable region; below 640 px the glance, folded at first, is one card per order', async () => {
  screenWidth(false);
  const { unmount } = renderOverview();
  orders.emit([order()]);
  const region = screen.getByRole('region', { name: 'Recent orders table' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).toHaveStyle({ overflowX: 'auto' });
  unmount();
  screenWidth(true);
  renderOverview();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  // folded on a phone, so the board below (where orders are acted on) starts within the first screens
  expect(screen.queryByRole('list', { name: 'Recent Orders' })).not.toBeInTheDocument();
  const unfold = screen.getByRole('button', { name: 'Show recent orders' });
  expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(unfold);
  expect(screen.getByRole('button', { name: 'Hide recent orders' })).toHaveAttribute('aria-expanded', 'true');
  const cards = within(screen.getByRole('list', { name: 'Recent Orders' })).getAllByRole('listitem');
  expect(cards).toHaveLength(1);
  expect(within(cards[0]!).getByRole('heading', { name: 'TH-2611-0001' })).toBeInTheDocument();
  expect(cards[0]).toHaveTextContent('Varhadi Thali × 2, Masala Chai × 1');
  expect(cards[0]).toHaveTextContent('₹340.00');
  expect(within(cards[0]!).getByText('New')).toBeInTheDocument();
});

test("a data load failure shows an 'Error' heading with the message", () => {
  renderOverview();
  orders.fail(new Error('Permission denied'));
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Permission denied');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('in Marathi: the stat cards, Recent Orders and its columns; money keeps its ₹ and Indian grouping', async () => {
  screenWidth(false);
  await act(() => setLocale('mr'));
  renderOverview();
  stats.emit(STATS);
  orders.emit([order()]);
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
    'एकूण ऑर्डर', 'एकूण उत्पन्न (पदार्थ आणि डिलिव्हरी शुल्क)', 'प्रलंबित ऑर्डर', 'पूर्ण झालेल्या ऑर्डर',
  ]);
  expect(statValue('एकूण उत्पन्न (पदार्थ आणि डिलिव्हरी शुल्क)')).toBe('₹1,250.00');
  expect(screen.getByRole('heading', { level: 2, name: 'अलीकडील ऑर्डर' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'अलीकडील ऑर्डर' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ऑर्डर', 'पदार्थ', 'एकूण', 'स्थिती', 'ऑर्डरची वेळ']);
  // dishes are the kitchen's own words
  expect(table).toHaveTextContent('Varhadi Thali × 2, Masala Chai × 1');
  expect(screen.getByRole('link', { name: 'सर्व ऑर्डर' })).toBeInTheDocument();
});
