import { CONTRACT_VERSION, REMOTES, REMOTE_NAMES, ROUTES, pageId, paths, routesOf, type RouteParams } from '../index';

test('every route has a path, one of the four kinds of access, and a page name unique across remotes', () => {
  const pages = ROUTES.map((r) => r.page);
  expect(new Set(pages).size).toBe(pages.length);
  expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  for (const route of ROUTES) {
    expect(route.path).toMatch(/^\//);
    expect(['public', 'signed-in', 'meal_provider', 'staff']).toContain(route.access);
  }
});

test('the remotes, by federation name, each on its own port, each with its routes', () => {
  // the dashboard's sections, Orders first; its bare address stays (its page sends the kitchen on to Orders)
  expect(routesOf('provider_dashboard').map(({ page, path, access }) => [page, path, access])).toEqual([
    ['dashboard', '/provider-dashboard', 'meal_provider'],
    ['dashboard-orders', '/provider-dashboard/orders', 'meal_provider'],
    ['dashboard-menu', '/provider-dashboard/menu', 'meal_provider'],
    ['dashboard-plans', '/provider-dashboard/tiffin-plans', 'meal_provider'],
    ['dashboard-hours', '/provider-dashboard/hours', 'meal_provider'],
    ['dashboard-reviews', '/provider-dashboard/reviews', 'meal_provider'],
    ['dashboard-kitchen', '/provider-dashboard/kitchen', 'meal_provider'],
    ['dashboard-dues', '/provider-dashboard/dues', 'meal_provider'],
  ]);
  // issue 41: Thali's staff have a remote of their own, every page of it for staff only
  expect(routesOf('operations').map(({ page, path, access }) => [page, path, access])).toEqual([
    ['ops', '/ops', 'staff'],
    ['ops-messages', '/ops/messages', 'staff'],
    ['ops-kitchens', '/ops/kitchens', 'staff'],
    ['ops-reviews', '/ops/reviews', 'staff'],
    ['ops-support', '/ops/support', 'staff'],
  ]);
  expect(REMOTE_NAMES).toEqual(['storefront', 'customer_account', 'provider_dashboard', 'static_content', 'operations']);
  const ports = REMOTE_NAMES.map((name) => REMOTES[name].port);
  expect(new Set(ports).size).toBe(ports.length);
  expect(Number.isInteger(CONTRACT_VERSION) && CONTRACT_VERSION > 0).toBe(true);
});

test('link builders fill and encode the parameters of their path', () => {
  expect(paths.home()).toBe('/');
  expect(paths.resetPassword()).toBe('/reset-password');
  expect(paths.privacyPolicy()).toBe('/privacy-policy');
  expect(paths.menu({ providerId: 'prov a/b' })).toBe('/provider/prov%20a%2Fb/menu');
  expect(paths.tiffins()).toBe('/tiffins');
  expect(paths.subscribe()).toBe('/subscribe');
  expect(paths.subscribe({ plan: 'plan 1&x' })).toBe('/subscribe?plan=plan+1%26x');
  expect(paths.subscribe({})).toBe('/subscribe');
  expect(paths.dashboardOrders()).toBe('/provider-dashboard/orders');
  expect(paths.dashboardPlans()).toBe('/provider-dashboard/tiffin-plans');
  expect(paths.dashboardDues()).toBe('/provider-dashboard/dues');
  expect(paths.dashboardDues({ month: '2026-10' })).toBe('/provider-dashboard/dues?month=2026-10');
  expect(paths.opsMessages()).toBe('/ops/messages');
  expect(paths.opsKitchens()).toBe('/ops/kitchens');
  expect(paths.receipt({ providerId: 'prov-a', paymentId: '-Nx/1' })).toBe('/receipts/prov-a/-Nx%2F1');
  expect(pageId('customer_account', 'reset-password')).toBe('customer_account/reset-password');
});

test('the routes with parameters are exactly those RouteParams declares', () => {
  const declared: Record<keyof RouteParams, string[]> = { menu: ['providerId'], receipt: ['providerId', 'paymentId'] };
  const inPaths = Object.fromEntries(
    ROUTES.filter((r) => r.path.includes(':')).map((r) => [r.page, [...r.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])]),
  );
  expect(inPaths).toEqual(declared);
});
