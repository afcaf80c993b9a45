import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelMyOrder } from '@thali/firebase-data';
import { OrderCancelError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { renderPage, resetData } from '../../../../testing/render-page';
import { makeKitchen, makeOrder, MINUTE, PLACED_AT } from '../../../../testing/order-fixtures';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockCancel = cancelMyOrder as jest.MockedFunction<typeof cancelMyOrder>;

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: [makeKitchen('prov-a', 'Annapurna Tiffin Service')] });
  // the orders were placed at 12:31 pm; it is 12:33 pm now (the clock the window is judged by)
  jest.useFakeTimers({ now: PLACED_AT + 2 * MINUTE, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

const shipping = () => screen.getByRole('region', { name: 'In Shipping' });
const card = (number: string) => within(screen.getByRole('listitem', { name: `Order ${number}` }));

test('a new order: "Cancel until 12:41 pm" → confirm → the whole order is cancelled and moves to Cancelled', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [
    makeOrder('fresh', { orderNumber: 'TH-2611-0042' }),
    makeOrder('old', { orderNumber: 'TH-2611-0030', timestamp: PLACED_AT - 11 * MINUTE }),
    makeOrder('accepted', { orderNumber: 'TH-2611-0041', step: 'accepted', acceptedAt: PLACED_AT + MINUTE, readyBy: PLACED_AT + 40 * MINUTE }),
    makeOrder('done', { orderNumber: 'TH-2611-0020', status: 'completed', updatedAt: PLACED_AT + MINUTE }),
  ] });
  await screen.findAllByText(/From Annapurna Tiffin Service/);
  // only the fresh new order can be cancelled by the customer, with one button for all its dishes
  expect(screen.getAllByRole('button', { name: /^Cancel until/ })).toHaveLength(1);
  // after the 10 minutes, or once the kitchen accepted it, the card says to call the kitchen
  expect(card('TH-2611-0030').getByText('To change or cancel this order now, call the kitchen.')).toBeInTheDocument();
  expect(card('TH-2611-0041').getByText('The kitchen has accepted this order: please call the kitchen to change it.')).toBeInTheDocument();
  expect(card('TH-2611-0020').queryByText(/call the kitchen/)).not.toBeInTheDocument();

  await user.click(card('TH-2611-0042').getByRole('button', { name: 'Cancel until 12:41 pm' }));
  const confirm = screen.getByRole('group', { name: 'Cancel this order?' });
  // the safe answer has the focus
  expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
  await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
  expect(mockCancel).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ id: 'fresh' }));
  const cancelled = await screen.findByRole('region', { name: 'Cancelled' });
  const gone = within(within(cancelled).getByRole('listitem', { name: 'Order TH-2611-0042' }));
  expect(gone.getByText('You cancelled this order · 12:33 pm')).toBeInTheDocument();
  expect(within(shipping()).queryByRole('button', { name: /^Cancel until/ })).not.toBeInTheDocument();
  // the kitchen's figures count one cancelled order
  expect(fakeData.table('stats')?.['prov-a']).toMatchObject({ cancelledOrders: 1 });
});

test('Keep it closes the question and gives the focus back; a refusal is one plain sentence', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [makeOrder('fresh')] });
  await screen.findByText(/From Annapurna Tiffin Service/);
  await user.click(screen.getByRole('button', { name: 'Cancel until 12:41 pm' }));
  await user.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('group', { name: 'Cancel this order?' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel until 12:41 pm' })).toHaveFocus();
  expect(mockCancel).not.toHaveBeenCalled();

  // keyboard only; the kitchen accepted it a moment earlier
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
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [makeOrder('fresh', { timestamp: Date.now() - 9 * MINUTE })] });
  expect(screen.getByRole('button', { name: /^Cancel until/ })).toBeInTheDocument();
  await screen.findByText(/From Annapurna Tiffin Service/);
  await act(() => jest.advanceTimersByTimeAsync(61_000));
  expect(screen.queryByRole('button', { name: /^Cancel until/ })).not.toBeInTheDocument();
  expect(screen.getByText('To change or cancel this order now, call the kitchen.')).toBeInTheDocument();
});
