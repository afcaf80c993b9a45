import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { dayStart } from '@thali/firebase-data/logic';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { AddMenuItemForm } from '../add-menu-item-form';
import { MyMenuItems } from '../my-menu-items';
import { platesLimitText } from '../../utils/plates-sold';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const item = (id: string, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id, providerId: PROVIDER_UID, name: 'Rice Kheer', description: 'Pudding', price: 40, category: 'desserts',
  imageUrl: '/images/kheer.svg', status: 'active', createdAt: 1, updatedAt: 1, diet: 'veg', ...overrides,
});

beforeEach(async () => {
  resetData();
  await act(() => setLocale('mr'));
});
afterEach(async () => {
  await act(() => setLocale('en'));
});

test('in Marathi: the list, its plates, a hidden dish and the delete question; dish names as the kitchen wrote them', async () => {
  const user = userEvent.setup();
  const today = dayStart(Date.now());
  fakeData.seed({ plates: { [PROVIDER_UID]: { [today]: { a: 1 } } } });
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  expect(screen.getByText('तुमचे पदार्थ लोड होत आहेत')).toBeInTheDocument();
  act(() => fakeData.seed({ menuItems: [
    item('a', { platesPerDay: 20 }),
    item('b', { name: 'Masala Chai', category: 'beverages', platesPerDay: 1, status: 'inactive', createdAt: 2 }),
  ] }));
  const list = screen.getByRole('list', { name: 'तुमचे पदार्थ' });
  const kheer = within(list).getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: 'Rice Kheer' }))!;
  expect(kheer).toHaveTextContent('आज विकलेल्या थाळ्या: 20 पैकी 1');
  expect(kheer).toHaveTextContent('गोड पदार्थ');
  const chai = within(list).getAllByRole('listitem').find((li) => within(li).queryByRole('heading', { name: 'Masala Chai' }))!;
  expect(chai).toHaveTextContent('आज विकलेल्या थाळ्या: 1 पैकी 0');
  expect(within(chai).getByText('लपवलेला')).toBeInTheDocument();
  expect(within(chai).getByRole('button', { name: 'Masala Chai दाखवा' })).toBeInTheDocument();
  await user.click(within(kheer).getByRole('button', { name: 'Rice Kheer हटवा' }));
  const confirm = screen.getByRole('group', { name: 'Rice Kheer हटवा' });
  expect(confirm).toHaveTextContent('Rice Kheer हटवायचा? आधीच्या ऑर्डरमध्ये त्याचे नाव आणि किंमत तशीच राहील.');
  expect(within(confirm).getByRole('button', { name: 'होय, हटवा' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ग्राहकांना दिसणारा तुमचा मेनू पाहा' })).toBeInTheDocument();
});

test('in Marathi: the Add form\'s fields and button', () => {
  renderWith(<AddMenuItemForm providerId={PROVIDER_UID} headingId="h" />);
  expect(screen.getByRole('textbox', { name: 'नाव' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'किंमत (₹)' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'प्रकार' })).toHaveTextContent('मुख्य जेवण');
  expect(screen.getByRole('group', { name: 'आहार' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'दिवसाला थाळ्या' })).toHaveAccessibleDescription('रोजची मर्यादा नको असल्यास रिकामे ठेवा');
  expect(screen.getByRole('button', { name: 'पदार्थ जोडा' })).toBeInTheDocument();
});

test('in Marathi: a limit counted in plates, one and many (shown while today\'s counts are not known)', () => {
  expect(platesLimitText({ platesPerDay: 1 }).text).toBe('दिवसाला 1 थाळी');
  expect(platesLimitText({ platesPerDay: 20 }).text).toBe('दिवसाला 20 थाळ्या');
});
