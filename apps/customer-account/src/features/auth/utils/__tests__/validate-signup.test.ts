import { KITCHEN_DETAILS_MESSAGES } from '@thali/firebase-data/logic';
import { EMPTY_SIGNUP, validateSignup as validate, type SignupValues } from '../validate-signup';
import { kitchenSignupErrors } from '../../components/kitchen-signup';

import { destinationAfterLogin, readLoginState } from '../login-state';

/** Signup's checks with the kitchen's, as the page runs them once "Provide Meals" has fetched them. */
const validateSignup = (values: SignupValues) => validate(values, kitchenSignupErrors);

const ok: SignupValues = { ...EMPTY_SIGNUP, name: 'Asha', email: 'asha@thali.test', password: 'secret', confirmPassword: 'secret', role: 'user' };

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
  const errors = validateSignup({ ...EMPTY_SIGNUP, name: '', email: '', password: '', confirmPassword: 'x', role: 'user' });
  expect(Object.keys(errors)).toEqual(['name', 'email', 'password', 'confirmPassword']);
});

// issue 39: Provide Meals sets up the kitchen
const kitchen: SignupValues = { ...ok, role: 'meal_provider', kitchenName: 'Sunita’s Kitchen', phone: '98220 10010', area: 'Dharampeth',
  address: '14 Ram Nagar Road, Nagpur', cuisine: 'maharashtrian' };

test('a kitchen needs its name, an Indian phone, an area, an address and a cuisine; FSSAI is optional but 14 digits', () => {
  expect(validateSignup(kitchen)).toEqual({});
  expect(validateSignup({ ...kitchen, fssai: '1234 5678 9012 34' })).toEqual({});
  expect(validateSignup({ ...kitchen, kitchenName: '', phone: '12345', area: '', address: '', cuisine: '', fssai: '1234' })).toEqual({
    kitchenName: KITCHEN_DETAILS_MESSAGES.nameRequired, phone: KITCHEN_DETAILS_MESSAGES.phoneInvalid, area: KITCHEN_DETAILS_MESSAGES.areaRequired,
    address: KITCHEN_DETAILS_MESSAGES.addressShort, cuisine: KITCHEN_DETAILS_MESSAGES.cuisineRequired, fssai: KITCHEN_DETAILS_MESSAGES.fssaiInvalid,
  });
  expect(validateSignup({ ...kitchen, cuisine: 'other' })).toEqual({ cuisineOther: KITCHEN_DETAILS_MESSAGES.cuisineOtherRequired });
  // a customer is asked none of it
  expect(validateSignup({ ...kitchen, role: 'user', phone: '12345' })).toEqual({});
});

test('login state: only well-formed values are read; destination falls back to home', () => {
  expect(readLoginState(null)).toEqual({});
  expect(readLoginState({ message: 1, email: 'a@b' })).toEqual({ from: undefined, message: undefined, email: 'a@b' });
  expect(destinationAfterLogin({})).toBe('/');
  expect(destinationAfterLogin({ from: { pathname: '/orders', search: '?a=1', hash: '#x' } })).toBe('/orders?a=1#x');
  expect(destinationAfterLogin({ from: { pathname: '/login' } })).toBe('/');
  expect(destinationAfterLogin({ from: { pathname: 'https://evil.example' } })).toBe('/');
});
