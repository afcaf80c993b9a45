import { validateSignup, type SignupValues } from '../validate-signup';
import { destinationAfterLogin, readLoginState } from '../login-state';

const ok: SignupValues = { name: 'Asha', email: 'asha@thali.test', password: 'secret', confirmPassword: 'secret', role: 'user' };

test('valid input has no errors', () => {
  expect(validateSignup(ok)).toEqual({});
});

test.each<[Partial<SignupValues>, Record<string, string>]>([
  [{ name: '  ' }, { name: 'Name is required' }],
  [{ email: '' }, { email: 'Email is required' }],
  [{ email: 'asha.thali.test' }, { email: 'Please enter a valid email address' }],
  [{ password: '12345', confirmPassword: '12345' }, { password: 'Password must be at least 6 characters long' }],
  [{ confirmPassword: 'secreT' }, { confirmPassword: 'Passwords do not match' }],
])('%o → %o', (change, errors) => {
  expect(validateSignup({ ...ok, ...change })).toEqual(errors);
});

test('every rule at once, keys in the spec order', () => {
  const errors = validateSignup({ name: '', email: '', password: '', confirmPassword: 'x', role: 'user' });
  expect(Object.keys(errors)).toEqual(['name', 'email', 'password', 'confirmPassword']);
});

test('login state: only well-formed values are read; destination falls back to home', () => {
  expect(readLoginState(null)).toEqual({});
  expect(readLoginState({ message: 1, email: 'a@b' })).toEqual({ from: undefined, message: undefined, email: 'a@b' });
  expect(destinationAfterLogin({})).toBe('/');
  expect(destinationAfterLogin({ from: { pathname: '/orders', search: '?a=1', hash: '#x' } })).toBe('/orders?a=1#x');
  expect(destinationAfterLogin({ from: { pathname: '/login' } })).toBe('/');
  expect(destinationAfterLogin({ from: { pathname: 'https://evil.example' } })).toBe('/');
});
