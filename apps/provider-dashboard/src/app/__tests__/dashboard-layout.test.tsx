import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import * as data from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../test-utils';
import DashboardRedirect from '../pages/dashboard';
import HoursPage from '../pages/dashboard-hours';
import DuesPage from '../pages/dashboard-dues';
import KitchenPage from '../pages/dashboard-kitchen';
import MenuPage from '../pages/dashboard-menu';
import OrdersPage from '../pages/dashboard-orders';
import PlansPage from '../pages/dashboard-plans';
import ReviewsPage from '../pages/dashboard-reviews';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.hash}`}</output>;
}

/** The dashboard's routes as the shell declares them (the manifest's paths), with the address shown. */
function Dashboard() {
  const pages: [string, ComponentType][] = [
    ['/provider-dashboard', DashboardRedirect], ['/provider-dashboard/orders', OrdersPage], ['/provider-dashboard/menu', MenuPage],
    ['/provider-dashboard/tiffin-plans', PlansPage], ['/provider-dashboard/hours', HoursPage], ['/provider-dashboard/reviews', ReviewsPage],
    ['/provider-dashboard/kitchen', KitchenPage], ['/provider-dashboard/dues', DuesPage],
  ];
  return (
    <>
      <Routes>
        {pages.map(([path, Page]) => <Route key={path} path={path} element={<Page />} />)}
      </Routes>
      <Where />
    </>
  );
}

test('Orders: the title, one h1, the section bar, the stats and recent orders, then the board once those are known', async () => {
  renderWith(<OrdersPage />, { path: '/provider-dashboard/orders' });
  await act(async () => {}); // its own listing has been read (approved: no notice)
  expect(document.title).toBe('Orders · Provider Dashboard · Thali');
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Provider Dashboard']);
  const bar = screen.getByRole('navigation', { name: 'Dashboard sections' });
  expect(within(bar).getAllByRole('link').map((a) => a.textContent)).toEqual(['Orders', 'Menu', 'Tiffin plans', 'Dues', 'Hours', 'Reviews', 'Kitchen profile']);
  expect(within(bar).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  expect(within(bar).getByRole('link', { name: 'Menu' })).not.toHaveAttribute('aria-current');
  // the board waits for the recent orders, so their arrival never pushes it down
  expect(h2s()).toEqual(['Statistics', 'Recent Orders']);
  act(() => fakeData.seed({ orders: [] }));
  expect(h2s()).toEqual(['Statistics', 'Recent Orders', 'Orders']);
  for (const subscribe of [data.subscribeStats, data.subscribeProviderOrders, data.subscribeOrderBoard]) {
    expect(jest.mocked(subscribe).mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  }
  // Orders reads nothing of the other sections
  for (const other of [data.subscribeMenuItems, data.subscribeProviderPlans, data.subscribeProviderReviews]) expect(other).not.toHaveBeenCalled();
});

test.each([
  ['/provider-dashboard/menu', 'Menu', ['Add New Menu Item', 'Your Menu'], data.subscribeMenuItems],
  ['/provider-dashboard/tiffin-plans', 'Tiffin plans', ['Tiffin plans'], data.subscribeProviderPlans],
  ['/provider-dashboard/hours', 'Hours', ['Hours and holidays'], undefined],
  ['/provider-dashboard/reviews', 'Reviews', ['Reviews'], data.subscribeProviderReviews],
  ['/provider-dashboard/kitchen', 'Kitchen profile', ['Kitchen profile'], undefined],
  ['/provider-dashboard/dues', 'Dues', ['Dues'], data.subscribeKitchenDues],
])('%s opens its own section, marked in the bar, its main part first', async (path, label, headings, reads) => {
  fakeData.seed({ orders: [] });
  renderWith(<Dashboard />, { path });
  await act(async () => {});
  expect(document.title).toBe(`${label} · Provider Dashboard · Thali`);
  expect(within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { current: 'page' })).toHaveTextContent(label);
  expect(h2s().slice(0, headings.length)).toEqual(headings);
  expect(h2s()).not.toContain('Recent Orders');
  if (reads) expect(jest.mocked(reads).mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
});

test('the section bar goes from section to section by keyboard, and /provider-dashboard becomes Orders', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [] });
  renderWith(<Dashboard />, { path: '/provider-dashboard#orders' });
  await act(async () => {});
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/provider-dashboard/orders#orders');
  const bar = () => screen.getByRole('navigation', { name: 'Dashboard sections' });
  within(bar()).getByRole('link', { name: 'Orders' }).focus();
  await user.tab();
  await user.tab();
  expect(within(bar()).getByRole('link', { name: 'Tiffin plans' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await act(async () => {});
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/provider-dashboard/tiffin-plans');
  expect(within(bar()).getByRole('link', { current: 'page' })).toHaveTextContent('Tiffin plans');
  expect(screen.getByRole('heading', { level: 2, name: 'Tiffin plans' })).toBeInTheDocument();
});

test('"All orders" under Recent Orders takes the reader and the focus to the Orders board', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [] });
  renderWith(<OrdersPage />, { path: '/provider-dashboard/orders' });
  await act(async () => {});
  const scrolled = jest.fn();
  const board = screen.getByRole('heading', { level: 2, name: 'Orders' });
  board.scrollIntoView = scrolled;
  await user.click(screen.getByRole('link', { name: 'All orders' }));
  expect(board).toHaveFocus();
  expect(scrolled).toHaveBeenCalled();
});

test('a kitchen not yet approved sees why customers do not see it yet, in every section, above its content', async () => {
  fakeData.seed({ providers: [{ ...TEST_KITCHEN, approved: false }] });
  renderWith(<Dashboard />, { path: '/provider-dashboard/menu' });
  const banner = await screen.findByText(/^Your kitchen is awaiting approval\./);
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toContainElement(banner);
  expect(banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Add New Menu Item' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(data.subscribeProvider).toHaveBeenCalledWith(expect.objectContaining({ providerId: PROVIDER_UID }));
});

test('an approved kitchen sees no such notice', async () => {
  renderWith(<OrdersPage />);
  await act(async () => {});
  expect(screen.queryByText(/awaiting approval/)).not.toBeInTheDocument();
});

test('waits for the first auth check', () => {
  renderWith(<OrdersPage />, { who: 'loading' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('signed out (only possible standalone) it asks to sign in and reads no data', () => {
  jest.clearAllMocks();
  renderWith(<MenuPage />, { who: 'anonymous' });
  expect(screen.getByText('Sign in with a meal provider account to see your dashboard.')).toBeInTheDocument();
  expect(data.subscribeStats).not.toHaveBeenCalled();
  expect(data.subscribeMenuItems).not.toHaveBeenCalled();
});

test('the exposed modules mark what the remote rendered', async () => {
  const { container } = renderWith(<HoursPage />, { path: '/provider-dashboard/hours' });
  await act(async () => {});
  expect(container.querySelector('[data-remote="provider_dashboard"]')).toContainElement(screen.getByRole('heading', { level: 1 }));
});
