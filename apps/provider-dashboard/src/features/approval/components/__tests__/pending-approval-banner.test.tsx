import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as data from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { PendingApprovalBanner } from '../pending-approval-banner';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);
const listing = (approved: boolean, extra: Partial<data.Provider> = {}): data.Provider => ({
  id: PROVIDER_UID, name: 'Test Kitchen', cuisine: 'Indian Cuisine', address: 'Nagpur', phone: '+91 00000 00000', rating: null, approved,
  holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0, ...extra,
});
beforeEach(() => {
  resetData();
  fakeData.seed({ kitchenDecisions: {} });
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

const SENTENCE = 'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';
const banner = () => screen.getByRole('status', { name: 'Kitchen approval' });

test('a pending kitchen is told, in a status message, that it can build its menu meanwhile', async () => {
  fakeData.seed({ providers: [listing(false)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
  expect(banner()).toHaveTextContent(SENTENCE);
  expect(mocked.subscribeProvider).toHaveBeenCalledWith(expect.objectContaining({ providerId: PROVIDER_UID }));
});

test('a kitchen without a listing is pending too', async () => {
  fakeData.seed({ providers: [] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
});

test('an approval by Thali takes the banner away live, without a reload', async () => {
  fakeData.seed({ providers: [listing(false)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
  fakeData.seed({ providers: [listing(true)] });
  expect(banner()).toBeEmptyDOMElement();
});

test('a rejection shows Thali’s reason live; Ask again puts the kitchen back in the queue', async () => {
  fakeData.seed({ providers: [listing(false)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await screen.findByText(SENTENCE);
  fakeData.seed({ kitchenDecisions: { [PROVIDER_UID]: { rejection: { reason: 'Please add your FSSAI number.', at: 0, by: 'staff' } } } });
  expect(banner()).toHaveTextContent('Rejected by Thali: Please add your FSSAI number.');
  expect(screen.queryByText(SENTENCE)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kitchen profile' })).toHaveAttribute('href', '/provider-dashboard/kitchen');
  await expectNoAxeViolations();
  await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
  expect(mocked.askForApprovalAgain).toHaveBeenCalledWith(PROVIDER_UID);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
  expect(fakeData.table('kitchenDecisions')?.[PROVIDER_UID]?.rejection).toBeUndefined();
});

test('a listed kitchen whose new name was turned down is told why and keeps its name', async () => {
  fakeData.seed({ providers: [listing(true)], kitchenDecisions: { [PROVIDER_UID]: { nameRejection: { name: 'Best Tiffins Ever', reason: 'Names may not claim to be the best.' } } } });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText('Thali did not approve the new name Best Tiffins Ever, so your kitchen keeps the name Test Kitchen. Reason: Names may not claim to be the best.')).toBeInTheDocument();
});

test('an approved kitchen, or a listing that could not be read, shows nothing', async () => {
  fakeData.seed({ providers: [listing(true)] });
  const { unmount } = renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {}); // the read has settled
  expect(banner()).toBeEmptyDOMElement();
  unmount();
  fakeData.fail('providers', new Error('network down'));
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(banner()).toBeEmptyDOMElement();
});

test('a suspension by Thali shows its reason live, and Unsuspend takes it away live', async () => {
  fakeData.seed({ providers: [listing(true)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(banner()).toBeEmptyDOMElement();
  // one write: the listing un-approved and the suspension stored
  fakeData.seed({ providers: [listing(false)], kitchenDecisions: { [PROVIDER_UID]: { suspension: { reason: 'Several customers reported spoiled food.', at: 0, by: 'staff' } } } });
  expect(banner()).toHaveTextContent('Suspended by Thali: Several customers reported spoiled food.');
  expect(banner()).toHaveTextContent('Customers cannot find your kitchen or order from it until Thali lifts the suspension.');
  // a suspended kitchen is not told it awaits approval
  expect(screen.queryByText(SENTENCE)).not.toBeInTheDocument();
  await expectNoAxeViolations();
  fakeData.seed({ providers: [listing(true)], kitchenDecisions: {} });
  expect(banner()).toBeEmptyDOMElement();
});

test('in Marathi: the pending sentence, a rejection with its link to the profile, and Ask again', async () => {
  await act(() => setLocale('mr'));
  fakeData.seed({ providers: [listing(false)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  const status = () => screen.getByRole('status', { name: 'किचनची मंजुरी' });
  expect(await screen.findByText(/तुमचे किचन मंजुरीच्या प्रतीक्षेत आहे/)).toBeInTheDocument();
  fakeData.seed({ kitchenDecisions: { [PROVIDER_UID]: { rejection: { reason: 'Please add your FSSAI number.', at: 0, by: 'staff' } } } });
  // the staff's reason is their own words, shown as written
  expect(status()).toHaveTextContent('Thali ने नाकारले: Please add your FSSAI number.');
  expect(screen.getByRole('link', { name: 'किचन प्रोफाइल' })).toHaveAttribute('href', '/provider-dashboard/kitchen');
  expect(screen.getByRole('button', { name: 'पुन्हा विनंती करा' })).toBeInTheDocument();
});
