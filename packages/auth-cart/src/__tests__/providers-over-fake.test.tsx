import { act, render, screen } from '@testing-library/react';
import type { CartLine, MenuItem } from '@thali/firebase-data';
import { fakeData } from '@thali/firebase-data/fake';
import { AuthProvider, useAuth, type AuthValue } from '../auth/auth-provider';
import { CartProvider, useCart, type CartValue } from '../cart/cart-provider';

// The session and basket providers over the in-memory data package: no backend needed.
jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);
fakeData.deliverWith((deliver) => act(deliver));
beforeEach(() => fakeData.reset());

const chai: MenuItem = {
  id: 'chai', providerId: 'p1', name: 'Masala Chai', description: 'Ginger tea', price: 20, category: 'beverages',
  imageUrl: '/images/chai.svg', status: 'active', createdAt: 1, updatedAt: 1,
};

let cart: CartValue;
function Probe() {
  const auth = useAuth();
  cart = useCart();
  return (
    <p aria-label="session">
      {auth.status}:{auth.role || '-'}:{cart.items.map((i) => `${i.name}x${i.quantity}`).join(',') || 'empty'}:{cart.total}
    </p>
  );
}
const session = () => screen.getByLabelText('session').textContent;

test('signed in from the first render when the stored session and its role were read before React (issue 43); the listener confirming it renders nothing again', async () => {
  const asha = { uid: 'c1', email: 'asha@thali.test', displayName: 'Asha' };
  const known = jest.spyOn(fakeData.module, 'knownSession').mockReturnValue({ user: asha, role: 'user', isStaff: false });
  const seen: string[] = [];
  function Statuses() {
    const auth = useAuth();
    seen.push(`${auth.status}:${auth.role || '-'}:${auth.user?.uid ?? '-'}`);
    return null;
  }
  try {
    render(<AuthProvider><Statuses /></AuthProvider>);
    expect(seen).toEqual(['signed-in:user:c1']); // the first render already past a guard
    await act(async () => {
      fakeData.seed({ user: asha, roles: { c1: 'user' }, carts: {} });
    });
    expect(seen).toEqual(['signed-in:user:c1']);
    // another account (the SDK found a different session) wins as before
    await act(async () => {
      fakeData.seed({ user: { uid: 'k1', email: 'kitchen@thali.test', displayName: 'Kitchen' }, roles: { k1: 'meal_provider' } });
    });
    expect(seen.at(-1)).toBe('signed-in:meal_provider:k1');
  } finally {
    known.mockRestore();
  }
});

test('loading until the auth check answers; then the signed-in user, their role and their live basket', async () => {
  render(<AuthProvider><CartProvider><Probe /></CartProvider></AuthProvider>);
  expect(session()).toBe('loading:-:empty:0');
  await act(async () => {
    fakeData.seed({ user: { uid: 'c1', email: 'asha@thali.test', displayName: 'Asha' }, roles: { c1: 'user' }, carts: {} });
  });
  expect(session()).toBe('signed-in:user:empty:0');
  await act(async () => {
    await cart.addItem(chai, 2);
  });
  expect(session()).toBe('signed-in:user:Masala Chaix2:80');
  await act(async () => {
    fakeData.seed({ user: null });
  });
  expect(session()).toBe('signed-out:-:empty:0');
});

test("the first check names the account while its role is still being read (the shell starts the page's data with it), then clears it", async () => {
  let auth: AuthValue | undefined;
  function Peek() {
    auth = useAuth();
    return null;
  }
  const seen = () => ({ status: auth?.status, pendingUid: auth?.pendingUid, user: auth?.user?.uid ?? null });
  render(<AuthProvider><CartProvider><Peek /><Probe /></CartProvider></AuthProvider>);
  const line: CartLine = { id: chai.id, providerId: 'p1', name: chai.name, description: '', price: 40, imageUrl: '', quantity: 1, addedAt: 1 };
  fakeData.seed({ carts: { c1: [line] } });
  expect(seen()).toEqual({ status: 'loading', pendingUid: null, user: null });
  await act(async () => {
    fakeData.seed({ user: { uid: 'c1', email: 'asha@thali.test', displayName: 'Asha' } }); // the role not answered yet
  });
  // still loading (the guards wait), but the account is named; the user is not, until the check ends
  expect(seen()).toEqual({ status: 'loading', pendingUid: 'c1', user: null });
  // the basket is read already, and shown only once the check is done
  expect(fakeData.listening('carts')).toBe(1);
  expect(session()).toBe('loading:-:empty:0');
  await act(async () => {
    fakeData.seed({ roles: { c1: 'user' } });
  });
  expect(seen()).toEqual({ status: 'signed-in', pendingUid: null, user: 'c1' });
  expect(session()).toBe('signed-in:user:Masala Chaix1:80'); // with the delivery fee
  expect(fakeData.listening('carts')).toBe(1); // the same read: not asked again when the check ended
  // a later announcement (a new name) is not a first check: nothing is pending while its reads run
  await act(async () => {
    fakeData.seed({ user: { uid: 'c1', email: 'asha@thali.test', displayName: 'Asha D' } });
  });
  expect(seen()).toEqual({ status: 'signed-in', pendingUid: null, user: 'c1' });
});

/** Where the test checkout is delivered (a place since issue 40), and who to call (every order carries both since issue 37). */
const HOME = { place: { house: '12', street: 'Laxmi Nagar', area: 'Trimurti Nagar', pin: '440022' }, name: 'Asha', phone: '98765 43210' };
/** Issue 40: each kitchen's order has a slot; the fake kitchen p1 keeps no hours, so it is open: as soon as possible. */
const SLOTS = { p1: { start: Date.now(), asap: true as const } };

test('checkout leaves out the lines it is told to (items no longer on the menu): they are not ordered and stay in the basket', async () => {
  const { checkoutCart } = jest.requireMock<typeof import('@thali/firebase-data')>('@thali/firebase-data');
  render(<AuthProvider><CartProvider><Probe /></CartProvider></AuthProvider>);
  await act(async () => {
    fakeData.seed({ user: { uid: 'c1', email: 'asha@thali.test', displayName: 'Asha' }, roles: { c1: 'user' }, carts: {} });
  });
  await act(async () => {
    await cart.addItem(chai, 2);
    await cart.addItem({ ...chai, id: 'kheer', name: 'Kheer', price: 50 }, 1);
  });
  let placed: { orderNumber: string; total: number }[] = [];
  await act(async () => {
    placed = await cart.checkout(HOME, SLOTS, ['kheer']);
  });
  // one order of the one kitchen left: 2 × ₹20 + the ₹40 fee
  expect(placed).toEqual([expect.objectContaining({ orderNumber: expect.stringMatching(/^TH-\d{4}-0001$/), total: 80 })]);
  expect(jest.mocked(checkoutCart).mock.calls[0]![1].map((l) => l.id)).toEqual(['chai']);
  expect(session()).toBe('signed-in:user:Kheerx1:90');
  await act(async () => {
    expect(await cart.checkout(HOME, SLOTS, ['kheer'])).toEqual([]);
  });
});
