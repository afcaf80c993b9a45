import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUserProfile, updateUserProfile, type UserProfile } from '@thali/firebase-data';
import { renderPage, resetData } from '../../../../testing/render-page';
import { ProfilePage } from '../profile-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
const mockGet = getUserProfile as jest.MockedFunction<typeof getUserProfile>;
const mockUpdate = updateUserProfile as jest.MockedFunction<typeof updateUserProfile>;

const CUSTOMER: UserProfile = { uid: 'customer-uid', name: 'Asha Patil', email: 'customer@thali.test', role: 'user', createdAt: '2026-01-01T00:00:00Z' };
const PROVIDER: UserProfile = {
  uid: 'provider-uid', name: 'Annapurna Mess', email: 'provider@thali.test', role: 'meal_provider', createdAt: '2026-01-01T00:00:00Z',
  phone: '+91 98220 11111', address: 'Dharampeth, Nagpur', cuisine: 'Maharashtrian',
};

/** The profile page of `who` showing `profile`, its form opened with Edit Profile: the user to go on with. */
async function editing(profile: UserProfile, who: 'customer' | 'provider') {
  mockGet.mockResolvedValue(profile);
  renderPage(<ProfilePage />, { who, path: '/profile' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return user;
}

/** `value` typed into `field` in place of what it held, then Save Changes. */
async function saveWith(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

beforeEach(() => {
  resetData();
});

const details = () => screen.getByRole('region', { name: /./ });

test('a customer: Customer label, name, e-mail, "Not provided" for empty phone and address, no cuisine', async () => {
  mockGet.mockResolvedValue(CUSTOMER);
  renderPage(<ProfilePage />, { who: 'customer', path: '/profile' });
  expect(document.title).toBe('My Profile · Thali');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  await screen.findByText('Customer');
  expect(mockGet).toHaveBeenCalledWith('customer-uid');
  const region = details();
  expect(region).toHaveTextContent('NameAsha Patil');
  expect(region).toHaveTextContent('Emailcustomer@thali.test');
  expect(region).toHaveTextContent('Mobile numberNot provided');
  expect(region).toHaveTextContent('AddressNot provided');
  expect(region).not.toHaveTextContent('Cuisine');
});

test('a provider: Meal Provider label, details, and "Not specified" for an empty cuisine', async () => {
  mockGet.mockResolvedValue({ ...PROVIDER, cuisine: '' });
  renderPage(<ProfilePage />, { who: 'provider', path: '/profile' });
  await screen.findByText('Meal Provider');
  const region = details();
  expect(region).toHaveTextContent('Phone+91 98220 11111');
  expect(region).toHaveTextContent('AddressDharampeth, Nagpur');
  expect(region).toHaveTextContent('CuisineNot specified');
});

test('Edit Profile → form (the mobile after +91, cuisine only for providers); Cancel returns to view without saving', async () => {
  const user = await editing(CUSTOMER, 'customer');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('(+91 is added for you)'));
  expect(screen.getByLabelText('Address')).toHaveValue('');
  expect(screen.queryByLabelText('Cuisine')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Mobile number'), '12345');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(mockUpdate).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  expect(details()).toHaveTextContent('Mobile numberNot provided');
});

test('a provider saves name, phone, address and cuisine; back to view mode with the saved values', async () => {
  mockUpdate.mockImplementation(async (_uid, changes) => ({ ...PROVIDER, ...changes }) as UserProfile);
  const user = await editing(PROVIDER, 'provider');
  await user.clear(screen.getByLabelText('Cuisine'));
  await user.type(screen.getByLabelText('Cuisine'), 'Saoji');
  await saveWith(user, screen.getByLabelText('Address'), 'Sitabuldi, Nagpur');
  expect(mockUpdate).toHaveBeenCalledWith('provider-uid', {
    name: 'Annapurna Mess', phone: '+91 98220 11111', address: 'Sitabuldi, Nagpur', cuisine: 'Saoji', image: '',
  });
  await waitFor(() => expect(details()).toHaveTextContent('CuisineSaoji'));
  expect(details()).toHaveTextContent('AddressSitabuldi, Nagpur');
});

test('issue 36: an approved kitchen’s new name waits for approval: the profile keeps the approved name and says so', async () => {
  mockUpdate.mockImplementation(async (_uid, changes) => ({ ...PROVIDER, nameRequest: changes.name }) as UserProfile);
  const user = await editing(PROVIDER, 'provider');
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/new name shows after Thali approves it/);
  await saveWith(user, screen.getByLabelText('Name'), 'Annapurna Tiffin Services');
  await waitFor(() => expect(details()).toHaveTextContent('Name change to Annapurna Tiffin Services awaiting approval'));
  expect(within(details()).getByRole('heading', { name: 'Annapurna Mess' })).toBeInTheDocument();
});

test('a customer edits the mobile number: a wrong one is refused; a right one is saved as +91…, no cuisine sent', async () => {
  mockGet.mockResolvedValue({ ...CUSTOMER, phone: '+919822011111' });
  mockUpdate.mockResolvedValue({ ...CUSTOMER, phone: '+919876543210' });
  renderPage(<ProfilePage />, { who: 'customer', path: '/profile' });
  const user = userEvent.setup();
  expect(await screen.findByText('+91 98220 11111')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const mobile = screen.getByLabelText('Mobile number');
  // the stored number without the +91 the box shows before it
  expect(mobile).toHaveValue('9822011111');
  await saveWith(user, mobile, '0712 2345678');
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Please enter a 10-digit Indian mobile number, such as 98765 43210.'));
  expect(mobile).toHaveFocus();
  expect(mockUpdate).not.toHaveBeenCalled();
  await saveWith(user, mobile, '98765 43210');
  expect(mockUpdate).toHaveBeenCalledWith('customer-uid', { name: 'Asha Patil', phone: '+919876543210', address: '' });
  await waitFor(() => expect(details()).toHaveTextContent('Mobile number+91 98765 43210'));
});

test('a kitchen may give a landline with its STD code; a number that is neither is refused', async () => {
  mockUpdate.mockImplementation(async (_uid, changes) => ({ ...PROVIDER, ...changes }) as UserProfile);
  const user = await editing(PROVIDER, 'provider');
  const phone = screen.getByLabelText('Phone');
  expect(phone).toHaveAccessibleDescription(expect.stringContaining('or a landline with its STD code'));
  await saveWith(user, phone, '12345');
  expect(phone).toHaveAccessibleDescription(expect.stringContaining('Please enter a 10-digit mobile number or a landline with its STD code, such as 0712 2345678.'));
  expect(mockUpdate).not.toHaveBeenCalled();
  await saveWith(user, phone, '0712-2345678');
  expect(mockUpdate).toHaveBeenCalledWith('provider-uid', expect.objectContaining({ phone: '0712-2345678' }));
  await waitFor(() => expect(details()).toHaveTextContent('Phone0712 2345678'));
});

test('a load failure shows "Error: {message}" in an alert', async () => {
  mockGet.mockRejectedValue(new Error('Profile not found'));
  renderPage(<ProfilePage />, { who: 'customer', path: '/profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Profile not found');
});

test('a save failure shows a plain sentence (never the SDK code) and keeps the edits', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockUpdate.mockRejectedValue(new Error('PERMISSION_DENIED: Permission denied'));
  const user = await editing(CUSTOMER, 'customer');
  await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to save profile');
  expect(alert).not.toHaveTextContent('PERMISSION_DENIED');
  expect(logged).toHaveBeenCalled();
  expect(screen.getByLabelText('Mobile number')).toHaveValue('98765 43210');
  expect(within(screen.getByRole('form')).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  logged.mockRestore();
});

test('a kitchen picture: previewed; an address the rules refuse or a picture that fails to load blocks the save with the message', async () => {
  mockGet.mockResolvedValue(PROVIDER);
  mockUpdate.mockImplementation(async (_uid, changes) => ({ ...PROVIDER, ...changes }) as UserProfile);
  renderPage(<ProfilePage />, { who: 'provider', path: '/profile' });
  const user = userEvent.setup();
  expect(await screen.findByText('Meal Provider')).toBeInTheDocument();
  expect(details()).toHaveTextContent('Kitchen pictureNot provided');
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  const field = screen.getByLabelText(/^Kitchen picture/);
  expect(screen.getByText('No picture: your listing shows a placeholder')).toBeInTheDocument();

  // not an address the rules accept: refused before anything is sent, focus on the field
  await user.type(field, 'http://example.in/k.jpg');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(mockUpdate).not.toHaveBeenCalled();
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid image URL'));
  expect(field).toHaveFocus();

  // a picture that does not load: the preview says so, and so does the save
  await user.clear(field);
  await user.type(field, '/images/missing.svg');
  const preview = await screen.findByRole('img', { name: 'Preview of your kitchen picture' });
  fireEvent.error(preview);
  expect(await screen.findByText('Invalid image URL')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(mockUpdate).not.toHaveBeenCalled();
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Invalid image URL'));

  // one that loads is saved with the rest and shown
  await user.clear(field);
  await user.type(field, '/images/kitchen-saoji.svg');
  expect(await screen.findByRole('img', { name: 'Preview of your kitchen picture' })).toHaveAttribute('src', '/images/kitchen-saoji.svg');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(mockUpdate).toHaveBeenCalledWith('provider-uid', expect.objectContaining({ image: '/images/kitchen-saoji.svg', phone: '+91 98220 11111' }));
  expect(await screen.findByRole('img', { name: 'Kitchen picture of Annapurna Mess' })).toHaveAttribute('src', '/images/kitchen-saoji.svg');
});

test('a customer has no kitchen picture field', async () => {
  await editing(CUSTOMER, 'customer');
  expect(screen.queryByLabelText(/^Kitchen picture/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Kitchen picture/)).not.toBeInTheDocument();
});
