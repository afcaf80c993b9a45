import { act, screen, within } from '@testing-library/react';
import type { AreaName } from '@thali/domain/areas';
import userEvent from '@testing-library/user-event';
import { subscribeToPlan, type UserProfile } from '@thali/firebase-data';
import { DeliveryAreaError, PlanFullError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { renderPage, resetData } from '../../../../testing/render-page';
import { DAY, NOW, TODAY, makePlan } from '../../../../testing/tiffin-fixtures';
import { SubscribePage } from '../subscribe-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const kitchen = (approved = true, deliversTo: AreaName[] = ['Dharampeth', 'Sitabuldi']) => ({ id: 'prov-a', name: 'Annapurna Tiffin Service', cuisine: 'Maharashtrian',
  address: 'Nagpur', phone: '', rating: null, approved, holidays: [], accepting: true, pureVeg: false, deliversTo, minOrder: 0 });
const HOME = { house: '12', street: 'Ram Nagar Road', area: 'Dharampeth', pin: '440010' };
const profile: UserProfile = {
  uid: 'customer-uid', role: 'user', name: 'Asha Patil', email: 'customer@thali.test', phone: '+91 98220 00000', place: HOME,
  address: '12, Ram Nagar Road, Dharampeth, Nagpur 440010', createdAt: '2026-01-01T00:00:00.000Z',
};
const field = (name: string) => within(screen.getByRole('group', { name: 'Delivery address' })).getByRole(name === 'Area' ? 'combobox' : 'textbox', { name });

beforeEach(() => {
  resetData();
  jest.spyOn(Date, 'now').mockImplementation(() => NOW);
  fakeData.seed({ plans: [makePlan()], providers: [kitchen()], profiles: { 'customer-uid': profile } });
});
afterEach(() => jest.restoreAllMocks());

async function open(search = '?plan=plan-1') {
  const user = userEvent.setup();
  renderPage(<SubscribePage />, { who: 'customer', path: '/subscribe', search });
  return { user };
}

test('the plan summary, the form prefilled from the profile, and how payment works', async () => {
  await open();
  expect(document.title).toBe('Subscribe · Thali');
  expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to a tiffin plan' })).toBeInTheDocument();
  const summary = await screen.findByRole('region', { name: 'Everyday Veg Tiffin' });
  expect(summary).toHaveTextContent('KitchenAnnapurna Tiffin Service');
  expect(summary).toHaveTextContent('MealsLunch and Dinner, Mon–Sat');
  expect(summary).toHaveTextContent('DietVeg');
  expect(summary).toHaveTextContent('Price₹3,200.00 a month (₹61.54 a meal)');
  const start = screen.getByLabelText('Start date');
  expect(start).toHaveValue('2026-11-24');
  expect(start).toHaveAttribute('min', '2026-11-24');
  expect(start).toHaveAttribute('max', '2026-12-23');
  expect(field('House or flat')).toHaveValue('12');
  expect(field('Street')).toHaveValue('Ram Nagar Road');
  expect(field('Area')).toHaveValue('Dharampeth');
  expect(field('PIN code')).toHaveValue('440010');
  expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+91 98220 00000');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
  expect(screen.getByText('You pay the kitchen directly each month, in cash or by UPI on delivery. Thali takes no online payment.')).toBeInTheDocument();
});

test('Confirm subscribes and goes to My Tiffins', async () => {
  const { user } = await open();
  const start = await screen.findByLabelText('Start date');
  await user.clear(start);
  await user.type(start, '2026-11-30');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(subscribeToPlan).toHaveBeenCalledWith('customer-uid', {
    planId: 'plan-1', startDay: TODAY + 7 * DAY, place: HOME, customerName: 'Asha Patil', phone: '+91 98220 00000',
  });
  expect(await screen.findByTestId('location')).toHaveTextContent('/tiffins');
  expect(fakeData.table('plans')?.[0]?.seatsTaken).toBe(13);
});

test('taking the last seat still goes to My Tiffins (the form stays while the seat count moves)', async () => {
  fakeData.seed({ plans: [makePlan({ seatsTaken: 39 })] });
  const { user } = await open();
  await screen.findByLabelText('Start date');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/tiffins');
  expect(fakeData.table('plans')?.[0]?.seatsTaken).toBe(40);
});

test('the address\'s fields are checked (a PIN code of another area too) and the start date must be in range', async () => {
  const { user } = await open();
  await screen.findByLabelText('Start date');
  await user.clear(field('Street'));
  await user.type(field('Street'), 'ab');
  await user.clear(field('PIN code'));
  await user.type(field('PIN code'), '440022');
  const start = screen.getByLabelText('Start date');
  await user.clear(start);
  await user.type(start, '2026-11-23');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(start).toHaveAccessibleDescription(expect.stringContaining('Please choose a start date from tomorrow to 30 days ahead'));
  expect(start).toHaveFocus();
  expect(field('Street')).toHaveAccessibleDescription('The street needs at least 3 characters.');
  expect(field('PIN code')).toHaveAccessibleDescription(expect.stringContaining('440022 is not a PIN code of Dharampeth. Its PIN code is 440010.'));
  await user.clear(field('House or flat'));
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(field('House or flat')).toHaveAccessibleDescription(expect.stringContaining('Please enter the house or flat number.'));
  expect(subscribeToPlan).not.toHaveBeenCalled();
});

test('an address the kitchen does not deliver to: its areas said at once and on Confirm; nothing is sent', async () => {
  fakeData.seed({ providers: [kitchen(true, ['Sitabuldi'])] });
  const { user } = await open();
  const sentence = 'Annapurna Tiffin Service delivers only to Sitabuldi (440012).';
  expect(await screen.findByText(sentence)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(screen.getByRole('alert')).toHaveTextContent(sentence);
  expect(subscribeToPlan).not.toHaveBeenCalled();
  // a served area goes through
  await user.selectOptions(field('Area'), 'Sitabuldi');
  await user.clear(field('PIN code'));
  await user.type(field('PIN code'), '440012');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(subscribeToPlan).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ place: { ...HOME, area: 'Sitabuldi', pin: '440012' } }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/tiffins');
});

test('the database refusing the area (the kitchen changed its areas meanwhile) reads as the form\'s own words', async () => {
  const { user } = await open();
  await screen.findByLabelText('Start date');
  const sentence = 'Annapurna Tiffin Service delivers only to Sitabuldi (440012).';
  jest.mocked(subscribeToPlan).mockRejectedValueOnce(new DeliveryAreaError('prov-a', sentence));
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
});

test('a profile with only the old one-line address is asked to complete it, prefilled from it', async () => {
  fakeData.seed({ profiles: { 'customer-uid': { ...profile, place: undefined, address: '7 Shankar Nagar, Dharampeth, Nagpur 440010' } } });
  await open();
  const group = await screen.findByRole('group', { name: 'Delivery address' });
  expect(within(group).getByText(/^Your profile has your address as one line/)).toBeInTheDocument();
  expect(field('House or flat')).toHaveValue('');
  expect(field('Street')).toHaveValue('7 Shankar Nagar');
  expect(field('Area')).toHaveValue('Dharampeth');
  expect(field('PIN code')).toHaveValue('440010');
});

test('a full plan says so, with no form', async () => {
  fakeData.seed({ plans: [makePlan({ seatsTaken: 40 })] });
  await open();
  expect(await screen.findByText('This plan is full.')).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the kitchen’s menu' })).toHaveAttribute('href', '/provider/prov-a/menu');
});

test('the last seat going while the form is open: "This plan is full."', async () => {
  const { user } = await open();
  await screen.findByLabelText('Start date');
  jest.mocked(subscribeToPlan).mockRejectedValueOnce(new PlanFullError());
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This plan is full.');
});

test('a third active subscription to one plan: the plain sentence from the data package', async () => {
  fakeData.seed({ subscriptions: [1, 2].map((n) => ({ id: `s${n}`, planId: 'plan-1', providerId: 'prov-a', customerId: 'customer-uid',
    customerName: 'Asha', address: '12 Dharampeth, Nagpur', planName: 'Everyday Veg Tiffin', meals: 'both' as const, days: '1111110', diet: 'veg' as const,
    mealPricePaise: 6154, pricePerMeal: 61.54, startDay: TODAY + DAY, status: 'active' as const, createdAt: 0, skips: {}, pauses: {} })) });
  const { user } = await open();
  await screen.findByLabelText('Start date');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You already have 2 active subscriptions to this plan.');
});

test('a retired plan or a kitchen not taking subscribers: a plain sentence and a link back', async () => {
  fakeData.seed({ plans: [makePlan({ status: 'retired' })] });
  await open();
  expect(await screen.findByText('This plan is no longer offered.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the kitchen’s menu' })).toHaveAttribute('href', '/provider/prov-a/menu');
});

test('a kitchen awaiting approval takes no subscribers', async () => {
  fakeData.seed({ providers: [kitchen(false)] });
  await open();
  expect(await screen.findByText('This kitchen is not taking subscribers yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm subscription' })).not.toBeInTheDocument();
});

test('no plan in the address', async () => {
  await open('');
  expect(screen.getByText('Choose a tiffin plan on a kitchen’s menu page to subscribe.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse kitchens' })).toHaveAttribute('href', '/providers');
});

test('an unknown plan', async () => {
  await open('?plan=nope');
  expect(await screen.findByText('This plan could not be found.')).toBeInTheDocument();
});

describe('in Marathi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the plan in words, the form\'s labels and how payment works in Marathi; the plan\'s and kitchen\'s names as written', async () => {
    await act(() => setLocale('mr'));
    await open();
    expect(document.title).toBe('सदस्यता घ्या · Thali');
    expect(screen.getByRole('heading', { level: 1, name: 'टिफिन प्लॅनची सदस्यता घ्या' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Everyday Veg Tiffin' });
    expect(summary).toHaveTextContent('किचनAnnapurna Tiffin Service');
    expect(summary).toHaveTextContent('जेवणदुपारचे आणि रात्रीचे जेवण, सोम–शनि');
    expect(summary).toHaveTextContent('आहारशाकाहारी');
    expect(summary).toHaveTextContent('किंमतमहिन्याला ₹3,200.00 (एका जेवणाला ₹61.54)');
    expect(screen.getByLabelText('सुरुवातीची तारीख')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('नाव')).toHaveValue('Asha Patil');
    expect(screen.getByRole('button', { name: 'सदस्यता निश्चित करा' })).toBeInTheDocument();
  });

  test('signed out: one sentence with its log-in link', async () => {
    await act(() => setLocale('mr'));
    renderPage(<SubscribePage />, { who: 'anonymous', path: '/subscribe', search: '?plan=plan-1' });
    const link = await screen.findByRole('link', { name: 'लॉग इन' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.parentElement).toHaveTextContent('सदस्यता घेण्यासाठी कृपया लॉग इन करा.');
  });
});
