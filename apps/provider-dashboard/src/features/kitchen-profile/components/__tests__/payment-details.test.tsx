import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { PROVIDER_UID, renderWith, resetData, TEST_KITCHEN } from '../../../../test-utils';
import { KitchenProfileSection } from '../kitchen-profile-section';
import en from '../../messages/en.json';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const WITH_UPI: Provider = { ...TEST_KITCHEN, upi: { upiId: 'testkitchen@okaxis', payee: 'Test Kitchen' } };

const stored = () => fakeData.table('providers')!.find((p) => p.id === PROVIDER_UID)!;
const form = () => screen.getByRole('form', { name: en['payment.heading'] });

beforeEach(resetData);

async function renderProfile(listing: Provider) {
  fakeData.seed({ providers: [listing] });
  renderWith(<KitchenProfileSection providerId={PROVIDER_UID} />);
  await act(async () => {});
}

test('Payment details start from the listing, say they are optional, and save a new UPI ID and payee name', async () => {
  await renderProfile(WITH_UPI);
  expect(form()).toHaveTextContent('Without them your customers see cash only.');
  const upiId = within(form()).getByLabelText(en['payment.upiId']);
  const payee = within(form()).getByLabelText(en['payment.payee']);
  expect(upiId).toHaveValue('testkitchen@okaxis');
  expect(payee).toHaveValue('Test Kitchen');
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });

  const user = userEvent.setup();
  await user.clear(upiId);
  await user.type(upiId, '  test.kitchen-1@ybl ');
  await user.clear(payee);
  await user.type(payee, 'Test Kitchen Tiffins');
  await user.click(within(form()).getByRole('button', { name: en['payment.save'] }));
  expect(await within(form()).findByText('Payment details saved. Your customers can now pay you by UPI.')).toHaveAttribute('role', 'status');
  expect(stored().upi).toEqual({ upiId: 'test.kitchen-1@ybl', payee: 'Test Kitchen Tiffins' });
});

test('a UPI ID without its handle, or a payee name missing or too long, is said beside its field and nothing is saved', async () => {
  await renderProfile(TEST_KITCHEN);
  const upiId = within(form()).getByLabelText(en['payment.upiId']);
  const payee = within(form()).getByLabelText(en['payment.payee']);
  expect(upiId).toHaveValue('');
  const user = userEvent.setup();
  await user.type(upiId, 'testkitchen');
  await user.click(within(form()).getByRole('button', { name: en['payment.save'] }));
  expect(upiId).toHaveAccessibleDescription(expect.stringContaining('Enter a UPI ID such as yourname@okaxis.'));
  expect(upiId).toBeInvalid();
  expect(upiId).toHaveFocus();
  expect(payee).toHaveAccessibleDescription(expect.stringContaining('Enter the name your customers'));
  await expectNoAxeViolations({ skip: ['page-has-heading-one'] });

  await user.type(upiId, '@okaxis');
  await user.click(within(form()).getByRole('button', { name: en['payment.save'] }));
  expect(payee).toHaveFocus();
  expect(stored().upi).toBeUndefined();
});

test('both fields emptied removes the payment details: the customers see cash only', async () => {
  await renderProfile(WITH_UPI);
  const user = userEvent.setup();
  await user.clear(within(form()).getByLabelText(en['payment.upiId']));
  await user.clear(within(form()).getByLabelText(en['payment.payee']));
  await user.click(within(form()).getByRole('button', { name: en['payment.save'] }));
  expect(await within(form()).findByText('Payment details removed. Your customers see cash only.')).toBeInTheDocument();
  expect(stored().upi).toBeUndefined();
});
