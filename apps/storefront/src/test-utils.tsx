import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { CartItem } from '@thali/auth-cart';
import { clearQueryCache, fakeBasket, fakeSession, SessionFixture, type Who } from '@thali/auth-cart/testing';
import type { MenuItem, Provider, WeeklyHours } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { ToastProvider } from '@thali/ui';

// Live data reaches components inside act(), as React's test renderer expects.
fakeData.deliverWith((deliver) => act(deliver));

/** An empty in-memory database that has not answered yet, every data use case back to its fake, no cached reads. */
export function resetData() {
  fakeData.reset();
  clearQueryCache();
}

export const authValue = (who: Who) => fakeSession(who, { displayName: 'Asha' });

/** Shows where the router is, so tests can check navigation (path, query and state). */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </div>
  );
}

/** The browser's Back and Forward buttons, for tests of what history keeps. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>Browser back</button>
      <button type="button" onClick={() => navigate(1)}>Browser forward</button>
    </>
  );
}

export interface RenderOptions {
  who?: Who;
  path?: string;
  /** The route pattern the page is mounted at (default: the path itself). */
  route?: string;
  cart?: CartItem[];
  /** Adds 'Browser back' and 'Browser forward' buttons (outside the routes). */
  history?: boolean;
}

/** Renders a page as the shell does: theme, session, basket, toasts and router around it. */
export function renderWith(ui: ReactNode, { who = 'anonymous', path = '/', route, cart = [], history = false }: RenderOptions = {}) {
  const auth = authValue(who);
  const addItem = jest.fn(async (_item: unknown, _quantity?: number) => true);
  const utils = render(
    <SessionFixture auth={auth} cart={fakeBasket(cart as never, { addItem })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route ?? path.split('?')[0]} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
          {history ? <HistoryButtons /> : null}
        </MemoryRouter>
      </ToastProvider>
    </SessionFixture>,
  );
  return { ...utils, auth, addItem };
}

/** A kitchen's week: 11:00–22:00 Monday to Saturday (Asia/Kolkata), closed on Sunday. */
export const WEEK_HOURS: WeeklyHours = {
  d0: { open: 660, close: 1320 }, d1: { open: 660, close: 1320 }, d2: { open: 660, close: 1320 }, d3: { open: 660, close: 1320 },
  d4: { open: 660, close: 1320 }, d5: { open: 660, close: 1320 }, d6: { closed: true },
};
/** Monday 23 Nov 2026, 21:59 in Asia/Kolkata: a minute before WEEK_HOURS close. */
export const MONDAY_2159 = Date.UTC(2026, 10, 23, 16, 29);

export function makeProvider(overrides: Partial<Provider> = {}): Provider {
  return {
    id: 'prov-a',
    name: 'Annapurna Tiffin Service',
    cuisine: 'Maharashtrian',
    address: '14 Ram Nagar Road, Dharampeth, Nagpur',
    phone: '+91 98220 10010',
    imageUrl: '/images/kitchen.svg',
    rating: 4.7,
    ratingCount: 23,
    approved: true,
    holidays: [],
    accepting: true,
    pureVeg: false,
    deliversTo: [],
    minOrder: 0,
    ...overrides,
  };
}

export const SAMPLE_PROVIDERS: Provider[] = [
  makeProvider(),
  makeProvider({ id: 'prov-b', name: 'Saoji Ghar Rasoi', cuisine: 'Saoji (Nagpur spicy)', cuisineKey: 'saoji', address: 'Sitabuldi, Nagpur', rating: 4.5, ratingCount: 1 }),
  makeProvider({ id: 'prov-c', name: 'Hingna Students Mess', cuisine: 'North Indian', address: 'Hingna, Nagpur', rating: 3.4, ratingCount: 5 }),
  makeProvider({ id: 'prov-d', name: "Meera's Home Kitchen", cuisine: 'Gujarati', address: 'Jaitala, Nagpur', rating: null, ratingCount: 0, imageUrl: undefined }),
];

export function makeItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: 'item-1',
    providerId: 'prov-a',
    name: 'Varhadi Thali',
    description: 'Jowar bhakri, zunka, pitla, rice and thecha.',
    price: 140,
    category: 'main-course',
    imageUrl: '/images/thali.svg',
    status: 'active',
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  };
}

export const SAMPLE_ITEMS: MenuItem[] = [
  makeItem(),
  makeItem({ id: 'item-2', name: 'Kothimbir Vadi', category: 'appetizers', price: 60 }),
  makeItem({ id: 'item-3', name: 'Puran Poli', category: 'desserts', price: 70.5 }),
  makeItem({ id: 'item-4', name: 'Masala Chai', category: 'beverages', price: 20 }),
];
