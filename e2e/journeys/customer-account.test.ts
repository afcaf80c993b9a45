import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromiumContext } from '@thali/tooling/chromium';
import { createAccount, DEMO, readData, signIn } from '../harness/accounts';
import { openSession, PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { fillAddress } from '../harness/address';
import { sessionForEachTest } from '../harness/sessions';
import { kitchenStep } from '../harness/kitchen-steps';

// Customer account remote (issue 6): sign up, sign in, basket, checkout, live My Orders, profile.

jest.setTimeout(180_000);

const session = sessionForEachTest();

const main = (page: Page) => page.locator('main');

interface MenuRecord {
  providerId: string;
  name: string;
  price: number;
}
interface OrderRecord {
  userId: string;
  providerId: string;
  /** lines '0', '1', … (the REST API may hand them back as an object) */
  lines: Record<string, { itemId: string; itemName: string; quantity: number }>;
  total: number;
  status: string;
}

/** A menu item of a fresh provider, written as the dashboard would have stored it. */
async function seedMenuItem(providerId: string, name: string, price: number, category: string, image: string) {
  const id = `journey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await addDish(id, { providerId, name, price, category, imageUrl: `/images/${image}` });
  return id;
}

async function uidOf(email: string): Promise<string> {
  const users = await readData<Record<string, { email: string }>>('users');
  const found = Object.entries(users).find(([, u]) => u.email === email);
  if (!found) throw new Error(`no user record for ${email}`);
  return found[0];
}

/** Adds one item to the basket through the storefront: the providers list, View Menu, Add to Basket. */
async function addFromMenu(page: Page, providerName: string, itemName: string) {
  await page.goto(`${PORTAL}/providers`);
  await main(page).getByRole('link', { name: `View Menu for ${providerName}` }).click();
  const card = main(page).getByRole('article', { name: itemName });
  await card.getByRole('button', { name: 'Add to Basket' }).click();
  await card.getByRole('button', { name: 'Added ✓' }).waitFor();
}

const section = (page: Page, name: string) => main(page).getByRole('region', { name });
/** An order's card (one per order number) in a section of My Orders, by the order's id. */
const orderCard = (page: Page, sectionName: string, orderId: string) => section(page, sectionName).locator(`[id="order-${orderId}"]`);

test('sign up with each validation message, log in, fill the basket from two providers, checkout (two orders); the kitchens settle them live; log out', async () => {
  const { page } = session;

  // Fixtures: a fresh kitchen with two dishes, plus a seeded dish of another provider.
  const kitchen = await createAccount('meal_provider', `Journey Kitchen ${Date.now().toString(36)}`);
  await seedMenuItem(kitchen.uid, 'Journey Poha', 45, 'main-course', 'thali.svg');
  await seedMenuItem(kitchen.uid, 'Journey Chai', 20, 'beverages', 'chai.svg');
  const menu = await readData<Record<string, MenuRecord>>('menu-items');
  const annapurna = Object.values(menu).find((m) => m.providerId === DEMO.provider.uid && m.name === 'Varhadi Thali');
  expect(annapurna?.price).toBe(140);

  // Sign up, meeting each validation message on the way.
  const email = `journey-signup-${Date.now()}@thali.test`;
  const password = 'journey-pass-1';
  await page.goto(`${PORTAL}/signup`);
  await page.waitForFunction((title) => document.title === title, 'Sign Up · Thali');
  const signUp = main(page).getByRole('button', { name: 'Sign Up' });
  await signUp.click();
  await main(page).getByText('Name is required').waitFor();
  await main(page).getByText('Email is required').waitFor();
  await main(page).getByText('Password must be at least 6 characters long').waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

  await page.getByLabel('Full Name').fill('Journey Customer');
  await page.getByLabel('Email').fill(email.replace('@', '.at.'));
  await signUp.click();
  await main(page).getByText('Please enter a valid email address').waitFor();
  expect(await main(page).getByText('Name is required').count()).toBe(0);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await signUp.click();
  await main(page).getByText('Password must be at least 6 characters long').waitFor();
  expect(await main(page).getByText('Please enter a valid email address').count()).toBe(0);

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill('journey-pass-2');
  await signUp.click();
  await main(page).getByText('Passwords do not match').waitFor();

  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  expect(await page.getByLabel('I want to').inputValue()).toBe('user');
  await signUp.click();
  await page.waitForURL(`${PORTAL}/login`);
  await main(page).getByRole('status').filter({ hasText: 'Account created successfully! Please login to continue.' }).waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  const uid = await uidOf(email);
  expect(await readData(`users/${uid}/role`)).toBe('user');

  // Log in from there.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu/ }).waitFor();
  await page.waitForURL(`${PORTAL}/`);

  // Fill the basket from two providers through the menu pages.
  await addFromMenu(page, kitchen.name, 'Journey Poha');
  await addFromMenu(page, kitchen.name, 'Journey Chai');
  await addFromMenu(page, DEMO.provider.name, 'Varhadi Thali');

  // Change quantities on /cart.
  await page.goto(`${PORTAL}/cart`);
  await page.waitForFunction((title) => document.title === title, 'My Basket · Thali');
  const lines = main(page).getByRole('listitem');
  await lines.nth(2).waitFor();
  expect(await lines.count()).toBe(3);
  const poha = main(page).getByRole('group', { name: 'Quantity of Journey Poha' });
  await page.getByRole('button', { name: 'Increase quantity of Journey Poha' }).click();
  await poha.getByText('2', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Increase quantity of Journey Poha' }).click();
  await poha.getByText('3', { exact: true }).waitFor();
  const chai = main(page).getByRole('group', { name: 'Quantity of Journey Chai' });
  await page.getByRole('button', { name: 'Increase quantity of Journey Chai' }).click();
  await chai.getByText('2', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Decrease quantity of Journey Chai' }).click();
  await chai.getByText('1', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Decrease quantity of Journey Chai' }).isDisabled()).toBe(true);
  // Grouped by kitchen (issue 37): each kitchen's dishes, its ₹40 fee and total; the summary adds both.
  const summary = main(page).getByRole('region', { name: 'Order Summary' });
  // 3 × 45 + 20 = 155 and 140, plus ₹40 delivery per kitchen.
  await summary.filter({ hasText: 'Subtotal₹295.00' }).waitFor();
  expect(await summary.textContent()).toContain('Delivery fees (2 kitchens)₹80.00');
  expect(await summary.textContent()).toContain('Total₹375.00');
  expect(await main(page).getByRole('region', { name: kitchen.name }).locator('dl').textContent()).toBe('Subtotal₹155.00Delivery fee₹40.00Total₹195.00');
  expect(await main(page).getByRole('region', { name: DEMO.provider.name }).locator('dl').textContent()).toBe('Subtotal₹140.00Delivery fee₹40.00Total₹180.00');
  const cart = await readData<Record<string, { name: string; quantity: number }>>(`users/${uid}/cart`);
  expect(Object.values(cart).map((l) => [l.name, l.quantity]).sort()).toEqual([['Journey Chai', 1], ['Journey Poha', 3], ['Varhadi Thali', 1]]);

  // Checkout: a new account has no profile address or mobile, so it types them (issues 17 and 37).
  await fillAddress(main(page), { house: '21', street: 'Journey Road', area: 'Dharampeth', pin: '440010' });
  expect(await main(page).getByRole('textbox', { name: 'Your name' }).inputValue()).toBe('Journey Customer');
  await main(page).getByRole('textbox', { name: 'Mobile number' }).fill('98220 55555');
  await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await main(page).getByText('Order placed successfully! Redirecting to Orders...').waitFor();
  await page.waitForURL(/\/orders#order-/);
  expect(await readData(`users/${uid}/cart`)).toBeNull();
  const orders = Object.entries(await readData<Record<string, OrderRecord>>('orders')).filter(([, o]) => o.userId === uid);
  // one order per kitchen, its dishes inside
  expect(orders.map(([, o]) => [o.providerId === kitchen.uid ? 'journey' : 'annapurna', Object.values(o.lines).map((l) => `${l.quantity} ${l.itemName}`).sort(), o.total, o.status]).sort())
    .toEqual([['annapurna', ['1 Varhadi Thali'], 180, 'pending'], ['journey', ['1 Journey Chai', '3 Journey Poha'], 195, 'pending']]);
  const idOf = (providerId: string) => orders.find(([, o]) => o.providerId === providerId)![0];
  const ours = orderCard(page, 'In Shipping', idOf(kitchen.uid));
  const theirs = orderCard(page, 'In Shipping', idOf(DEMO.provider.uid));

  // My Orders: both in shipping, with kitchen names (not ids), the dishes and an Indian date-time.
  await page.waitForFunction((title) => document.title === title, 'My Orders · Thali');
  await theirs.getByText(/From Annapurna Tiffin Service/).waitFor();
  await ours.getByText(new RegExp(`From ${kitchen.name}`)).waitFor();
  expect(await section(page, 'In Shipping').locator('li[id^="order-"]').count()).toBe(2);
  expect(await ours.textContent()).toMatch(/From .* · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)3 × Journey Poha₹135\.001 × Journey Chai₹20\.00Dishes₹155\.00Delivery fee₹40\.00Total₹195\.00/);
  await section(page, 'Delivered').getByText('No delivered orders.').waitFor();
  await page.evaluate(() => sessionStorage.setItem('journey-no-reload', 'still here'));
  const marker = await page.evaluateHandle(() => document.querySelector('main [data-remote="customer_account"]'));

  // The kitchens (second browser) deliver one order and cancel the other, with a reason.
  for (const [who, step] of [
    [kitchen, { step: 'delivered' }],
    [{ ...DEMO.provider, name: DEMO.provider.name }, { step: 'cancel', reason: 'Closing early' }],
  ] as const) {
    const provider = await openSession();
    try {
      await signIn(provider.page, who.email, who.password);
      if (step.step === 'delivered') await kitchenStep(provider.page, who.uid, idOf(who.uid), { step: 'accept', readyBy: Date.now() + 30 * 60_000 });
      await kitchenStep(provider.page, who.uid, idOf(who.uid), step);
    } finally {
      await provider.close();
    }
  }

  // The customer's page moves them live, without a reload.
  await orderCard(page, 'Delivered', idOf(kitchen.uid)).getByText('Delivered', { exact: true }).first().waitFor();
  await orderCard(page, 'Cancelled', idOf(DEMO.provider.uid)).getByText(/^Cancelled by the kitchen: Closing early/).waitFor();
  await section(page, 'In Shipping').getByText('No orders in shipping.').waitFor();
  expect(await marker.evaluate((el) => el?.isConnected)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('journey-no-reload'))).toBe('still here');

  // Log out.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${PORTAL}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
  expect(session.errors).toEqual([]);
});

test('a wrong password shows the one text for a wrong e-mail or password; the right one signs in and goes home', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/login`);
  await page.waitForFunction((title) => document.title === title, 'Sign In · Thali');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  // e-mail enumeration protection (as hosted): the page does not say whether the account exists
  await main(page).getByRole('alert').filter({ hasText: /^Incorrect email or password$/ }).waitFor();
  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
  await signIn(page, DEMO.customer.email, DEMO.customer.password);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(session.errors).toEqual([]);
});

test('signing up with a registered e-mail offers Go to Login with the e-mail', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/signup`);
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('journey-pass-1');
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  await main(page).getByRole('alert').filter({ hasText: 'This email is already registered. Please try logging in instead.' }).waitFor();
  await main(page).getByRole('link', { name: 'Go to Login' }).click();
  await page.waitForURL(`${PORTAL}/login`);
  expect(await page.getByLabel('Email').inputValue()).toBe(DEMO.customer.email);
});

test('a guarded page sends the user to /login and back there after signing in', async () => {
  const { page } = session;
  const account = await createAccount('user');
  await page.goto(`${PORTAL}/orders`);
  await page.waitForURL(`${PORTAL}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${PORTAL}/orders`);
  await main(page).getByText('No orders found.').waitFor();
  await main(page).getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(`${PORTAL}/cart`);
  await main(page).getByRole('heading', { name: 'Your Cart is Empty' }).waitFor();
  await main(page).getByRole('link', { name: 'Browse Menu' }).click();
  await page.waitForURL(`${PORTAL}/providers`);
});

/** A fresh account of `role` signed in on its /profile, once its details show the role's name (`roleName`). */
async function openProfile(role: 'user' | 'meal_provider', name: string, roleName: string) {
  const { page } = session;
  const account = await createAccount(role, name);
  await signIn(page, account.email, account.password);
  await page.goto(`${PORTAL}/profile`);
  const details = main(page).getByRole('region', { name });
  await details.getByText(roleName, { exact: true }).waitFor();
  return { page, account, details };
}

test('profile: view, edit with Cancel and Save Changes; placeholders show their line', async () => {
  const { page, account, details } = await openProfile('user', 'Profile Journey', 'Customer');
  // the journeys' customers have a mobile (issue 37: asked at the first order, kept in the profile)
  expect(await details.textContent()).toContain('Mobile number+91 98220 12345');
  expect(await details.textContent()).not.toContain('Cuisine');

  await main(page).getByRole('button', { name: 'Edit Profile' }).click();
  const mobile = page.getByLabel('Mobile number');
  expect(await mobile.getAttribute('type')).toBe('tel');
  expect(await mobile.inputValue()).toBe('9822012345');
  await mobile.fill('90000 12345');
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  expect(await details.textContent()).toContain('Mobile number+91 98220 12345');

  await main(page).getByRole('button', { name: 'Edit Profile' }).click();
  await mobile.fill('12345');
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await main(page).getByText('Please enter a 10-digit Indian mobile number, such as 98765 43210.').waitFor();
  await mobile.fill('+91 90000 12345');
  await fillAddress(main(page), { house: '5', street: 'Wardha Road', area: 'Manish Nagar', pin: '440015', landmark: 'Near the airport gate' });
  await main(page).getByRole('button', { name: 'Save Changes' }).click();
  await details.getByText('+91 90000 12345').waitFor();
  expect(await details.textContent()).toContain('Address5, Wardha Road, Manish Nagar, Nagpur 440015Near the airport gate');
  // issue 40: the place, and its one line for every reader of `address`
  expect(await readData(`users/${account.uid}/place`)).toEqual({ house: '5', street: 'Wardha Road', area: 'Manish Nagar', pin: '440015', landmark: 'Near the airport gate' });
  expect(await readData(`users/${account.uid}/address`)).toBe('5, Wardha Road, Manish Nagar, Nagpur 440015');
  // stored as the rules want a customer's mobile: +91 and 10 digits
  expect(await readData(`users/${account.uid}/phone`)).toBe('+919000012345');

  await page.goto(`${PORTAL}/subscribe`);
  await main(page).getByRole('heading', { level: 1, name: 'Subscribe to a tiffin plan' }).waitFor();
  await main(page).getByText('Choose a tiffin plan on a kitchen’s menu page to subscribe.').waitFor();
  // Signed in, /reset-password offers the same reset, for this account's own e-mail.
  await page.goto(`${PORTAL}/reset-password`);
  await main(page).getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
  // The page paints before the session is known (a public route), then fills the e-mail in.
  await page.waitForFunction((email) => document.querySelector<HTMLInputElement>('main input[name="email"]')?.value === email, account.email);
});

test("a provider's profile shows Meal Provider and leads to its Kitchen profile, whose save updates the public listing", async () => {
  const { page, account: kitchen, details } = await openProfile('meal_provider', 'Profile Kitchen', 'Meal Provider');
  expect(await details.textContent()).not.toContain('Cuisine');
  // issue 39: the kitchen's details are its dashboard's Kitchen profile
  await details.getByRole('link', { name: 'Open your kitchen profile' }).click();
  const profile = main(page).getByRole('region', { name: 'Kitchen profile' });
  await profile.getByLabel('Cuisine').selectOption('Other');
  await profile.getByLabel('Your cuisine in a few words').fill('Vidarbha home food');
  await profile.getByRole('button', { name: 'Save kitchen profile' }).click();
  await profile.getByText('Saved.').waitFor();
  expect(await readData(`providers/${kitchen.uid}`)).toMatchObject({ cuisine: 'other', cuisineOther: 'Vidarbha home food' });
});

// Remember me: ticked keeps the session in local storage (other tabs, browser restarts), unticked
// keeps it for this tab's session only.
const launch = (profile: string) => launchChromiumContext(profile);

async function signInWith(context: BrowserContext, email: string, password: string, remember: boolean) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${PORTAL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu/ }).waitFor();
}

/** Opens /orders in a new tab: true when it stays there (signed in), false when sent to /login. */
async function signedInOnNewTab(context: BrowserContext) {
  const tab = await context.newPage();
  await tab.goto(`${PORTAL}/orders`);
  const where = await Promise.race([
    tab.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor().then(() => 'orders', () => 'gone'),
    tab.waitForURL(`${PORTAL}/login`).then(() => 'login', () => 'gone'),
  ]);
  await tab.close();
  return where === 'orders';
}

test.each([
  [true, 'kept across tabs and a browser restart'],
  [false, 'only for this tab and browser session'],
])('Remember me %s: the session is %s', async (remember) => {
  const account = await createAccount('user');
  const profile = mkdtempSync(path.join(tmpdir(), 'thali-remember-'));
  try {
    let context = await launch(profile);
    await signInWith(context, account.email, account.password, remember);
    expect(await signedInOnNewTab(context)).toBe(remember);
    await context.close();
    context = await launch(profile);
    expect(await signedInOnNewTab(context)).toBe(remember);
    await context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});
