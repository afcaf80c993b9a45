import { act, screen } from '@testing-library/react';
import * as data from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { PendingApprovalBanner } from '../pending-approval-banner';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const mocked = jest.mocked(data);
const listing = (approved: boolean): data.Provider => ({
  id: PROVIDER_UID, name: 'Test Kitchen', cuisine: 'Indian Cuisine', address: 'Nagpur', phone: '+91 00000 00000', rating: null, approved,
  holidays: [], accepting: true, pureVeg: false, deliversTo: [], minOrder: 0,
});
beforeEach(resetData);

const SENTENCE = 'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';

test('a pending kitchen is told, in a status message, that it can build its menu meanwhile', async () => {
  fakeData.seed({ providers: [listing(false)] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toHaveTextContent(SENTENCE);
  expect(mocked.getProvider).toHaveBeenCalledWith(PROVIDER_UID);
});

test('a kitchen without a listing is pending too', async () => {
  fakeData.seed({ providers: [] });
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
});

test('an approved kitchen, or a listing that could not be read, shows nothing', async () => {
  fakeData.seed({ providers: [listing(true)] });
  const { unmount } = renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {}); // the read has settled
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toBeEmptyDOMElement();
  unmount();
  fakeData.fail('providers', new Error('network down'));
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toBeEmptyDOMElement();
});
