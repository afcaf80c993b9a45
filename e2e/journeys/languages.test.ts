import { createAccount, DEMO, readData, writeData } from '../harness/accounts';
import { formatViolations, runAxe, waitForRouteContent } from '../harness/axe';
import { PORTAL, type BrowserContext, type Page } from '../harness/browser';
import { englishOnPage, englishTextCount, inLanguage, type Lang } from '../harness/catalogues';
import { sessionsPerTest } from '../harness/sessions';

// Issue 44: the portal in मराठी and हिन्दी. The switch moves every remote at once without a reload; the choice is kept
// (a reload is a composed document in it, `<html lang>` set by the server); a customer orders in Marathi end to end;
// the dashboard is in it; Hindi the same; English again shows the spec's texts. Every page checked is free of the
// catalogues' English (harness/catalogues.ts), axe-clean in both themes and without sideways scroll at 390 px.

const sessions = sessionsPerTest();
const HTML_LANG = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' } as const;
const MENU = `/provider/${DEMO.provider.uid}/menu`;

/** The reader's choices as the switch and the theme toggle keep them (the one cookie the server reads). */
async function choose(context: BrowserContext, prefs: { lang?: Lang; theme?: 'light' | 'dark' }) {
  const value = new URLSearchParams(Object.entries(prefs).filter(([, v]) => v) as [string, string][]).toString();
  await context.addCookies([{ name: '__session', value: encodeURIComponent(value), url: PORTAL }]);
}

/** The page's live content is in `lang`: `<html lang>`, and none of the catalogues' English on it. */
async function expectIn(page: Page, lang: Exclude<Lang, 'en'>, where: string) {
  await waitForRouteContent(page);
  await page.waitForFunction((want) => document.documentElement.lang === want, HTML_LANG[lang]);
  // Devanagari is on the screen (the top bar's language switch alone would not be enough: the main content too); a
  // page that renders in steps (My Orders' list after its heading) gets until the usual wait to show it
  const devanagari = await page
    .waitForFunction(() => /[\u0900-\u097F]{3}/.test(document.querySelector('main')?.innerText ?? ''), undefined, { timeout: 10_000 })
    .then(() => true, () => false);
  expect([where, devanagari]).toEqual([where, true]);
  expect([where, await englishOnPage(page)]).toEqual([where, []]);
}

/** An order's delivery slot on My Orders, in `lang`: its day's part and clock as a reader says them, no am/pm. */
async function expectSlotIn(page: Page, lang: Exclude<Lang, 'en'>) {
  const line = { mr: /^डिलिव्हरी: .*(पहाटे|सकाळी|दुपारी|संध्याकाळी|रात्री) \d{1,2}:\d\d/, hi: /^डिलीवरी: .*(सुबह|दोपहर|शाम|रात) \d{1,2}:\d\d/ }[lang];
  const slot = page.locator('main').getByText(line).first();
  await slot.waitFor();
  expect(await slot.innerText()).not.toMatch(/\d:\d\d\s*[ap]m|soon as possible/i);
}

async function switchTo(page: Page, lang: Lang, shownIn: Lang) {
  const group = page.getByRole('group', { name: inLanguage(shownIn, 'Language') });
  await group.getByRole('button', { name: { en: 'English', mr: 'मराठी', hi: 'हिन्दी' }[lang] }).click();
  await page.waitForFunction((want) => document.documentElement.lang === want, HTML_LANG[lang]);
}

test('the catalogues are read', () => {
  expect(englishTextCount()).toBeGreaterThan(200);
});

test('मराठी on every remote without a reload, kept on reload and composed in it; an order in Marathi; हिन्दी; English again', async () => {
  const kitchen = await createAccount('meal_provider', `Bhasha Kitchen ${Date.now().toString(36)}`);
  const now = Date.now();
  const dishId = `${kitchen.uid}-poha`;
  await writeData(`menu-items/${dishId}`, { name: 'Kanda Poha', description: 'Poha with onion and peanuts.', price: 60, category: 'main-course', imageUrl: '/images/thali.svg', providerId: kitchen.uid, status: 'active', createdAt: now, updatedAt: now, diet: 'veg' });
  const customer = await createAccount('user', 'भाषा ग्राहक');
  const { page } = await sessions.open();

  // English first: the switch is in the top bar, named in each language
  await page.goto(`${PORTAL}/`);
  await waitForRouteContent(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
  const marker = await page.evaluate(() => ((window as unknown as { thaliNoReload: number }).thaliNoReload = Math.random()));
  await switchTo(page, 'mr', 'en');
  await expectIn(page, 'mr', '/ after the switch');
  // no reload: the same document
  expect(await page.evaluate(() => (window as unknown as { thaliNoReload?: number }).thaliNoReload)).toBe(marker);

  // a reload is composed by the server in Marathi
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain('lang="mr-IN"');
  expect(html).toContain('data-startup="copy-painted"');
  expect(html).toMatch(/[\u0900-\u097F]{3}/);
  await expectIn(page, 'mr', '/ reloaded');

  for (const route of ['/providers', MENU, '/about', '/faq', '/login']) {
    await page.goto(`${PORTAL}${route}`);
    await expectIn(page, 'mr', route);
  }

  // sign in and order in Marathi, end to end
  await page.getByLabel(inLanguage('mr', 'Email')).fill(customer.email);
  await page.getByLabel(inLanguage('mr', 'Password'), { exact: true }).fill(customer.password);
  await page.locator('main').getByRole('button', { name: inLanguage('mr', 'Sign In') }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${PORTAL}/provider/${kitchen.uid}/menu`);
  await expectIn(page, 'mr', 'a menu, signed in');
  const dish = page.getByRole('article', { name: 'Kanda Poha', exact: true });
  await dish.getByRole('button', { name: inLanguage('mr', 'Buy Now') }).click();
  await dish.getByRole('button', { name: inLanguage('mr', 'Place order') }).click();
  await page.waitForURL(/\/orders#order-/);
  await expectIn(page, 'mr', 'My Orders after ordering');
  await expectSlotIn(page, 'mr');
  const orders = (await readData<Record<string, { userId: string; providerId: string; total: number; status: string }>>('orders')) ?? {};
  expect(Object.values(orders).filter((o) => o.userId === customer.uid)).toEqual([expect.objectContaining({ providerId: kitchen.uid, total: 100, status: 'pending' })]);
  for (const route of ['/cart', '/tiffins', '/profile']) {
    await page.goto(`${PORTAL}${route}`);
    await expectIn(page, 'mr', route);
  }

  // हिन्दी, from the top bar
  await switchTo(page, 'hi', 'mr');
  await expectIn(page, 'hi', '/profile in Hindi');
  await page.goto(`${PORTAL}/orders`);
  await expectIn(page, 'hi', '/orders in Hindi');
  await expectSlotIn(page, 'hi');

  // English again: the spec's texts
  await switchTo(page, 'en', 'hi');
  await page.goto(`${PORTAL}/cart`);
  await page.getByText('Your Cart is Empty').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-IN');
});

test('a kitchen\'s dashboard and the staff screens in Marathi', async () => {
  const { page, context } = await sessions.signedIn(DEMO.provider);
  await choose(context, { lang: 'mr' });
  for (const route of ['/provider-dashboard/orders', '/provider-dashboard/menu', '/provider-dashboard/tiffin-plans', '/provider-dashboard/dues']) {
    await page.goto(`${PORTAL}${route}`);
    await expectIn(page, 'mr', route);
  }
});

test.each(['mr', 'hi'] as const)('public routes in %s: axe-clean in both themes, no sideways scroll at 390 px', async (lang) => {
  const { page, context } = await sessions.open({ width: 390, height: 844 });
  const problems: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await choose(context, { lang, theme });
    for (const route of ['/', '/providers', MENU, '/login', '/signup', '/about', '/contact']) {
      await page.goto(`${PORTAL}${route}`);
      await waitForRouteContent(page, { theme });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(HTML_LANG[lang]);
      const violations = await runAxe(page);
      if (violations.length) problems.push(formatViolations(violations, `${route} in ${lang} (${theme})`));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) problems.push(`${route} in ${lang} (${theme}) scrolls sideways: ${width} px`);
    }
  }
  expect(problems).toEqual([]);
});
