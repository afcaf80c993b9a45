import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { clearQueryCache, fakeSession, SessionFixture, type Who } from '@thali/auth-cart/testing';
import type { ContactMessage, Order, Provider } from '@thali/firebase-data';
import type { FakeReview } from '@thali/firebase-data/fake';
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

/**
 * Reviews page (issue 41): Annapurna's two reviews (1 and 5 stars, rating 3 of 2), the 1-star one reported by a
 * customer and by the kitchen; and Saoji's 2-star review, hidden by staff earlier (out of its rating 4 of 1).
 */
export const REVIEW_KITCHENS: Provider[] = [
  kitchen('p1', true, { name: 'Annapurna Tiffin', rating: 3, ratingCount: 2 }), kitchen('p2', true, { name: 'Saoji Ghar', rating: 4, ratingCount: 1 }),
];
export const REVIEWS: FakeReview[] = [
  { id: 'r1', providerId: 'p1', userId: 'c1', userInitial: 'R', stars: 1, comment: 'Worst cook ever, he is a thief.', createdAt: T - 86_400_000, updatedAt: T - 86_400_000,
    reports: [{ by: 'p1', reason: 'Abusive words about our cook.', at: T - 600_000 }, { by: 'c2', reason: 'Insults a person.', at: T - 3_600_000 }], reportsOpen: true },
  { id: 'r2', providerId: 'p1', userId: 'c3', userInitial: 'A', stars: 5, comment: 'Lovely dal.', createdAt: T, updatedAt: T },
  { id: 'r3', providerId: 'p2', userId: 'c4', userInitial: 'S', stars: 2, comment: 'Call me on 98220 10010 for cheaper food.', createdAt: T - 172_800_000, updatedAt: T - 172_800_000,
    moderation: { hidden: true, at: T - 7_200_000, audit: 'a0' } },
];

/**
 * Support lookup (issue 41): Riya (customer, +91 98765 43210) with `count` orders from Annapurna Tiffin, one a minute
 * apart before 1:00 pm in Nagpur, numbered TH-2611-0001 (the oldest) up; the newest is new, the one before delivered.
 */
export function supportFixture(count = 2) {
  const orders: Order[] = Array.from({ length: count }, (_, i) => {
    const seq = i + 1;
    const delivered = seq === count - 1;
    return {
      id: `o${seq}`, orderNumber: `TH-2611-${String(seq).padStart(4, '0')}`, userId: 'c1', providerId: 'p1',
      lines: [{ itemId: 'i1', itemName: 'Dal Tadka', price: 120, quantity: 2 }], itemsTotal: 240, fee: 40, total: 280,
      status: delivered ? 'completed' : 'pending', step: delivered ? 'on_the_way' : 'new', stage: delivered ? 'delivered' : 'new',
      timestamp: T - (count - seq) * 60_000, ...(delivered ? { updatedAt: T - 30_000 } : {}),
      address: '12, Laxmi Nagar, Trimurti Nagar, Nagpur 440022', customerName: 'Riya', customerPhone: '+919876543210',
    };
  });
  return {
    providers: [kitchen('p1', true, { name: 'Annapurna Tiffin' })],
    profiles: { c1: { uid: 'c1', name: 'Riya Deshmukh', email: 'riya@example.in', role: 'user' as const, phone: '+919876543210', createdAt: '2026-01-01T00:00:00.000Z' } },
    orders,
  };
}
