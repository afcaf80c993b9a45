import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signUp } from '@thali/firebase-data';
import { renderPage, resetData } from '../../../../testing/render-page';
import { SignupPage } from '../signup-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockSignUp = signUp as jest.MockedFunction<typeof signUp>;
const authError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });
const USER = { uid: 'u1', email: 'asha@thali.test', displayName: 'Asha' };

beforeEach(resetData);

async function fillValid(user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
  await user.type(screen.getByLabelText('Email'), 'asha@thali.test');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  return user;
}
/** Issue 39: "Provide Meals" asks the kitchen's details. */
async function fillKitchen(user: ReturnType<typeof userEvent.setup>) {
  const kitchen = within(screen.getByRole('group', { name: 'Your kitchen' }));
  await user.type(kitchen.getByLabelText('Kitchen name'), 'Asha’s Rasoi');
  await user.type(kitchen.getByLabelText('Kitchen phone'), '98220 10010');
  await user.selectOptions(kitchen.getByLabelText('Area'), 'Dharampeth');
  await user.type(kitchen.getByLabelText('Kitchen address'), '14 Ram Nagar Road, Nagpur');
  await user.selectOptions(kitchen.getByLabelText('Cuisine'), 'Other');
  await user.type(kitchen.getByLabelText('Your cuisine in a few words'), 'Vidarbha home food');
  await user.type(kitchen.getByLabelText('FSSAI number'), '12345678901234');
}
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Sign Up' }));

test('the form: fields, role select defaulting to Order Food, title, link to sign in', () => {
  renderPage(<SignupPage />, { path: '/signup' });
  expect(document.title).toBe('Sign Up · Thali');
  expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  const select = screen.getByLabelText('I want to');
  expect(select).toHaveValue('user');
  expect(screen.getByRole('option', { name: 'Order Food' })).toHaveValue('user');
  expect(screen.getByRole('option', { name: 'Provide Meals' })).toHaveValue('meal_provider');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('each validation message in the spec order, next to its field, focus on the first invalid one', async () => {
  renderPage(<SignupPage />, { path: '/signup' });
  const user = userEvent.setup();
  await submit(user);
  expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 6 characters long');
  expect(screen.getByLabelText('Full Name')).toHaveFocus();

  await user.type(screen.getByLabelText('Full Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha-at-thali');
  await submit(user);
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByLabelText('Email')).toHaveFocus();

  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'asha@thali.test');
  await user.type(screen.getByLabelText('Password', { exact: true }), '12345');
  await submit(user);
  expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
  expect(screen.getByLabelText('Password', { exact: true })).toHaveFocus();

  await user.type(screen.getByLabelText('Password', { exact: true }), '6');
  await user.type(screen.getByLabelText('Confirm Password'), '123457');
  await submit(user);
  expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
  expect(mockSignUp).not.toHaveBeenCalled();
});

test('"Creating Account..." while busy; success goes to /login with the message and the e-mail', async () => {
  let resolve!: () => void;
  mockSignUp.mockReturnValue(new Promise((r) => (resolve = () => r(USER))));
  renderPage(<SignupPage />, { path: '/signup' });
  const user = await fillValid();
  await user.selectOptions(screen.getByLabelText('I want to'), 'Provide Meals');
  await fillKitchen(user);
  await submit(user);
  expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  expect(mockSignUp).toHaveBeenCalledWith(
    { name: 'Asha Patil', email: 'asha@thali.test', password: 'secret1', role: 'meal_provider', kitchen: { name: 'Asha’s Rasoi', phone: '98220 10010',
      area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur', cuisine: 'other', cuisineOther: 'Vidarbha home food', fssai: '12345678901234' } },
    { onRetry: expect.any(Function) },
  );
  await act(async () => resolve());
  const where = await screen.findByTestId('location');
  expect(where).toHaveTextContent('/login');
  expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({
    message: 'Account created successfully! Please login to continue.',
    email: 'asha@thali.test',
  });
});

test('the retry attempt is shown while the data package waits', async () => {
  let resolve!: () => void;
  mockSignUp.mockImplementation((_input, opts) => {
    opts?.onRetry?.(2, 1000);
    return new Promise((r) => (resolve = () => r(USER)));
  });
  renderPage(<SignupPage />, { path: '/signup' });
  const user = await fillValid();
  await submit(user);
  expect(await screen.findByRole('status')).toHaveTextContent('Connection problem — retrying in 1 s (attempt 2 of 5)…');
  await act(async () => resolve());
  await screen.findByTestId('location');
});

test('already registered: the fixed message and Go to Login carrying the e-mail', async () => {
  mockSignUp.mockRejectedValue(authError('auth/email-already-in-use'));
  renderPage(<SignupPage />, { path: '/signup' });
  const user = await fillValid();
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered. Please try logging in instead.');
  expect(screen.queryByRole('button', { name: 'Retry Signup' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Go to Login' }));
  const where = await screen.findByTestId('location');
  expect(where).toHaveTextContent('/login');
  expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ email: 'asha@thali.test' });
});

test.each([
  ['auth/network-request-failed', 'Network connection is unstable. Please check your internet connection and try again.'],
  ['auth/visibility-check-was-unavailable', 'Firebase service is temporarily unavailable. We tried multiple times but could not connect. Please try again in a few moments.'],
])('%s: the message and Retry Signup, which submits again', async (code, text) => {
  mockSignUp.mockRejectedValueOnce(authError(code)).mockResolvedValueOnce(USER);
  renderPage(<SignupPage />, { path: '/signup' });
  const user = await fillValid();
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  await user.click(screen.getByRole('button', { name: 'Retry Signup' }));
  expect(mockSignUp).toHaveBeenCalledTimes(2);
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
});

test.each([
  [authError('auth/invalid-email'), 'Invalid email address'],
  [authError('auth/operation-not-allowed'), 'Email/password accounts are not enabled'],
  [authError('auth/weak-password'), 'Password is too weak'],
  [new Error('Something odd'), 'Something odd'],
  [new Error(''), 'An unexpected error occurred. Please try again.'],
  [undefined, 'Failed to create an account'],
  [new Error('No internet connection'), 'No internet connection available. Please check your network connection and try again.'],
])('%p shows "%s"', async (error, text) => {
  mockSignUp.mockRejectedValue(error);
  renderPage(<SignupPage />, { path: '/signup' });
  const user = await fillValid();
  await submit(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
});

test('Provide Meals asks the kitchen’s details, each wrong one said beside it; a customer is asked none', async () => {
  renderPage(<SignupPage />, { path: '/signup' });
  expect(screen.queryByRole('group', { name: 'Your kitchen' })).not.toBeInTheDocument();
  const user = await fillValid();
  await user.selectOptions(screen.getByLabelText('I want to'), 'Provide Meals');
  const kitchen = within(screen.getByRole('group', { name: 'Your kitchen' }));
  expect(kitchen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Dharampeth', 'Maharashtrian', 'Other']));
  await user.type(kitchen.getByLabelText('Kitchen phone'), '12345');
  await submit(user);
  expect(kitchen.getByLabelText('Kitchen name')).toHaveAccessibleDescription('Please enter your kitchen’s name.');
  expect(kitchen.getByLabelText('Kitchen name')).toHaveFocus();
  expect(kitchen.getByLabelText('Kitchen phone')).toHaveAccessibleDescription(expect.stringContaining('Please enter a 10-digit mobile number'));
  expect(kitchen.getByLabelText('Area')).toHaveAccessibleDescription('Please choose the area your kitchen is in.');
  expect(kitchen.getByLabelText('Cuisine')).toHaveAccessibleDescription('Please choose the cuisine you cook.');
  expect(mockSignUp).not.toHaveBeenCalled();
});
