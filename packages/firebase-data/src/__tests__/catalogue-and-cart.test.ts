import { get, ref } from 'firebase/database';
import { validateMenuItem } from '../menu/validate-menu-item';
import { addMenuItem, MenuItemValidationError } from '../menu/add-menu-item';
import { listMenuItems } from '../menu/list-menu-items';
import { subscribeMenuItems } from '../menu/subscribe-menu-items';
import { listProviders } from '../providers/list-providers';
import { subscribeProviders } from '../providers/subscribe-providers';
import { addToCart } from '../cart/add-to-cart';
import { loadCart } from '../cart/load-cart';
import { setCartQuantity } from '../cart/set-cart-quantity';
import { removeFromCart } from '../cart/remove-from-cart';
import { clearCart } from '../cart/clear-cart';
import { subscribeCart } from '../cart/subscribe-cart';
import type { CartLine, MenuItem, Provider } from '../model';
import { MAX_QUANTITY } from '../orders/order-limits';
import { admin, approve, closeAll, freshNamespace, newUser, openApp, until, type TestUser } from './support/backend';

const ns = freshNamespace('catalogue');
afterAll(closeAll);

const valid = { name: '  Varhadi Thali ', description: ' Bhakri, zunka, rice ', price: '140', category: 'main-course', imageUrl: ' https://example.com/thali.jpg ', diet: 'veg' as const, platesPerDay: '' };

describe('menu item validation', () => {
  test('every field missing: errors in the spec order with the spec texts', () => {
    const errors = validateMenuItem({ name: ' ', description: '', price: '', category: '', imageUrl: '', diet: '', platesPerDay: '' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Name is required'],
      ['description', 'Description is required'],
      ['price', 'Please enter a valid price'],
      ['category', 'Please select a category'],
      ['diet', 'Choose Veg, Egg or Non-veg.'],
      ['imageUrl', 'Image URL is required'],
    ]);
  });

  test('price must be a number from ₹1 to ₹20,000, in the form\'s words', () => {
    expect(validateMenuItem({ ...valid, price: '0.5' })).toEqual({ price: 'Price must be at least ₹1' });
    expect(validateMenuItem({ ...valid, price: 0.001 })).toEqual({ price: 'Price must be at least ₹1' });
    expect(validateMenuItem({ ...valid, price: '20000.01' })).toEqual({ price: 'Price must be at most ₹20,000' });
    expect(validateMenuItem({ ...valid, price: 1e308 })).toEqual({ price: 'Price must be at most ₹20,000' });
    expect(validateMenuItem({ ...valid, price: 'Infinity' })).toEqual({ price: 'Please enter a valid price' });
    expect(validateMenuItem({ ...valid, price: '1' })).toEqual({});
    expect(validateMenuItem({ ...valid, price: 20000 })).toEqual({});
  });

  test('price must be a number above 0; image URL must parse; limits 100 / 500', () => {
    expect(validateMenuItem({ ...valid, price: '0' })).toEqual({ price: 'Please enter a valid price' });
    expect(validateMenuItem({ ...valid, price: 'abc' })).toEqual({ price: 'Please enter a valid price' });
    expect(validateMenuItem({ ...valid, price: -5 })).toEqual({ price: 'Please enter a valid price' });
    expect(validateMenuItem({ ...valid, imageUrl: 'not a url' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    // A site path (the demo images) is valid, as in the database rules; a protocol-relative //host is not.
    expect(validateMenuItem({ ...valid, imageUrl: '/images/kheer.svg' })).toEqual({});
    expect(validateMenuItem({ ...valid, imageUrl: '//evil.example/x.png' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: '/\\evil.example/x.png' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: '/images\\..\\x.png' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: 'data:image/png;base64,AAAA' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    // plain http is refused, as by the rules; https only
    expect(validateMenuItem({ ...valid, imageUrl: 'http://example.com/thali.jpg' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: 'https://example.com\\thali.jpg' })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, imageUrl: `https://example.com/${'a'.repeat(2040)}` })).toEqual({ imageUrl: 'Please enter a valid image URL' });
    expect(validateMenuItem({ ...valid, category: 'snacks' })).toEqual({ category: 'Please select a category' });
    expect(Object.keys(validateMenuItem({ ...valid, name: 'n'.repeat(101), description: 'd'.repeat(501) }))).toEqual(['name', 'description']);
    expect(validateMenuItem({ ...valid, name: 'n'.repeat(100), description: 'd'.repeat(500) })).toEqual({});
  });
});

describe('providers and menu against the emulator', () => {
  let provider: TestUser;
  let other: TestUser;
  let item: MenuItem;

  beforeAll(async () => {
    [provider, other] = await Promise.all([newUser(ns, 'meal_provider', 'Annapurna Kitchen'), newUser(ns, 'meal_provider', 'Saoji Ghar')]);
  });

  test('addMenuItem trims, stores a numeric price and status active; invalid input throws the field errors', async () => {
    item = await addMenuItem(provider.uid, valid, provider.fb);
    expect(item).toMatchObject({ name: 'Varhadi Thali', description: 'Bhakri, zunka, rice', price: 140, category: 'main-course',
      imageUrl: 'https://example.com/thali.jpg', providerId: provider.uid, status: 'active' });
    const stored = (await get(ref(provider.fb.db, `menu-items/${item.id}`))).val();
    expect(stored.price).toBe(140);
    const error = await addMenuItem(provider.uid, { ...valid, name: '' }, provider.fb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MenuItemValidationError);
    expect((error as MenuItemValidationError).errors).toEqual({ name: 'Name is required' });
  });

  test('an item with a site-path image is stored as it is, and the rules accept it', async () => {
    const kheer = await addMenuItem(other.uid, { ...valid, name: 'Kheer', category: 'desserts', imageUrl: '/images/kheer.svg' }, other.fb);
    expect(kheer.imageUrl).toBe('/images/kheer.svg');
    const stored = await get(ref(other.fb.db, `menu-items/${kheer.id}/imageUrl`));
    expect(stored.val()).toBe('/images/kheer.svg');
  });

  test('a provider cannot add items for someone else, a customer cannot add items', async () => {
    await expect(addMenuItem(other.uid, valid, provider.fb)).rejects.toThrow(/permission/i);
    const customer = await newUser(ns, 'user');
    await expect(addMenuItem(customer.uid, valid, customer.fb)).rejects.toThrow(/permission/i);
  });

  test('listMenuItems / subscribeMenuItems return only that provider\'s items (indexed query), anonymous readers too', async () => {
    await addMenuItem(other.uid, { ...valid, name: 'Saoji Curry' }, other.fb);
    const second = await addMenuItem(provider.uid, { ...valid, name: 'Masala Chai', price: 20, category: 'beverages' }, provider.fb);
    const anonymous = openApp(ns);
    const items = await listMenuItems(provider.uid, anonymous);
    expect(items.map((i) => i.name).sort()).toEqual(['Masala Chai', 'Varhadi Thali']);
    let live: MenuItem[] = [];
    const stop = subscribeMenuItems({ providerId: provider.uid, onData: (i) => { live = i; }, fb: anonymous });
    await until(() => live.length === 2);
    stop();
    expect(live.map((i) => i.id)).toContain(second.id);
  });

  test('a malformed record is skipped and reported, not thrown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await admin(ns, 'PUT', 'menu-items/broken', { providerId: provider.uid, name: 'Broken', price: 'free' });
    const items = await listMenuItems(provider.uid, openApp(ns));
    expect(items.map((i) => i.name)).not.toContain('Broken');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('menu-items/broken'));
    warn.mockRestore();
  });

  test('providers: the public projection of approved kitchens with spec defaults, live; a pending kitchen is not listed', async () => {
    const pending = await newUser(ns, 'meal_provider', 'Brand New Kitchen', { approved: false });
    const anonymous = openApp(ns);
    const list = await listProviders(anonymous);
    expect(list.map((p) => p.name)).toEqual(['Annapurna Kitchen', 'Saoji Ghar']);
    // issue 39: a kitchen signs up with its details (the defaults are for older listings without them: to-provider tests)
    expect(list[0]).toMatchObject({ cuisine: 'Maharashtrian', address: '14 Ram Nagar Road, Nagpur 440010', phone: '+91 98220 10010', rating: null,
      approved: true });
    let live: Provider[] = [];
    const stop = subscribeProviders({ onData: (p) => { live = p; }, fb: anonymous });
    await until(() => live.length === 2);
    // approval lists it, live
    await approve(ns, pending.uid);
    await until(() => live.some((p) => p.id === pending.uid));
    stop();
    expect(live.map((p) => p.name)).toEqual(['Annapurna Kitchen', 'Brand New Kitchen', 'Saoji Ghar']);
  });

  test('the providers node is readable only through the approved query (no one downloads pending kitchens)', async () => {
    const anonymous = openApp(ns);
    await expect(get(ref(anonymous.db, 'providers'))).rejects.toThrow(/permission/i);
    await expect(get(ref(provider.fb.db, 'providers'))).rejects.toThrow(/permission/i);
  });

  describe('cart', () => {
    let customer: TestUser;
    beforeAll(async () => { customer = await newUser(ns, 'user'); });

    test('add creates with addedAt and quantity 1, adding again merges the quantity', async () => {
      const first = await addToCart(customer.uid, item, undefined, customer.fb);
      expect(first).toMatchObject({ id: item.id, providerId: provider.uid, name: 'Varhadi Thali', price: 140, quantity: 1 });
      expect(first!.addedAt).toBeGreaterThan(0);
      const merged = await addToCart(customer.uid, item, 3, customer.fb);
      expect(merged).toMatchObject({ quantity: 4, addedAt: first!.addedAt });
      expect(await loadCart(customer.uid, customer.fb)).toHaveLength(1);
    });

    test('concurrent adds from two tabs both count (transaction)', async () => {
      const tab2 = openApp(ns);
      const { signIn } = await import('../auth/sign-in');
      await signIn(customer.email, customer.password, {}, tab2);
      await Promise.all([addToCart(customer.uid, item, 1, customer.fb), addToCart(customer.uid, item, 1, tab2)]);
      expect((await loadCart(customer.uid, customer.fb))[0]!.quantity).toBe(6);
    });

    test('update below 1 is ignored; update sets only the quantity; ignored without user or id', async () => {
      expect(await setCartQuantity(customer.uid, item.id, 0, customer.fb)).toBe(false);
      expect(await setCartQuantity(customer.uid, item.id, -3, customer.fb)).toBe(false);
      expect((await loadCart(customer.uid, customer.fb))[0]!.quantity).toBe(6);
      expect(await setCartQuantity(customer.uid, item.id, 2, customer.fb)).toBe(true);
      expect((await loadCart(customer.uid, customer.fb))[0]).toMatchObject({ quantity: 2, name: 'Varhadi Thali' });
      expect(await addToCart('', item, 1, customer.fb)).toBeNull();
      expect(await addToCart(customer.uid, { ...item, id: '' }, 1, customer.fb)).toBeNull();
      expect(await setCartQuantity(customer.uid, '', 3, customer.fb)).toBe(false);
    });

    test(`a line holds at most ${MAX_QUANTITY}: adding more is capped, adding to a full line is ignored, setting more is capped`, async () => {
      expect(await setCartQuantity(customer.uid, item.id, 48, customer.fb)).toBe(true);
      expect(await addToCart(customer.uid, item, 5, customer.fb)).toMatchObject({ quantity: MAX_QUANTITY });
      expect(await addToCart(customer.uid, item, 1, customer.fb)).toBeNull();
      expect((await loadCart(customer.uid, customer.fb))[0]!.quantity).toBe(MAX_QUANTITY);
      expect(await setCartQuantity(customer.uid, item.id, 1e9, customer.fb)).toBe(true);
      expect((await loadCart(customer.uid, customer.fb))[0]!.quantity).toBe(MAX_QUANTITY);
      expect(await setCartQuantity(customer.uid, item.id, 2, customer.fb)).toBe(true);
      const dessert = { id: 'big-order', price: 20, name: 'Ladoo', providerId: provider.uid };
      expect(await addToCart(customer.uid, dessert, 70, customer.fb)).toMatchObject({ quantity: MAX_QUANTITY });
      await removeFromCart(customer.uid, dessert.id, customer.fb);
    });

    test('live subscription, remove one, clear', async () => {
      let lines: CartLine[] = [];
      const stop = subscribeCart({ uid: customer.uid, onData: (l) => { lines = l; }, fb: customer.fb });
      await addToCart(customer.uid, { id: 'other-item', price: 20, name: 'Chai', providerId: provider.uid }, 1, customer.fb);
      await until(() => lines.length === 2);
      await removeFromCart(customer.uid, 'other-item', customer.fb);
      await until(() => lines.length === 1);
      await clearCart(customer.uid, customer.fb);
      await until(() => lines.length === 0);
      stop();
    });

    test('a customer cannot read or write another customer\'s cart', async () => {
      await addToCart(customer.uid, item, 1, customer.fb);
      const intruder = await newUser(ns, 'user');
      await expect(loadCart(customer.uid, intruder.fb)).rejects.toThrow(/permission/i);
      // A transaction on a location the caller cannot read (its compare-and-set carries a stale hash): the rules
      // are evaluated first, so it is denied at once (permission_denied, not 'maxretry').
      await expect(addToCart(customer.uid, item, 1, intruder.fb)).rejects.toThrow(/permission_denied/i);
      await expect(clearCart(customer.uid, intruder.fb)).rejects.toThrow(/permission/i);
      expect(await loadCart(customer.uid, customer.fb)).toHaveLength(1);
    });
  });
});
