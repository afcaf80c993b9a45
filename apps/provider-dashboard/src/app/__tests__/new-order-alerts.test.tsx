import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../test-utils';
import MenuPage from '../pages/dashboard-menu';
import DashboardPage from '../pages/dashboard-orders';
import { forgetSeenOrders } from '../../features/orders-board/hooks/use-new-order-alerts';
import { SOUND_STORAGE_KEY } from '../../features/orders-board/hooks/use-sound-preference';
import { playBeep } from '../../features/orders-board/utils/play-beep';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
jest.mock('../../features/orders-board/utils/play-beep', () => ({ playBeep: jest.fn() }));

let seq = 0;
const order = (overrides: Partial<Order> = {}): Order => {
  seq += 1;
  return {
    id: `-Oorder${seq}`, orderNumber: `TH-2611-000${seq}`, userId: 'cust-1', providerId: PROVIDER_UID,
    lines: [{ itemId: 'thali', itemName: 'Varhadi Thali', price: 140, quantity: 2 }], itemsTotal: 280, fee: 40, total: 320,
    status: 'pending', step: 'new', stage: 'new', timestamp: 1_000 * seq, address: '12 Laxmi Nagar, Nagpur', customerName: 'Riya Deshmukh',
    customerPhone: '+919876543210', ...overrides,
  };
};

/** The Notification API as a browser offers it, with the permission the kitchen has given so far. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = jest.fn(async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  });
  static shown: { title: string; body?: string; tag?: string }[] = [];
  onclick: (() => void) | null = null;
  constructor(readonly title: string, options: NotificationOptions = {}) {
    FakeNotification.shown.push({ title, body: options.body, tag: options.tag });
  }
  close() {}
}

beforeEach(() => {
  resetData();
  forgetSeenOrders();
  jest.clearAllMocks();
  localStorage.clear();
  seq = 0;
  FakeNotification.permission = 'default';
  FakeNotification.shown = [];
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
});
afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
});

const arrive = (...orders: Order[]) => act(() => fakeData.seed({ orders }));

test('the tab title counts the orders waiting in step New, and is restored when none waits', async () => {
  const first = order();
  const second = order();
  fakeData.seed({ orders: [first, second, order({ step: 'accepted', stage: 'accepted', readyBy: 9e12, acceptedAt: 5 })] });
  renderWith(<DashboardPage />);
  await act(async () => {});
  expect(document.title).toBe('(2) New orders · Thali');
  await arrive({ ...first, step: 'accepted', stage: 'accepted' }, second);
  expect(document.title).toBe('(1) New orders · Thali');
  await arrive({ ...first, status: 'cancelled', stage: 'cancelled' }, { ...second, status: 'cancelled', stage: 'cancelled' });
  expect(document.title).toBe('Orders · Provider Dashboard · Thali');
});

test('every section hears of new orders: on Menu the title counts them, the toast names them and the beep plays', async () => {
  const waiting = order();
  fakeData.seed({ orders: [waiting] });
  renderWith(<MenuPage />, { path: '/provider-dashboard/menu' });
  await act(async () => {});
  expect(document.title).toBe('(1) New orders · Thali');
  await arrive(order(), waiting);
  expect(await screen.findByText('New order TH-2611-0002: Varhadi Thali × 2')).toBeInTheDocument();
  expect(document.title).toBe('(2) New orders · Thali');
  expect(playBeep).toHaveBeenCalledTimes(1);
});

test('an order that arrives while the kitchen goes to another section is still news there', async () => {
  const waiting = order();
  fakeData.seed({ orders: [waiting] });
  const menu = renderWith(<MenuPage />, { path: '/provider-dashboard/menu' });
  await act(async () => {});
  menu.unmount(); // each section is a page of its own
  const fresh = order();
  fakeData.seed({ orders: [fresh, waiting] });
  renderWith(<DashboardPage />, { path: '/provider-dashboard/orders' });
  expect(await screen.findByText('New order TH-2611-0002: Varhadi Thali × 2')).toBeInTheDocument();
  expect(playBeep).toHaveBeenCalledTimes(1);
});

test('a new order: a toast, the beep, and no system notification until the kitchen turns them on (never asked on load)', async () => {
  const user = userEvent.setup();
  const old = order();
  fakeData.seed({ orders: [old] });
  renderWith(<DashboardPage />);
  await act(async () => {});
  expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  expect(playBeep).not.toHaveBeenCalled(); // the orders there on load are not news

  const fresh = order({ lines: [{ itemId: 'chai', itemName: 'Masala Chai', price: 20, quantity: 2 }], total: 80 });
  await arrive(fresh, old);
  expect(await screen.findByText('New order TH-2611-0002: Masala Chai × 2')).toBeInTheDocument();
  expect(playBeep).toHaveBeenCalledTimes(1);
  expect(FakeNotification.shown).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Turn on order notifications' }));
  expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Order notifications are on in this browser.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn on order notifications' })).not.toBeInTheDocument();

  // two at once: a notification and a beep for each
  await arrive(order(), order(), fresh, old);
  // (in the board's order: soonest slot first since issue 40, so two placed at once may come either way round)
  expect(FakeNotification.shown).toHaveLength(2);
  expect(FakeNotification.shown).toEqual(expect.arrayContaining([
    { title: 'New order TH-2611-0003', body: 'Varhadi Thali × 2 · ₹320.00 · Riya Deshmukh', tag: '-Oorder3' },
    { title: 'New order TH-2611-0004', body: 'Varhadi Thali × 2 · ₹320.00 · Riya Deshmukh', tag: '-Oorder4' },
  ]));
  expect(playBeep).toHaveBeenCalledTimes(2);
  expect(playBeep).toHaveBeenLastCalledWith(2);
  // a known order moving on is not news
  await arrive({ ...fresh, step: 'accepted', stage: 'accepted' });
  expect(FakeNotification.shown).toHaveLength(2);
  expect(playBeep).toHaveBeenCalledTimes(2);
});

test('blocked notifications and the sound switched off: the dashboard says so, and stays quiet', async () => {
  const user = userEvent.setup();
  FakeNotification.permission = 'denied';
  fakeData.seed({ orders: [] });
  renderWith(<DashboardPage />);
  await act(async () => {});
  expect(screen.getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Turn on order notifications' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Sound for new orders' }));
  expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
  await arrive(order());
  expect(await screen.findByText('New order TH-2611-0001: Varhadi Thali × 2')).toBeInTheDocument();
  expect(playBeep).not.toHaveBeenCalled();
  expect(FakeNotification.shown).toEqual([]);
});

test('a browser without the Notification API: no button, a sentence instead', async () => {
  delete (window as { Notification?: unknown }).Notification;
  fakeData.seed({ orders: [] });
  renderWith(<DashboardPage />);
  await act(async () => {});
  expect(screen.getByText('This browser cannot show notifications: keep this tab open to hear new orders.')).toBeInTheDocument();
});
