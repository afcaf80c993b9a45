import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { OrdersOverview } from '../orders-overview';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
jest.mock('../../utils/play-beep', () => ({ playBeep: jest.fn() }));

const order = (id: string, overrides: Partial<Order> = {}): Order => ({
  id, userId: 'cust-1', providerId: PROVIDER_UID, itemId: 'item-1', itemName: 'Varhadi Thali', price: 140, quantity: 2,
  status: 'pending', timestamp: Date.UTC(2025, 0, 15, 7, 30), address: '12 Laxmi Nagar, Nagpur 440022', note: 'Ring twice', ...overrides,
});
const ORDERS = [
  order('-Oaaaaaa1', { orderNumber: 'TH-2611-4821' }),
  order('-Oaaaaaa2', { status: 'cancelled', cancelledBy: 'customer', itemName: 'Masala Chai', note: undefined, timestamp: Date.UTC(2025, 0, 15, 7, 20) }),
  order('-Oaaaaaa3', { status: 'cancelled', cancelledBy: 'provider', itemName: 'Poha', timestamp: Date.UTC(2025, 0, 15, 7, 10) }),
];

/** A screen narrower than 640 px (or not), as window.matchMedia answers. */
function screenWidth(narrow: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: narrow, media: query, addEventListener: jest.fn(), removeEventListener: jest.fn(),
  })) as never;
}

beforeEach(() => {
  resetData();
  fakeData.seed({ stats: {}, orders: ORDERS });
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('the table shows where to deliver, the note, and "Cancelled by customer" (times in Asia/Kolkata)', () => {
  screenWidth(false);
  renderWith(<OrdersOverview providerId={PROVIDER_UID} />);
  const table = screen.getByRole('table', { name: 'Recent Orders' });
  expect(within(table).getByRole('columnheader', { name: 'Deliver to' })).toBeInTheDocument();
  const [, first, second, third] = within(table).getAllByRole('row');
  expect(first).toHaveTextContent('12 Laxmi Nagar, Nagpur 440022');
  expect(first).toHaveTextContent('Note: Ring twice');
  expect(first).toHaveTextContent(/15 Jan 2025, 1:00\s?pm/i);
  expect(second).toHaveTextContent('Cancelled by customer');
  expect(second).not.toHaveTextContent('Note:');
  expect(third).not.toHaveTextContent('Cancelled by customer');
});

test('below 640 px: one card per order with every field, and both actions', async () => {
  screenWidth(true);
  const user = userEvent.setup();
  renderWith(<OrdersOverview providerId={PROVIDER_UID} />);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Recent Orders' })).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  const first = cards[0]!;
  expect(within(first).getByRole('heading', { name: 'Varhadi Thali' })).toBeInTheDocument();
  for (const text of ['Order numberTH-2611-4821', 'Order ID-Oaaaaaa1', 'Quantity2', 'Price₹140.00', 'Total₹280.00', 'StatusPending', 'Deliver to12 Laxmi Nagar, Nagpur 440022', 'NoteRing twice']) {
    expect(first).toHaveTextContent(text);
  }
  expect(first).toHaveTextContent(/Placed15 Jan 2025, 1:00\s?pm/i);
  expect(cards[1]).toHaveTextContent('Cancelled by customer');
  expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /^Cancel order/ })).toBeEnabled();
  await user.click(within(first).getByRole('button', { name: /^Complete order/ }));
  await waitFor(() => expect(within(first).queryByRole('button', { name: /^Complete order/ })).not.toBeInTheDocument());
  expect(first).toHaveTextContent('StatusCompleted');
});

test('Details opens the order detail under its row: every field, who cancelled it, times in Asia/Kolkata', async () => {
  screenWidth(false);
  const user = userEvent.setup();
  fakeData.seed({ orders: [ORDERS[1]!].map((o) => ({ ...o, updatedAt: Date.UTC(2025, 0, 15, 7, 25) })) });
  renderWith(<OrdersOverview providerId={PROVIDER_UID} />);
  const details = screen.getByRole('button', { name: 'Details of order #aaaaa2 (Masala Chai)' });
  expect(details).toHaveAttribute('aria-expanded', 'false');
  await user.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'true');
  const detail = document.getElementById(details.getAttribute('aria-controls')!)!;
  expect(detail).toHaveTextContent('StatusCancelled (cancelled by customer)');
  expect(detail).toHaveTextContent(/Cancelled15 Jan 2025, 12:55\s?pm/i);
  expect(detail).toHaveTextContent('Deliver to12 Laxmi Nagar, Nagpur 440022');
  expect(detail).toHaveTextContent('NoteNone');
  await user.click(details);
  expect(details).toHaveAttribute('aria-expanded', 'false');
  expect(details).not.toHaveAttribute('aria-controls');
});
