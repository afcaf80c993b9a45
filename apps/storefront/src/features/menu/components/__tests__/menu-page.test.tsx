import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProvider, placeOrder, subscribeMenuItems, type MenuItem } from '@thali/firebase-data';
import { dayStart, DeliveryAreaError, KitchenClosedError, MinimumOrderError, SlotUnavailableError, SoldOutError } from '@thali/firebase-data/logic';
import { fakeData } from '@thali/firebase-data/fake';
import { makeItem, makeProvider, MONDAY_2159, renderWith, resetData, SAMPLE_ITEMS, WEEK_HOURS } from '../../../../test-utils';
import { MenuPage } from '../menu-page';
import { setLocale } from '@thali/ui';
import { expectNoAxeViolations } from '@thali/tooling/jest-axe';

jest.mock('@thali/firebase-data', () => jest.requireActual('@thali/firebase-data/fake').fakeData.module);

const ROUTE = '/provider/:providerId/menu';
// The database answering with the menu items.
const pushItems = (items: MenuItem[]) => fakeData.seed({ menuItems: items });

// The delivery form is fetched when a reader points at Buy Now (menu-item-card.tsx); here it is in before the tests, so
// a test's wait for the form is not a wait for the module's first transform.
beforeAll(() => import('../buy-now-form'));

beforeEach(() => {
  resetData();
  fakeData.seed({ providers: [makeProvider()] });
  jest.mocked(placeOrder).mockResolvedValue(PLACED);
  // the customer's profile place (in Dharampeth, which the kitchen serves), name and mobile prefill Buy Now's delivery step
  fakeData.seed({ profiles: { 'customer-uid': { ...PROFILE, place: HOME, address: '12, Ram Nagar Road, Dharampeth, Nagpur 440010', phone: '+919822011111' } } });
});

const PROFILE = { uid: 'customer-uid', name: 'Riya', email: 'customer@thali.test', role: 'user' as const, createdAt: '2026-01-01T00:00:00.000Z' };
const HOME = { house: '12', street: 'Ram Nagar Road', area: 'Dharampeth', pin: '440010' };
const AT_HOME = { place: HOME, note: '', saveToProfile: false, name: 'Riya', phone: '9822011111' };
/** The kitchen keeps no hours (open): an order for as soon as possible, placed now. */
const ASAP = { start: expect.any(Number), asap: true };
const placeField = (scope: ReturnType<typeof within>, name: string) =>
  within(scope.getByRole('group', { name: 'Delivery address' })).getByRole(name === 'Area' ? 'combobox' : 'textbox', { name });
const PLACED = { id: 'order-1', orderNumber: 'TH-2611-0042', providerId: 'prov-a', total: 80 };
/** Buy Now, then the delivery step's "Place order" (the prefilled address as it is). */
async function buyNow(user: ReturnType<typeof userEvent.setup>, item: ReturnType<typeof within>) {
  await user.click(item.getByRole('button', { name: 'Buy Now' }));
  await user.click(await item.findByRole('button', { name: 'Place order' }));
}

type Who = 'anonymous' | 'customer' | 'loading';

async function openMenu({ who = 'customer' as Who, path = '/provider/prov-a/menu', items = SAMPLE_ITEMS, fakeTimers = false } = {}) {
  // With fake timers, user-event's own small waits must advance them.
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const utils = renderWith(<MenuPage />, { who, path, route: ROUTE });
  await act(async () => pushItems(items));
  await screen.findByRole('heading', { level: 1, name: 'Annapurna Tiffin Service' });
  return { user, ...utils };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const itemNames = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
const location = () => screen.getByTestId('location');

test('a spinner while the provider and its items load', async () => {
  jest.mocked(getProvider).mockReturnValue(new Promise(() => {}));
  renderWith(<MenuPage />, { path: '/provider/prov-a/menu', route: ROUTE });
  expect(screen.getByText('Loading menu')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('header: provider name, cuisine and a link back home; the page title names the provider', async () => {
  await openMenu();
  expect(getProvider).toHaveBeenCalledWith('prov-a');
  expect(subscribeMenuItems).toHaveBeenCalledWith(expect.objectContaining({ providerId: 'prov-a', onData: expect.any(Function), onError: expect.any(Function) }));
  expect(screen.getByText('Maharashtrian')).toBeInTheDocument();
  // opened directly (no portal page behind it): the back link offers the kitchens list
  expect(screen.getByRole('link', { name: 'See all kitchens' })).toHaveAttribute('href', '/providers');
  expect(document.title).toBe('Annapurna Tiffin Service menu · Thali');
});

test('issue 39: the kitchen’s FSSAI registration number under its address when it gave one', async () => {
  await openMenu();
  expect(screen.queryByText(/FSSAI/)).not.toBeInTheDocument();
  act(() => fakeData.seed({ providers: [makeProvider({ fssai: '21526010000123' })] }));
  cleanup();
  await openMenu();
  expect(screen.getByText('FSSAI registration number 21526010000123')).toBeInTheDocument();
});

test('each item: image, name, description, price in rupees with 2 decimals, category label', async () => {
  await openMenu();
  const poli = card('Puran Poli');
  expect(poli.getByRole('img', { name: 'Puran Poli' })).toHaveAttribute('src', '/images/thali.svg');
  // below the kitchen's header and plans, off the first screen: no picture is fetched with the document's requests
  expect(card('Varhadi Thali').getByRole('img', { name: 'Varhadi Thali' })).toHaveAttribute('loading', 'lazy');
  expect(poli.getByRole('img', { name: 'Puran Poli' })).toHaveAttribute('loading', 'lazy');
  expect(poli.getByText('Jowar bhakri, zunka, pitla, rice and thecha.')).toBeInTheDocument();
  expect(poli.getByText('₹70.50')).toBeInTheDocument();
  expect(poli.getByText('Desserts')).toBeInTheDocument();
  expect(card('Varhadi Thali').getByText('₹140.00')).toBeInTheDocument();
  fireEvent.error(poli.getByRole('img', { name: 'Puran Poli' }));
  expect(poli.getByTestId('image-placeholder')).toHaveAccessibleName('Puran Poli');
});

test('tabs filter by category, keep the tab in the URL, and follow the arrow keys', async () => {
  const { user } = await openMenu();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['All Items', 'Main Course', 'Appetizers', 'Desserts', 'Beverages']);
  expect(screen.getByRole('tab', { name: 'All Items' })).toHaveAttribute('aria-selected', 'true');
  expect(itemNames()).toHaveLength(4);

  await user.click(screen.getByRole('tab', { name: 'Desserts' }));
  expect(itemNames()).toEqual(['Puran Poli']);
  expect(location()).toHaveTextContent('/provider/prov-a/menu?category=desserts');
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Desserts');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Beverages' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Beverages' })).toHaveAttribute('aria-selected', 'true');
  expect(itemNames()).toEqual(['Masala Chai']);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All Items' })).toHaveFocus();
  expect(location()).toHaveTextContent(/menu$/);
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Beverages' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'All Items' })).toHaveAttribute('tabindex', '-1');
});

test('a tab from the URL is selected on arrival; an empty category says so', async () => {
  await openMenu({ path: '/provider/prov-a/menu?category=desserts', items: SAMPLE_ITEMS.slice(0, 2) });
  expect(screen.getByRole('tab', { name: 'Desserts' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('No menu items found in this category.')).toBeInTheDocument();
});

test('quantity stepper: starts at 1, never below 1', async () => {
  const { user } = await openMenu();
  const thali = card('Varhadi Thali');
  const minus = thali.getByRole('button', { name: 'Decrease quantity of Varhadi Thali' });
  const plus = thali.getByRole('button', { name: 'Increase quantity of Varhadi Thali' });
  const group = thali.getByRole('group', { name: 'Quantity of Varhadi Thali' });
  expect(group).toHaveTextContent('1');
  expect(minus).toBeDisabled();
  await user.click(plus);
  await user.click(plus);
  expect(group).toHaveTextContent('3');
  await user.click(minus);
  expect(group).toHaveTextContent('2');
});

test('quantity stepper: at most 50 of an item (what one order may hold); + is disabled there', async () => {
  const { user } = await openMenu();
  const chai = card('Masala Chai');
  const plus = chai.getByRole('button', { name: 'Increase quantity of Masala Chai' });
  for (let i = 1; i < 50; i++) await user.click(plus);
  expect(chai.getByRole('group', { name: 'Quantity of Masala Chai' })).toHaveTextContent('50');
  expect(plus).toBeDisabled();
  await buyNow(user, chai);
  expect(placeOrder).toHaveBeenCalledWith('customer-uid', expect.objectContaining({ name: 'Masala Chai' }), 50, AT_HOME, ASAP);
});

test('a kitchen not listed (awaiting approval, or suspended by Thali): its menu shows, ordering is off and the page says so', async () => {
  fakeData.seed({ providers: [makeProvider({ approved: false })] });
  await openMenu();
  expect(screen.getByText('This kitchen is not taking orders right now.')).toHaveAttribute('role', 'status');
  const thali = card('Varhadi Thali');
  expect(thali.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
  expect(thali.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  expect(thali.getByRole('button', { name: 'Increase quantity of Varhadi Thali' })).toBeDisabled();
});

test('an approved kitchen shows no such note', async () => {
  await openMenu();
  expect(screen.queryByText(/not taking orders/)).not.toBeInTheDocument();
});

describe('with fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('Add to Basket: Adding... (both buttons disabled), then Added ✓ for 2 s and the toast', async () => {
    let finish!: () => void;
    const { user, addItem } = await openMenu({ fakeTimers: true });
    addItem.mockImplementation(() => new Promise<boolean>((resolve) => (finish = () => resolve(true))));
    const thali = card('Varhadi Thali');
    await user.click(thali.getByRole('button', { name: 'Increase quantity of Varhadi Thali' }));
    await user.click(thali.getByRole('button', { name: 'Add to Basket' }));
    expect(addItem).toHaveBeenCalledWith(SAMPLE_ITEMS[0], 2);
    expect(thali.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(thali.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    // Other items stay usable.
    expect(card('Masala Chai').getByRole('button', { name: 'Buy Now' })).toBeEnabled();

    await act(async () => finish());
    expect(thali.getByRole('button', { name: 'Added ✓' })).toBeEnabled();
    expect(screen.getByText('Added to cart!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(thali.getByRole('button', { name: 'Added ✓' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(thali.getByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
  });

  test('Buy Now places a pending order through the data package, then opens it on My Orders; the toast lasts 3 s', async () => {
    let finish!: (placed: typeof PLACED) => void;
    jest.mocked(placeOrder).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = await openMenu({ fakeTimers: true });
    const chai = card('Masala Chai');
    await user.click(chai.getByRole('button', { name: 'Increase quantity of Masala Chai' }));
    await buyNow(user, chai);
    expect(placeOrder).toHaveBeenCalledWith('customer-uid', SAMPLE_ITEMS[3], 2, AT_HOME, ASAP);
    await act(async () => finish(PLACED));
    // on to the new order on My Orders (its card confirms it and says how much to pay)
    expect(location()).toHaveTextContent('/orders');
    expect(JSON.parse(location().dataset.state!)).toEqual({ placed: [PLACED] });
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Order placed successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Order placed successfully!')).not.toBeInTheDocument();
  });
});

test('Buy Now disables both buttons while ordering; a failure is announced as an alert', async () => {
  let reject!: (e: Error) => void;
  jest.mocked(placeOrder).mockImplementation(() => new Promise((_, r) => (reject = r)));
  const { user } = await openMenu();
  const chai = card('Masala Chai');
  await buyNow(user, chai);
  expect(chai.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  expect(chai.getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
  expect(chai.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  await act(async () => reject(new Error('PERMISSION_DENIED')));
  expect(chai.getByRole('alert')).toHaveTextContent('Error placing order. Please try again.');
  // the delivery step stays, to try again
  expect(chai.getByRole('button', { name: 'Place order' })).toBeEnabled();
  expect(screen.queryByText('Order placed successfully!')).not.toBeInTheDocument();
});

test.each([
  ['resolves false', false],
  ['rejects', new Error('offline')],
])('an add that %s shows no message and frees the buttons', async (_how, outcome) => {
  const { user, addItem } = await openMenu();
  if (outcome instanceof Error) addItem.mockRejectedValue(outcome);
  else addItem.mockResolvedValue(outcome);
  const thali = card('Varhadi Thali');
  await user.click(thali.getByRole('button', { name: 'Add to Basket' }));
  expect(await thali.findByRole('button', { name: 'Add to Basket' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Added to cart!')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Added ✓' })).not.toBeInTheDocument();
});

test.each(['Add to Basket', 'Buy Now'])('signed out, %s goes to /login carrying this page and its tab', async (button) => {
  const { user, addItem } = await openMenu({ who: 'anonymous', path: '/provider/prov-a/menu?category=main-course' });
  await user.click(card('Varhadi Thali').getByRole('button', { name: button }));
  expect(location()).toHaveTextContent(/^\/login$/);
  const state = JSON.parse(location().getAttribute('data-state') ?? 'null');
  expect(state.from).toMatchObject({ pathname: '/provider/prov-a/menu', search: '?category=main-course' });
  expect(addItem).not.toHaveBeenCalled();
  expect(placeOrder).not.toHaveBeenCalled();
});

test('an unknown provider: Error heading, Provider not found and Return to Home', async () => {
  fakeData.seed({ providers: [] });
  renderWith(<MenuPage />, { path: '/provider/nobody/menu', route: ROUTE });
  expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Provider not found');
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Error · Thali');
});

test('a failing item subscription shows the error view too', async () => {
  jest.mocked(getProvider).mockReturnValue(new Promise(() => {}));
  renderWith(<MenuPage />, { path: '/provider/prov-a/menu', route: ROUTE });
  act(() => fakeData.fail('menuItems', new Error('Permission denied')));
  expect(screen.getByRole('alert')).toHaveTextContent('Permission denied');
});

test('live: a new item appears without reload; the subscription ends on leaving', async () => {
  const { unmount } = await openMenu({ items: SAMPLE_ITEMS.slice(0, 1) });
  expect(itemNames()).toEqual(['Varhadi Thali']);
  act(() => pushItems(SAMPLE_ITEMS.slice(0, 2)));
  expect(itemNames()).toEqual(['Varhadi Thali', 'Kothimbir Vadi']);
  unmount();
  expect(fakeData.listening('menuItems')).toBe(0);
});

test('a hidden item is not on the menu (nothing to add or buy); shown again or deleted, live (issue 20)', async () => {
  const [thali, vadi] = SAMPLE_ITEMS as [MenuItem, MenuItem];
  await openMenu({ items: [thali, { ...vadi, status: 'inactive' }] });
  expect(itemNames()).toEqual(['Varhadi Thali']);
  expect(screen.getAllByRole('button', { name: 'Add to Basket' })).toHaveLength(1);
  act(() => pushItems([thali, vadi]));
  expect(itemNames()).toEqual(['Varhadi Thali', 'Kothimbir Vadi']);
  act(() => pushItems([{ ...thali, status: 'inactive' }, vadi]));
  expect(itemNames()).toEqual(['Kothimbir Vadi']);
  act(() => pushItems([]));
  expect(itemNames()).toEqual([]);
});

test('Buy Now asks where to deliver: the profile\'s place prefilled, the house focused, a note; a changed place is saved; Cancel closes it', async () => {
  const { user } = await openMenu();
  const thali = card('Varhadi Thali');
  await user.click(thali.getByRole('button', { name: 'Buy Now' }));
  const house = await thali.findByRole('textbox', { name: 'House or flat' });
  expect(house).toHaveValue('12');
  expect(house).toHaveFocus();
  expect(placeField(thali, 'Area')).toHaveValue('Dharampeth');
  expect(placeField(thali, 'PIN code')).toHaveValue('440010');
  // an open kitchen: "as soon as possible" first
  expect(within(thali.getByRole('combobox', { name: 'Delivery time' })).getByRole('option', { selected: true })).toHaveTextContent('As soon as possible');
  expect(thali.getByRole('button', { name: 'Buy Now' })).toHaveAttribute('aria-expanded', 'true');
  await user.click(thali.getByRole('button', { name: 'Cancel' }));
  expect(thali.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
  expect(placeOrder).not.toHaveBeenCalled();

  await user.click(thali.getByRole('button', { name: 'Buy Now' }));
  const again = await thali.findByRole('textbox', { name: 'House or flat' });
  await user.clear(again);
  await user.click(thali.getByRole('button', { name: 'Place order' }));
  expect(again).toHaveAccessibleDescription(expect.stringContaining('Please enter the house or flat number.'));
  expect(placeOrder).not.toHaveBeenCalled();
  await user.type(again, '7');
  await user.type(placeField(thali, 'Landmark (optional)'), 'Behind the bank');
  await user.type(thali.getByRole('textbox', { name: 'Note for the kitchen (optional)' }), 'Ring twice');
  await user.click(thali.getByRole('button', { name: 'Place order' }));
  expect(placeOrder).toHaveBeenCalledWith('customer-uid', SAMPLE_ITEMS[0], 1,
    { ...AT_HOME, place: { ...HOME, house: '7', landmark: 'Behind the bank' }, note: 'Ring twice', saveToProfile: true }, ASAP);
});

test('Buy Now to an area the kitchen does not serve: its areas said at once and on "Place order"; nothing is sent', async () => {
  fakeData.seed({ profiles: { 'customer-uid': { ...PROFILE, place: { house: '3', street: 'Ring Road', area: 'Trimurti Nagar', pin: '440022' },
    address: '3, Ring Road, Trimurti Nagar, Nagpur 440022', phone: '+919822011111' } } });
  const { user } = await openMenu();
  const thali = card('Varhadi Thali');
  await user.click(thali.getByRole('button', { name: 'Buy Now' }));
  const sentence = 'Annapurna Tiffin Service delivers only to Dharampeth (440010).';
  expect(await thali.findByText(sentence)).toBeInTheDocument();
  await user.click(thali.getByRole('button', { name: 'Place order' }));
  expect(thali.getByRole('alert')).toHaveTextContent(sentence);
  expect(placeOrder).not.toHaveBeenCalled();
});

test('Buy Now under the kitchen\'s minimum says how much to add and sends nothing', async () => {
  fakeData.seed({ providers: [makeProvider({ minOrder: 2000 })] });
  const { user } = await openMenu();
  const thali = card('Varhadi Thali');
  await user.click(thali.getByRole('button', { name: 'Buy Now' }));
  const short = `Add ₹${(2000 - SAMPLE_ITEMS[0]!.price).toLocaleString('en-IN')} more to order from Annapurna Tiffin Service.`;
  expect(await thali.findByText(short)).toBeInTheDocument();
  await user.click(thali.getByRole('button', { name: 'Place order' }));
  expect(thali.getByRole('alert')).toHaveTextContent(short);
  expect(placeOrder).not.toHaveBeenCalled();
});

test('Buy Now shows the dish, its quantity, the delivery fee and the total before "Place order", and asks name and mobile', async () => {
  // a first order: no mobile in the profile yet
  fakeData.seed({ profiles: { 'customer-uid': { ...PROFILE, place: HOME, address: '12, Ram Nagar Road, Dharampeth, Nagpur 440010' } } });
  const { user } = await openMenu();
  const thali = card('Varhadi Thali');
  await user.click(thali.getByRole('button', { name: 'Increase quantity of Varhadi Thali' }));
  await user.click(thali.getByRole('button', { name: 'Buy Now' }));
  const form = within(await thali.findByRole('form', { name: 'Your order' }));
  expect(thali.getByRole('form', { name: 'Your order' })).toHaveTextContent(
    `Varhadi Thali × 2₹${(SAMPLE_ITEMS[0]!.price * 2).toFixed(2)}Delivery fee₹40.00Total₹${(SAMPLE_ITEMS[0]!.price * 2 + 40).toFixed(2)}`);
  expect(form.getByText('Pay the kitchen on delivery, in cash or by UPI.')).toBeInTheDocument();
  // the bill follows the quantity
  await user.click(thali.getByRole('button', { name: 'Increase quantity of Varhadi Thali' }));
  expect(form.getByText('Varhadi Thali × 3')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Riya');
  const mobile = form.getByRole('textbox', { name: 'Mobile number' });
  expect(mobile).toHaveValue('');
  await user.click(form.getByRole('button', { name: 'Place order' }));
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Please enter your mobile number.'));
  await user.type(mobile, '5123456789');
  await user.click(form.getByRole('button', { name: 'Place order' }));
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining('Please enter a 10-digit Indian mobile number, such as 98765 43210.'));
  expect(placeOrder).not.toHaveBeenCalled();
  await user.clear(mobile);
  await user.type(mobile, '+91 98220 11111');
  await user.click(form.getByRole('button', { name: 'Place order' }));
  expect(placeOrder).toHaveBeenCalledWith('customer-uid', SAMPLE_ITEMS[0], 3, { ...AT_HOME, phone: '+91 98220 11111' }, ASAP);
  // then on to the new order on My Orders, which the shell scrolls to
  expect(await screen.findByTestId('location')).toHaveTextContent('/orders');
  expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ placed: [PLACED] });
});

describe('veg marks, opening hours and plates (issue 16)', () => {
  const DIET_ITEMS: MenuItem[] = [
    makeItem({ diet: 'veg' }),
    makeItem({ id: 'item-2', name: 'Anda Curry', diet: 'egg', price: 90 }),
    makeItem({ id: 'item-3', name: 'Saoji Chicken', diet: 'non-veg', price: 220 }),
    makeItem({ id: 'item-4', name: 'Masala Chai', category: 'beverages', diet: 'veg', price: 20 }),
  ];
  const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

  test('every item shows its diet mark with its word', async () => {
    await openMenu({ items: DIET_ITEMS });
    expect(card('Varhadi Thali').getByText('Veg')).toHaveAttribute('data-diet', 'veg');
    expect(card('Anda Curry').getByText('Egg')).toHaveAttribute('data-diet', 'egg');
    expect(card('Saoji Chicken').getByText('Non-veg')).toHaveAttribute('data-diet', 'non-veg');
  });

  test('"Veg only" shows the veg items only, kept in the URL as ?veg=1 beside the tab', async () => {
    const { user } = await openMenu({ items: DIET_ITEMS, path: '/provider/prov-a/menu?category=main-course' });
    const veg = screen.getByRole('button', { name: 'Veg only' });
    expect(veg).toHaveAttribute('aria-pressed', 'false');
    expect(itemNames()).toEqual(['Varhadi Thali', 'Anda Curry', 'Saoji Chicken']);
    await user.click(veg);
    expect(veg).toHaveAttribute('aria-pressed', 'true');
    expect(itemNames()).toEqual(['Varhadi Thali']);
    expect(location()).toHaveTextContent('/provider/prov-a/menu?category=main-course&veg=1');
    await user.click(screen.getByRole('tab', { name: 'All Items' }));
    expect(itemNames()).toEqual(['Varhadi Thali', 'Masala Chai']);
    await user.click(veg);
    expect(location()).toHaveTextContent(/menu$/);
    expect(itemNames()).toHaveLength(4);
  });

  test('a reloaded URL with ?veg=1 keeps it; a category without veg dishes says so', async () => {
    await openMenu({ items: DIET_ITEMS.slice(1, 3), path: '/provider/prov-a/menu?veg=1' });
    expect(screen.getByRole('button', { name: 'Veg only', pressed: true })).toBeInTheDocument();
    expect(itemNames()).toEqual([]);
    expect(screen.getByText('No veg items found in this category.')).toBeInTheDocument();
  });

  test('the header: Pure veg badge and the open state', async () => {
    fakeData.seed({ providers: [makeProvider({ pureVeg: true })] });
    await openMenu({ items: DIET_ITEMS.slice(0, 1) });
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Pure veg')).toBeInTheDocument();
    expect(header.getByText('Open now')).toHaveAttribute('role', 'status');
  });

  test('a paused kitchen: both buttons off, the reason shown and read with them', async () => {
    fakeData.seed({ providers: [makeProvider({ accepting: false })] });
    await openMenu({ items: DIET_ITEMS });
    expect(within(screen.getByRole('banner')).getByText('Not taking orders right now')).toBeInTheDocument();
    const thali = card('Varhadi Thali');
    const add = thali.getByRole('button', { name: 'Add to Basket' });
    const buy = thali.getByRole('button', { name: 'Buy Now' });
    expect(add).toBeDisabled();
    expect(buy).toBeDisabled();
    expect(add).toHaveAccessibleDescription('This kitchen is not taking orders right now.');
    expect(buy).toHaveAccessibleDescription('This kitchen is not taking orders right now.');
    expect(thali.getByText('This kitchen is not taking orders right now.')).toBeVisible();
  });

  test('the kitchen switching back on reaches an open page (live listing)', async () => {
    fakeData.seed({ providers: [makeProvider({ accepting: false })] });
    await openMenu({ items: DIET_ITEMS.slice(0, 1) });
    expect(card('Varhadi Thali').getByRole('button', { name: 'Add to Basket' })).toBeDisabled();
    act(() => fakeData.seed({ providers: [makeProvider()] }));
    expect(card('Varhadi Thali').getByRole('button', { name: 'Add to Basket' })).toBeEnabled();
    expect(card('Varhadi Thali').getByRole('button', { name: 'Add to Basket' })).not.toHaveAccessibleDescription();
  });

  test('plates: the count left when few, live; at 0 sold out today, and ordered for a later day (issue 40)', async () => {
    const today = dayStart(Date.now());
    const limited = [makeItem({ diet: 'veg', platesPerDay: 20 }), makeItem({ id: 'item-2', name: 'Anda Curry', diet: 'egg', platesPerDay: 8 })];
    fakeData.seed({ plates: { 'prov-a': { [today]: { 'item-1': 3, 'item-2': 3 } } } });
    const { user } = await openMenu({ items: limited });
    // 17 left: nothing said; 5 left: said
    expect(card('Varhadi Thali').queryByText(/left today/)).not.toBeInTheDocument();
    expect(card('Anda Curry').getByText('5 plates left today')).toBeInTheDocument();
    act(() => fakeData.seed({ plates: { 'prov-a': { [today]: { 'item-2': 7 } } } }));
    const curry = card('Anda Curry');
    expect(curry.getByText('1 plate left today')).toBeInTheDocument();
    // no more than the plates left can be chosen
    expect(curry.getByRole('button', { name: 'Increase quantity of Anda Curry' })).toBeDisabled();
    act(() => fakeData.seed({ plates: { 'prov-a': { [today]: { 'item-2': 8 } } } }));
    // today's plates are gone, tomorrow's are not: the basket and Buy Now stay on, Buy Now's first slot is tomorrow's
    expect(curry.getByText('Sold out today — order it for a later day.')).toBeInTheDocument();
    expect(curry.getByRole('button', { name: 'Add to Basket' })).toBeEnabled();
    expect(curry.getByRole('button', { name: 'Buy Now' })).toHaveAccessibleDescription('Sold out today — order it for a later day.');
    await user.click(curry.getByRole('button', { name: 'Buy Now' }));
    const when = await curry.findByRole('combobox', { name: 'Delivery time' });
    expect(within(when).getByRole('option', { selected: true })).toHaveTextContent(/^Tomorrow, /);
    expect(curry.queryByText('Sold out today')).toBeNull();
    // choosing today again says so before anything is sent
    await user.selectOptions(when, 'As soon as possible');
    expect(curry.getByText('Sold out today')).toBeInTheDocument();
    await user.click(curry.getByRole('button', { name: 'Cancel' }));
    // yesterday's count does not count today
    act(() => fakeData.seed({ plates: { 'prov-a': { [today - 86_400_000]: { 'item-2': 8 } } } }));
    expect(curry.queryByText(/left today|Sold out/)).not.toBeInTheDocument();
    expect(curry.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  test.each([
    ['the last plates went', new SoldOutError('item-1', 1), 'Only 1 plate left today'],
    ['the kitchen just closed', new KitchenClosedError('prov-a', 'This kitchen is closed now. It opens tomorrow at 11:00 am.'), 'This kitchen is closed now. It opens tomorrow at 11:00 am.'],
    ['the slot passed', new SlotUnavailableError('prov-a'), 'That delivery slot is no longer available. Please choose another.'],
    ['the kitchen no longer serves the area', new DeliveryAreaError('prov-a', 'Annapurna Tiffin Service delivers only to Sitabuldi (440012).'),
      'Annapurna Tiffin Service delivers only to Sitabuldi (440012).'],
    ['the kitchen raised its minimum', new MinimumOrderError('prov-a', 60, 'Annapurna Tiffin Service'), 'Add ₹60 more to order from Annapurna Tiffin Service.'],
  ])('a buy refused because %s says why; the delivery step keeps what was typed', async (_why, error, message) => {
    jest.mocked(placeOrder).mockRejectedValueOnce(error);
    const { user } = await openMenu({ items: DIET_ITEMS.slice(0, 1) });
    const thali = card('Varhadi Thali');
    await user.click(thali.getByRole('button', { name: 'Buy Now' }));
    await user.type(await thali.findByRole('textbox', { name: 'Note for the kitchen (optional)' }), 'Ring twice');
    await user.click(thali.getByRole('button', { name: 'Place order' }));
    expect(await thali.findByRole('alert')).toHaveTextContent(message);
    expect(thali.getByRole('textbox', { name: 'Note for the kitchen (optional)' })).toHaveValue('Ring twice');
    expect(placeField(thali, 'House or flat')).toHaveValue('12');
  });

  describe('by the clock', () => {
    beforeEach(() => jest.useFakeTimers({ now: MONDAY_2159 }));
    afterEach(() => jest.useRealTimers());

    test('open until 10:00 pm, then closed without a reload: every item still orderable for a later slot, and says so', async () => {
      fakeData.seed({ providers: [makeProvider({ hours: WEEK_HOURS })] });
      await openMenu({ items: DIET_ITEMS.slice(0, 2), fakeTimers: true });
      const state = within(screen.getByRole('banner')).getByTestId('open-state');
      expect(state).toHaveTextContent('Open now · closes 10:00 pm');
      expect(card('Varhadi Thali').getByRole('button', { name: 'Buy Now' })).toBeEnabled();
      act(() => jest.advanceTimersByTime(60_000));
      expect(state).toHaveTextContent('Closed · opens tomorrow 11:00 am');
      for (const name of ['Varhadi Thali', 'Anda Curry']) {
        const buy = card(name).getByRole('button', { name: 'Buy Now' });
        expect(buy).toBeEnabled();
        expect(describedBy(buy)).toBe('Closed now — order for a later slot.');
        expect(card(name).getByRole('button', { name: 'Add to Basket' })).toBeEnabled();
        expect(card(name).getByRole('button', { name: 'Add to Basket' })).toHaveAccessibleDescription('Closed now — order for a later slot.');
      }
    });

    test('Buy Now of a closed kitchen offers its next slots, tomorrow\'s first chosen, and orders for it', async () => {
      fakeData.seed({ providers: [makeProvider({ hours: WEEK_HOURS })] });
      const { user } = await openMenu({ items: DIET_ITEMS.slice(0, 1), fakeTimers: true });
      act(() => jest.advanceTimersByTime(60_000));
      const thali = card('Varhadi Thali');
      await user.click(thali.getByRole('button', { name: 'Buy Now' }));
      const when = await thali.findByRole('combobox', { name: 'Delivery time' });
      expect(within(when).queryByRole('option', { name: 'As soon as possible' })).not.toBeInTheDocument();
      expect(within(when).getByRole('option', { selected: true })).toHaveTextContent('Tomorrow, 11:00–11:30 am');
      await user.selectOptions(when, 'Tomorrow, 12:30–1:00 pm');
      await user.click(thali.getByRole('button', { name: 'Place order' }));
      // Tuesday 24 Nov 2026, 12:30 pm in Asia/Kolkata
      expect(placeOrder).toHaveBeenCalledWith('customer-uid', DIET_ITEMS[0], 1, AT_HOME, { start: Date.UTC(2026, 10, 24, 7, 0) });
    });
  });

  test('axe finds nothing wrong with marks, a closed kitchen, plates and the toggle (contrast is checked in the browser)', async () => {
    const today = dayStart(Date.now());
    fakeData.seed({ providers: [makeProvider({ pureVeg: true, accepting: false })], plates: { 'prov-a': { 'item-2': { day: today, sold: 8 } } } });
    const { user } = await openMenu({ items: [DIET_ITEMS[0]!, { ...DIET_ITEMS[1]!, platesPerDay: 8 }, DIET_ITEMS[3]!] });
    await user.click(screen.getByRole('button', { name: 'Veg only' }));
    await user.click(screen.getByRole('button', { name: 'Veg only' }));
    await expectNoAxeViolations();
  });
});

// issue 44: a menu in Marathi; the kitchen's name, dishes and descriptions stay as the kitchen wrote them, prices keep
// ₹ with Indian grouping and two decimals
describe('in Marathi', () => {
  beforeEach(async () => {
    await act(() => setLocale('mr'));
  });
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  test('Buy Now under the kitchen\'s minimum says how much to add in Marathi (issue 44)', async () => {
    fakeData.seed({ providers: [makeProvider({ minOrder: 2000 })] });
    const { user } = await openMenu();
    const thali = card('Varhadi Thali');
    await user.click(thali.getByRole('button', { name: 'आत्ता खरेदी करा' }));
    const amount = `₹${(2000 - SAMPLE_ITEMS[0]!.price).toLocaleString('en-IN')}`;
    expect(await thali.findByText(`Annapurna Tiffin Service कडून ऑर्डर करण्यासाठी आणखी ${amount} चे पदार्थ जोडा.`)).toBeInTheDocument();
  });

  test('tabs, dish cards, the rating (plural), reviews and Buy Now\'s bill in Marathi', async () => {
    const { user } = await openMenu();
    expect(document.title).toBe('Annapurna Tiffin Service चा मेनू · Thali');
    expect(screen.getAllByText('23 ग्राहकांनी 5 पैकी 4.7 रेटिंग दिले')).toHaveLength(2); // the header and the reviews
    const tabs = screen.getByRole('tablist', { name: 'मेनूचे प्रकार' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['सर्व पदार्थ', 'मुख्य जेवण', 'स्टार्टर', 'गोड पदार्थ', 'पेये']);
    const poli = card('Puran Poli');
    expect(poli.getByText('₹70.50')).toBeInTheDocument();
    expect(poli.getByText('गोड पदार्थ')).toBeInTheDocument();
    expect(poli.getByRole('button', { name: 'बास्केटमध्ये जोडा' })).toBeInTheDocument();
    expect(poli.getByRole('group', { name: 'Puran Poli ची संख्या' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अभिप्राय' })).toBeInTheDocument();
    await user.click(poli.getByRole('button', { name: 'आत्ता खरेदी करा' }));
    expect(await poli.findByRole('heading', { level: 3, name: 'तुमची ऑर्डर' })).toBeInTheDocument();
    const bill = poli.getByLabelText('Puran Poli चे बिल');
    expect(within(bill).getByText('डिलिव्हरी शुल्क')).toBeInTheDocument();
    expect(poli.getByRole('button', { name: 'ऑर्डर करा' })).toBeInTheDocument();
    expect(poli.getByRole('combobox', { name: 'डिलिव्हरीची वेळ' })).toBeInTheDocument();
  });
});
