import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_LIMITS } from '@thali/domain/payments';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../../../test-utils';
import { DeliveryAreasPrompt } from '../delivery-areas-prompt';
import { KitchenProfileSection } from '../kitchen-profile-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const KITCHEN: Provider = { ...TEST_KITCHEN, name: 'अन्नपूर्णा किचन', phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur',
  cuisine: 'Maharashtrian', cuisineKey: 'maharashtrian', missingDetails: [], deliversTo: ['Dharampeth'], minOrder: 150 };

beforeEach(async () => {
  resetData();
  window.localStorage.clear();
  await act(() => setLocale('mr'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the profile, delivery areas and payment details, with their limits in the hints; a save said in Marathi', async () => {
  fakeData.seed({ providers: [KITCHEN] });
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(screen.getByRole('heading', { level: 2, name: 'किचन प्रोफाइल' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'किचन प्रोफाइल जतन करा' })).toBeInTheDocument();
  // the cuisines of the list in Marathi, the kitchen's stored choice still selected
  const cuisine = screen.getByRole('combobox', { name: 'पाककृती प्रकार' });
  expect(cuisine).toHaveValue('maharashtrian');
  expect(within(cuisine).getByRole('option', { selected: true })).toHaveTextContent('महाराष्ट्रीयन');
  expect(within(cuisine).getByRole('option', { name: 'जैन (कांदा-लसूण नाही)' })).toBeInTheDocument();
  const areas = screen.getByRole('form', { name: 'डिलिव्हरीचे परिसर' });
  expect(within(areas).getByRole('group', { name: 'तुम्ही डिलिव्हरी करता ते परिसर' })).toBeInTheDocument();
  expect(within(areas).getByLabelText('किमान ऑर्डर रक्कम (₹)')).toHaveAccessibleDescription(expect.stringContaining('ऐच्छिक, ₹2,000 पर्यंत.'));
  const payment = screen.getByRole('form', { name: 'पेमेंटची माहिती' });
  expect(within(payment).getByRole('textbox', { name: 'पैसे घेणाऱ्याचे नाव' })).toHaveAccessibleDescription(expect.stringContaining(`जास्तीत जास्त ${PAYMENT_LIMITS.payeeMax} अक्षरे`));
  await userEvent.setup().click(within(areas).getByRole('button', { name: 'डिलिव्हरीचे परिसर जतन करा' }));
  expect(await within(areas).findByText('डिलिव्हरीचे परिसर जतन केले.')).toBeInTheDocument();
});

test('in Marathi: the prompt to choose delivery areas', async () => {
  fakeData.seed({ providers: [{ ...KITCHEN, deliversTo: [] }] });
  renderWith(<DeliveryAreasPrompt providerId={PROVIDER_UID} onKitchenProfile={false} />);
  await act(async () => {});
  const prompt = screen.getByRole('region', { name: 'तुम्ही कुठे डिलिव्हरी करता ते निवडा' });
  expect(within(prompt).getByRole('link', { name: 'डिलिव्हरीचे परिसर निवडा' })).toBeInTheDocument();
  expect(within(prompt).getByRole('button', { name: 'आत्ता नको' })).toBeInTheDocument();
});
