import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmPhoneChange, getUserProfile, sendPhoneChangeCode, type UserProfile } from '@thali/firebase-data';
import { fakeData, FAKE_SMS_CODE } from '@thali/firebase-data/fake';
import { authValue, renderPage, resetData } from '../../../../testing/render-page';
import { ProfilePage } from '../profile-page';

// Issue 44: the profile's "Sign in with your mobile number": a number added or changed with a code by SMS.
jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const CUSTOMER: UserProfile = { uid: 'customer-uid', name: 'Asha Patil', email: 'customer@thali.test', role: 'user', createdAt: '2026-01-01T00:00:00Z' };
/** The data package's session (the fake's), the same account as the page's. */
const SESSION = { uid: 'customer-uid', email: 'customer@thali.test', displayName: 'Asha Patil' };
beforeEach(resetData);

const section = () => within(screen.getByRole('region', { name: 'Sign in with your mobile number' }));

test('a customer adds a number: a wrong code is said beside it, the right one makes it the profile’s verified mobile', async () => {
  fakeData.seed({ profiles: { 'customer-uid': CUSTOMER }, user: SESSION });
  renderPage(<ProfilePage />, { who: 'customer', path: '/profile' });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 2, name: 'Asha Patil' });
  expect(section().getByText('Add your mobile number to sign in with a code we send by SMS, without your password.')).toBeInTheDocument();
  expect(section().getByText('Once verified, it is also the number kitchens call or message about your orders.')).toBeInTheDocument();

  await user.click(section().getByRole('button', { name: 'Add mobile number' }));
  expect(section().getByLabelText('New mobile number')).toHaveFocus();
  await user.type(section().getByLabelText('New mobile number'), '98765 43210');
  await user.click(section().getByRole('button', { name: 'Send code' }));
  expect(sendPhoneChangeCode).toHaveBeenCalledWith('98765 43210', { recaptchaContainer: expect.any(HTMLElement) });
  await user.type(await section().findByLabelText('6-digit code'), '111111');
  await user.click(section().getByRole('button', { name: 'Verify number' }));
  expect(await section().findByText('That code is not right. Check the SMS and type the 6 digits again.')).toBeInTheDocument();

  await user.clear(section().getByLabelText('6-digit code'));
  await user.type(section().getByLabelText('6-digit code'), FAKE_SMS_CODE);
  await user.click(section().getByRole('button', { name: 'Verify number' }));
  expect(await section().findByText('Your mobile number +91 98765 43210 is verified.')).toBeInTheDocument();
  expect(confirmPhoneChange).toHaveBeenCalled();
  expect(section().getByText('You can sign in with +91 98765 43210 and a code we send by SMS.')).toBeInTheDocument();
  expect(section().getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
  // the profile's details show the verified number as the mobile kitchens see
  expect(within(screen.getAllByRole('region')[0]!).getByText('+91 98765 43210')).toBeInTheDocument();
  expect(fakeData.table('profiles')?.['customer-uid']?.phone).toBe('+919876543210');
});

test('a number another account signs in with is refused, and Cancel closes the steps', async () => {
  fakeData.seed({ profiles: { 'customer-uid': CUSTOMER }, user: SESSION, phoneUsers: { '+919823000001': 'someone-else' } });
  renderPage(<ProfilePage />, { auth: authValue('customer', { phoneNumber: '+919999900000' }), path: '/profile' });
  const user = userEvent.setup();
  await screen.findByRole('region', { name: 'Sign in with your mobile number' });
  expect(section().getByText('You can sign in with +91 99999 00000 and a code we send by SMS.')).toBeInTheDocument();
  await user.click(section().getByRole('button', { name: 'Change mobile number' }));
  await user.type(section().getByLabelText('New mobile number'), '9823000001');
  await user.click(section().getByRole('button', { name: 'Send code' }));
  await user.type(await section().findByLabelText('6-digit code'), FAKE_SMS_CODE);
  await user.click(section().getByRole('button', { name: 'Verify number' }));
  expect(await section().findByRole('alert')).toHaveTextContent('This mobile number already belongs to another Thali account.');
  await user.click(section().getByRole('button', { name: 'Cancel' }));
  expect(section().queryByLabelText('6-digit code')).not.toBeInTheDocument();
  expect(section().getByRole('button', { name: 'Change mobile number' })).toBeInTheDocument();
  expect(getUserProfile).toHaveBeenCalled();
});
