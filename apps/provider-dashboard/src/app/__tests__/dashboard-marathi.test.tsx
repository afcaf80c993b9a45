import { act, screen, within } from '@testing-library/react';
import type { Order } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { setLocale } from '@thali/ui';
import { PROVIDER_UID, renderWith, resetData } from '../../test-utils';
import MenuPage from '../pages/dashboard-menu';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

beforeEach(resetData);
afterEach(async () => {
  await act(() => setLocale('en'));
});

const waiting = (id: string): Order => ({
  id, orderNumber: `TH-2611-${id}`, userId: 'cust-1', providerId: PROVIDER_UID,
  lines: [{ itemId: 'thali', itemName: 'Varhadi Thali', price: 140, quantity: 1 }], itemsTotal: 140, fee: 40, total: 180,
  status: 'pending', step: 'new', stage: 'new', timestamp: Date.now(), address: '12 Laxmi Nagar, Nagpur', customerName: 'Riya Deshmukh',
  customerPhone: '+919876543210',
});

test('in Marathi: the title, the section bar and the section\'s headings; the tab counts new orders', async () => {
  await act(() => setLocale('mr'));
  fakeData.seed({ orders: [] });
  renderWith(<MenuPage />, { path: '/provider-dashboard/menu' });
  await act(async () => {});
  expect(screen.getByRole('heading', { level: 1, name: 'किचन डॅशबोर्ड' })).toBeInTheDocument();
  const bar = screen.getByRole('navigation', { name: 'डॅशबोर्डचे विभाग' });
  expect(within(bar).getByRole('link', { current: 'page' })).toHaveTextContent('मेनू');
  expect(within(bar).getByRole('link', { name: 'टिफिन प्लॅन' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'नवीन पदार्थ जोडा' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'तुमचा मेनू' })).toBeInTheDocument();
  expect(document.title).toMatch(/^मेनू · किचन डॅशबोर्ड/);
  act(() => fakeData.seed({ orders: [waiting('0001'), waiting('0002')] }));
  expect(document.title).toMatch(/^\(2\) नवीन ऑर्डर/);
});
