import { screen, within } from '@testing-library/react';
import { seedFromCopy, type FirstData } from '@thali/render';
import { firstRead } from '@thali/firebase-data/first-read';
import { getProvider, type MenuItem } from '@thali/firebase-data';
import { makeItem, makeProvider, renderWith, resetData, SAMPLE_ITEMS } from '../../../../test-utils';
import { MenuPage } from '../../components/menu-page';
import { menuFirstData } from '../first-data';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
// The database's public answers over REST, as the server reads them for its copy of the page.
jest.mock('@thali/firebase-data/first-read', () => ({ ...jest.requireActual('@thali/firebase-data/first-read'), firstRead: jest.fn() }));

const ROUTE = '/provider/:providerId/menu';
let items: MenuItem[];
beforeEach(() => {
  resetData();
  items = SAMPLE_ITEMS;
  jest.mocked(firstRead).mockImplementation(((name: string, providerId: string) => {
    if (providerId.includes('.')) return null; // not a database key
    const known = providerId === 'prov-a';
    const answers: Record<string, unknown> = {
      provider: known ? makeProvider() : null, menuItems: known ? items : [], plans: [], plates: {}, reviews: [],
    };
    return Promise.resolve(answers[name]);
  }) as typeof firstRead);
});

/** What the live page finds in the copy the server sent: the first data in its script element. */
function handOver(firstData: FirstData) {
  const copy = document.createElement('div');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-first-data', '');
  script.textContent = JSON.stringify(firstData);
  copy.append(script);
  return seedFromCopy(copy);
}

test('the menu\'s first data renders the kitchen and its dishes in the live page\'s first render, before the database answers', async () => {
  const firstData = await menuFirstData({ providerId: 'prov-a' });
  expect(firstData).not.toBeNull();
  expect(handOver(firstData!)).toBe(firstData!.length);
  // the page's own reads have not answered (and the read-once listing never needs to)
  renderWith(<MenuPage />, { path: '/provider/prov-a/menu', route: ROUTE });
  expect(screen.getByRole('heading', { level: 1, name: 'Annapurna Tiffin Service' })).toBeInTheDocument();
  expect(screen.queryByText('Loading menu')).not.toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(SAMPLE_ITEMS.map((i) => i.name));
  expect(getProvider).not.toHaveBeenCalled();
});

test('plate counts are part of it only for a menu with a daily limit, as the page reads them', async () => {
  const keys = (data: FirstData | null) => data?.map(([key]) => key[0]);
  expect(keys(await menuFirstData({ providerId: 'prov-a' }))).toEqual(['provider', 'provider-live', 'menu-items', 'active-plans', 'reviews']);
  items = [makeItem({ platesPerDay: 20 })];
  expect(keys(await menuFirstData({ providerId: 'prov-a' }))).toContain('plates');
});

test('no such kitchen, or an id that is no database key: no first data (the plain copy is sent)', async () => {
  expect(await menuFirstData({ providerId: 'prov-zz' })).toBeNull();
  expect(await menuFirstData({ providerId: 'a.b' })).toBeNull();
  expect(await menuFirstData({})).toBeNull();
});
