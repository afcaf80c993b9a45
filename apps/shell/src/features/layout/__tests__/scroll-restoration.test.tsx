import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import { resetScrollMemory } from '../utils/scroll-memory';

// jsdom lays nothing out: the page's height and scroll position are played here, as a browser would report them.
let y = 0;
let height = 3000;
const scrollTo = jest.fn((_x: number, top: number) => {
  y = Math.min(top, Math.max(0, height - window.innerHeight));
  window.dispatchEvent(new Event('scroll'));
});

// jsdom's history has no scrollRestoration; a browser's starts as 'auto'.
beforeAll(() => {
  Object.defineProperty(window.history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
});

beforeEach(() => {
  resetScrollMemory();
  sessionStorage.clear();
  y = 0;
  height = 3000;
  scrollTo.mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

const scrollReaderTo = (top: number) => act(() => {
  y = top;
  window.dispatchEvent(new Event('scroll'));
});

function Shell() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>Browser back</button>
      <button type="button" onClick={() => navigate(1)}>Browser forward</button>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/menu" element={<><h1>Menu</h1><Link to="/cart">Basket</Link><Link to="/menu?veg=1">Veg only</Link><Link to="/menu#reviews">Reviews</Link><p id="reviews">reviews</p></>} />
          <Route path="/cart" element={<h1>Your basket</h1>} />
        </Routes>
      </main>
    </>
  );
}

const renderAt = (path: string) => render(<MemoryRouter initialEntries={[path]}><Shell /></MemoryRouter>);
/** The menu read down to `top`, then the Basket link: the basket starts at its top. The user, to go on. */
async function menuScrolledThenBasket(top: number) {
  const user = userEvent.setup();
  renderAt('/menu');
  await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
  scrollReaderTo(top);
  await user.click(screen.getByRole('link', { name: 'Basket' }));
  await waitFor(() => expect(y).toBe(0));
  return user;
}

test('a new page starts at its top with focus on its heading; Back returns to the scrolled place', async () => {
  const user = await menuScrolledThenBasket(1200);
  expect(screen.getByRole('heading', { name: 'Your basket' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await screen.findByRole('heading', { name: 'Menu' });
  await waitFor(() => expect(y).toBe(1200));

  await user.click(screen.getByRole('button', { name: 'Browser forward' }));
  await waitFor(() => expect(y).toBe(0));
  // kept for a reload too
  expect(Object.values(JSON.parse(sessionStorage.getItem('thali:scroll') ?? '{}'))).toContain(1200);
});

test('Back waits for a page that is still loading to be tall enough before restoring', async () => {
  const user = await menuScrolledThenBasket(2000);
  height = 900; // the remote's page has not drawn yet
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await new Promise((r) => setTimeout(r, 100));
  expect(y).toBe(0);
  height = 3000; // drawn
  await waitFor(() => expect(y).toBe(2000));
});

test('a change of the query alone (a filter) leaves the page and focus where they are', async () => {
  const user = userEvent.setup();
  renderAt('/menu');
  await waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
  scrollReaderTo(800);
  const veg = screen.getByRole('link', { name: 'Veg only' });
  await user.click(veg);
  await new Promise((r) => setTimeout(r, 50));
  expect(y).toBe(800);
  expect(screen.getByRole('link', { name: 'Veg only' })).toHaveFocus();
});

test('a hash link scrolls to its target', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const user = userEvent.setup();
  renderAt('/menu');
  await user.click(screen.getByRole('link', { name: 'Reviews' }));
  await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('reviews'));
});
