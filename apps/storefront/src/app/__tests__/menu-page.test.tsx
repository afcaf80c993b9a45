import { act, screen, within } from '@testing-library/react';
import { REMOTES } from '@thali/contract';
import { peekQuery, seedFromCopy, type FirstData } from '@thali/render';
import { FIRST_DATA_ATTRIBUTE } from '@thali/render/markers';
import * as TIMEOUTS from '@thali/render/timeouts';
import { firstRead } from '@thali/firebase-data/first-read';
import { getProvider, type MenuItem } from '@thali/firebase-data';
import { makeItem, makeProvider, renderWith, resetData, SAMPLE_ITEMS } from '../../test-utils';
import MenuPage from '../pages/menu';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
// The database's public answers over REST, as the server reads them for its copy of the page.
jest.mock('@thali/firebase-data/first-read', () => ({ ...jest.requireActual('@thali/firebase-data/first-read'), firstRead: jest.fn() }));

const { page } = MenuPage;
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
afterEach(() => jest.useRealTimers());

/** What the page's server does with its declaration: each query's first answer under its key; any null, none. */
async function firstData(params: Record<string, string>): Promise<FirstData | null> {
  const queries = page.queries?.(params) ?? [];
  const answers = await Promise.all(queries.map((q) => q.first?.() ?? null));
  return answers.some((a) => a === null) ? null : queries.map((q, i) => [q.key, answers[i]] as const);
}

/** What the live page finds in the copy the server sent: the first data in its script element. */
function handOver(data: FirstData) {
  const copy = document.createElement('div');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute(FIRST_DATA_ATTRIBUTE, '');
  script.textContent = JSON.stringify(data);
  copy.append(script);
  return seedFromCopy(copy);
}

const openMenu = () => renderWith(<page.component />, { path: '/provider/prov-a/menu', route: REMOTES.storefront.pages.menu.path });

test('the menu is declared at its manifest path, public, with the data its copy is rendered with', () => {
  expect(page).toMatchObject({ remote: 'storefront', name: 'menu' });
  // the reader's place is asked for (the menu says whether the kitchen delivers there) but splits none of its reads
  expect(REMOTES.storefront.pages.menu).toEqual({ path: '/provider/:providerId/menu', access: 'public', session: ['deliver'] });
  expect(page.queries?.({ providerId: 'prov-a' }).map((q) => q.key[0])).toEqual(['provider', 'provider-live', 'menu-items', 'active-plans', 'plates', 'reviews']);
  expect(page.queries?.({ providerId: 'prov-a', deliver: '440010' }).map((q) => q.key)).toEqual(page.queries?.({ providerId: 'prov-a' }).map((q) => q.key));
});

test('its first data renders the kitchen and its dishes in the live page\'s first render, before the database answers', async () => {
  const data = await firstData({ providerId: 'prov-a' });
  expect(data).not.toBeNull();
  expect(handOver(data!)).toBe(data!.length);
  openMenu();
  expect(screen.getByRole('heading', { level: 1, name: 'Annapurna Tiffin Service' })).toBeInTheDocument();
  expect(screen.queryByText('Loading menu')).not.toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(SAMPLE_ITEMS.map((i) => i.name));
  // the read-once listing never needs its own read
  expect(getProvider).not.toHaveBeenCalled();
});

test('the page\'s hooks read every query it declares, under the same key (an answer nobody reads would be dropped)', async () => {
  items = [makeItem({ platesPerDay: 20 })]; // a menu with a daily limit reads its plate counts too
  const data = await firstData({ providerId: 'prov-a' });
  jest.useFakeTimers();
  handOver(data!);
  openMenu();
  // A seeded answer no hook has asked for is forgotten after this; one a hook reads stays while the page is open.
  act(() => jest.advanceTimersByTime(TIMEOUTS.seededAnswerMs + 1));
  const keys = page.queries!({ providerId: 'prov-a' }).map((q) => q.key);
  expect(keys.map((key) => [key[0], peekQuery(key).status])).toEqual(keys.map((key) => [key[0], 'success']));
});

test('no such kitchen, or an id that is no database key: a first answer is null, so the static copy is sent', async () => {
  expect(await firstData({ providerId: 'prov-zz' })).toBeNull();
  expect(await firstData({ providerId: 'a.b' })).toBeNull();
  expect(await firstData({ providerId: '' })).toBeNull();
});
