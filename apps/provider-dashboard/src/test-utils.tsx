import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearQueryCache, fakeSession, SessionFixture } from '@thali/auth-cart/testing';
import type { Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { ToastProvider } from '@thali/ui';

export const PROVIDER_UID = 'prov-test-kitchen';

type Who = 'loading' | 'anonymous' | 'provider';

export const authValue = (who: Who) => fakeSession(who, { uid: PROVIDER_UID, email: 'kitchen@thali.test', displayName: 'Test Kitchen' });

/** Renders with the providers the shell gives a remote (theme, session, toasts, router). */
export function renderWith(ui: ReactNode, { who = 'provider' as Who, path = '/provider-dashboard' } = {}) {
  return render(
    <SessionFixture auth={authValue(who)}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </SessionFixture>,
  );
}

// Live data reaches components inside act(), as React's test renderer expects.
fakeData.deliverWith((deliver) => act(deliver));

/** This kitchen's own listing: approved unless a test says otherwise, delivering to one area (issue 40). */
export const TEST_KITCHEN: Provider = {
  id: PROVIDER_UID, name: 'Test Kitchen', cuisine: 'Indian Cuisine', address: 'Nagpur, Maharashtra', phone: '+91 00000 00000', rating: null, ratingCount: 0, approved: true,
  holidays: [], accepting: true, pureVeg: false, deliversTo: ['Dharampeth'], minOrder: 0,
};

/**
 * The in-memory database as each test starts: the kitchen's listing is there; stats, orders and menu items
 * have not answered yet (a test seeds them, or fails them, as the database would).
 */
export function resetData() {
  fakeData.reset();
  clearQueryCache();
  fakeData.seed({ providers: [TEST_KITCHEN] });
}
