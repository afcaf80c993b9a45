import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'react-router-dom';
import { destinationAfterLogin, readLoginRedirectState } from '@thali/contract';
import { renderWith } from '../../test-utils';
import { registerRemoteLocations } from '../../features/remotes/api/remote-registry';
import { AppRoutes, ROUTES } from '../routes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

function Where() {
  const { pathname, search, hash, state } = useLocation();
  const from = readLoginRedirectState(state).from;
  return (
    <>
      <output aria-label="location">{`${pathname}${search}${hash}`}</output>
      <output aria-label="redirect">{from ? destinationAfterLogin({ from }) : ''}</output>
    </>
  );
}

beforeAll(() => {
  registerRemoteLocations({
    storefront: 'http://localhost:3001/remoteEntry.js',
    customer_account: 'http://localhost:3002/remoteEntry.js',
    provider_dashboard: 'http://localhost:3003/remoteEntry.js',
    static_content: 'http://localhost:3004/remoteEntry.js',
    operations: 'http://localhost:3005/remoteEntry.js',
  });
  // Each remote page renders its own id, so a test sees which page a route resolved to.
  jest.mocked(loadRemote).mockImplementation(async (id: string) => ({
    default: () => <h1>{`page ${id}`}</h1>,
  }));
});

const render = (path: string, who: Parameters<typeof renderWith>[1] extends infer O ? O extends { who?: infer W } ? W : never : never = 'anonymous') =>
  renderWith(
    <>
      <AppRoutes />
      <Where />
    </>,
    { path, who },
  );

test('the route table: every page of the contract, each route owned by one remote', () => {
  expect(ROUTES.map((r) => [r.path, r.access])).toEqual([
    ['/', 'public'], ['/providers', 'public'], ['/provider/:providerId/menu', 'public'],
    ['/login', 'public'], ['/signup', 'public'],
    ['/profile', 'signed-in'], ['/cart', 'signed-in'], ['/orders', 'signed-in'],
    ['/subscribe', 'signed-in'], ['/tiffins', 'signed-in'], ['/reset-password', 'public'], ['/receipts/:providerId/:paymentId', 'signed-in'],
    ['/provider-dashboard', 'meal_provider'], ['/provider-dashboard/orders', 'meal_provider'], ['/provider-dashboard/menu', 'meal_provider'],
    ['/provider-dashboard/tiffin-plans', 'meal_provider'], ['/provider-dashboard/hours', 'meal_provider'],
    ['/provider-dashboard/reviews', 'meal_provider'], ['/provider-dashboard/kitchen', 'meal_provider'], ['/provider-dashboard/dues', 'meal_provider'],
    ['/delivery-areas', 'public'], ['/about', 'public'], ['/contact', 'public'],
    ['/privacy-policy', 'public'], ['/terms', 'public'], ['/faq', 'public'],
    ['/ops', 'staff'], ['/ops/messages', 'staff'], ['/ops/kitchens', 'staff'], ['/ops/reviews', 'staff'], ['/ops/support', 'staff'],
  ]);
});

test('a public route paints without waiting for the auth check', async () => {
  render('/providers', 'loading');
  expect(await screen.findByRole('heading', { name: 'page storefront/providers' })).toBeInTheDocument();
});

test('a guarded route waits for the auth check instead of flashing a redirect', () => {
  render('/profile', 'loading');
  expect(screen.getByLabelText('location')).toHaveTextContent('/profile');
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

test.each(['/profile', '/cart', '/orders', '/subscribe', '/tiffins', '/provider-dashboard', '/provider-dashboard/tiffin-plans', '/ops', '/ops/messages', '/ops/kitchens'])(
  'anonymous visit to %s goes to /login, which will return there after signing in',
  async (path) => {
    render(path);
    expect(await screen.findByRole('heading', { name: 'page customer_account/login' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
    expect(screen.getByLabelText('redirect')).toHaveTextContent(new RegExp(`^${path}$`));
  },
);

test('/reset-password is public: a visitor who forgot the password opens it signed out (issue 17)', async () => {
  render('/reset-password');
  expect(await screen.findByRole('heading', { name: 'page customer_account/reset-password' })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent('/reset-password');
});

test('a customer opening /provider-dashboard lands on /', async () => {
  render('/provider-dashboard', 'customer');
  expect(await screen.findByRole('heading', { name: 'page storefront/home' })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
});

test.each([['/provider-dashboard/orders', 'dashboard-orders'], ['/provider-dashboard/hours', 'dashboard-hours']])(
  'a provider opens %s: the remote\'s page %s',
  async (path, page) => {
    render(path, 'provider');
    expect(await screen.findByRole('heading', { name: `page provider_dashboard/${page}` })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(new RegExp(`^${path}$`));
  },
);

test("a provider following a link to /provider-dashboard goes on to its Orders section, query and fragment kept, without loading the redirect's page", async () => {
  render('/provider-dashboard?from=mail#new', 'provider');
  expect(await screen.findByRole('heading', { name: 'page provider_dashboard/dashboard-orders' })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(/^\/provider-dashboard\/orders\?from=mail#new$/);
  expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('provider_dashboard/dashboard');
});

test.each([['customer', '/ops'], ['provider', '/ops'], ['customer', '/ops/messages'], ['provider', '/ops/messages']] as const)(
  'a %s opening %s lands on / without a frame of the staff page (issue 41)',
  async (who, path) => {
    render(path, who);
    expect(await screen.findByRole('heading', { name: 'page storefront/home' })).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain(path === '/ops' ? 'operations/ops' : 'operations/ops-messages');
  },
);

test.each([['/ops', 'ops'], ['/ops/messages', 'ops-messages'], ['/ops/kitchens', 'ops-kitchens'], ['/ops/reviews', 'ops-reviews'], ['/ops/support', 'ops-support']])('staff open %s: the operations page %s', async (path, page) => {
  render(path, 'staff');
  expect(await screen.findByRole('heading', { name: `page operations/${page}` })).toBeInTheDocument();
  expect(screen.getByLabelText('location')).toHaveTextContent(new RegExp(`^${path}$`));
});

test('a signed-in customer opens /cart', async () => {
  render('/cart', 'customer');
  expect(await screen.findByRole('heading', { name: 'page customer_account/cart' })).toBeInTheDocument();
});

test('an unknown path shows Not Found with a link home', () => {
  render('/nowhere');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
