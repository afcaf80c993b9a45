import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { createAccount, DEMO, readData, signIn, writeData } from '../harness/accounts';
import { openSession, PORTAL } from '../harness/browser';
import { sessionForEachTest } from '../harness/sessions';

// The storefront remote: home, the providers list with URL-kept search and filters, and the menu
// page with add-to-basket, Buy Now and the sign-in round trip.

const MARKETING_LINE = "A customized tiffin service with dietician-designed meals, from Nagpur's home chefs, messes and tiffin services.";
// the home page lists the top 8 kitchens (rating, then newest); /providers lists every one
const HOME_KITCHENS = 8;

const session = sessionForEachTest();

const storefront = (page: Page) => page.locator('main [data-remote="storefront"]');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const basketBadge = (page: Page, count: number) =>
  page.locator(`[data-testid="basket-count"][aria-label="${count} item${count === 1 ? '' : 's'} in basket"]`).first();

/** A fresh provider with two menu items (a main course and a dessert whose image is missing). */
async function freshKitchen() {
  const stamp = Date.now().toString(36);
  const kitchen = await createAccount('meal_provider', `Journey Kitchen ${stamp}`);
  const now = Date.now();
  const item = (id: string, name: string, category: string, price: number, imageUrl: string) => ({
    id: `${kitchen.uid}-${id}`,
    record: { name, description: `${name}, made fresh for the journey.`, price, category, imageUrl, providerId: kitchen.uid, status: 'active', createdAt: now, updatedAt: now },
  });
  const dal = item('dal', 'Journey Dal Rice', 'main-course', 95, '/images/curry.svg');
  const kheer = item('kheer', 'Journey Kheer', 'desserts', 45.5, '/images/no-such-image.webp');
  await writeData(`menu-items/${dal.id}`, dal.record);
  await writeData(`menu-items/${kheer.id}`, kheer.record);
  return { ...kitchen, stamp, dal, kheer };
}

/** Opens a provider's menu the way a visitor does: from the providers list. */
async function openMenuFromList(page: Page, providerName: string) {
  await page.goto(`${PORTAL}/providers?q=${encodeURIComponent(providerName)}`);
  await page.getByRole('link', { name: `View Menu for ${providerName}` }).click();
  await page.getByRole('heading', { level: 1, name: providerName }).waitFor();
}

/** Runs axe-core on the page and returns the serious and critical violations. */
async function axeViolations(page: Page) {
  // through the protocol: the page's Content-Security-Policy refuses an inline <script> without its hash
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('home shows the hero (the largest paint) and the seeded providers, live', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/`);
  await storefront(page).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText(MARKETING_LINE).waitFor();
  expect(await page.getByRole('link', { name: 'Browse Providers' }).getAttribute('href')).toBe('/providers');

  const providers = page.getByRole('region', { name: 'Our Providers' });
  // the kitchens, below the fold, are read as the reader scrolls towards them
  await providers.scrollIntoViewIfNeeded();
  await card(page, DEMO.provider.name).waitFor();
  expect(await providers.getByRole('article').count()).toBe(HOME_KITCHENS);
  expect(await page.getByRole('link', { name: 'See all providers' }).getAttribute('href')).toBe('/providers');
  expect(await card(page, DEMO.provider2.name).getByRole('link', { name: `View Menu for ${DEMO.provider2.name}` }).getAttribute('href')).toBe(
    `/provider/${DEMO.provider2.uid}/menu`,
  );
  expect(await page.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/signup');
  for (const heading of ['Why Choose Thali', 'How It Works']) await page.getByRole('heading', { level: 2, name: heading }).waitFor();

  // The largest paint is the text hero, not a downloaded image: painted from the document's prerendered copy, whose
  // element the live page has since replaced (an entry's element is null once it is gone; its id stays).
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; id: string };
          resolve(entry.element?.closest('section')?.getAttribute('aria-labelledby') ?? (entry.id || entry.element?.tagName || 'none'));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(lcp).toBe('hero-title');

  // A provider joining shows up without a reload.
  // (rated 5.0, so it is among the home page's top 8 whatever the other journeys' kitchens are rated; Goan, so the
  // Maharashtrian filter below does not list it)
  const late = await createAccount('meal_provider', `Late Kitchen ${Date.now().toString(36)}`, { ratingSum: 25, ratingCount: 5, cuisine: 'other', cuisineOther: 'Goan' });
  await card(page, late.name).waitFor();
  expect(session.errors).toEqual([]);
});

test('providers: search and filters live in the URL and survive reload; a fresh customer adds twice and buys now', async () => {
  const { page } = session;
  const kitchen = await freshKitchen();
  const customer = await createAccount('user', 'Journey Customer');
  await signIn(page, customer.email, customer.password);

  await page.goto(`${PORTAL}/`);
  await page.getByRole('link', { name: 'Browse Providers' }).click();
  await page.waitForURL(`${PORTAL}/providers`);
  await card(page, DEMO.provider.name).waitFor();
  // the spec's entrance, as the list comes onto the page: each card 0.1 s after the one before
  // (waited for: a fresh CI run once read no card at all right after the first was visible, the list being rendered anew)
  const entrance = () => [...document.querySelectorAll('main article')].slice(0, 3).map((a) => `${getComputedStyle(a).animationName !== 'none'} ${getComputedStyle(a).animationDelay}`);
  await page.waitForFunction(`(${entrance.toString()})().join('|') === 'true 0s|true 0.1s|true 0.2s'`, undefined, { timeout: 5000 }).catch(() => undefined);
  expect(await page.evaluate(entrance)).toEqual(['true 0s', 'true 0.1s', 'true 0.2s']);

  await page.getByRole('searchbox', { name: 'Search providers' }).fill(`kitchen ${kitchen.stamp}`);
  await page.waitForURL((url) => url.searchParams.get('q') === `kitchen ${kitchen.stamp}`);
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
  await card(page, kitchen.name).waitFor();

  // Narrow by cuisine and rating: the journey kitchen is Maharashtrian, rated 4.2.
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('');
  const filters = page.getByRole('button', { name: 'Filters' });
  expect(await filters.getAttribute('aria-expanded')).toBe('false');
  await filters.click();
  expect(await filters.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('combobox', { name: 'Cuisine' }).selectOption('Maharashtrian');
  await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption('4.5');
  await page.waitForURL((url) => url.search === '?cuisine=maharashtrian&rating=4.5');
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
  // the demo kitchen's rating is the mean of its seeded reviews (23 stars from 5)
  await card(page, DEMO.provider.name).getByText('Rated 4.6 out of 5 by 5 reviewers').waitFor();
  await page.getByRole('combobox', { name: 'Minimum rating' }).selectOption('4');
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('Journey');
  await page.waitForURL((url) => url.search === '?cuisine=maharashtrian&rating=4&q=Journey');
  await card(page, kitchen.name).waitFor();
  expect(await card(page, DEMO.provider.name).count()).toBe(0);

  await page.reload();
  await card(page, kitchen.name).waitFor();
  expect(await card(page, DEMO.provider.name).count()).toBe(0);
  expect(await page.getByRole('searchbox', { name: 'Search providers' }).inputValue()).toBe('Journey');
  expect(await page.getByRole('combobox', { name: 'Cuisine' }).inputValue()).toBe('maharashtrian');
  expect(await page.getByRole('combobox', { name: 'Minimum rating' }).inputValue()).toBe('4');

  await page.getByRole('searchbox', { name: 'Search providers' }).fill('no such kitchen anywhere');
  await page.getByText('No providers found matching your criteria').waitFor();
  await page.getByRole('searchbox', { name: 'Search providers' }).fill(kitchen.stamp);

  // The menu, by its tabs.
  await page.getByRole('link', { name: `View Menu for ${kitchen.name}` }).click();
  await page.waitForURL(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await page.getByRole('heading', { level: 1, name: kitchen.name }).waitFor();
  await page.getByText('Maharashtrian', { exact: true }).waitFor();
  await card(page, kitchen.dal.record.name).waitFor();
  await page.getByRole('tab', { name: 'Desserts' }).click();
  await page.waitForURL((url) => url.searchParams.get('category') === 'desserts');
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
  const kheer = card(page, kitchen.kheer.record.name);
  await kheer.getByText('₹45.50').waitFor();
  // Its image is missing: the placeholder takes its place.
  await kheer.getByTestId('image-placeholder').waitFor();
  await page.getByRole('tab', { name: 'Beverages' }).click();
  await page.getByText('No menu items found in this category.').waitFor();
  await page.getByRole('tab', { name: 'Main Course' }).click();
  await page.waitForURL((url) => url.searchParams.get('category') === 'main-course');

  // Add 2, then 1 more: the basket badge in the top bar shows 3.
  const dal = card(page, kitchen.dal.record.name);
  await dal.getByRole('button', { name: `Increase quantity of ${kitchen.dal.record.name}` }).click();
  await dal.getByRole('button', { name: 'Add to Basket' }).click();
  await dal.getByRole('button', { name: 'Added ✓' }).waitFor();
  await page.getByText('Added to cart!').first().waitFor();
  await basketBadge(page, 2).waitFor();
  await dal.getByRole('button', { name: 'Add to Basket' }).waitFor();
  await dal.getByRole('button', { name: `Decrease quantity of ${kitchen.dal.record.name}` }).click();
  await dal.getByRole('button', { name: 'Add to Basket' }).click();
  await basketBadge(page, 3).waitFor();
  const cart = await readData<Record<string, { quantity: number; providerId: string }>>(`users/${customer.uid}/cart`);
  expect(cart[kitchen.dal.id]).toMatchObject({ quantity: 3, providerId: kitchen.uid });

  // Buy Now: the bill first (dish, quantity, fee, total), then a pending order for this item, customer and provider,
  // and the customer lands on it in My Orders (issue 37).
  await dal.getByRole('button', { name: 'Buy Now' }).click();
  expect(await dal.getByRole('form', { name: 'Your order' }).locator('dl').textContent())
    .toBe(`${kitchen.dal.record.name} × 1₹95.00Delivery fee₹40.00Total₹135.00`);
  await dal.getByRole('button', { name: 'Place order' }).click(); // the profile's address and mobile, prefilled
  await page.getByText('Order placed successfully!').first().waitFor();
  await page.waitForURL(/\/orders#order-/);
  const orders = (await readData<Record<string, Record<string, unknown>>>('orders')) ?? {};
  const mine = Object.values(orders).filter((o) => o.userId === customer.uid);
  expect(mine).toEqual([
    expect.objectContaining({ providerId: kitchen.uid, fee: 40, total: 135, status: 'pending' }),
  ]);
  expect(Object.values(mine[0]!.lines as object)).toEqual([expect.objectContaining({ itemId: kitchen.dal.id, itemName: kitchen.dal.record.name, price: 95, quantity: 1 })]);
  await page.getByText('Pay ₹135.00 to the kitchen on delivery, in cash or by UPI.').waitFor();
  expect(session.errors).toEqual([]);
});

test('signed out, Add to Basket goes to /login and signing in comes back to the same menu and tab', async () => {
  const { page } = session;
  const customer = await createAccount('user', 'Returning Customer');
  const menu = `${PORTAL}/provider/${DEMO.provider.uid}/menu?category=desserts`;
  await openMenuFromList(page, DEMO.provider.name);
  await page.getByRole('tab', { name: 'Desserts' }).click();
  await page.waitForURL(menu);
  await page.locator('main article').first().getByRole('button', { name: 'Add to Basket' }).click();
  await page.waitForURL(`${PORTAL}/login`);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(menu);
  await page.getByRole('tab', { name: 'Desserts', selected: true }).waitFor();

  // Now the add goes through.
  await page.locator('main article').first().getByRole('button', { name: 'Add to Basket' }).click();
  await basketBadge(page, 1).waitFor();
});

test('a shared menu link with its tab opens directly and survives a reload', async () => {
  const { page } = session;
  const menu = `${PORTAL}/provider/${DEMO.provider.uid}/menu?category=desserts`;
  await page.goto(menu);
  await page.getByRole('tab', { name: 'Desserts', selected: true }).waitFor();
  await card(page, 'Puran Poli').waitFor();
  await page.reload();
  await page.getByRole('tab', { name: 'Desserts', selected: true }).waitFor();
  expect(await page.locator('main article').count()).toBe(1);
  // opened directly, there is no portal page behind it: the back link offers the kitchens list
  expect(await page.getByRole('link', { name: 'See all kitchens' }).getAttribute('href')).toBe('/providers');
});

test('the menu\'s back link returns where the reader came from: the kitchens list with its search, or home', async () => {
  const { page } = session;
  const list = `${PORTAL}/providers?q=${encodeURIComponent(DEMO.provider.name)}`;
  await openMenuFromList(page, DEMO.provider.name);
  // a tab changes the address in place; the link still knows where the reader came from
  await page.getByRole('tab', { name: 'Desserts' }).click();
  await page.getByRole('link', { name: 'Back to kitchens' }).click();
  await page.waitForURL(list);
  expect(await page.getByRole('searchbox', { name: 'Search providers' }).inputValue()).toBe(DEMO.provider.name);

  await page.goto(`${PORTAL}/`);
  const home = page.getByRole('region', { name: 'Our Providers' });
  await home.scrollIntoViewIfNeeded();
  await home.getByRole('link', { name: `View Menu for ${DEMO.provider.name}` }).click();
  await page.getByRole('heading', { level: 1, name: DEMO.provider.name }).waitFor();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL(`${PORTAL}/`);
});

test('a kitchen\'s menu arrives with its dishes in the document; the live page takes it over with no spinner and no shift', async () => {
  // No scripts: the copy the servers composed (the storefront rendered it with the kitchen's public data) is the page.
  const bare = await openSession({ javaScriptEnabled: false, width: 390, height: 844 });
  try {
    await bare.page.goto(`${PORTAL}/provider/prov-annapurna/menu`);
    await bare.page.getByRole('heading', { level: 1, name: 'Annapurna Tiffin Service' }).waitFor();
    await card(bare.page, 'Varhadi Thali').waitFor();
    expect(await bare.page.getByText('Loading menu').count()).toBe(0);
    expect(await bare.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The kitchens list too, for a reader with no place chosen: every listed kitchen in the document (issue 43)
    await bare.page.goto(`${PORTAL}/providers`);
    await bare.page.getByRole('heading', { name: 'Annapurna Tiffin Service' }).waitFor();
    expect(await bare.page.getByRole('link', { name: /View Menu/ }).count()).toBeGreaterThan(3);
    // its cards are part of its first paint: no entrance animation hides them (the spec's plays in the live page)
    expect(await bare.page.evaluate(() => [...new Set([...document.querySelectorAll('main article')].map((a) => getComputedStyle(a).animationName))])).toEqual(['none']);
    expect(await bare.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await bare.close();
  }

  // On a phone (the top bar's links are in its menu there: on a wide screen the signed-out links still arrive with
  // the live bar, a shift of the layout's own that this journey is not about).
  const phone = await openSession({ width: 390, height: 844 });
  const { page } = phone;
  await page.addInitScript(() => {
    // each shift with what moved (the element, from and to), so a failure names its cause
    type Shift = { value: number; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { __shifts: string[]; __spinner: boolean };
    w.__shifts = [];
    w.__spinner = false;
    const name = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}[${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 40)}]`;
    };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        w.__shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`).join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Loading menu')) w.__spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    await page.goto(`${PORTAL}/provider/prov-annapurna/menu`); // resolves once the live page has taken over
    await card(page, 'Varhadi Thali').getByRole('button', { name: 'Add to Basket' }).waitFor();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __shifts: string[]; __spinner: boolean };
      return { shifts: w.__shifts, spinner: w.__spinner };
    });
    // No shift a reader could see. About one run in four on a loaded machine (CI's first journey file) measured a
    // total of 0.0008 — a few pixels of one block, cause not found yet; the bench's CLS target is 0.02 — so a total up
    // to 0.001 passes; more fails, naming each shift's element and boxes.
    const total = seen.shifts.reduce((sum, line) => sum + Number(line.split(':')[0]), 0);
    expect({ spinner: seen.spinner, shifts: total > 0.001 ? seen.shifts : [] }).toEqual({ spinner: false, shifts: [] });
    // The kitchens list, composed, taken over by the live page: the cards stay on screen, none fades in again
    await page.goto(`${PORTAL}/providers`);
    await page.waitForFunction(() => ['live-committed', 'data-live'].includes(document.documentElement.getAttribute('data-startup') ?? ''));
    await card(page, 'Annapurna Tiffin Service').waitFor();
    expect(await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName))).toEqual([]);
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('an unknown provider id shows Provider not found with a way home', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/provider/no-such-provider/menu`);
  await page.getByRole('heading', { level: 1, name: 'Error' }).waitFor();
  await page.getByText('Provider not found').waitFor();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL(`${PORTAL}/`);
});

test.each([
  ['light', 1280],
  ['dark', 375],
] as const)('%s theme at %ipx: no serious accessibility violations and no sideways scrolling', async (colorScheme, width) => {
  const view = await openSession({ colorScheme, width, height: 800 });
  try {
    const { page } = view;
    const pages: [string, () => Promise<unknown>, string][] = [
      ['home', async () => {
        await page.goto(`${PORTAL}/`);
        await page.getByRole('region', { name: 'Our Providers' }).scrollIntoViewIfNeeded();
      }, DEMO.provider.name],
      ['providers', () => page.goto(`${PORTAL}/providers`), DEMO.provider.name],
      ['menu', () => openMenuFromList(page, DEMO.provider.name), 'Varhadi Thali'],
    ];
    for (const [, open, ready] of pages) {
      await open();
      await card(page, ready).waitFor();
      // Let the cards' entrance animation finish before judging colours.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(view.errors).toEqual([]);
  } finally {
    await view.close();
  }
});
