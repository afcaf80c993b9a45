import { destinationAfterLogin, loginRedirectFrom, readLoginRedirectState as readLoginState } from '../login-redirect';

const after = (from: unknown) => destinationAfterLogin(readLoginState({ from }));

test('a same-site page is where signing in returns to, with its query and fragment', () => {
  expect(after({ pathname: '/cart', search: '?x=1', hash: '#summary' })).toBe('/cart?x=1#summary');
  expect(after({ pathname: '/provider/p1/menu', search: '?category=desserts' })).toBe('/provider/p1/menu?category=desserts');
});

test('nothing usable, or the login and signup pages themselves: home', () => {
  expect(destinationAfterLogin(readLoginState(undefined))).toBe('/');
  expect(after({ search: '?x=1' })).toBe('/');
  expect(after({ pathname: '/login' })).toBe('/');
  expect(after({ pathname: '/signup' })).toBe('/');
});

test.each([
  ['protocol-relative //host', { pathname: '//evil.example/cart' }],
  ['backslash /\\host', { pathname: '/\\evil.example/cart' }],
  ['an absolute URL', { pathname: 'https://evil.example/' }],
  ['a relative path', { pathname: 'cart' }],
  ['a tab the URL parser would drop', { pathname: '/\t/evil.example' }],
  ['a newline', { pathname: '/\n/evil.example' }],
  ['a search without its ?', { pathname: '/', search: '/evil.example' }],
  ['a hash without its #', { pathname: '/', hash: '/evil.example' }],
])('another host (%s) is never a destination: home instead', (_what, from) => {
  expect(after(from)).toBe('/');
});

test('the state a redirect to /login carries keeps only the path, query and fragment', () => {
  const location = { pathname: '/cart', search: '?x=1', hash: '#summary', state: { private: true }, key: 'k1' };
  expect(loginRedirectFrom(location)).toEqual({ from: { pathname: '/cart', search: '?x=1', hash: '#summary' } });
  expect(destinationAfterLogin(loginRedirectFrom(location))).toBe('/cart?x=1#summary');
});
