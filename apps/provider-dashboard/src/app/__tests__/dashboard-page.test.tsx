import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../test-utils';
import { DashboardPage } from '../dashboard-page';
import ExposedDashboardPage from '../pages/dashboard';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);

test("the signed-in provider's page: title, one h1, then the sections as h2", async () => {
  renderWith(<DashboardPage />);
  await act(async () => {}); // its own listing has been read (approved: no notice)
  expect(document.title).toBe('Provider Dashboard · Thali');
  expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Provider Dashboard']);
  // the sections after the recent orders wait for them, so the orders arriving never push a drawn section down
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Statistics', 'Recent Orders']);
  act(() => fakeData.seed({ orders: [] }));
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Statistics', 'Recent Orders', 'Orders', 'Hours and holidays', 'Add New Menu Item', 'Your Menu', 'Tiffin plans', 'Reviews', 'Kitchen profile',
  ]);
  for (const subscribe of [data.subscribeStats, data.subscribeProviderOrders, data.subscribeOrderBoard, data.subscribeMenuItems, data.subscribeProviderPlans, data.subscribeProviderSubscriptions, data.subscribeProviderReviews]) {
    expect(jest.mocked(subscribe).mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  }
});

test('"All orders" under Recent Orders takes the reader and the focus to the Orders board', async () => {
  const user = userEvent.setup();
  fakeData.seed({ orders: [] });
  renderWith(<DashboardPage />);
  await act(async () => {});
  const scrolled = jest.fn();
  const board = screen.getByRole('heading', { level: 2, name: 'Orders' });
  board.scrollIntoView = scrolled;
  await user.click(screen.getByRole('link', { name: 'All orders' }));
  expect(board).toHaveFocus();
  expect(scrolled).toHaveBeenCalled();
});

test('a kitchen not yet approved sees why customers do not see it yet, above its statistics', async () => {
  fakeData.seed({ providers: [{ ...TEST_KITCHEN, approved: false }] });
  renderWith(<DashboardPage />);
  const banner = await screen.findByText(/^Your kitchen is awaiting approval\./);
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toContainElement(banner);
  expect(banner.compareDocumentPosition(screen.getByRole('heading', { name: 'Statistics' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(data.getProvider).toHaveBeenCalledWith(PROVIDER_UID);
});

test('an approved kitchen sees no such notice', async () => {
  renderWith(<DashboardPage />);
  await act(async () => {});
  expect(screen.queryByText(/awaiting approval/)).not.toBeInTheDocument();
});

test('waits for the first auth check', () => {
  renderWith(<DashboardPage />, { who: 'loading' });
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

test('signed out (only possible standalone) it asks to sign in and reads no data', () => {
  jest.clearAllMocks();
  renderWith(<DashboardPage />, { who: 'anonymous' });
  expect(screen.getByText('Sign in with a meal provider account to see your dashboard.')).toBeInTheDocument();
  expect(data.subscribeStats).not.toHaveBeenCalled();
});

test('the exposed module marks what the remote rendered', async () => {
  const { container } = renderWith(<ExposedDashboardPage />);
  await act(async () => {});
  expect(container.querySelector('[data-remote="provider_dashboard"]')).toContainElement(screen.getByRole('heading', { level: 1 }));
});
