import { matchParams, matchRoute, paths, ROUTES } from '../index';

test("a location's route and parameters, as the router finds them", () => {
  expect(matchRoute('/')).toMatchObject({ route: { page: 'home' }, params: {} });
  expect(matchRoute('/tiffins')).toMatchObject({ route: { remote: 'customer_account', page: 'tiffins', access: 'signed-in' }, params: {} });
  expect(matchRoute(paths.menu({ providerId: 'prov-annapurna' }))).toMatchObject({
    route: { remote: 'storefront', page: 'menu' }, params: { providerId: 'prov-annapurna' },
  });
  // the dashboard's bare address is a route of its own, not its Orders section
  expect(matchRoute('/provider-dashboard')?.route.page).toBe('dashboard');
  expect(matchRoute('/provider-dashboard/orders')?.route.page).toBe('dashboard-orders');
});

test('letters in any case and a trailing slash match; an encoded parameter is decoded', () => {
  expect(matchRoute('/Tiffins/')?.route.page).toBe('tiffins');
  expect(matchParams('/provider/:providerId/menu', '/provider/a%20b/menu')).toEqual({ providerId: 'a b' });
  expect(matchParams('/provider/:providerId/menu', '/provider/%E0%A4%85/menu')).toEqual({ providerId: 'अ' });
  // a malformed escape is kept as written rather than failing the start-up
  expect(matchParams('/provider/:providerId/menu', '/provider/%E0%A4/menu')).toEqual({ providerId: '%E0%A4' });
});

test('no route for an unknown address, a missing parameter or extra segments', () => {
  expect(matchRoute('/nowhere')).toBeNull();
  expect(matchRoute('/provider//menu')).toBeNull();
  expect(matchRoute('/tiffins/extra')).toBeNull();
  expect(matchParams('/about', '/abou')).toBeNull();
});

test("a page that only sends the reader on names a route of its own remote, behind the same access, that stays", () => {
  const redirects = ROUTES.filter((route) => route.redirectTo !== undefined);
  expect(redirects.map((route) => [route.path, route.redirectTo])).toEqual([['/provider-dashboard', '/provider-dashboard/orders']]);
  for (const route of redirects) {
    const target = matchRoute(route.redirectTo!);
    expect(target?.route.path).toBe(route.redirectTo); // a literal path, no parameters to fill
    expect(target?.route).toMatchObject({ remote: route.remote, access: route.access });
    expect(target?.route.redirectTo).toBeUndefined();
    expect(target?.route.firstReads).toBeDefined(); // the data the redirected page asks first is the target's
  }
});
