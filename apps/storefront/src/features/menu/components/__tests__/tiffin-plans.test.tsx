import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeActivePlans, type Plan } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { makeProvider, renderWith, resetData, SAMPLE_ITEMS } from '../../../../test-utils';
import { MenuPage } from '../menu-page';
import { setLocale } from '@thali/ui';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const ROUTE = '/provider/:providerId/menu';
const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 'plan-1', providerId: 'prov-a', name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, four rotis and rice.',
  meals: 'both', days: '1111110', diet: 'veg', price: 3200, capacity: 40, seatsTaken: 12, lunchCutoff: 540, dinnerCutoff: 900,
  status: 'active', createdAt: 0, updatedAt: 0, ...overrides,
});

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: [makeProvider()], menuItems: SAMPLE_ITEMS });
});

async function openMenu(plans: Plan[]) {
  const user = userEvent.setup();
  renderWith(<MenuPage />, { who: 'customer', path: '/provider/prov-a/menu', route: ROUTE });
  await act(async () => fakeData.seed({ plans }));
  await screen.findByRole('heading', { level: 1, name: 'Annapurna Tiffin Service' });
  return user;
}

test('the kitchen’s active plans as cards: meals, days, diet, prices, seats and a Subscribe link', async () => {
  const user = await openMenu([
    plan(),
    plan({ id: 'plan-2', name: 'Saoji Lunch Box', meals: 'lunch', diet: 'non-veg', price: 2600, capacity: 25, seatsTaken: 25, description: '' }),
    plan({ id: 'plan-3', name: 'Old Plan', status: 'retired' }),
    plan({ id: 'plan-4', name: 'Other Kitchen Plan', providerId: 'prov-b' }),
  ]);
  expect(subscribeActivePlans).toHaveBeenCalledWith(expect.objectContaining({ providerId: 'prov-a' }));
  const section = within(screen.getByRole('region', { name: 'Tiffin plans' }));
  const cards = section.getAllByRole('listitem');
  expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['Everyday Veg Tiffin', 'Saoji Lunch Box']);
  const veg = within(cards[0]!);
  expect(veg.getByText('Lunch and Dinner, Mon–Sat')).toBeInTheDocument();
  expect(veg.getByText('Veg')).toHaveAttribute('data-diet', 'veg'); // the shared @thali/ui mark
  expect(cards[0]).toHaveTextContent('₹3,200.00/month · ₹61.54/meal');
  expect(veg.getByText('28 seats left')).toBeInTheDocument();
  expect(veg.getByRole('link', { name: 'Subscribe to Everyday Veg Tiffin' })).toHaveAttribute('href', '/subscribe?plan=plan-1');
  const saoji = within(cards[1]!);
  expect(saoji.getByText('Lunch, Mon–Sat')).toBeInTheDocument();
  expect(saoji.getByText('Non-veg')).toBeInTheDocument();
  expect(saoji.getByText('Full')).toBeInTheDocument();
  expect(saoji.queryByRole('link')).not.toBeInTheDocument();

  await user.click(veg.getByRole('link', { name: 'Subscribe to Everyday Veg Tiffin' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/subscribe?plan=plan-1');
});

test('no plans: no section', async () => {
  await openMenu([]);
  expect(screen.queryByRole('region', { name: 'Tiffin plans' })).not.toBeInTheDocument();
});

test('a kitchen awaiting approval shows its plans without Subscribe', async () => {
  fakeData.seed({ providers: [makeProvider({ approved: false })] });
  await openMenu([plan()]);
  const section = within(screen.getByRole('region', { name: 'Tiffin plans' }));
  expect(section.getByRole('heading', { level: 3, name: 'Everyday Veg Tiffin' })).toBeInTheDocument();
  expect(section.queryByRole('link')).not.toBeInTheDocument();
});

// issue 44: the plans in Marathi: meals, weekdays, seats left (a plural) and Subscribe; the plan's name stays the kitchen's
test('in Marathi: meals and days in Marathi, seats left as a plural, Subscribe', async () => {
  await act(() => setLocale('mr'));
  try {
    await openMenu([plan(), plan({ id: 'plan-2', name: 'Saoji Lunch Box', meals: 'lunch', capacity: 25, seatsTaken: 24 })]);
    const section = within(screen.getByRole('region', { name: 'टिफिन प्लॅन' }));
    const [everyday, lunch] = section.getAllByRole('listitem');
    expect(within(everyday!).getByText(/^दुपारचे आणि रात्रीचे जेवण, सोम–शनि/)).toBeInTheDocument();
    expect(within(everyday!).getByText('28 जागा शिल्लक')).toBeInTheDocument();
    expect(within(lunch!).getByText('1 जागा शिल्लक')).toBeInTheDocument();
    expect(within(everyday!).getByRole('link', { name: 'सदस्यता घ्या — Everyday Veg Tiffin' })).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});
