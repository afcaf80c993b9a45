import type { Provider } from '@thali/firebase-data';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeProvider, MONDAY_2159, renderWith, SAMPLE_PROVIDERS, WEEK_HOURS } from '../../../test-utils';
import { ProviderList } from '../provider-list';

const loaded = { status: 'success', data: SAMPLE_PROVIDERS, error: null } as const;

test('while loading: a skeleton of 4 cards, announced as loading', () => {
  renderWith(<ProviderList state={{ status: 'pending', data: undefined, error: null }} />);
  expect(screen.getByRole('status', { name: 'Loading providers' })).toBeInTheDocument();
  expect(screen.getAllByTestId('provider-skeleton')).toHaveLength(4);
});

test('on failure: a plain sentence as an alert; a chunk or URL in the error never reaches the screen', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = new Error('Loading chunk 528 failed. (error: http://localhost:3001/528.js)');
  renderWith(<ProviderList state={{ status: 'error', data: undefined, error }} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Error loading providers: We could not load the kitchens. Please check your connection and try again.');
  expect(alert).not.toHaveTextContent(/chunk|http/i);
  expect(logged).toHaveBeenCalledWith(expect.any(String), error);
  logged.mockRestore();
});

test('when empty: the two empty-state lines', () => {
  renderWith(<ProviderList state={{ status: 'success', data: [], error: null }} />);
  expect(screen.getByText('No providers available at the moment.')).toBeInTheDocument();
  expect(screen.getByText('Please check back later for updates.')).toBeInTheDocument();
});

test('each card shows image, name, cuisine, address, phone and a View Menu link to its menu', () => {
  renderWith(<ProviderList state={loaded} />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(4);
  const first = within(screen.getByRole('article', { name: 'Annapurna Tiffin Service' }));
  expect(first.getByRole('heading', { level: 3, name: 'Annapurna Tiffin Service' })).toBeInTheDocument();
  expect(first.getByText('Maharashtrian')).toBeInTheDocument();
  expect(first.getByText('14 Ram Nagar Road, Dharampeth, Nagpur')).toBeInTheDocument();
  expect(first.getByRole('link', { name: '+91 98220 10010' })).toHaveAttribute('href', 'tel:+919822010010');
  const link = first.getByRole('link', { name: 'View Menu for Annapurna Tiffin Service' });
  expect(link).toHaveAttribute('href', '/provider/prov-a/menu');
  expect(link).toHaveTextContent(/^View Menu$/);
  const img = first.getByRole('img', { name: 'Annapurna Tiffin Service' });
  expect(img).toHaveAttribute('src', '/images/kitchen.svg');
  expect(img).toHaveAttribute('width', '240');
  expect(img).toHaveAttribute('height', '160');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('decoding', 'async');
});

test('a kitchen without a phone shows no phone at all: no number, no tel: link', () => {
  const { phone: _none, ...withoutPhone } = SAMPLE_PROVIDERS[0]!;
  renderWith(<ProviderList state={{ status: 'success', data: [withoutPhone, SAMPLE_PROVIDERS[1]!], error: null }} />);
  const card = screen.getByRole('article', { name: 'Annapurna Tiffin Service' });
  expect(card.querySelector('a[href^="tel:"]')).toBeNull();
  expect(card).not.toHaveTextContent(/\+91/);
  expect(within(screen.getByRole('article', { name: 'Saoji Ghar Rasoi' })).getByRole('link', { name: '+91 98220 10010' })).toBeInTheDocument();
});

test('a provider without an image gets the placeholder; a failing image swaps to it', () => {
  renderWith(<ProviderList state={loaded} />);
  const noImage = within(screen.getByRole('article', { name: "Meera's Home Kitchen" }));
  expect(noImage.getByTestId('image-placeholder')).toHaveAccessibleName("Meera's Home Kitchen");

  const card = within(screen.getByRole('article', { name: 'Saoji Ghar Rasoi' }));
  fireEvent.error(card.getByRole('img', { name: 'Saoji Ghar Rasoi' }));
  expect(card.getByTestId('image-placeholder')).toBeInTheDocument();
  expect(card.queryByRole('img', { name: 'Saoji Ghar Rasoi' })?.tagName).not.toBe('IMG');
});

test('the first cards can load eagerly (above the fold), the rest stay lazy', () => {
  renderWith(<ProviderList state={loaded} eagerCount={2} />);
  const imgs = document.querySelectorAll('img');
  expect([...imgs].map((i) => i.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
});

test('ratings show with one decimal or New, when asked for', () => {
  renderWith(<ProviderList state={loaded} showRating headingLevel="h2" />);
  expect(screen.getByText('Rated 4.7 out of 5 by 23 reviewers')).toBeInTheDocument();
  expect(screen.getByText('4.7 (23 reviewers)')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('4.5 (1 reviewer)')).toBeInTheDocument();
  // a rating comes after a drawn star (no font has ★: @thali/ui's icons); New has none
  expect(screen.getByText('4.7 (23 reviewers)').querySelector('svg[data-icon="star"]')).not.toBeNull();
  expect(screen.getByText('New').querySelector('svg')).toBeNull();
  expect(screen.getByText('New kitchen, no reviews yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Saoji Ghar Rasoi' })).toBeInTheDocument();
});

test('cards appear one after another, 0.1 s apart', () => {
  renderWith(<ProviderList state={loaded} />);
  const delays = screen.getAllByRole('article').map((a) => getComputedStyle(a).animationDelay);
  expect(delays).toEqual(['0.0s', '0.1s', '0.2s', '0.3s']);
  expect(screen.getAllByRole('article').map((a) => getComputedStyle(a).animation)).not.toContain('none');
});

test('the live page taking over a server copy that showed the cards does not play their entrance again', () => {
  // a composed /providers: the copy (with the cards' headings) is in #root until the live page's first commit
  document.documentElement.setAttribute('data-startup', 'code-ready');
  const [first] = SAMPLE_PROVIDERS as [Provider, ...Provider[]];
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main><h2 id="provider-${first.id}-name">${first.name}</h2></main>`;
  document.body.append(root);
  try {
    renderWith(<ProviderList state={loaded} />);
    const names = screen.getAllByRole('article').map((a) => getComputedStyle(a).animation);
    // the first card was on screen in the copy; the others (not in it) still come in one after another
    expect(names[0]).toBe('none');
    expect(names.slice(1)).not.toContain('none');
  } finally {
    root.remove();
    document.documentElement.removeAttribute('data-startup');
  }
});

describe('the kitchen\'s open state (issue 16)', () => {
  afterEach(() => jest.useRealTimers());

  test('each card says whether it is open now, told again at each new minute', () => {
    jest.useFakeTimers({ now: MONDAY_2159 });
    const kitchens = [makeProvider({ hours: WEEK_HOURS, pureVeg: true }), makeProvider({ id: 'prov-b', name: 'Saoji Ghar Rasoi' })];
    renderWith(<ProviderList state={{ status: 'success', data: kitchens, error: null }} />);
    const annapurna = within(screen.getByRole('article', { name: 'Annapurna Tiffin Service' }));
    expect(annapurna.getByText('Open now · closes 10:00 pm')).toBeInTheDocument();
    expect(annapurna.getByText('Pure veg')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Saoji Ghar Rasoi' })).getByText('Open now')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(annapurna.getByText('Closed · opens tomorrow 11:00 am')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Saoji Ghar Rasoi' })).getByText('Open now')).toBeInTheDocument();
  });
});
