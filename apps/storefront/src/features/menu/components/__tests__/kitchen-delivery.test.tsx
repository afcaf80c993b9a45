// The menu's word on delivery (issue 40): whether the kitchen delivers to the reader's place, its areas, its minimum.
import { act, screen } from '@testing-library/react';
import { setLocale } from '@thali/ui';
import { renderWith, makeProvider, resetData } from '../../../../test-utils';
import { resetDeliverToForTests } from '../../../../shared/hooks/use-deliver-to';
import { KitchenDelivery } from '../kitchen-delivery';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const SAOJI = makeProvider({ name: 'Saoji Ghar Rasoi', deliversTo: ['Sitabuldi', 'Dharampeth'], minOrder: 250 });
const setPlace = (place: string) => {
  document.cookie = `__session=${encodeURIComponent(`deliver=${place}`)}; Path=/`;
  resetDeliverToForTests();
};

beforeEach(() => {
  resetData();
  document.cookie = '__session=; Path=/; Max-Age=0';
  resetDeliverToForTests();
});

test('without a place: the areas with their PIN codes and the minimum order', () => {
  renderWith(<KitchenDelivery provider={SAOJI} />);
  expect(screen.getByText('Saoji Ghar Rasoi delivers only to Sitabuldi (440012) and Dharampeth (440010).')).toBeInTheDocument();
  expect(screen.getByText('Minimum order ₹250')).toBeInTheDocument();
  expect(screen.queryByText(/deliver to /)).not.toBeInTheDocument();
});

test('a place it serves, and one it does not', () => {
  setPlace('440010');
  const { unmount } = renderWith(<KitchenDelivery provider={SAOJI} />);
  expect(screen.getByText('Delivers to Dharampeth')).toBeInTheDocument();
  unmount();
  setPlace('440035');
  renderWith(<KitchenDelivery provider={{ ...SAOJI, minOrder: 0 }} />);
  expect(screen.getByText('Does not deliver to 440035')).toBeInTheDocument();
  expect(screen.queryByText(/Minimum order/)).not.toBeInTheDocument();
});

test('a kitchen that has not chosen its areas says so', () => {
  renderWith(<KitchenDelivery provider={{ ...SAOJI, deliversTo: [] }} />);
  expect(screen.getByText('Saoji Ghar Rasoi has not chosen its delivery areas yet.')).toBeInTheDocument();
});

test('in Hindi and Marathi the areas are said in the language on screen, not in the data package\'s English', async () => {
  await act(() => setLocale('hi'));
  try {
    const { unmount } = renderWith(<KitchenDelivery provider={SAOJI} />);
    expect(await screen.findByText('Saoji Ghar Rasoi सिर्फ़ Sitabuldi (440012) और Dharampeth (440010) में डिलीवरी करता है।')).toBeInTheDocument();
    expect(screen.queryByText(/delivers only to/)).not.toBeInTheDocument();
    unmount();
    await act(() => setLocale('mr'));
    renderWith(<KitchenDelivery provider={SAOJI} />);
    expect(await screen.findByText(/^Saoji Ghar Rasoi फक्त .* येथे डिलिव्हरी करते\.$/)).toBeInTheDocument();
  } finally {
    await act(() => setLocale('en'));
  }
});
