import { screen, waitFor, within } from '@testing-library/react';
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

// the profile's details (issue 44 added the sign-in number's section after them)
const details = () => screen.getAllByRole('region')[0]!;

test('issue 39: a kitchen’s account shows the person and sends the kitchen’s details to its dashboard; nothing to edit here', async () => {
  mockGet.mockResolvedValue(PROVIDER);
  renderPage(<ProfilePage />, { who: 'provider', path: '/profile' });
  await screen.findByText('Meal Provider');
  const region = details();
  expect(region).toHaveTextContent('NameAnnapurna Mess');
  expect(region).toHaveTextContent('Emailprovider@thali.test');
  expect(region).not.toHaveTextContent('Cuisine');
  expect(within(region).getByRole('link', { name: 'Open your kitchen profile' })).toHaveAttribute('href', expect.stringMatching(/^\/provider-dashboard/));
  expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
});

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

test('Edit Profile → form (the mobile after +91, cuisine only for providers); Cancel returns to view without saving', async () => {
  const user = await editing(CUSTOMER, 'customer');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(expect.stringContaining('(+91 is added for you)'));
  expect(within(screen.getByRole('group', { name: 'Address' })).getByRole('textbox', { name: 'House or flat' })).toHaveValue('');
  expect(screen.queryByLabelText('Cuisine')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Mobile number'), '12345');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(mockUpdate).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  expect(details()).toHaveTextContent('Mobile numberNot provided');
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
  // no address given: none sent (the stored one, if any, stays)
  expect(mockUpdate).toHaveBeenCalledWith('customer-uid', { name: 'Asha Patil', phone: '+919876543210' });
  await waitFor(() => expect(details()).toHaveTextContent('Mobile number+91 98765 43210'));
});

describe('the address (issue 40)', () => {
  const DHARAMPETH = { house: 'Flat 4B', street: 'Gokulpeth Market Road', area: 'Dharampeth', pin: '440010', landmark: 'Opposite the post office' };
  const address = () => screen.getByRole('group', { name: 'Address' });
  const field = (name: string) => within(address()).getByRole(name === 'Area' ? 'combobox' : 'textbox', { name });

  test('shown as its one line with the landmark beside it', async () => {
    mockGet.mockResolvedValue({ ...CUSTOMER, place: DHARAMPETH, address: 'Flat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010' });
    renderPage(<ProfilePage />, { who: 'customer', path: '/profile' });
    await screen.findByText('Customer');
    expect(details()).toHaveTextContent('AddressFlat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010Opposite the post office');
    expect(screen.queryByText(/Please complete your address/)).not.toBeInTheDocument();
  });

  test('edited field by field: a PIN code of another area is refused; the place is saved', async () => {
    mockUpdate.mockResolvedValue({ ...CUSTOMER, place: DHARAMPETH, address: 'Flat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010' });
    const user = await editing(CUSTOMER, 'customer');
    await user.type(field('House or flat'), DHARAMPETH.house);
    await user.type(field('Street'), DHARAMPETH.street);
    await user.selectOptions(field('Area'), 'Dharampeth');
    await user.type(field('PIN code'), '440015');
    await user.type(field('Landmark (optional)'), DHARAMPETH.landmark);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field('PIN code')).toHaveAccessibleDescription(expect.stringContaining('440015 is not a PIN code of Dharampeth. Its PIN code is 440010.'));
    expect(field('PIN code')).toHaveFocus();
    expect(mockUpdate).not.toHaveBeenCalled();
    await saveWith(user, field('PIN code'), '440010');
    expect(mockUpdate).toHaveBeenCalledWith('customer-uid', { name: 'Asha Patil', phone: '', place: DHARAMPETH });
    await waitFor(() => expect(details()).toHaveTextContent('AddressFlat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010Opposite the post office'));
  });

  test('an old one-line address is asked to be completed, and the form starts from it', async () => {
    const user = await editing({ ...CUSTOMER, address: '21 Shivaji Nagar, Dharampeth, Nagpur 440010' }, 'customer');
    expect(field('Street')).toHaveValue('21 Shivaji Nagar');
    expect(field('Area')).toHaveValue('Dharampeth');
    expect(field('PIN code')).toHaveValue('440010');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(details()).toHaveTextContent('Address21 Shivaji Nagar, Dharampeth, Nagpur 440010');
    expect(screen.getByText('Please complete your address with its area and PIN code (Edit Profile), so kitchens can tell whether they deliver to you.')).toBeInTheDocument();
  });
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

test('a customer has no kitchen picture field', async () => {
  await editing(CUSTOMER, 'customer');
  expect(screen.queryByLabelText(/^Kitchen picture/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Kitchen picture/)).not.toBeInTheDocument();
});
