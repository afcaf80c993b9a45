import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeToPlan, type UserProfile } from '@thali/firebase-data';
import { PlanFullError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { renderPage, resetData } from '../../../../testing/render-page';
import { DAY, NOW, TODAY, makePlan } from '../../../../testing/tiffin-fixtures';
import { SubscribePage } from '../subscribe-page';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const kitchen = (approved = true) => ({ id: 'prov-a', name: 'Annapurna Tiffin Service', cuisine: 'Maharashtrian', address: 'Nagpur', phone: '', rating: null, approved, holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0 });
const profile: UserProfile = {
  uid: 'customer-uid', role: 'user', name: 'Asha Patil', email: 'customer@thali.test', phone: '+91 98220 00000', address: '12 Dharampeth, Nagpur', createdAt: '2026-01-01T00:00:00.000Z',
};

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
  expect(screen.getByLabelText('Delivery address')).toHaveValue('12 Dharampeth, Nagpur');
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
    planId: 'plan-1', startDay: TODAY + 7 * DAY, address: '12 Dharampeth, Nagpur', customerName: 'Asha Patil', phone: '+91 98220 00000',
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

test('the address is required (5–200) and the start date must be in range', async () => {
  const { user } = await open();
  const address = await screen.findByLabelText('Delivery address');
  await user.clear(address);
  await user.type(address, 'abc');
  const start = screen.getByLabelText('Start date');
  await user.clear(start);
  await user.type(start, '2026-11-23');
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(start).toHaveAccessibleDescription(expect.stringContaining('Please choose a start date from tomorrow to 30 days ahead'));
  expect(start).toHaveFocus();
  expect(address).toHaveAccessibleDescription('Delivery address must be at least 5 characters');
  await user.clear(address);
  await user.click(screen.getByRole('button', { name: 'Confirm subscription' }));
  expect(address).toHaveAccessibleDescription('Delivery address is required');
  expect(subscribeToPlan).not.toHaveBeenCalled();
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
