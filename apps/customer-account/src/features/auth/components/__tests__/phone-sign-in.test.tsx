import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completePhoneSignup, sendSignInCode, confirmSignInCode } from '@thali/firebase-data';
import { fakeData, FAKE_SMS_CODE } from '@thali/firebase-data/fake';
import { ExpiredCodeError, PHONE_TEXTS, TooManyAttemptsError } from '@thali/firebase-data/logic';
import { authValue, renderPage, resetData } from '../../../../testing/render-page';
import { LoginPage } from '../login-page';

// Issue 44: "Continue with mobile number" on /login, over the data package's fake (its SMS code is FAKE_SMS_CODE).
jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);
afterEach(() => jest.useRealTimers());

async function openPhone(user = userEvent.setup()) {
  const page = renderPage(<LoginPage />, { path: '/login' });
  await user.click(screen.getByRole('button', { name: 'Continue with mobile number' }));
  // its steps are fetched when picked
  await screen.findByLabelText('Mobile number');
  return { user, ...page };
}

async function sendTo(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Mobile number'), number);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('6-digit code');
}

test('a new number: the number, a wrong code said beside it, the right code, then the name and role once, then home', async () => {
  const { user, setAuth } = await openPhone();
  expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Mobile number is required/);
  await user.type(screen.getByLabelText('Mobile number'), '12345');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(new RegExp(PHONE_TEXTS.invalidNumber.replace(/[.]/g, '\\.')));
  expect(sendSignInCode).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText('Mobile number'));
  await sendTo(user, '98765 43210');
  expect(sendSignInCode).toHaveBeenCalledWith('98765 43210', { recaptchaContainer: expect.any(HTMLElement) });
  expect(screen.getByText('We sent a 6-digit code by SMS to +91 98765 43210.')).toBeInTheDocument();
  expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  expect(screen.getByLabelText('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 0:30');

  await user.type(screen.getByLabelText('6-digit code'), '000000');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByText(PHONE_TEXTS.wrongCode)).toBeInTheDocument();
  expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(new RegExp(PHONE_TEXTS.wrongCode.replace(/[.]/g, '\\.')));

  await user.clear(screen.getByLabelText('6-digit code'));
  await user.type(screen.getByLabelText('6-digit code'), FAKE_SMS_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  // a new number: its account's name and role, asked once
  expect(await screen.findByText('Your number is verified. Tell us who you are to finish creating your account.')).toBeInTheDocument();
  expect(screen.getByLabelText('Full Name')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Name is required');
  await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(completePhoneSignup).toHaveBeenCalledWith({ name: 'Asha Patil', role: 'user' });
  const [uid] = Object.values(fakeData.table('phoneUsers') ?? {});
  expect(fakeData.table('profiles')?.[uid!]).toMatchObject({ name: 'Asha Patil', role: 'user', phone: '+919876543210' });

  // the page leaves once the portal's session has the account with its role
  setAuth(authValue('customer', { uid }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('a new kitchen by mobile number is set up as at signup and lands on its dashboard', async () => {
  const { user, setAuth } = await openPhone();
  await sendTo(user, '9876543210');
  await user.type(screen.getByLabelText('6-digit code'), FAKE_SMS_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  await user.type(await screen.findByLabelText('Full Name'), 'Asha Patil');
  await user.selectOptions(screen.getByLabelText('I want to'), 'Provide Meals');
  const kitchen = within(await screen.findByRole('group', { name: 'Your kitchen' }));
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(kitchen.getByLabelText('Kitchen name')).toHaveFocus();
  expect(completePhoneSignup).not.toHaveBeenCalled();
  await user.type(kitchen.getByLabelText('Kitchen name'), 'Asha’s Rasoi');
  await user.type(kitchen.getByLabelText('Kitchen phone'), '98220 10010');
  await user.selectOptions(kitchen.getByLabelText('Area'), 'Dharampeth');
  await user.type(kitchen.getByLabelText('Kitchen address'), '14 Ram Nagar Road, Nagpur');
  await user.selectOptions(kitchen.getByLabelText('Cuisine'), 'Maharashtrian');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(completePhoneSignup).toHaveBeenCalledWith(expect.objectContaining({
    name: 'Asha Patil', role: 'meal_provider', kitchen: expect.objectContaining({ name: 'Asha’s Rasoi', area: 'Dharampeth' }),
  }));
  // still here while the session has not read the new role
  const [uid] = Object.values(fakeData.table('phoneUsers') ?? {});
  setAuth({ ...authValue('provider', { uid }), role: '', isProvider: false });
  expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  setAuth(authValue('provider', { uid }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/provider-dashboard/orders');
});

test('an existing number signs straight in, without asking its name again', async () => {
  fakeData.seed({
    phoneUsers: { '+919823000001': 'demo-customer' },
    profiles: { 'demo-customer': { uid: 'demo-customer', name: 'Asha', email: 'customer@thali.test', role: 'user', createdAt: '', phone: '+919823000001' } },
  });
  const { user, setAuth } = await openPhone();
  await sendTo(user, '98230 00001');
  await user.type(screen.getByLabelText('6-digit code'), FAKE_SMS_CODE);
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  // busy until the portal's session has the account
  expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();
  expect(confirmSignInCode).toHaveBeenCalled();
  expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
  setAuth(authValue('customer', { uid: 'demo-customer' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});

test('an expired code says so and offers a new code at once; too many attempts say so', async () => {
  const { user } = await openPhone();
  await sendTo(user, '98765 43210');
  jest.mocked(confirmSignInCode).mockRejectedValueOnce(new ExpiredCodeError());
  await user.type(screen.getByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new code.');
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getByText('You can ask for a new code now.')).toBeInTheDocument();

  jest.mocked(sendSignInCode).mockRejectedValueOnce(new TooManyAttemptsError());
  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a while and try again later.');
});

test('the resend timer counts down each second, then offers a new code, which is sent to the same number', async () => {
  jest.useFakeTimers();
  const { user } = await openPhone(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
  await sendTo(user, '98765 43210');
  expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 0:30');
  expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 0:29');
  for (let s = 0; s < 29; s += 1) act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getByText('You can ask for a new code now.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByText('We sent a new code to +91 98765 43210.')).toBeInTheDocument();
  expect(sendSignInCode).toHaveBeenLastCalledWith('+919876543210', { recaptchaContainer: expect.any(HTMLElement) });
  expect(screen.getByRole('timer')).toHaveTextContent('Resend code in 0:30');

  // Change number: back to the number, focused
  await user.click(screen.getByRole('button', { name: 'Change number' }));
  expect(screen.getByLabelText('Mobile number')).toHaveFocus();
});

test('Sign in with email instead goes back to the e-mail form', async () => {
  const { user } = await openPhone();
  await user.click(await screen.findByRole('button', { name: 'Sign in with email instead' }));
  expect(screen.getByLabelText('Email')).toBeInTheDocument();
  expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
});

test('a number verified before whose name and role were never given is asked for them on /login', async () => {
  fakeData.seed({ user: { uid: 'phone-uid', email: null, displayName: null, phoneNumber: '+919876543210' } });
  const { setAuth } = renderPage(<LoginPage />, { path: '/login', auth: { ...authValue('customer', { uid: 'phone-uid', phoneNumber: '+919876543210' }), role: '' } });
  const user = userEvent.setup();
  expect(await screen.findByText('Your number is verified. Tell us who you are to finish creating your account.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Full Name'), 'Asha Patil');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(completePhoneSignup).toHaveBeenCalledWith({ name: 'Asha Patil', role: 'user' });
  setAuth(authValue('customer', { uid: 'phone-uid', phoneNumber: '+919876543210' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});
