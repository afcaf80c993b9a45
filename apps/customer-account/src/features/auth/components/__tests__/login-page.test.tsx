import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@thali/firebase-data';
import { authValue, renderPage, resetData } from '../../../../testing/render-page';
import { LoginPage } from '../login-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockSignIn = signIn as jest.MockedFunction<typeof signIn>;

const authError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

beforeEach(resetData);

function fill(email: string, password: string) {
  const user = userEvent.setup();
  return (async () => {
    if (email) await user.type(screen.getByLabelText('Email'), email);
    if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
    return user;
  })();
}

test('shows the form: email, password with Show/Hide, Remember me, Forgot password?, Sign Up; sets the title', async () => {
  renderPage(<LoginPage />, { path: '/login' });
  expect(document.title).toBe('Sign In · Thali');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
});

test('email and password are required; focus moves to the first missing one and nothing is sent', async () => {
  renderPage(<LoginPage />, { path: '/login' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  await user.type(screen.getByLabelText('Email'), 'a@b.in');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(mockSignIn).not.toHaveBeenCalled();
});

test('"Signing in..." while busy, then waits for the session and goes home', async () => {
  let resolve!: () => void;
  mockSignIn.mockReturnValue(new Promise((r) => (resolve = () => r({ uid: 'customer-uid', email: 'a@b.in', displayName: 'A' }))));
  const { setAuth } = renderPage(<LoginPage />, { path: '/login' });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  expect(mockSignIn).toHaveBeenCalledWith('a@b.in', 'secret1', { remember: false });
  await act(async () => resolve());
  // Still here until the portal's session reports signed-in.
  expect(screen.getByRole('button', { name: 'Signing in...' })).toBeInTheDocument();
  setAuth(authValue('customer'));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('Remember me ticked asks for a persistent session', async () => {
  mockSignIn.mockResolvedValue({ uid: 'customer-uid', email: 'a@b.in', displayName: 'A' });
  renderPage(<LoginPage />, { path: '/login' });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(mockSignIn).toHaveBeenCalledWith('a@b.in', 'secret1', { remember: true });
});

test.each([
  ['goes back to the page the guard sent the user from', { pathname: '/cart', search: '?x=1' }, '/cart'],
  ['a return path to another host (//host) is refused: home instead', { pathname: '//evil.example/cart', search: '' }, /^\/$/],
])('%s', async (_name, path, destination) => {
  mockSignIn.mockResolvedValue({ uid: 'customer-uid', email: 'a@b.in', displayName: 'A' });
  const from = { ...path, hash: '', state: null, key: 'k' };
  const { setAuth } = renderPage(<LoginPage />, { path: '/login', state: { from } });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockSignIn).toHaveBeenCalled());
  setAuth(authValue('customer'));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(destination));
});

// Each Auth code's text is loginErrorMessage's (its table is in @thali/firebase-data's auth-errors.test.ts); here, that
// the page shows it.
test('a refused sign-in shows its text and the form stays usable', async () => {
  mockSignIn.mockRejectedValue(authError('auth/invalid-credential'));
  renderPage(<LoginPage />, { path: '/login' });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('another error shows its own message; one without a message shows "Failed to sign in"', async () => {
  mockSignIn.mockRejectedValueOnce(new Error('Quota exceeded'));
  mockSignIn.mockRejectedValueOnce({});
  renderPage(<LoginPage />, { path: '/login' });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Quota exceeded');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to sign in'));
});

test('arriving from signup shows the success message with the e-mail prefilled', () => {
  renderPage(<LoginPage />, {
    path: '/login',
    state: { message: 'Account created successfully! Please login to continue.', email: 'new@thali.test' },
  });
  expect(screen.getByRole('status')).toHaveTextContent('Account created successfully! Please login to continue.');
  expect(screen.getByLabelText('Email')).toHaveValue('new@thali.test');
});

test('already signed in as someone else: waits for the new account before leaving', async () => {
  mockSignIn.mockResolvedValue({ uid: 'customer-uid', email: 'a@b.in', displayName: 'A' });
  const { setAuth } = renderPage(<LoginPage />, { path: '/login', who: 'provider' });
  const user = await fill('a@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockSignIn).toHaveBeenCalled());
  await act(async () => {});
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  setAuth(authValue('customer'));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('issue 39: a kitchen lands on its dashboard, unless a page sent it here', async () => {
  mockSignIn.mockResolvedValue({ uid: 'provider-uid', email: 'k@b.in', displayName: 'K' });
  const { setAuth, unmount } = renderPage(<LoginPage />, { path: '/login' });
  let user = await fill('k@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockSignIn).toHaveBeenCalled());
  setAuth(authValue('provider'));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/provider-dashboard(\/orders)?$/);
  unmount();

  const sent = renderPage(<LoginPage />, { path: '/login', state: { from: { pathname: '/provider-dashboard/hours' } } });
  user = await fill('k@b.in', 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(mockSignIn).toHaveBeenCalledTimes(2));
  sent.setAuth(authValue('provider'));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/provider-dashboard\/hours$/);
});
