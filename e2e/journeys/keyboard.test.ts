import type { Page } from 'playwright-core';
import { createAccount, DEMO, readData } from '../harness/accounts';
import { useTheme, waitForRouteContent } from '../harness/axe';
import { openSession, PORTAL } from '../harness/browser';
import { addDish } from '../harness/menu';
import { sessionForEachTest } from '../harness/sessions';

// Keyboard-only journeys (page.keyboard only, no clicks): sign in, add to basket, check out;
// a visible focus indicator on every element Tab reaches; the mobile menu traps focus and gives
// it back to its button.

interface Focused {
  desc: string;
  segmented: boolean;
  focusVisible: boolean;
  indicator: string | null;
}

/** What has focus, and whether it shows a focus indicator (:focus-visible with an outline or box-shadow). */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const name = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const desc = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name}"`;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null;
    const shadow = style.boxShadow && style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null;
    // Date and time inputs hold focus in their parts: the segments (the input matches :focus, not :focus-visible)
    // and the picker button (only :focus-within); the global style rings both, and they are checked as such.
    const segmented = el instanceof HTMLInputElement && (el.type === 'date' || el.type === 'time');
    const partFocused = segmented && (el.matches(':focus') || el.matches(':focus-within'));
    return { desc, segmented, focusVisible: el.matches(':focus-visible') || partFocused, indicator: outline ?? shadow };
  });
}

/** Every focus stop without a visible indicator is collected here and asserted at the end of a test. */
let invisible: string[] = [];

async function checkFocus(page: Page, where: string) {
  const f = await focused(page);
  if (f && !(f.focusVisible && f.indicator)) invisible.push(`${where}: ${f.desc} (focus-visible ${f.focusVisible}, indicator ${f.indicator ?? 'none'})`);
  return f;
}

/** Presses Tab until the focused element matches; every stop on the way must show its focus. */
async function tabTo(page: Page, where: string, matches: (el: Element) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    await checkFocus(page, where);
    const hit = await page.evaluate(`(${matches.toString()})(document.activeElement)`);
    if (hit) return;
  }
  throw new Error(`${where}: no matching element after ${max} Tab presses (focus on ${(await focused(page))?.desc ?? 'body'})`);
}

const labelled = (label: string) =>
  new Function('el', `return !!el && (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '').trim().startsWith(${JSON.stringify(label)})`) as (el: Element) => boolean;
const button = (name: string, within?: string) =>
  new Function(
    'el',
    `return !!el && (el.tagName === 'BUTTON' || el.getAttribute('role') === 'button' || el.tagName === 'A') && (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === ${JSON.stringify(name)}${within ? ` && !!el.closest(${JSON.stringify(within)})` : ''}`,
  ) as (el: Element) => boolean;

async function keyboardSignIn(page: Page, email: string, password: string) {
  await page.goto(`${PORTAL}/login`);
  await waitForRouteContent(page);
  await tabTo(page, '/login', labelled('Email'));
  await page.keyboard.type(email);
  await tabTo(page, '/login', (el) => el instanceof HTMLInputElement && (el.type === 'password' || el.autocomplete === 'current-password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /account menu/ }).waitFor();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

beforeEach(() => {
  invisible = [];
});
const session = sessionForEachTest();

test('sign in with the keyboard only: Tab to the fields, type, Enter', async () => {
  const customer = await createAccount('user', 'Keyboard Customer');
  await keyboardSignIn(session.page, customer.email, customer.password);
  expect(invisible).toEqual([]);
  expect(session.errors).toEqual([]);
});

test('add to basket on a menu page and check out from /cart with the keyboard only', async () => {
  const { page } = session;
  const kitchen = await createAccount('meal_provider', `Keyboard Kitchen ${Date.now().toString(36)}`);
  const itemId = `${kitchen.uid}-misal`;
  await addDish(itemId, { providerId: kitchen.uid, name: 'Keyboard Misal Pav', description: 'Spicy misal with pav, typed not clicked.', price: 70,
    imageUrl: '/images/curry.svg' });
  const customer = await createAccount('user', 'Keyboard Shopper');
  await keyboardSignIn(page, customer.email, customer.password);

  await page.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await waitForRouteContent(page);
  const card = 'main article';
  // Quantity 2 with the stepper, then Add to Basket, all by Enter.
  await tabTo(page, 'menu', button('Increase quantity of Keyboard Misal Pav', card));
  await page.keyboard.press('Enter');
  await tabTo(page, 'menu', button('Add to Basket', card));
  await page.keyboard.press('Enter');
  await page.locator('[data-testid="basket-count"][aria-label="2 items in basket"]').first().waitFor();
  expect(await readData(`users/${customer.uid}/cart/${itemId}/quantity`)).toBe(2);

  await page.goto(`${PORTAL}/cart`);
  await waitForRouteContent(page);
  await tabTo(page, '/cart', button('Proceed to Checkout', 'main'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/orders#order-/);
  const orders = (await readData<Record<string, { userId: string; lines: Record<string, { itemId: string; quantity: number }>; status: string }>>('orders')) ?? {};
  const mine = Object.values(orders).filter((o) => o.userId === customer.uid);
  expect(mine).toEqual([expect.objectContaining({ status: 'pending' })]);
  expect(Object.values(mine[0]!.lines)).toEqual([expect.objectContaining({ itemId, quantity: 2 })]);
  expect(await readData(`users/${customer.uid}/cart`)).toBeNull();
  expect(invisible).toEqual([]);
  expect(session.errors).toEqual([]);
});

/** Tabs through the whole page (until focus comes back round); every stop must show its focus. */
async function tabThrough(page: Page, where: string, max = 120) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await checkFocus(page, where);
    const key = f?.desc ?? 'body';
    // Back at the first stop (or at the document after the last one): a full round.
    if (seen.length > 0 && (key === seen[0] || key === 'body')) return seen.length;
    seen.push(key);
  }
  return seen.length;
}

const PUBLIC = ['/', '/providers', `/provider/${DEMO.provider.uid}/menu`, '/login', '/signup', '/delivery-areas', '/about', '/contact', '/privacy-policy', '/terms', '/faq'];

describe.each(['light', 'dark'] as const)('focus is visible on every Tab stop (%s theme)', (theme) => {
  test('public routes', async () => {
    const { page, context } = session;
    await useTheme(context, theme);
    const stops: Record<string, number> = {};
    // One route that does not render must not hide the focus results of the others.
    const broken: string[] = [];
    for (const route of PUBLIC) {
      try {
        await page.goto(`${PORTAL}${route}`);
        await waitForRouteContent(page, { theme });
        stops[route] = await tabThrough(page, `${route} (${theme})`);
      } catch (error) {
        broken.push(`${route}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    for (const [route, count] of Object.entries(stops)) expect([route, count > 3]).toEqual([route, true]);
    expect(invisible).toEqual([]);
    expect(broken).toEqual([]);
  });

  test('signed-in routes of a customer and of a provider', async () => {
    const { page, context } = session;
    await useTheme(context, theme);
    const customer = await createAccount('user', 'Focus Customer');
    await keyboardSignIn(page, customer.email, customer.password);
    for (const route of ['/cart', '/orders', '/profile', '/subscribe', '/tiffins', '/reset-password']) {
      await page.goto(`${PORTAL}${route}`);
      await waitForRouteContent(page, { theme });
      await tabThrough(page, `${route} (customer, ${theme})`);
    }
    const provider = await openSession();
    try {
      // The customer's page is still open: the kitchen's page must be the focused one, or date and time inputs never
      // match :focus (their segments take focus only in the focused page).
      await provider.page.bringToFront();
      await useTheme(provider.context, theme);
      const kitchen = await createAccount('meal_provider', 'Focus Kitchen');
      await keyboardSignIn(provider.page, kitchen.email, kitchen.password);
      // every section of the dashboard: together they hold the controls its one page held before
      for (const route of ['/provider-dashboard/orders', '/provider-dashboard/menu', '/provider-dashboard/tiffin-plans', '/provider-dashboard/hours',
        '/provider-dashboard/reviews', '/provider-dashboard/kitchen', '/provider-dashboard/dues', '/profile']) {
        await provider.page.goto(`${PORTAL}${route}`);
        await waitForRouteContent(provider.page, { theme });
        await tabThrough(provider.page, `${route} (provider, ${theme})`);
      }
    } finally {
      await provider.close();
    }
    expect(invisible).toEqual([]);
  });
});

test('the mobile menu (375 px) traps focus and returns it to the menu button on Escape', async () => {
  const mobile = await openSession({ width: 375, height: 800 });
  try {
    const { page } = mobile;
    await page.goto(`${PORTAL}/`);
    await waitForRouteContent(page);
    await tabTo(page, 'mobile', (el) => el.getAttribute('aria-controls') === 'mobile-menu');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    const items = await menu.locator('a[href], button').evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
    expect(items.length).toBeGreaterThan(1);
    const active = () => page.evaluate(() => ((document.activeElement?.closest('#mobile-menu') ? '' : 'outside: ') + (document.activeElement?.textContent ?? '').trim()));

    // Focus moved to the first item; Tab walks to the last, then wraps to the first.
    expect(await active()).toBe(items[0]);
    await checkFocus(page, 'mobile menu');
    for (let i = 1; i < items.length; i++) {
      await page.keyboard.press('Tab');
      expect(await active()).toBe(items[i]);
      await checkFocus(page, 'mobile menu');
    }
    await page.keyboard.press('Tab');
    expect(await active()).toBe(items[0]);
    // Shift+Tab from the first goes to the last.
    await page.keyboard.press('Shift+Tab');
    expect(await active()).toBe(items[items.length - 1]);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await checkFocus(page, 'menu button after Escape');
    expect(invisible).toEqual([]);
  } finally {
    await mobile.close();
  }
});
