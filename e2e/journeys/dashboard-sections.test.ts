import { createAccount, DEMO } from '../harness/accounts';
import { expectAxeCleanInBothThemes } from '../harness/axe';
import { PORTAL, type Page } from '../harness/browser';
import { sessionForEachTest } from '../harness/sessions';

// The dashboard in sections on a phone (issue 39): each section at its own address and through the section bar,
// which stays on screen however far down the kitchen has scrolled; a reload keeps the section; a deep link opened
// signed out comes back after signing in; each section starts at its top, with its main action within the first two
// screens at 390 px; no sideways scroll at 390 or 360 px; axe clean in both themes.

const PHONE = { width: 390, height: 844 };
const TWO_SCREENS = 2 * PHONE.height;

interface Section {
  path: string;
  link: string;
  /** the section's main action (or, where it has none to take, what it is for) */
  main: (page: Page) => ReturnType<Page['locator']>;
}

const SECTIONS: Section[] = [
  // a new kitchen has no order to accept: its board, under the stats and the recent orders
  { path: '/provider-dashboard/orders', link: 'Orders', main: (p) => p.getByRole('heading', { level: 2, name: 'Orders', exact: true }) },
  { path: '/provider-dashboard/menu', link: 'Menu', main: (p) => p.getByRole('button', { name: 'Add Menu Item' }) },
  { path: '/provider-dashboard/tiffin-plans', link: 'Tiffin plans', main: (p) => p.getByRole('button', { name: 'Add plan' }) },
  // issue 42: a new kitchen has no bills yet: its month's totals, under the month chooser
  { path: '/provider-dashboard/dues', link: 'Dues', main: (p) => p.getByRole('button', { name: 'Download CSV' }) },
  { path: '/provider-dashboard/hours', link: 'Hours', main: (p) => p.getByRole('button', { name: 'Save hours' }) },
  { path: '/provider-dashboard/reviews', link: 'Reviews', main: (p) => p.getByRole('heading', { level: 2, name: 'Reviews' }) },
  { path: '/provider-dashboard/kitchen', link: 'Kitchen profile', main: (p) => p.locator('main h2').first() },
];

const session = sessionForEachTest(PHONE);

const bar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

/** The section the bar marks as shown (aria-current="page"), by its link's text. */
const current = (page: Page) => bar(page).locator('a[aria-current="page"]').textContent();

/** How far down the page (from its top, in px) the bottom of `locator` is. */
const bottomOnPage = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a kitchen on a phone: a deep link through the login, a reload, every section by the bar and by its address', async () => {
  const { page, errors } = session;
  const kitchen = await createAccount('meal_provider', 'Sections Kitchen');

  // Signed out, a section's address goes by the login page and comes back to that section.
  await page.goto(`${PORTAL}/provider-dashboard/hours`);
  await page.waitForURL(`${PORTAL}/login`);
  await page.getByLabel('Email').fill(kitchen.email);
  await page.getByLabel('Password', { exact: true }).fill(kitchen.password);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${PORTAL}/provider-dashboard/hours`);
  await page.getByRole('heading', { level: 2, name: 'Hours and holidays' }).waitFor();
  expect(await current(page)).toBe('Hours');

  // A reload keeps the section.
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Hours and holidays' }).waitFor();
  expect(page.url()).toBe(`${PORTAL}/provider-dashboard/hours`);
  expect(await current(page)).toBe('Hours');

  // By the bar, from the end of the section before: the bar is still on screen there, and each section opens at its
  // top with its main action within the first two screens (the bar sticks within the page, so the footer below the
  // page may push it off at the very bottom).
  for (const section of [...SECTIONS.slice(1), SECTIONS[0]!]) {
    await page.evaluate(() => {
      const end = document.querySelector('main [data-remote]')!.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo(0, Math.max(0, end - window.innerHeight));
    });
    const link = bar(page).getByRole('link', { name: section.link, exact: true });
    const box = await link.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
    await link.click();
    await page.waitForURL(`${PORTAL}${section.path}`);
    await section.main(page).waitFor();
    expect(await current(page)).toBe(section.link);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect({ section: section.link, withinTwoScreens: (await bottomOnPage(section.main(page))) <= TWO_SCREENS }).toEqual({ section: section.link, withinTwoScreens: true });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }

  // By its address, at 360 px too: the bar wraps rather than scrolling sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const section of SECTIONS) {
    await page.goto(`${PORTAL}${section.path}`);
    await section.main(page).waitFor();
    expect(await current(page)).toBe(section.link);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }

  // The dashboard's own address is Orders, in place of it in history.
  await page.goto(`${PORTAL}/provider-dashboard`);
  await page.waitForURL(`${PORTAL}/provider-dashboard/orders`);
  expect(await current(page)).toBe('Orders');
  expect(errors).toEqual([]);
});

test('at 390 px, the bar and a section are axe clean in both themes; a lunch rush leaves Accept within two screens', async () => {
  const { page, errors } = session;
  await page.goto(`${PORTAL}/provider-dashboard/orders`);
  await page.waitForURL(`${PORTAL}/login`);
  await page.getByLabel('Email').fill(DEMO.provider.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.provider.password);
  await page.locator('main').getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${PORTAL}/provider-dashboard/orders`);
  const board = page.getByRole('region', { name: 'Orders', exact: true });
  // the demo kitchen's seeded rush: the first open order (soonest delivery first since issue 40, so an accepted one
  // may lead) can be acted on without scrolling past two screens, and so can a waiting one with the New filter
  const firstAction = board.getByRole('list', { name: 'Pending orders' }).getByRole('article').first()
    .getByRole('button', { name: /^(Accept order|Out for delivery|Mark delivered|Cancel order)/ }).first();
  await firstAction.waitFor();
  expect(await bottomOnPage(firstAction)).toBeLessThanOrEqual(TWO_SCREENS);
  const accept = board.getByRole('button', { name: /^Accept order/ }).first();
  await accept.waitFor();
  await expectAxeCleanInBothThemes(page, '/provider-dashboard/orders at 390 px', () => accept.waitFor());
  await page.goto(`${PORTAL}/provider-dashboard/hours`);
  await expectAxeCleanInBothThemes(page, '/provider-dashboard/hours at 390 px', () => page.getByRole('button', { name: 'Save hours' }).waitFor());
  expect(errors).toEqual([]);
});
