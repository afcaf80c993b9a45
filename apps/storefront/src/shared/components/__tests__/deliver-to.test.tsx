// "Deliver to" (issue 40): the chooser above the kitchens, the list narrowed to the kitchens delivering to the place,
// how many others there are and showing them on request, each card saying whether it delivers there.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { makeProvider, renderWith, resetData } from '../../../test-utils';
import { ProvidersPage } from '../../../features/providers/components/providers-page';
import { resetDeliverToForTests } from '../../hooks/use-deliver-to';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const KITCHENS: Provider[] = [
  makeProvider({ id: 'prov-a', name: 'Annapurna Tiffin Service', deliversTo: ['Dharampeth', 'Sitabuldi'] }),
  makeProvider({ id: 'prov-b', name: 'Saoji Ghar Rasoi', deliversTo: ['Sitabuldi'], minOrder: 250 }),
  makeProvider({ id: 'prov-c', name: 'Hingna Students Mess', deliversTo: ['Hingna'] }),
  makeProvider({ id: 'prov-d', name: "Meera's Home Kitchen", deliversTo: ['Jaitala', 'Trimurti Nagar'] }),
  // not listed: neither shown nor counted
  makeProvider({ id: 'prov-e', name: 'Pending Kitchen', deliversTo: ['Dharampeth'], approved: false }),
];

const clearCookie = () => {
  document.cookie = '__session=; Path=/; Max-Age=0';
};

beforeEach(() => {
  resetData();
  clearCookie();
  resetDeliverToForTests();
});
afterAll(clearCookie);

const cardNames = (within_: HTMLElement = document.body) =>
  within(within_).queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

function setup() {
  const user = userEvent.setup();
  renderWith(<ProvidersPage />, { path: '/providers' });
  act(() => fakeData.seed({ providers: KITCHENS }));
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByRole('combobox', { name: 'Deliver to' });
  await user.clear(box);
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Show kitchens' }));
}

test('without a place every listed kitchen shows, as before, under the chooser', () => {
  setup();
  expect(screen.getByRole('form', { name: 'Deliver to' })).toBeInTheDocument();
  expect(cardNames()).toHaveLength(4);
  expect(screen.queryByText(/deliver(s)? to/i, { selector: 'article *' })).not.toBeInTheDocument();
});

test('a PIN code narrows the list to the kitchens delivering there, says how many do not, and shows them on request', async () => {
  const user = setup();
  await choose(user, '440010');
  expect(cardNames()).toEqual(['Annapurna Tiffin Service']);
  expect(screen.getByText('1 of 1 providers deliver to 440010')).toBeInTheDocument();
  expect(within(screen.getByRole('article')).getByText('Delivers to Dharampeth')).toBeInTheDocument();
  expect(screen.getByText('Showing the kitchens that deliver to 440010 first.')).toBeInTheDocument();
  // kept in the one cookie the server reads
  expect(document.cookie).toContain('__session=deliver%3D440010');

  await user.click(screen.getByRole('button', { name: "3 more kitchens don't deliver to 440010 — show them" }));
  const others = screen.getByRole('region', { name: "Kitchens that don't deliver to 440010" });
  expect(cardNames(others)).toEqual(['Hingna Students Mess', "Meera's Home Kitchen", 'Saoji Ghar Rasoi']);
  expect(within(others).getAllByText('Does not deliver to 440010')).toHaveLength(3);
  await expectNoAxeViolations();
});

test('an area is a place too, in any case; the list follows a new choice and "Show all kitchens" forgets it', async () => {
  const user = setup();
  await choose(user, 'sitabuldi');
  expect(screen.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('Sitabuldi');
  expect(cardNames()).toEqual(['Annapurna Tiffin Service', 'Saoji Ghar Rasoi']);
  expect(screen.getAllByText('Delivers to Sitabuldi')).toHaveLength(2);
  expect(screen.getByRole('button', { name: "2 more kitchens don't deliver to Sitabuldi — show them" })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all kitchens' }));
  expect(cardNames()).toHaveLength(4);
  expect(document.cookie).not.toContain('deliver');
});

test('a PIN code Thali does not serve says so and names the areas it does', async () => {
  const user = setup();
  await choose(user, '440035');
  expect(screen.getByText('Thali does not deliver to 440035 yet. We deliver to Hingna, Jaitala, Trimurti Nagar, Dharampeth, Sitabuldi and Manish Nagar.')).toBeInTheDocument();
  expect(screen.getByText('No kitchen delivers to 440035 yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: "4 more kitchens don't deliver to 440035 — show them" }));
  expect(screen.getAllByText('Does not deliver to 440035')).toHaveLength(4);
});

test('anything but a PIN code or an area is refused with a plain sentence, the list unchanged', async () => {
  const user = setup();
  await choose(user, 'near the lake');
  expect(screen.getByRole('combobox', { name: 'Deliver to' })).toHaveAccessibleDescription(
    expect.stringContaining('Enter a 6-digit PIN code, such as 440010, or an area of Nagpur, such as Dharampeth.'),
  );
  expect(cardNames()).toHaveLength(4);
  expect(document.cookie).not.toContain('deliver');
});

test('a place kept in the cookie narrows the list from the first render', () => {
  document.cookie = '__session=theme%3Ddark%26deliver%3DHingna; Path=/';
  setup();
  expect(cardNames()).toEqual(['Hingna Students Mess']);
  expect(screen.getByRole('combobox', { name: 'Deliver to' })).toHaveValue('Hingna');
  expect(screen.getByRole('button', { name: "3 more kitchens don't deliver to Hingna — show them" })).toBeInTheDocument();
});
