import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPasswordReset, sendPasswordReset, verifyResetCode } from '@thali/firebase-data';
import { RESET_TEXTS } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { authValue, renderPage, resetData } from '../../../../testing/render-page';
import { ResetPasswordPage } from '../reset-password-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });
const ASHA = { uid: 'asha-uid', name: 'Asha', email: 'asha@example.in', role: 'user' as const, createdAt: '2026-11-01T00:00:00.000Z' };

beforeEach(() => {
  resetData();
  fakeData.seed({ profiles: { [ASHA.uid]: ASHA } });
});

const open = (search = '', who: 'anonymous' | 'customer' = 'anonymous') =>
  renderPage(<ResetPasswordPage />, { path: '/reset-password', search, who });

describe('asking for a link', () => {
  test('signed out: the e-mail field, checked like signup; the same answer for a known and an unknown e-mail', async () => {
    open();
    expect(document.title).toBe('Reset password · Thali');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send Reset Link' });

    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(send);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sendPasswordReset).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'example.in');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_TEXTS.sent);
    // The link leads back to this page of this site.
    expect(sendPasswordReset).toHaveBeenCalledWith('asha@example.in', { continueUrl: 'http://localhost/reset-password' });
    expect(Object.values(fakeData.table('resetCodes') ?? {})).toEqual(['asha@example.in']);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@example.in');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_TEXTS.sent);
    expect(Object.values(fakeData.table('resetCodes') ?? {})).toEqual(['asha@example.in']);
  });

  test('throttling and a lost connection are plain sentences, and the e-mail stays', async () => {
    jest.mocked(sendPasswordReset).mockRejectedValueOnce(authError('auth/too-many-requests'));
    jest.mocked(sendPasswordReset).mockRejectedValueOnce(authError('auth/network-request-failed'));
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.tooManyRequests);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.network);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('signed in: its own e-mail is filled in, and no Sign In link', async () => {
    open('', 'customer');
    expect(screen.getByLabelText('Email')).toHaveValue('customer@thali.test');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  test('the e-mail is filled in once the session becomes known', () => {
    const { setAuth } = renderPage(<ResetPasswordPage />, { path: '/reset-password', who: 'loading' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    setAuth(authValue('customer'));
    expect(screen.getByLabelText('Email')).toHaveValue('customer@thali.test');
  });

  test("another action's link (not a password reset) is not ours: the request form shows", () => {
    fakeData.seed({ resetCodes: { 'good-code': ASHA.email } });
    open('?mode=verifyEmail&oobCode=good-code');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(verifyResetCode).not.toHaveBeenCalled();
  });
});

describe('opened from the link', () => {
  test("shows the account, checks the two passwords like signup, then /login says it worked", async () => {
    fakeData.seed({ resetCodes: { 'good-code': ASHA.email } });
    open('?mode=resetPassword&oobCode=good-code&apiKey=x&lang=en');
    expect(await screen.findByText(ASHA.email)).toBeInTheDocument();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Set New Password' });
    const first = screen.getByLabelText('New Password');
    const second = screen.getByLabelText('Confirm New Password');

    await user.type(first, 'short');
    await user.click(save);
    expect(first).toHaveAccessibleDescription('Password must be at least 6 characters long');
    await user.type(first, '-and-long');
    await user.type(second, 'something-else');
    await user.click(save);
    expect(second).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmPasswordReset).not.toHaveBeenCalled();

    await user.clear(second);
    await user.type(second, 'short-and-long');
    await user.click(save);
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ message: RESET_TEXTS.done, email: ASHA.email });
    expect(confirmPasswordReset).toHaveBeenCalledWith('good-code', 'short-and-long');
    expect(fakeData.table('resetCodes')).toEqual({});
  });

  test('a link without mode works too; a signed-in user is signed out before /login', async () => {
    fakeData.seed({ resetCodes: { 'good-code': 'customer@thali.test' } });
    const { auth } = open('?oobCode=good-code', 'customer');
    await screen.findByText('customer@thali.test');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(auth.signOut).toHaveBeenCalled();
  });

  test('an expired or used link says so and offers a new one right there', async () => {
    open('?mode=resetPassword&oobCode=used-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.expiredLink);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ASHA.email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_TEXTS.sent);
  });

  test('a link that expires while the user types: the same message and a new link to ask for', async () => {
    fakeData.seed({ resetCodes: { 'good-code': ASHA.email } });
    jest.mocked(confirmPasswordReset).mockRejectedValueOnce(authError('auth/expired-action-code'));
    open('?mode=resetPassword&oobCode=good-code');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.expiredLink);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  test('a lost connection while checking the link offers Try Again; a weak password is a plain sentence', async () => {
    fakeData.seed({ resetCodes: { 'good-code': ASHA.email } });
    jest.mocked(verifyResetCode).mockRejectedValueOnce(authError('auth/network-request-failed'));
    jest.mocked(confirmPasswordReset).mockRejectedValueOnce(authError('auth/weak-password'));
    open('?mode=resetPassword&oobCode=good-code');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_TEXTS.network);
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(ASHA.email)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New Password'), 'brand-new-9');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-9');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_TEXTS.weakPassword);
    expect(screen.getByLabelText('New Password')).toHaveValue('brand-new-9');
  });
});
