import { act, screen } from '@testing-library/react';
import * as data from '@thali/firebase-data';
import { PROVIDER_UID, renderWith } from '../../../../test-utils';
import { PendingApprovalBanner } from '../pending-approval-banner';

jest.mock('@thali/firebase-data', () => jest.requireActual('../../../../testing/firebase-data-mock').firebaseDataMock());

const mocked = jest.mocked(data);
const listing = (approved: boolean): data.Provider => ({
  id: PROVIDER_UID, name: 'Test Kitchen', cuisine: 'Indian Cuisine', address: 'Nagpur', phone: '+91 00000 00000', rating: null, approved,
});
const SENTENCE = 'Your kitchen is awaiting approval. You can build your menu now; customers will see it once Thali approves your kitchen.';

test('a pending kitchen is told, in a status message, that it can build its menu meanwhile', async () => {
  mocked.getProvider.mockResolvedValueOnce(listing(false));
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toHaveTextContent(SENTENCE);
  expect(mocked.getProvider).toHaveBeenCalledWith(PROVIDER_UID);
});

test('a kitchen without a listing is pending too', async () => {
  mocked.getProvider.mockRejectedValueOnce(new Error('Provider not found'));
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  expect(await screen.findByText(SENTENCE)).toBeInTheDocument();
});

test('an approved kitchen, or a listing that could not be read, shows nothing', async () => {
  mocked.getProvider.mockResolvedValueOnce(listing(true));
  const { unmount } = renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {}); // the read has settled
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toBeEmptyDOMElement();
  unmount();
  mocked.getProvider.mockRejectedValueOnce(new Error('network down'));
  renderWith(<PendingApprovalBanner providerId={PROVIDER_UID} />);
  await act(async () => {});
  expect(screen.getByRole('status', { name: 'Kitchen approval' })).toBeEmptyDOMElement();
});
