import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { makeProvider, renderWith, resetData, SAMPLE_PROVIDERS } from '../../../../test-utils';
import { HomePage } from '../home-page';
import { setLocale } from '@thali/ui';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

// The database answering with these providers, or refusing the read.
const push = (providers: Provider[]) => fakeData.seed({ providers });
const fail = (error: Error) => fakeData.fail('providers', error);

beforeEach(resetData);

/** The page, once its kitchens' code (loaded on its own, home-page.tsx) is in: the Deliver-to box shows. */
async function renderHome() {
  let rendered: ReturnType<typeof renderWith> | undefined;
  await act(async () => {
    rendered = renderWith(<HomePage />);
  });
  await screen.findByRole('form', { name: 'Deliver to' });
  return rendered!;
}

test('hero: the marketing line, a link to the providers, and the one h1', async () => {
  await renderHome();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(
    screen.getByText("A customized tiffin service with dietician-designed meals, from Nagpur's home chefs, messes and tiffin services."),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Providers' })).toHaveAttribute('href', '/providers');
  expect(document.title).toBe('Home-cooked meals from Nagpur kitchens · Thali');
});

test('Why Choose Thali has three points and How It Works four steps, in order', async () => {
  await renderHome();
  const why = screen.getByRole('region', { name: 'Why Choose Thali' });
  expect(within(why).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Fresh & Homemade',
    'Balanced Nutrition',
    'Timely Delivery',
  ]);
  const how = screen.getByRole('region', { name: 'How It Works' });
  expect(within(how).getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
    'Choose Your Plan',
    'Customize Your Meals',
    'Place Your Order',
    'Enjoy Your Meal',
  ]);
});

test('the live provider list: skeleton, then the cards, then updates as providers change', async () => {
  await renderHome();
  const section = screen.getByRole('region', { name: 'Our Providers' });
  expect(within(section).getAllByTestId('provider-skeleton')).toHaveLength(4);
  act(() => push(SAMPLE_PROVIDERS));
  expect(within(section).getAllByRole('article')).toHaveLength(4);
  act(() => push(SAMPLE_PROVIDERS.slice(0, 1)));
  expect(within(section).getAllByRole('article')).toHaveLength(1);
  // Below the fold on the home page: every card image is lazy.
  expect(within(section).getByRole('img', { name: 'Annapurna Tiffin Service' })).toHaveAttribute('loading', 'lazy');
});

test('below the fold, the kitchens are read only once the reader scrolls within a screen of them', async () => {
  // jsdom has no layout: a stand-in observer says when the section nears the viewport
  let near: (() => void) | undefined;
  const observed: Element[] = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      near = () => callback(observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as never);
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
  };
  try {
    push(SAMPLE_PROVIDERS);
    renderWith(<HomePage />);
    const section = screen.getByRole('region', { name: 'Our Providers' });
    expect(observed).toEqual([section]);
    expect(fakeData.listening('providers')).toBe(0);
    expect(within(section).getAllByTestId('provider-skeleton')).toHaveLength(4);
    await act(async () => near!());
    // the kitchens' code comes first, then their read
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
    expect(fakeData.listening('providers')).toBe(1);
  } finally {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
});

test('a failing provider subscription shows a plain sentence', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderHome();
  act(() => fail(new Error('offline')));
  expect(screen.getByRole('alert')).toHaveTextContent('Error loading providers: We could not load the kitchens. Please check your connection and try again.');
  logged.mockRestore();
});

test('the subscription ends when the page goes away', async () => {
  const { unmount } = await renderHome();
  unmount();
  expect(fakeData.listening('providers')).toBe(0);
});

test('Get Started Now leads to /signup; View Menu to the provider menu', async () => {
  const user = userEvent.setup();
  await renderHome();
  act(() => push(SAMPLE_PROVIDERS));
  expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/signup');
  await user.click(screen.getByRole('link', { name: 'View Menu for Saoji Ghar Rasoi' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/provider/prov-b/menu');
});

test('the top 8 kitchens by rating, then newest, and a link to all of them', async () => {
  await renderHome();
  // twelve kitchens: ratings 1.0–4.0 in steps, two sharing 5.0 (the newer first), and one unrated
  const many = [
    ...Array.from({ length: 9 }, (_, i) => makeProvider({ id: `k${i}`, name: `Kitchen ${i}`, rating: 1 + i * 0.375, ratingCount: 2 })),
    makeProvider({ id: 'old-five', name: 'Old Five', rating: 5, ratingCount: 3, createdAt: 1000 }),
    makeProvider({ id: 'new-five', name: 'New Five', rating: 5, ratingCount: 3, createdAt: 2000 }),
    makeProvider({ id: 'unrated', name: 'Unrated', rating: null, ratingCount: 0 }),
  ];
  act(() => push(many));
  const section = screen.getByRole('region', { name: 'Our Providers' });
  const names = within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
  expect(names).toEqual(['New Five', 'Old Five', 'Kitchen 8', 'Kitchen 7', 'Kitchen 6', 'Kitchen 5', 'Kitchen 4', 'Kitchen 3']);
  expect(within(section).getByRole('link', { name: 'See all providers' })).toHaveAttribute('href', '/providers');
});

test('home cards show the Pure veg badge and the open state, live (issue 16)', async () => {
  await renderHome();
  act(() => push([makeProvider({ pureVeg: true }), makeProvider({ id: 'prov-b', name: 'Saoji Ghar Rasoi' })]));
  const section = screen.getByRole('region', { name: 'Our Providers' });
  const annapurna = within(within(section).getByRole('article', { name: 'Annapurna Tiffin Service' }));
  expect(annapurna.getByText('Pure veg')).toBeInTheDocument();
  expect(annapurna.getByText('Open now')).toBeInTheDocument();
  expect(within(within(section).getByRole('article', { name: 'Saoji Ghar Rasoi' })).queryByText('Pure veg')).not.toBeInTheDocument();
  // the kitchen pauses its orders: the card follows
  act(() => push([makeProvider({ pureVeg: true, accepting: false })]));
  expect(annapurna.getByText('Not taking orders right now')).toBeInTheDocument();
});

// issue 44: the home page in Marathi (a switch before it renders), the kitchens' own words as they wrote them
describe('in Marathi', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('the hero, the sections, Deliver to and the kitchens’ cards', async () => {
    await act(() => setLocale('mr'));
    let rendered: ReturnType<typeof renderWith> | undefined;
    await act(async () => {
      rendered = renderWith(<HomePage />);
    });
    expect(rendered).toBeDefined();
    await screen.findByRole('form', { name: 'येथे डिलिव्हरी' });
    act(() => push(SAMPLE_PROVIDERS));
    expect(screen.getByRole('heading', { level: 1, name: 'नागपूरच्या किचनमधून घरगुती जेवण' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'किचन पाहा' })).toHaveAttribute('href', '/providers');
    expect(screen.getByRole('region', { name: 'हे कसे चालते' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'येथे डिलिव्हरी' })).toHaveAttribute('placeholder', '440010 किंवा धरमपेठ');
    expect(await screen.findByRole('link', { name: 'Saoji Ghar Rasoi चा मेनू पाहा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आत्ताच सुरू करा' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('नागपूरच्या किचनमधून घरगुती जेवण · Thali');
  });
});
