import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../../../test-utils';
import en from '../../messages/en.json';
import { DeliveryAreasPrompt } from '../delivery-areas-prompt';
import { KitchenProfileSection } from '../kitchen-profile-section';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

/** A kitchen set up at signup (issue 39) that delivers to two areas with a ₹150 minimum (issue 40). */
const DELIVERING: Provider = { ...TEST_KITCHEN, phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur', cuisine: 'Maharashtrian',
  cuisineKey: 'maharashtrian', missingDetails: [], deliversTo: ['Dharampeth', 'Sitabuldi'], minOrder: 150 };
/** The same kitchen before it chose where it delivers. */
const NO_AREAS: Provider = { ...DELIVERING, deliversTo: [], minOrder: 0 };

const seed = (listing: Provider) => fakeData.seed({ providers: [listing] });
const stored = () => fakeData.table('providers')!.find((p) => p.id === PROVIDER_UID)!;
const areasForm = () => screen.getByRole('form', { name: en['areas.heading'] });

beforeEach(() => {
  resetData();
  window.localStorage.clear();
});

test('the Kitchen profile lists every area with its PIN codes, ticks the kitchen’s own, and saves areas and minimum in one go', async () => {
  seed(DELIVERING);
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
  const form = areasForm();
  const group = within(form).getByRole('group', { name: en['areas.legend'] });
  expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent))
    .toEqual(['Hingna 440016, 440036', 'Jaitala 440036', 'Trimurti Nagar 440022', 'Dharampeth 440010', 'Sitabuldi 440012', 'Manish Nagar 440015']);
  expect(within(group).getByRole('checkbox', { name: /^Dharampeth/ })).toBeChecked();
  expect(within(group).getByRole('checkbox', { name: /^Hingna/ })).not.toBeChecked();
  const minimum = within(form).getByLabelText(en['areas.minOrder']);
  expect(minimum).toHaveValue('150');
  expect(minimum).toHaveAccessibleDescription(expect.stringContaining('not counting the delivery fee'));
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });

  const user = userEvent.setup();
  await user.click(within(group).getByRole('checkbox', { name: /^Trimurti Nagar/ }));
  await user.click(within(group).getByRole('checkbox', { name: /^Sitabuldi/ }));
  await user.clear(minimum);
  await user.type(minimum, '₹250');
  await user.click(within(form).getByRole('button', { name: en['areas.save'] }));
  expect(await within(form).findByText('Delivery areas saved.')).toHaveAttribute('role', 'status');
  // in the list's order, whatever order they were ticked in
  expect(stored()).toMatchObject({ deliversTo: ['Trimurti Nagar', 'Dharampeth'], minOrder: 250 });

  // no minimum: the field left empty
  await user.clear(minimum);
  await user.click(within(form).getByRole('button', { name: en['areas.save'] }));
  await within(form).findByText('Delivery areas saved.');
  expect(stored().minOrder).toBe(0);
});

test('no area, or a minimum off the bounds, is said beside its field and nothing is saved', async () => {
  seed(DELIVERING);
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
  const form = areasForm();
  const group = within(form).getByRole('group', { name: en['areas.legend'] });
  const user = userEvent.setup();
  await user.click(within(group).getByRole('checkbox', { name: /^Dharampeth/ }));
  await user.click(within(group).getByRole('checkbox', { name: /^Sitabuldi/ }));
  await user.click(within(form).getByRole('button', { name: en['areas.save'] }));
  expect(group).toHaveAccessibleDescription('Please choose at least one area you deliver to.');
  expect(within(group).getByRole('checkbox', { name: /^Hingna/ })).toHaveFocus();
  expect(within(group).getByRole('checkbox', { name: /^Hingna/ })).toBeInvalid();

  await user.click(within(group).getByRole('checkbox', { name: /^Hingna/ }));
  const minimum = within(form).getByLabelText(en['areas.minOrder']);
  for (const typed of ['2001', '99.50', 'fifty']) {
    await user.clear(minimum);
    await user.type(minimum, typed);
    await user.click(within(form).getByRole('button', { name: en['areas.save'] }));
    expect(minimum).toHaveAccessibleDescription(expect.stringContaining('Please enter a minimum order value from ₹0 to ₹2,000, in whole rupees.'));
    expect(minimum).toHaveFocus();
  }
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });
  expect(stored()).toMatchObject({ deliversTo: ['Dharampeth', 'Sitabuldi'], minOrder: 150 });
});

test('a kitchen without areas is asked, once, with a link to the form; "Not now" is remembered; one with areas is never asked', async () => {
  seed(NO_AREAS);
  const first = renderWith(<DeliveryAreasPrompt providerId={PROVIDER_UID} onKitchenProfile={false} />);
  await act(async () => {});
  const prompt = screen.getByRole('region', { name: en['areasPrompt.heading'] });
  expect(within(prompt).getByRole('link', { name: en['areasPrompt.choose'] })).toHaveAttribute('href', '/provider-dashboard/kitchen#delivery-areas');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });
  await userEvent.setup().click(within(prompt).getByRole('button', { name: en.notNow }));
  expect(screen.queryByRole('region', { name: en['areasPrompt.heading'] })).not.toBeInTheDocument();
  first.unmount();
  const again = renderWith(<DeliveryAreasPrompt providerId={PROVIDER_UID} onKitchenProfile={false} />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: en['areasPrompt.heading'] })).not.toBeInTheDocument();
  again.unmount();

  // not on the Kitchen profile, where the form itself is
  window.localStorage.clear();
  const onProfile = renderWith(<DeliveryAreasPrompt providerId={PROVIDER_UID} onKitchenProfile />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: en['areasPrompt.heading'] })).not.toBeInTheDocument();
  onProfile.unmount();

  resetData();
  seed(DELIVERING);
  renderWith(<DeliveryAreasPrompt providerId={PROVIDER_UID} onKitchenProfile={false} />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: en['areasPrompt.heading'] })).not.toBeInTheDocument();
});

test('opened from the prompt’s link, the form has its first area focused; saving the first areas of a kitchen lists it there', async () => {
  seed(NO_AREAS);
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />, { path: '/provider-dashboard/kitchen#delivery-areas' });
  await act(async () => {});
  const group = within(areasForm()).getByRole('group', { name: en['areas.legend'] });
  expect(within(group).getByRole('checkbox', { name: /^Hingna/ })).toHaveFocus();
  const user = userEvent.setup();
  await user.click(within(group).getByRole('checkbox', { name: /^Dharampeth/ }));
  await user.click(within(areasForm()).getByRole('button', { name: en['areas.save'] }));
  await within(areasForm()).findByText('Delivery areas saved.');
  expect(stored()).toMatchObject({ deliversTo: ['Dharampeth'], minOrder: 0 });
});
