import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearQueryCache, fakeSession, SessionFixture, type Who } from '@thali/auth-cart/testing';
import type { ContactMessage, Provider } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { ToastProvider } from '@thali/ui';

export const STAFF_UID = 'staff-uid';

// Live data reaches components inside act(), as React's test renderer expects.
fakeData.deliverWith((deliver) => act(deliver));

/** Renders an operations page as the shell does (theme, session, toasts, router), for a staff member by default. */
export function renderPage(ui: ReactElement, { path = '/ops', who = 'staff' as Who } = {}) {
  return render(
    <SessionFixture auth={fakeSession(who, { uid: STAFF_UID, email: 'ops@thali.test', displayName: 'Thali Operations' })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </SessionFixture>,
  );
}

const T = Date.UTC(2026, 10, 26, 7, 30); // 1:00 pm in Nagpur

/** Two unread messages and one handled, as the database would hold them (newest is Riya's). */
export const MESSAGES: (ContactMessage & { id: string })[] = [
  { id: 'm1', name: 'Amit Kale', email: 'amit@example.in', subject: 'Late delivery', message: 'My tiffin came an hour late.', createdAt: T - 3_600_000 },
  { id: 'm2', name: 'Riya Deshmukh', email: 'riya@example.in', message: 'Do you deliver to Dharampeth on Sundays?', createdAt: T },
  { id: 'm3', name: 'Sunil Rao', email: 'sunil@example.in', subject: 'Thanks', message: 'Great food.', createdAt: T - 7_200_000,
    handled: { by: STAFF_UID, at: T - 600_000 } },
];

/** A kitchen's listing as the data package shows it (approved or awaiting approval), for the Kitchens page. */
export const kitchen = (id: string, approved: boolean, extra: Partial<Provider> = {}): Provider => ({
  id, name: `Kitchen ${id}`, cuisine: 'Indian Cuisine', address: 'Nagpur', rating: null, ratingCount: 0, approved, holidays: [],
  accepting: true, pureVeg: false, deliversTo: [], minOrder: 0, ...extra,
});

/** The in-memory database each test starts from: this staff member (admins/{uid}), nothing else answered yet. */
export function resetData() {
  fakeData.reset();
  clearQueryCache();
  fakeData.seed({ admins: { [STAFF_UID]: true } });
}
