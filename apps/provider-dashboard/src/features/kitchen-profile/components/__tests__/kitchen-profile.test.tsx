import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../../../test-utils';
import en from '../../messages/en.json';
import { KitchenDetailsPrompt } from '../kitchen-details-prompt';
import { KitchenProfileSection } from '../kitchen-profile-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

/** A kitchen set up at signup (issue 39). */
const COMPLETE: Provider = { ...TEST_KITCHEN, phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur', cuisine: 'Maharashtrian',
  cuisineKey: 'maharashtrian', missingDetails: [] };
/** A kitchen from before: free-text cuisine, a phone the rules refuse now, no area. */
const OLDER: Provider = { ...TEST_KITCHEN, phone: '12345', cuisine: 'Home-style Gujarati', cuisineKey: 'other', address: '3 Sai Nagar, Jaitala',
  missingDetails: ['phone', 'area', 'cuisine'] };

function seed(listing: Provider) {
  fakeData.seed({
    providers: [listing],
    profiles: { [PROVIDER_UID]: { uid: PROVIDER_UID, name: listing.name, email: 'kitchen@thali.test', role: 'meal_provider', createdAt: '2026-01-01T00:00:00.000Z' } },
  });
}
const stored = () => fakeData.table('providers')!.find((p) => p.id === PROVIDER_UID)!;

beforeEach(() => {
  resetData();
  window.localStorage.clear();
});

test('the Kitchen profile shows the kitchen’s details from its listing and saves them in one go', async () => {
  seed(COMPLETE);
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
  const section = screen.getByRole('region', { name: 'Kitchen profile' });
  expect(within(section).getByLabelText('Kitchen name')).toHaveValue('Test Kitchen');
  expect(within(section).getByLabelText('Kitchen phone')).toHaveValue('+91 98220 10010');
  expect(within(section).getByLabelText('Area')).toHaveValue('Dharampeth');
  expect(within(section).getByLabelText('Cuisine')).toHaveValue('maharashtrian');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });

  const user = userEvent.setup();
  await user.selectOptions(within(section).getByLabelText('Cuisine'), 'Other');
  await user.type(within(section).getByLabelText('Your cuisine in a few words'), 'Vidarbha home food');
  await user.type(within(section).getByLabelText('FSSAI number'), '1234 5678 9012 34');
  await user.click(within(section).getByRole('button', { name: 'Save kitchen profile' }));
  // the form's own status line (the picture field has one of its own, for its upload)
  expect(await within(section).findByText('Saved.')).toHaveAttribute('role', 'status');
  expect(stored()).toMatchObject({ cuisine: 'Vidarbha home food', cuisineKey: 'other', fssai: '12345678901234' });
});

test('a wrong detail is said beside its field and nothing is saved', async () => {
  seed(COMPLETE);
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
  const user = userEvent.setup();
  const phone = screen.getByLabelText('Kitchen phone');
  await user.clear(phone);
  await user.type(phone, '12345');
  await user.click(screen.getByRole('button', { name: 'Save kitchen profile' }));
  expect(phone).toHaveAccessibleDescription(expect.stringContaining('Please enter a 10-digit mobile number'));
  expect(phone).toHaveFocus();
  expect(stored().phone).toBe('+91 98220 10010');
});

test('an older kitchen is asked for what its listing lacks, only that; saved, the question goes', async () => {
  seed(OLDER);
  renderWith(<KitchenDetailsPrompt providerId={PROVIDER_UID} />);
  await act(async () => {});
  const prompt = screen.getByRole('region', { name: en['detailsPrompt.heading'] });
  expect(within(prompt).queryByLabelText('Kitchen name')).not.toBeInTheDocument();
  expect(within(prompt).queryByLabelText('Kitchen address')).not.toBeInTheDocument();
  expect(within(prompt).getByLabelText('Kitchen phone')).toHaveValue('');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });
  const user = userEvent.setup();
  await user.type(within(prompt).getByLabelText('Kitchen phone'), '0712 2541011');
  await user.selectOptions(within(prompt).getByLabelText('Area'), 'Jaitala');
  await user.selectOptions(within(prompt).getByLabelText('Cuisine'), 'Gujarati');
  await user.click(within(prompt).getByRole('button', { name: 'Save details' }));
  await act(async () => {});
  expect(stored()).toMatchObject({ phone: '0712 2541011', area: 'Jaitala', cuisine: 'Gujarati', missingDetails: [] });
  expect(screen.queryByRole('region', { name: en['detailsPrompt.heading'] })).not.toBeInTheDocument();
});

test('"Not now" asks no more on this device; a complete kitchen is never asked', async () => {
  seed(OLDER);
  const first = renderWith(<KitchenDetailsPrompt providerId={PROVIDER_UID} />);
  await act(async () => {});
  await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('region', { name: en['detailsPrompt.heading'] })).not.toBeInTheDocument();
  first.unmount();
  renderWith(<KitchenDetailsPrompt providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: en['detailsPrompt.heading'] })).not.toBeInTheDocument();

  window.localStorage.clear();
  resetData();
  seed(COMPLETE);
  renderWith(<KitchenDetailsPrompt providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: en['detailsPrompt.heading'] })).not.toBeInTheDocument();
});
