import { act, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { type Provider } from '@thali/firebase-data';
import { dayStart, shortDate } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { makeProvider, renderWith, resetData, SAMPLE_PROVIDERS } from '../../../../test-utils';
import { ProvidersPage } from '../providers-page';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';
import { setLocale } from '@thali/ui';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

// The database answering with these providers (it lists them by name).
const push = (providers: Provider[]) => fakeData.seed({ providers });
beforeEach(resetData);

const cardNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
const location = () => screen.getByTestId('location').textContent;

function setup(path = '/providers') {
  const user = userEvent.setup();
  renderWith(<ProvidersPage />, { path, route: '/providers' });
  act(() => push(SAMPLE_PROVIDERS));
  return user;
}

test('lists the live providers with ratings, titled Our Providers', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Our Providers' })).toBeInTheDocument();
  expect(cardNames()).toHaveLength(4);
  expect(screen.getByText('Rated 4.5 out of 5 by 1 reviewer')).toBeInTheDocument();
  expect(screen.getByText('New kitchen, no reviews yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Menu for Hingna Students Mess' })).toHaveAttribute('href', '/provider/prov-c/menu');
  expect(document.title).toBe('Our Providers · Thali');
});

test('search narrows by name, cuisine or address and writes ?q= to the URL', async () => {
  const user = setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'JAITALA');
  expect(cardNames()).toEqual(["Meera's Home Kitchen"]);
  expect(location()).toBe('/providers?q=JAITALA');
  await user.clear(screen.getByRole('searchbox', { name: 'Search providers' }));
  expect(cardNames()).toHaveLength(4);
  expect(location()).toBe('/providers');
});

test('Filters toggles the cuisine and minimum rating dropdowns; choices go to the URL', async () => {
  const user = setup();
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'Cuisine' })).not.toBeInTheDocument();
  // Really hidden, not only to assistive technology (the panel's own display must not override it).
  expect(screen.getByRole('combobox', { name: 'Cuisine', hidden: true })).not.toBeVisible();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('combobox', { name: 'Cuisine' })).toBeVisible();

  const cuisine = screen.getByRole('combobox', { name: 'Cuisine' });
  expect(within(cuisine).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'All',
    'Maharashtrian',
    'Saoji (Nagpur spicy)',
    'North Indian',
    'Gujarati',
  ]);
  const rating = screen.getByRole('combobox', { name: 'Minimum rating' });
  expect(within(rating).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', '3+', '4+', '4.5+']);

  await user.selectOptions(rating, '4+');
  expect(cardNames()).toEqual(['Annapurna Tiffin Service', 'Saoji Ghar Rasoi']);
  await user.selectOptions(cuisine, 'Saoji (Nagpur spicy)');
  expect(cardNames()).toEqual(['Saoji Ghar Rasoi']);
  expect(location()).toBe('/providers?rating=4&cuisine=saoji');
  await user.selectOptions(cuisine, 'All');
  await user.selectOptions(rating, 'Any');
  expect(location()).toBe('/providers');
});

test('a shared URL restores search and filters, with the filter panel open', () => {
  setup('/providers?q=nagpur&cuisine=North%20Indian&rating=3');
  expect(screen.getByRole('searchbox', { name: 'Search providers' })).toHaveValue('nagpur');
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('combobox', { name: 'Cuisine' })).toHaveValue('North Indian');
  expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('3');
  expect(cardNames()).toEqual(['Hingna Students Mess']);
});

test('a link to /providers elsewhere on the page clears the search box too', async () => {
  const user = userEvent.setup();
  renderWith(
    <>
      <Link to="/providers">Our Providers link</Link>
      <ProvidersPage />
    </>,
    { path: '/providers?q=saoji', route: '/providers' },
  );
  act(() => push(SAMPLE_PROVIDERS));
  expect(cardNames()).toEqual(['Saoji Ghar Rasoi']);
  await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), ' ghar');
  expect(location()).toBe('/providers?q=saoji+ghar');
  await user.click(screen.getByRole('link', { name: 'Our Providers link' }));
  expect(screen.getByRole('searchbox', { name: 'Search providers' })).toHaveValue('');
  expect(cardNames()).toHaveLength(4);
});

test('no match: No providers found matching your criteria', async () => {
  const user = setup();
  await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'pizza');
  expect(screen.getByText('No providers found matching your criteria')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('the first row of cards loads eagerly, the rest lazily', () => {
  setup();
  // A fifth kitchen, last by name: the card the first row leaves out.
  act(() => push([...SAMPLE_PROVIDERS, { ...SAMPLE_PROVIDERS[0]!, id: 'prov-e', name: 'Zaika Kitchen' }]));
  expect(screen.getByRole('img', { name: 'Annapurna Tiffin Service' })).toHaveAttribute('loading', 'eager');
  expect(screen.getByRole('img', { name: 'Zaika Kitchen' })).toHaveAttribute('loading', 'lazy');
});

test('loading shows the skeleton; no providers at all shows the empty state', () => {
  renderWith(<ProvidersPage />, { path: '/providers' });
  expect(screen.getAllByTestId('provider-skeleton')).toHaveLength(4);
  act(() => push([]));
  expect(screen.getByText('No providers available at the moment.')).toBeInTheDocument();
});

test('"Offers tiffin plans" narrows to the kitchens with an active plan, kept in the URL', async () => {
  const plan = { description: '', meals: 'lunch', days: '1111110', diet: 'veg', price: 2000, capacity: 10, seatsTaken: 0, lunchCutoff: 540, dinnerCutoff: 900, createdAt: 0, updatedAt: 0 } as const;
  fakeData.seed({
    plans: [
      { ...plan, id: 'plan-1', providerId: 'prov-a', name: 'Veg Tiffin', status: 'active' },
      { ...plan, id: 'plan-2', providerId: 'prov-c', name: 'Old Plan', status: 'retired' },
    ],
  });
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const box = screen.getByRole('checkbox', { name: 'Offers tiffin plans' });
  expect(box).not.toBeChecked();
  await user.click(box);
  expect(box).toBeChecked();
  expect(location()).toBe('/providers?plans=1');
  expect(await screen.findByText('1 of 4 providers')).toHaveAttribute('role', 'status');
  expect(cardNames()).toEqual(['Annapurna Tiffin Service']);
  await user.click(box);
  expect(location()).toBe('/providers');
  expect(cardNames()).toHaveLength(4);
});

test('a shared URL with ?plans=1 opens the panel with the box ticked', async () => {
  fakeData.seed({ plans: [] });
  setup('/providers?plans=1');
  expect(screen.getByRole('checkbox', { name: 'Offers tiffin plans' })).toBeChecked();
  expect(await screen.findByText('No providers found matching your criteria')).toBeInTheDocument();
});

describe('veg marks and opening hours (issue 16)', () => {
  const kitchens = () => [
    makeProvider({ id: 'prov-a', name: 'Annapurna Tiffin Service', pureVeg: true }),
    makeProvider({ id: 'prov-b', name: 'Saoji Ghar Rasoi', cuisine: 'Saoji', accepting: false }),
    makeProvider({ id: 'prov-c', name: 'Shuddh Jain Bhojanalay', cuisine: 'Jain', pureVeg: true, holidays: [{ day: dayStart(Date.now()), note: 'Paryushan' }] }),
  ];
  const setupKitchens = (path = '/providers') => {
    const user = userEvent.setup();
    renderWith(<ProvidersPage />, { path, route: '/providers' });
    act(() => push(kitchens()));
    return user;
  };

  test('"Veg only" shows the pure-veg kitchens only, kept in the URL as ?veg=1 (without opening Filters)', async () => {
    const user = setupKitchens();
    const veg = screen.getByRole('button', { name: 'Veg only' });
    expect(veg).toHaveAttribute('aria-pressed', 'false');
    await user.click(veg);
    expect(screen.getByRole('button', { name: 'Veg only', pressed: true })).toBe(veg);
    expect(cardNames()).toEqual(['Annapurna Tiffin Service', 'Shuddh Jain Bhojanalay']);
    expect(screen.getByText('2 of 3 providers')).toHaveAttribute('role', 'status');
    expect(location()).toBe('/providers?veg=1');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    // with the other filters, in one URL
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'jain');
    expect(location()).toBe('/providers?veg=1&q=jain');
    expect(cardNames()).toEqual(['Shuddh Jain Bhojanalay']);
    await user.click(veg);
    expect(veg).toHaveAttribute('aria-pressed', 'false');
    expect(location()).toBe('/providers?q=jain');
  });

  test('a shared or reloaded URL with ?veg=1 keeps the toggle on; keyboard toggles it', async () => {
    const user = setupKitchens('/providers?veg=1');
    const veg = screen.getByRole('button', { name: 'Veg only', pressed: true });
    expect(cardNames()).toEqual(['Annapurna Tiffin Service', 'Shuddh Jain Bhojanalay']);
    veg.focus();
    await user.keyboard('{Enter}');
    expect(veg).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toHaveLength(3);
    await user.keyboard(' ');
    expect(location()).toBe('/providers?veg=1');
  });

  test('back and forward keep it: leaving for a menu and coming back shows the veg-only list again', async () => {
    const user = userEvent.setup();
    renderWith(<ProvidersPage />, { path: '/providers', route: '/providers', history: true });
    act(() => push(kitchens()));
    await user.click(screen.getByRole('button', { name: 'Veg only' }));
    await user.click(screen.getByRole('link', { name: 'View Menu for Annapurna Tiffin Service' }));
    expect(location()).toBe('/provider/prov-a/menu');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/providers?veg=1');
    expect(screen.getByRole('button', { name: 'Veg only' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Annapurna Tiffin Service', 'Shuddh Jain Bhojanalay']);
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(location()).toBe('/provider/prov-a/menu');
  });

  test('cards: the Pure veg badge where it applies, and whether the kitchen is open now', () => {
    setupKitchens();
    const annapurna = within(screen.getByRole('article', { name: 'Annapurna Tiffin Service' }));
    expect(annapurna.getByText('Pure veg')).toBeInTheDocument();
    expect(annapurna.getByText('Open now')).toBeInTheDocument();
    const saoji = within(screen.getByRole('article', { name: 'Saoji Ghar Rasoi' }));
    expect(saoji.queryByText('Pure veg')).not.toBeInTheDocument();
    expect(saoji.getByText('Not taking orders right now')).toBeInTheDocument();
    const jain = within(screen.getByRole('article', { name: 'Shuddh Jain Bhojanalay' }));
    expect(jain.getByText(`On holiday until ${shortDate(dayStart(Date.now()))}`)).toBeInTheDocument();
  });

  test('axe finds nothing wrong with the filtered list (contrast is checked in the browser)', async () => {
    const user = setupKitchens();
    await user.click(screen.getByRole('button', { name: 'Veg only' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await expectNoAxeViolations();
  });
});

// issue 44: the kitchens list in Marathi; kitchens' names, cuisines and addresses stay as the kitchens wrote them
describe('in Marathi', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the title, the search, the count, the cards and their ratings (plural) in Marathi', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'आमचे किचन' })).toBeInTheDocument();
    expect(screen.getByText('4 पैकी 4 किचन')).toBeInTheDocument();
    expect(screen.getByText('1 ग्राहकाने 5 पैकी 4.5 रेटिंग दिले')).toBeInTheDocument();
    expect(screen.getByText('5 ग्राहकांनी 5 पैकी 3.4 रेटिंग दिले')).toBeInTheDocument();
    expect(screen.getByText('नवीन किचन, अजून अभिप्राय नाहीत')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hingna Students Mess चा मेनू पाहा' })).toHaveTextContent('मेनू पाहा');
    await user.type(screen.getByRole('searchbox', { name: 'किचन शोधा' }), 'jaitala');
    expect(cardNames()).toEqual(["Meera's Home Kitchen"]);
    expect(screen.getByRole('button', { name: 'फक्त शाकाहारी' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.title).toBe('आमचे किचन · Thali');
  });

  test('the cuisine filter names the list\'s cuisines in Marathi and still filters by them', async () => {
    const user = setup();
    const cuisine = screen.getByRole('combobox', { name: 'पाककृती प्रकार', hidden: true });
    expect(within(cuisine).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'सर्व', 'महाराष्ट्रीयन', 'सावजी (नागपुरी झणझणीत)', 'उत्तर भारतीय', 'गुजराती',
    ]);
    await user.selectOptions(cuisine, 'सावजी (नागपुरी झणझणीत)');
    expect(cardNames()).toEqual(['Saoji Ghar Rasoi']);
  });
});
