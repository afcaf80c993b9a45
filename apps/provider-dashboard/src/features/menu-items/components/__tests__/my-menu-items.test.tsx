import { screen, within } from '@testing-library/react';
import * as data from '@thali/firebase-data';
import type { MenuItem } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { PROVIDER_UID, renderWith, resetData } from '../../../../test-utils';
import { MyMenuItems } from '../my-menu-items';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const item = (id: string, overrides: Partial<MenuItem> = {}): MenuItem => ({
  id, providerId: PROVIDER_UID, name: 'Rice Kheer', description: 'Pudding', price: 40, category: 'desserts',
  imageUrl: '/images/kheer.svg', status: 'active', createdAt: 1, updatedAt: 1, ...overrides,
});

// The database answering with the menu items, or refusing them.
const feed = {
  emit: (items: MenuItem[]) => fakeData.seed({ menuItems: items }),
  fail: (error: Error) => fakeData.fail('menuItems', error),
};
beforeEach(resetData);

test("lists the provider's own items live, newest first, with category label and price", () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  expect(jest.mocked(data.subscribeMenuItems).mock.calls[0]![0].providerId).toBe(PROVIDER_UID);
  expect(screen.getByText('Loading your menu items')).toBeInTheDocument();
  feed.emit([]);
  expect(screen.getByText('You have not added any menu items yet.')).toBeInTheDocument();
  feed.emit([item('a', { createdAt: 1 }), item('b', { name: 'Masala Chai', category: 'beverages', price: 20, createdAt: 2 })]);
  const rows = within(screen.getByRole('list', { name: 'Your menu items' })).getAllByRole('listitem');
  expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(['Masala Chai', 'Rice Kheer']);
  expect(rows[0]!).toHaveTextContent('Beverages');
  expect(rows[0]!).toHaveTextContent('₹20.00');
  expect(rows[1]!).toHaveTextContent('Desserts');
  expect(rows[1]!).toHaveTextContent('₹40.00');
  const img = rows[1]!.querySelector('img');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '56');
});

test('links to the public menu page', () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  expect(screen.getByRole('link', { name: 'View your public menu page' })).toHaveAttribute('href', `/provider/${PROVIDER_UID}/menu`);
});

test("a load failure shows an 'Error' heading with the message", () => {
  renderWith(<MyMenuItems providerId={PROVIDER_UID} />);
  feed.fail(new Error('Permission denied'));
  const alert = screen.getByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('Permission denied');
});
