import { act, render, screen, waitFor } from '@testing-library/react';
import { addMenuItem, addToCart, signIn, signOut, signUp, type MenuItem } from '@thali/firebase-data';
import { createFirebase, deleteFirebase, firebaseWithAuth, readConfig, type FirebaseServices } from '@thali/firebase-data/testing';
import { AuthProvider, useAuth } from '../auth/auth-provider';
import { CartProvider, useCart, type CartValue } from '../cart/cart-provider';

// Live database events land outside act(); React's warning about that is noise here.
const realError = console.error;
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('not wrapped in act')) return;
    realError(...args);
  });
});
const ns = `ac-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
process.env.THALI_DB_NAMESPACE = ns;

const others: FirebaseServices[] = [];
const otherApp = (name: string) => {
  const fb = createFirebase(readConfig(), `${name}-${others.length}`);
  others.push(fb);
  return fb;
};
afterAll(async () => {
  await Promise.all(others.map((fb) => deleteFirebase(fb)));
  await deleteFirebase(firebaseWithAuth());
});

const mail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}@${ns}.test`;

/** What an admin does for a new kitchen (a pending one cannot receive orders): approve it with the owner credential. */
async function approve(uid: string) {
  const { emulators } = readConfig();
  const r = await fetch(`http://${emulators!.host}:${emulators!.databasePort}/providers/${uid}.json?ns=${ns}`, {
    method: 'PATCH', headers: { authorization: 'Bearer owner', 'content-type': 'application/json' }, body: JSON.stringify({ approved: true }),
  });
  if (!r.ok) throw new Error(`approve: ${r.status} ${await r.text()}`);
}
const PASSWORD = 'secret-123';

let cart: CartValue;
function Probe() {
  const auth = useAuth();
  cart = useCart();
  return (
    <div>
      <span data-testid="status">{auth.status}</span>
      <span data-testid="role">{auth.role || '-'}</span>
      <span data-testid="provider">{String(auth.isProvider)}</span>
      <span data-testid="items">{cart.items.map((i) => `${i.name}x${i.quantity}`).join(',') || 'empty'}</span>
      <span data-testid="count">{cart.totalItems}</span>
      <span data-testid="total">{cart.total}</span>
    </div>
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;
const renderAll = () => render(<AuthProvider><CartProvider><Probe /></CartProvider></AuthProvider>);

let item: MenuItem;
let customerEmail: string;
let customerUid: string;

beforeAll(async () => {
  const kitchen = otherApp('kitchen');
  // a kitchen signs up with its details (issue 39)
  const details = { name: 'Test Kitchen', phone: '+91 98220 10010', area: 'Dharampeth', address: '14 Ram Nagar Road, Nagpur 440010', cuisine: 'maharashtrian', cuisineOther: '', fssai: '' };
  const provider = await signUp({ name: 'Test Kitchen', email: mail('kitchen'), password: PASSWORD, role: 'meal_provider', kitchen: details }, { staySignedIn: true }, kitchen);
  await approve(provider.uid);
  item = await addMenuItem(provider.uid, { name: 'Thali', description: 'Full meal', price: 140, category: 'main-course', imageUrl: 'https://example.com/t.jpg', diet: 'veg', platesPerDay: '' }, kitchen);
  customerEmail = mail('customer');
  customerUid = (await signUp({ name: 'Asha', email: customerEmail, password: PASSWORD, role: 'user' }, {}, otherApp('signup'))).uid;
});

test('auth: loading, then signed out; sign-in brings the user and role; sign-out clears them', async () => {
  renderAll();
  expect(text('status')).toBe('loading');
  await waitFor(() => expect(text('status')).toBe('signed-out'));
  expect(text('items')).toBe('empty');
  expect(text('total')).toBe('0') // an empty basket has no kitchen, so no delivery fee;
  await act(() => signIn(customerEmail, PASSWORD, { remember: true }));
  await waitFor(() => expect(text('status')).toBe('signed-in'));
  expect(text('role')).toBe('user');
  expect(text('provider')).toBe('false');
  await act(() => signOut());
  await waitFor(() => expect(text('status')).toBe('signed-out'));
  expect(text('role')).toBe('-');
});

test('cart: loaded on sign-in, add merges, update below 1 ignored and above 50 capped, remove, two tabs agree, empty after sign-out', async () => {
  const tab2 = otherApp('tab2');
  await signIn(customerEmail, PASSWORD, {}, tab2);
  await addToCart(customerUid, item, 2, tab2); // already in the basket before this tab signs in
  renderAll();
  await act(() => signIn(customerEmail, PASSWORD));
  await waitFor(() => expect(text('items')).toBe('Thalix2'));

  await act(async () => { expect(await cart.addItem(item)).toBe(true); });
  expect(text('items')).toBe('Thalix3');
  await act(async () => { expect(await cart.addItem(item, 2)).toBe(true); });
  expect(text('count')).toBe('5');
  expect(text('total')).toBe(String(5 * 140 + 40));

  await act(async () => { expect(await cart.updateQuantity(item.id, 0)).toBe(false); });
  expect(text('items')).toBe('Thalix5');
  await act(async () => { expect(await cart.updateQuantity(item.id, 99)).toBe(true); }); // capped at MAX_QUANTITY
  expect(text('items')).toBe('Thalix50');
  await act(async () => { expect(await cart.updateQuantity(item.id, 1)).toBe(true); });
  expect(text('items')).toBe('Thalix1');

  // the other tab changes the basket: this one follows live
  await act(() => addToCart(customerUid, { id: 'chai', price: 20, name: 'Chai', providerId: item.providerId }, 3, tab2));
  await waitFor(() => expect(text('items')).toBe('Thalix1,Chaix3'));
  await act(async () => { await cart.removeItem('chai'); });
  expect(text('items')).toBe('Thalix1');

  await act(() => signOut());
  await waitFor(() => expect(text('items')).toBe('empty'));
  expect(text('count')).toBe('0');
});

test('a failed write leaves the shown basket as it was (state changes only after the remote write succeeds)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAll();
  await act(() => signIn(customerEmail, PASSWORD));
  await waitFor(() => expect(text('items')).toBe('Thalix1'));
  // a price of -1 is refused by the rules (price > 0): nothing is shown, nothing thrown
  const changes: string[] = [];
  const observer = new MutationObserver(() => changes.push(text('items') ?? ''));
  observer.observe(screen.getByTestId('items'), { childList: true, subtree: true, characterData: true });
  await act(async () => {
    expect(await cart.addItem({ id: 'bad', price: -1, name: 'Bad' })).toBe(false);
  });
  observer.disconnect();
  expect(changes.filter((c) => c.includes('Bad'))).toEqual([]);
  expect(text('items')).toBe('Thalix1');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  await act(() => signOut());
});

/** Where the test checkout is delivered, and who to call (every order carries both since issue 37). */
const HOME = { address: '12 Laxmi Nagar, Nagpur 440022', name: 'Asha', phone: '98765 43210' };

test('checkout: orders placed, basket emptied; signed out it asks to log in', async () => {
  renderAll();
  await waitFor(() => expect(text('status')).toBe('signed-out'));
  await expect(cart.checkout(HOME)).rejects.toThrow('Please login to proceed.');
  await act(() => signIn(customerEmail, PASSWORD));
  await waitFor(() => expect(text('items')).toBe('Thalix1'));
  let placed: { orderNumber: string }[] = [];
  await act(async () => { placed = await cart.checkout(HOME); });
  expect(placed).toHaveLength(1);
  expect(placed[0]!.orderNumber).toMatch(/^TH-\d{4}-\d{4,}$/);
  await waitFor(() => expect(text('items')).toBe('empty'));
  await act(async () => { expect(await cart.checkout(HOME)).toEqual([]); });
  await act(() => signOut());
});
