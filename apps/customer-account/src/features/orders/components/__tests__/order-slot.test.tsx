// My Orders (issue 40): each order says its delivery slot and its place (the one line and the landmark); an order for
// a later slot may be cancelled until the kitchen accepts it, without the 10-minute window.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelMyOrder } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { renderPage, resetData } from '../../../../testing/render-page';
import { makeKitchen, makeOrder, MINUTE, PLACED_AT } from '../../../../testing/order-fixtures';
import { OrdersPage } from '../orders-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockCancel = cancelMyOrder as jest.MockedFunction<typeof cancelMyOrder>;

/** Monday 23 Nov 2026, 1:00 pm in Nagpur: the day after the orders were placed (Sunday 12:31 pm). */
const TOMORROW_1PM = Date.UTC(2026, 10, 23, 7, 30);
const PLACE = { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar' as const, pin: '440022', landmark: 'Opposite the Hanuman temple' };
const LINE = '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022';

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: [makeKitchen('prov-a', 'Annapurna Tiffin Service')] });
  // 20 minutes after the orders were placed: past an ASAP order's 10-minute window
  jest.useFakeTimers({ now: PLACED_AT + 20 * MINUTE, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

const card = (number: string) => within(screen.getByRole('listitem', { name: `Order ${number}` }));

test('each order says its slot and where it goes; an order from before slots and places keeps its address', async () => {
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [
    makeOrder('later', { orderNumber: 'TH-2611-0050', slotStart: TOMORROW_1PM, place: PLACE, address: LINE }),
    makeOrder('asap', { orderNumber: 'TH-2611-0049', slotStart: PLACED_AT, asap: true, place: { ...PLACE, landmark: undefined }, address: LINE }),
    makeOrder('old', { orderNumber: 'TH-2611-0030', timestamp: PLACED_AT - 30 * MINUTE, address: '12 Laxmi Nagar, Nagpur 440022' }),
  ] });
  await screen.findAllByText(/From Annapurna Tiffin Service/);
  expect(card('TH-2611-0050').getByText('Delivery: Tomorrow, 1:00–1:30 pm')).toBeInTheDocument();
  expect(card('TH-2611-0050').getByText(`Deliver to: ${LINE}`)).toBeInTheDocument();
  expect(card('TH-2611-0050').getByText('Landmark: Opposite the Hanuman temple')).toBeInTheDocument();
  expect(card('TH-2611-0049').getByText('Delivery: As soon as possible (placed 12:31 pm)')).toBeInTheDocument();
  expect(card('TH-2611-0049').queryByText(/^Landmark:/)).not.toBeInTheDocument();
  expect(card('TH-2611-0030').getByText('Delivery: As soon as possible (placed 12:01 pm)')).toBeInTheDocument();
  expect(card('TH-2611-0030').getByText('Deliver to: 12 Laxmi Nagar, Nagpur 440022')).toBeInTheDocument();
  // every card's 'Track order' section shares its name (as before issue 40): that rule is not this test's
  await expectNoAxeViolations({ skip: ['landmark-unique'] });
});

test('in Marathi: the slot\'s day, times and part of the day, and when an ASAP order was placed', async () => {
  await act(() => setLocale('mr'));
  try {
    renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
    fakeData.seed({ orders: [
      makeOrder('later', { orderNumber: 'TH-2611-0050', slotStart: TOMORROW_1PM, place: PLACE, address: LINE }),
      makeOrder('asap', { orderNumber: 'TH-2611-0049', slotStart: PLACED_AT, asap: true, place: PLACE, address: LINE }),
    ] });
    await screen.findAllByText(/Annapurna Tiffin Service कडून/);
    const order = (number: string) => within(screen.getByRole('listitem', { name: `ऑर्डर ${number}` }));
    expect(order('TH-2611-0050').getByText('डिलिव्हरी: उद्या, दुपारी 1:00–1:30')).toBeInTheDocument();
    expect(order('TH-2611-0049').getByText('डिलिव्हरी: लवकरात लवकर (दुपारी 12:31 वाजता ऑर्डर केली)')).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});

test('an order for a later slot may be cancelled past 10 minutes, until the kitchen accepts it', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderPage(<OrdersPage />, { who: 'customer', path: '/orders' });
  fakeData.seed({ orders: [
    makeOrder('later', { orderNumber: 'TH-2611-0050', slotStart: TOMORROW_1PM, place: PLACE, address: LINE }),
    makeOrder('asap', { orderNumber: 'TH-2611-0049', slotStart: PLACED_AT, asap: true, place: PLACE, address: LINE }),
    makeOrder('taken', { orderNumber: 'TH-2611-0048', slotStart: TOMORROW_1PM, place: PLACE, address: LINE, step: 'accepted', acceptedAt: PLACED_AT + MINUTE, readyBy: TOMORROW_1PM }),
  ] });
  await screen.findAllByText(/From Annapurna Tiffin Service/);
  // the ASAP order's 10 minutes are over; the accepted one is the kitchen's now
  expect(card('TH-2611-0049').getByText('To change or cancel this order now, call the kitchen.')).toBeInTheDocument();
  expect(card('TH-2611-0048').queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  const later = card('TH-2611-0050');
  expect(later.getByText('You can cancel this order until the kitchen accepts it.')).toBeInTheDocument();
  await user.click(later.getByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
  expect(mockCancel).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ id: 'later' }));
  await screen.findByRole('region', { name: 'Cancelled' });
});
