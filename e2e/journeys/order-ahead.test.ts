import { createAccount, readData, setDatabaseClock, signIn } from '../harness/accounts';
import { addressFields, EVERY_AREA, fillAddress, HOME_PLACE, readAddress } from '../harness/address';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL, type Page } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionsPerTest } from '../harness/sessions';

// Where and when (issue 40), on a phone (390 px). A customer whose profile address (Trimurti Nagar, 440022) a kitchen
// does not serve cannot Buy Now from it and is told which areas it serves; once the profile's address is in a served
// area, the same order goes through. A basket under a kitchen's minimum says how much to add, and checkout waits until
// it is met. At a time the kitchen is closed (the browser's clock and the database's, moved together), the customer
// orders for tomorrow's first slot, and the kitchen sees it under tomorrow on its board. Axe in both themes on Buy Now
// with the slots and on the basket under a minimum; nothing scrolls sideways.

jest.setTimeout(240_000);

const IST_OFFSET_MS = 19_800_000;
const DAY_MS = 86_400_000;
const PHONE = { width: 390, height: 844 };

/** The start of the Asia/Kolkata day holding `at`. */
const istDayStart = (at: number) => Math.floor((at + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;

const sessions = sessionsPerTest();
afterEach(() => setDatabaseClock(0));

const menuOf = (providerId: string) => `${PORTAL}/provider/${providerId}/menu`;
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

interface OrderRecord { userId: string; providerId: string; place?: Record<string, string>; address: string; slotStart?: number; asap?: boolean }
const ordersOf = async (uid: string) =>
  Object.entries((await readData<Record<string, OrderRecord>>('orders')) ?? {}).filter(([, o]) => o.userId === uid).map(([id, o]) => ({ id, ...o }));

test('an unserved PIN code cannot Buy Now; a served profile address can; a minimum says what to add; a closed kitchen takes tomorrow\'s first slot', async () => {
  const tag = Date.now().toString(36);
  // A kitchen of Sitabuldi and Dharampeth only; the customer lives in Trimurti Nagar (the harness's HOME_PLACE).
  const central = await createAccount('meal_provider', `Ahead Rasoi ${tag}`, { deliversTo: { Sitabuldi: true, Dharampeth: true } });
  const customer = await createAccount('user', 'Ahead Customer');
  await addDish(`ahead-khichdi-${tag}`, { providerId: central.uid, name: 'Ahead Khichdi', price: 150 });

  const cp = (await sessions.signedIn(customer)).page;
  await cp.setViewportSize(PHONE); // a phone, once signed in (the account menu sits in the phone menu)
  await cp.goto(menuOf(central.uid));
  const card = cp.getByRole('article', { name: 'Ahead Khichdi' });
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const form = card.getByRole('form', { name: 'Your order' });
  expect(await readAddress(form)).toEqual(HOME_PLACE);
  // said as soon as the form opens, and again (not sent) on Place order
  const served = `${central.name} delivers only to Dharampeth (440010) and Sitabuldi (440012).`;
  await form.getByText(served).waitFor();
  await form.getByRole('button', { name: 'Place order' }).click();
  await form.getByText(served).waitFor();
  expect(await ordersOf(customer.uid)).toEqual([]);
  await noSidewaysScroll(cp);

  // The customer moves the profile's address to Dharampeth (440010): the same order goes through.
  const dharampeth = { house: 'Flat 4B', street: 'Gokulpeth Market Road', area: 'Dharampeth', pin: '440010', landmark: 'Opposite the post office' };
  await cp.goto(`${PORTAL}/profile`);
  await cp.locator('main').getByRole('button', { name: 'Edit Profile' }).click();
  // a PIN code of another area is refused with the area's own
  await fillAddress(cp.locator('main'), { ...dharampeth, pin: '440022' });
  await cp.locator('main').getByRole('button', { name: 'Save Changes' }).click();
  await cp.getByText('440022 is not a PIN code of Dharampeth. Its PIN code is 440010.').waitFor();
  await fillAddress(cp.locator('main'), dharampeth);
  await cp.locator('main').getByRole('button', { name: 'Save Changes' }).click();
  await cp.locator('main').getByText('Flat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010').waitFor();
  expect(await readData(`users/${customer.uid}/place`)).toEqual(dharampeth);

  await cp.goto(menuOf(central.uid));
  await card.getByRole('button', { name: 'Buy Now' }).click();
  expect(await readAddress(form)).toEqual(dharampeth);
  expect(await form.getByText(served).count()).toBe(0);
  await form.getByRole('button', { name: 'Place order' }).click();
  await cp.waitForURL(/\/orders#order-/);
  const [bought] = await ordersOf(customer.uid);
  expect(bought).toMatchObject({ providerId: central.uid, place: dharampeth, address: 'Flat 4B, Gokulpeth Market Road, Dharampeth, Nagpur 440010', asap: true });

  // A kitchen with a ₹250 minimum: one ₹120 thali in the basket says to add ₹130, and checkout waits.
  const saoji = await createAccount('meal_provider', `Ahead Saoji ${tag}`, { minOrder: 250 });
  await addDish(`ahead-saoji-${tag}`, { providerId: saoji.uid, name: 'Ahead Saoji Thali', price: 120 });
  await cp.goto(menuOf(saoji.uid));
  const thali = cp.getByRole('article', { name: 'Ahead Saoji Thali' });
  await thali.getByRole('button', { name: 'Add to Basket' }).click();
  await thali.getByRole('button', { name: 'Added ✓' }).waitFor();
  await cp.goto(`${PORTAL}/cart`);
  const kitchenGroup = cp.locator('main').getByRole('region', { name: saoji.name });
  const checkout = cp.locator('main').getByRole('button', { name: 'Proceed to Checkout' });
  await expectAxeCleanInBothThemes(cp, '/cart under a kitchen\'s minimum', () => kitchenGroup.getByText(`Add ₹130 more to order from ${saoji.name}.`).waitFor());
  expect(await checkout.isDisabled()).toBe(true);
  await noSidewaysScroll(cp);
  await kitchenGroup.getByRole('button', { name: 'Increase quantity of Ahead Saoji Thali' }).click();
  await kitchenGroup.getByText(`Add ₹10 more to order from ${saoji.name}.`).waitFor();
  await kitchenGroup.getByRole('button', { name: 'Increase quantity of Ahead Saoji Thali' }).click();
  await kitchenGroup.getByText(/^Add ₹\d+ more/).waitFor({ state: 'detached' });
  expect(await checkout.isDisabled()).toBe(false);
  await checkout.click();
  await cp.waitForURL(/\/orders#order-/);
  expect((await ordersOf(customer.uid)).filter((o) => o.providerId === saoji.uid)).toEqual([expect.objectContaining({ place: dharampeth })]);

  // A kitchen open 11 am to 2 pm every day, at 6:30 am (both clocks moved back to this morning's, or yesterday's,
  // 6:30 in Asia/Kolkata: never ahead of the tokens the Auth emulator signs).
  const early = await createAccount('meal_provider', `Ahead Dawn ${tag}`, { deliversTo: EVERY_AREA,
    hours: Object.fromEntries(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6'].map((d) => [d, { open: 660, close: 840 }])) });
  await addDish(`ahead-poha-${tag}`, { providerId: early.uid, name: 'Ahead Poha', price: 60 });
  let dawn = istDayStart(Date.now()) + 6.5 * 3_600_000;
  if (dawn > Date.now()) dawn -= DAY_MS;
  const tomorrowFirst = istDayStart(dawn) + DAY_MS + 11 * 3_600_000;
  await setDatabaseClock(dawn - Date.now());
  const shopper = await sessions.open();
  await shopper.context.clock.install({ time: dawn });
  await signIn(shopper.page, customer.email, customer.password);
  const sp = shopper.page;
  await sp.setViewportSize(PHONE);
  await sp.goto(menuOf(early.uid));
  const poha = sp.getByRole('article', { name: 'Ahead Poha' });
  await poha.getByText('Closed now — order for a later slot.').waitFor();
  // both buttons stay on (once the session is known): later slots can be ordered
  await poha.getByRole('button', { name: 'Add to Basket', disabled: false }).waitFor();
  await poha.getByRole('button', { name: 'Buy Now' }).click();
  const ahead = poha.getByRole('form', { name: 'Your order' });
  const slot = ahead.getByRole('combobox', { name: 'Delivery time' });
  // (each theme reloads the page: Buy Now is opened again once the session is known)
  await expectAxeCleanInBothThemes(sp, 'Buy Now of a closed kitchen with its next slots', async () => {
    if (!(await slot.isVisible())) await poha.getByRole('button', { name: 'Buy Now', disabled: false }).click();
    await slot.waitFor();
  });
  // no "As soon as possible" while closed: today's first slot comes first
  expect(await slot.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Today, 11:00–11:30 am');
  expect(await slot.getByRole('option', { name: 'As soon as possible' }).count()).toBe(0);
  await slot.selectOption({ label: 'Tomorrow, 11:00–11:30 am' });
  await noSidewaysScroll(sp);
  await addressFields(ahead).waitFor();
  await ahead.getByRole('button', { name: 'Place order' }).click();
  await sp.waitForURL(/\/orders#order-/);
  const [forTomorrow] = (await ordersOf(customer.uid)).filter((o) => o.providerId === early.uid);
  expect(forTomorrow).toMatchObject({ slotStart: tomorrowFirst });
  expect(forTomorrow!.asap).toBeUndefined();

  // The kitchen, at the same moment, finds it under tomorrow on its board.
  const kitchen = await sessions.open();
  await kitchen.context.clock.install({ time: dawn });
  await signIn(kitchen.page, early.email, early.password);
  const kp = kitchen.page;
  await kp.goto(`${PORTAL}/provider-dashboard/orders`);
  const board = kp.getByRole('region', { name: 'Orders', exact: true });
  await board.getByText('Tomorrow, 11:00–11:30 am').waitFor();
  expect(shopper.errors).toEqual([]);
  expect(kitchen.errors).toEqual([]);
});
