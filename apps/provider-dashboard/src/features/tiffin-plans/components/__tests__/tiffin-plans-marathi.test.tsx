import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Plan, type Subscription } from '@thali/firebase-data';
import { dayStart } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { TiffinPlansSection } from '../tiffin-plans-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const VEG: Plan = {
  id: 'plan-veg', providerId: PROVIDER_UID, name: 'Everyday Veg Tiffin', description: 'Dal, sabzi, roti, rice.', meals: 'both', days: '1111110',
  diet: 'veg', price: 3200, mealPricePaise: 6154, capacity: 40, seatsTaken: 1, lunchCutoff: 540, dinnerCutoff: 900, status: 'active', createdAt: 1, updatedAt: 1,
};

const sub = (id: string, customerName: string, startDay: number): Subscription => ({
  id, planId: VEG.id, providerId: PROVIDER_UID, customerId: `cust-${id}`, customerName, address: 'Dharampeth, Nagpur',
  phone: '98220 00000', planName: VEG.name, meals: 'both', days: '1111111', diet: 'veg', mealPricePaise: 6154, pricePerMeal: 61.54, startDay,
  status: 'active', createdAt: 1, skips: {}, pauses: {},
});

beforeEach(async () => {
  resetData();
  await act(() => setLocale('mr'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the parts, a plan, the kitchen sheet counted in meals and the subscribers (plurals); names as the kitchen and customers wrote them', async () => {
  const user = userEvent.setup();
  const now = dayStart(Date.now()) + 6 * 3_600_000;
  fakeData.seed({ plans: [VEG], subscriptions: [sub('s1', 'Asha Patil', dayStart(now) - 86_400_000)] });
  renderWith(<TiffinPlansSection providerId={PROVIDER_UID} now={now} />);
  expect(screen.getByRole('heading', { level: 2, name: 'टिफिन प्लॅन' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['प्लॅन जोडा', 'तुमचे प्लॅन', 'किचन शीट', 'सदस्य']);
  const plan = within(screen.getByRole('heading', { level: 4, name: 'Everyday Veg Tiffin' }).closest('li') as HTMLElement);
  expect(plan.getByText('दुपारचे आणि रात्रीचे जेवण')).toBeInTheDocument();
  // its days in the words customers read on the menu and My Tiffins
  expect(plan.getByText('सोम–शनि')).toBeInTheDocument();
  expect(plan.getByText('₹3,200.00/महिना')).toBeInTheDocument();
  expect(plan.getByText('40 पैकी 1 भरल्या')).toBeInTheDocument();
  // the kitchen sheet: today, one subscriber's lunch and dinner
  expect(screen.getByText(/2 जेवणे शिजवायची आहेत\./)).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'ग्राहक' })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Everyday Veg Tiffin: 1 सक्रिय सदस्य' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Everyday Veg Tiffin बंद करा' }));
  const confirm = screen.getByRole('group', { name: 'Everyday Veg Tiffin बंद करायचा?' });
  expect(confirm).toHaveTextContent('सध्याच्या 1 सदस्याला ते सदस्यता रद्द करेपर्यंत जेवण मिळत राहील.');
  expect(within(confirm).getByRole('button', { name: 'होय, बंद करा' })).toBeInTheDocument();
  // the form: its fields and the per-meal price as the price is typed
  const form = screen.getByRole('form', { name: 'प्लॅन जोडा' });
  expect(within(form).getByRole('group', { name: 'आठवड्याचे दिवस' })).toBeInTheDocument();
  expect(within(form).getByRole('checkbox', { name: 'सोमवार' })).toBeInTheDocument();
  await user.type(within(form).getByRole('spinbutton', { name: 'मासिक किंमत (₹)' }), '3000');
  expect(within(form).getByText(/^एका जेवणाला ₹/)).toBeInTheDocument();
});
