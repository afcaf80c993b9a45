import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '@thali/contract/node';
import { DEMO, signIn } from '../harness/accounts';
import { waitForRouteContent } from '../harness/axe';
import { openSession, PORTAL, type Session } from '../harness/browser';
import { withSession } from '../harness/sessions';
import { startApp, stopApp } from '../harness/control';
import { COPY_STYLE_ATTRIBUTE, STARTUP_ATTRIBUTE, STARTUP_EVENT } from '../../packages/render/src/markers';
import type { Page } from '../harness/browser';

const repoRoot = path.resolve(__dirname, '../..');

const PUBLIC_ROUTES: [string, string][] = [
  ['/', 'storefront'],
  ['/login', 'customer_account'],
  ['/signup', 'customer_account'],
  ['/providers', 'storefront'],
  ['/provider/no-such-provider/menu', 'storefront'],
  ['/delivery-areas', 'static_content'],
  ['/about', 'static_content'],
  ['/contact', 'static_content'],
  ['/privacy-policy', 'static_content'],
  ['/terms', 'static_content'],
  ['/faq', 'static_content'],
  ['/reset-password', 'customer_account'],
];

let session: Session;

/**
 * Records the document's start-up (@thali/render's startup.ts) from its first byte: the state the document arrived in
 * and every state announced after it, in order.
 */
async function recordStartup(page: Page) {
  await page.addInitScript(({ attribute, event }) => {
    const w = window as unknown as { __startup: { arrived: string | null; moves: string[] } };
    w.__startup = { arrived: null, moves: [] };
    // before any of the document's own scripts' listeners: the state as the server (or index.html) wrote it
    document.addEventListener('DOMContentLoaded', () => {
      w.__startup.arrived = document.documentElement.getAttribute(attribute) ?? 'document';
    });
    document.addEventListener(event, (e) => w.__startup.moves.push((e as CustomEvent<{ state: string }>).detail.state));
  }, { attribute: STARTUP_ATTRIBUTE, event: STARTUP_EVENT });
  return () => page.evaluate(() => (window as unknown as { __startup: { arrived: string | null; moves: string[] } }).__startup);
}

beforeEach(async () => {
  session = await openSession();
});
afterEach(async () => {
  await session.close();
});

test.each(PUBLIC_ROUTES)('%s renders its remote inside the shell layout', async (route, remote) => {
  const { page } = session;
  await page.goto(`${PORTAL}${route}`);
  await page.locator(`main [data-remote="${remote}"]`).waitFor();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Thali' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
  expect(await page.locator('main h1').count()).toBeGreaterThanOrEqual(1);
  expect(session.errors).toEqual([]);
});

test.each(['/profile', '/cart', '/orders', '/subscribe', '/tiffins', '/provider-dashboard'])(
  'anonymous visit to %s is sent to /login',
  async (route) => {
    const { page } = session;
    const startup = await recordStartup(page);
    await page.goto(`${PORTAL}${route}`);
    await page.waitForURL(`${PORTAL}/login`);
    await page.locator('main [data-remote="customer_account"]').waitFor();
    // a guarded route's document is not composed: it starts from index.html's empty root
    const { arrived, moves } = await startup();
    expect(arrived).toBe('document');
    expect(moves.slice(0, 2)).toEqual(['code-ready', 'live-committed']);
  },
);

test('an unknown path shows Not Found with a link home', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/no/such/page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL(`${PORTAL}/`);
});

test('the theme toggle switches, persists across reload, and the remote reads the same theme', async () => {
  const { page } = session;
  await page.goto(`${PORTAL}/about`);
  const remote = page.locator('main [data-remote="static_content"]');
  await remote.waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await remote.getAttribute('data-theme-mode')).toBe('light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  expect(await remote.getAttribute('data-theme-mode')).toBe('dark');
  // kept in the one cookie the server reads (Firebase Hosting forwards only __session)
  await page.waitForFunction(() => document.cookie.includes('__session=theme%3Ddark'));
  await page.reload();
  // The server sends the page in the chosen theme, before the app's code runs.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
});

test('a public page arrives in its document: readable without scripts, controls off; the live page then takes it over in place', async () => {
  // No scripts at all: the server's composed copy (the shell's layout, static-content's page) is the whole page.
  const bare = await openSession({ javaScriptEnabled: false, width: 390, height: 844 });
  try {
    await bare.page.goto(`${PORTAL}/about`);
    await bare.page.getByRole('heading', { level: 1, name: 'Who We Are' }).waitFor();
    expect(await bare.page.getByRole('banner').getByRole('link', { name: 'Thali' }).getAttribute('href')).toBe('/');
    // the copy is for reading: its buttons wait for the live page
    expect(await bare.page.getByRole('button', { name: 'Open menu' }).isDisabled()).toBe(true);
    // the kitchens list is linked from the copy's top bar too (its wide-screen links; the phone menu opens live)
    expect(await bare.page.locator('header nav[aria-label="Main"] a[href="/providers"]').textContent()).toBe('Kitchens');
    expect(await bare.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await bare.close();
  }

  // With scripts: the live page replaces the copy without moving anything, and nothing of the copy is left.
  const phone = await openSession({ width: 390, height: 844 });
  try {
    const { page } = phone;
    await page.addInitScript(() => {
      // each shift with what moved, so a failure names its cause
      type Shift = { value: number; sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      const name = (node?: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()}[${(node.textContent ?? '').trim().slice(0, 40)}]` : (node?.nodeName ?? '?'));
      const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          w.__shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((x) => `${name(x.node)} ${box(x.previousRect)} → ${box(x.currentRect)}`).join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${PORTAL}/about`); // resolves once the live page has taken over (harness/browser.ts)
    expect(await page.getByRole('button', { name: 'Open menu' }).isEnabled()).toBe(true);
    const after = await page.evaluate((copyStyle) => ({
      shifts: (window as unknown as { __shifts: string[] }).__shifts,
      headings: document.querySelectorAll('h1').length,
      copyStyles: document.querySelectorAll(`style[${copyStyle}]`).length,
    }), COPY_STYLE_ATTRIBUTE);
    // No shift a reader could see: as in the storefront journey's take-over, a total up to 0.001 passes (this first
    // journey file on a loaded CI machine measured 0.0008 once in several runs, a few pixels, cause not found; the
    // bench's CLS target is 0.02); more fails, naming each shift's element and boxes.
    const total = after.shifts.reduce((sum, line) => sum + Number(line.split(':')[0]), 0);
    expect({ ...after, shifts: total > 0.001 ? after.shifts : [] }).toEqual({ shifts: [], headings: 1, copyStyles: 0 });
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('with reduced motion the theme switches every colour at once: nothing is left in the other theme', async () => {
  const { page } = session;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${PORTAL}/about`);
  await page.locator('main [data-remote="static_content"]').waitFor();
  // The footer's text inherits its muted colour; read it in the same task as the click, before any frame could end a
  // transition (a 0.01ms transition on everything once left it light on the dark footer for axe to find).
  const colours = await page.evaluate(() => {
    // the theme's muted text colour as rgb(), from its variable on <html>
    const muted = () => {
      const hex = getComputedStyle(document.documentElement).getPropertyValue('--thali-text-muted').trim();
      return `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    };
    const text = document.querySelector('footer p')!;
    const before = { text: getComputedStyle(text).color, theme: muted() };
    (document.querySelector('header button[title="Switch to dark theme"]') as HTMLButtonElement).click();
    return { mode: document.documentElement.dataset.theme, before, after: { text: getComputedStyle(text).color, theme: muted() } };
  });
  expect(colours.mode).toBe('dark');
  expect(colours.before.text).toBe(colours.before.theme);
  expect(colours.after.theme).not.toBe(colours.before.theme);
  expect(colours.after.text).toBe(colours.after.theme);
});

test('a page arrives in the reader\'s theme: the system\'s when nothing is chosen, else the chosen one (set by the server)', async () => {
  // No scripts: what the composed document itself shows at its first paint.
  const bare = await openSession({ colorScheme: 'dark', javaScriptEnabled: false });
  try {
    const look = () =>
      bare.page.evaluate(() => ({ theme: document.documentElement.dataset.theme ?? null, background: getComputedStyle(document.body).backgroundColor }));
    await bare.page.goto(`${PORTAL}/about`);
    expect(await look()).toEqual({ theme: null, background: 'rgb(11, 16, 32)' }); // the dark theme's, by CSS alone
    // and the theme button's name says where it leads from there (it waits for the live page)
    await bare.page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await bare.context.addCookies([{ name: '__session', value: 'theme%3Dlight', url: PORTAL }]);
    const light = await bare.page.reload();
    expect(await look()).toEqual({ theme: 'light', background: 'rgb(248, 250, 252)' });
    // a document in the reader's preferences is theirs alone: no shared cache keeps it
    expect(light?.headers()['cache-control']).toBe('private, no-cache');
    expect(light?.headers().vary?.split(/,\s*/)).toContain('Cookie'); // beside compression's Accept-Encoding
    await bare.page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    // a theme chosen before __session (its own cookie) is still read, and moved into __session by the server
    await bare.context.clearCookies();
    await bare.context.addCookies([{ name: 'theme', value: 'dark', url: PORTAL }]);
    await bare.page.reload();
    expect(await look()).toEqual({ theme: 'dark', background: 'rgb(11, 16, 32)' });
    await bare.page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect((await bare.context.cookies(PORTAL)).map(({ name, value }) => ({ name, value }))).toEqual([{ name: '__session', value: 'theme%3Ddark' }]);
  } finally {
    await bare.close();
  }
  // With scripts and nothing chosen, the live page settles on the system's.
  const dark = await openSession({ colorScheme: 'dark' });
  try {
    await dark.page.goto(`${PORTAL}/`);
    expect(await dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  } finally {
    await dark.close();
  }
});

test('the mobile menu mirrors the links and closes on link click and on resize', async () => {
  await withSession({ width: 375, height: 800 }, async ({ page }) => {
    await page.goto(`${PORTAL}/`);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Kitchens', 'Delivery Areas', 'Who We Are', 'Contact Us', 'Sign In', 'Sign Up']) {
      await menu.getByRole('link', { name: label }).waitFor();
    }
    // Focus moves into the menu and Tab stays inside it.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kitchens');
    await menu.getByRole('link', { name: 'Who We Are' }).click();
    await page.waitForURL(`${PORTAL}/about`);
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor();
    await page.setViewportSize({ width: 390, height: 700 });
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
  });
});

test('a new page starts at its top, focus on it; Back returns to the reader\'s place; the bar marks Kitchens', async () => {
  await withSession({ width: 390, height: 700 }, async ({ page, errors }) => {
    await page.goto(`${PORTAL}/provider/${DEMO.provider.uid}/menu`);
    await waitForRouteContent(page);
    const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(tall).toBeGreaterThan(600);
    const place = Math.min(900, tall);
    await page.mouse.wheel(0, place);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, place);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${PORTAL}/contact`);
    await waitForRouteContent(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${PORTAL}/provider/${DEMO.provider.uid}/menu`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, place, { timeout: 5000 });
    await page.goForward();
    await page.waitForURL(`${PORTAL}/contact`);
    await page.waitForFunction(() => window.scrollY === 0);

    // The kitchens list from the phone menu, marked as the current page there.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Kitchens' }).click();
    await page.waitForURL(`${PORTAL}/providers`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Kitchens' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
  });
});

test('a remote whose server stops shows the fallback only on its routes; Retry recovers', async () => {
  const { page } = session;
  await stopApp('static-content');
  try {
    await page.goto(`${PORTAL}/about`);
    await page.getByText('This section is temporarily unavailable.').waitFor();
    // The layout keeps working and other remotes still render.
    await page.getByRole('banner').getByRole('link', { name: 'Thali' }).click();
    await page.locator('main [data-remote="storefront"]').waitFor();
    await page.goto(`${PORTAL}/faq`);
    await page.getByText('This section is temporarily unavailable.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('This section is temporarily unavailable.').waitFor();
  } finally {
    await startApp('static-content');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.locator('main [data-remote="static_content"]').waitFor();
});

test('pointing remotes.json at a new build switches the remote without rebuilding the shell', async () => {
  const out = mkdtempSync(path.join(tmpdir(), 'thali-storefront-v2-'));
  execFileSync('pnpm', ['--filter', '@thali/storefront', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, THALI_BUILD_LABEL: 'swap-test', THALI_OUT_DIR: out },
    stdio: 'ignore',
  });
  const remotesFile = path.join(repoRoot, 'apps/shell/dist/remotes.json');
  const original = readFileSync(remotesFile, 'utf8');
  const { page } = session;
  await page.goto(`${PORTAL}/`);
  const before = await page.locator('main [data-remote="storefront"]').getAttribute('data-remote-version');
  expect(before).not.toContain('swap-test');

  // "Deploy" the new build on another host and repoint the shell at it.
  const server = await fetch('http://127.0.0.1:3990/serve-extra?dir=' + encodeURIComponent(out) + '&port=3101', { method: 'POST' });
  expect(server.ok ? '' : await server.text()).toBe('');
  try {
    writeFileSync(remotesFile, original.replace('http://localhost:3001/', 'http://localhost:3101/'));
    // the document the shell's server composes carries the new build's prerendered page too
    const document = await (await fetch(`${PORTAL}/`)).text();
    expect(document).toMatch(/<main[^>]*><div data-remote="storefront" data-remote-version="[^"]*\+swap-test"/);
    await page.reload();
    const after = page.locator('main [data-remote="storefront"]');
    await after.waitFor();
    expect(await after.getAttribute('data-remote-version')).toMatch(/\+swap-test$/);
  } finally {
    writeFileSync(remotesFile, original);
    await fetch('http://127.0.0.1:3990/stop-extra?port=3101', { method: 'POST' });
  }
});

test('on a phone, home reads nothing from the database until the reader nears the kitchens; then they come, the SDK after', async () => {
  const phone = await openSession({ width: 390, height: 844 });
  try {
    const { page } = phone;
    await page.goto(`${PORTAL}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const requests = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          rest: entries.filter((e) => /\/providers\.json\?/.test(e.name)).map((e) => e.responseEnd),
          sdk: entries.filter((e) => /firebase-data-impl\.[0-9a-f]+\.js$/.test(e.name)).map((e) => e.startTime),
        };
      });
    // the kitchens are screens below the hero: neither their data nor the database's SDK is fetched at the start
    expect(await requests()).toEqual({ rest: [], sdk: [] });
    await page.getByRole('heading', { level: 2, name: 'How It Works' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Our Providers' }).getByRole('link', { name: /View Menu/ }).first().waitFor({ state: 'attached' });
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /firebase-data-impl\.[0-9a-f]+\.js$/.test(e.name)));
    const after = await requests();
    expect(after.rest).toHaveLength(1); // answered first over REST, then the SDK's live read
    expect(after.sdk[0]).toBeGreaterThanOrEqual(after.rest[0]!);
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.close();
  }
});

test('a visitor\'s kitchens come with the document; the live page asks no read of its own for them; the SDK is fetched once they are on screen', async () => {
  const { page } = session;
  const startup = await recordStartup(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __cardsAt?: number };
    new MutationObserver(() => {
      if (w.__cardsAt === undefined && document.querySelector('main [data-remote] a[href*="/menu"]')) w.__cardsAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${PORTAL}/providers`);
  await page.getByRole('link', { name: /View Menu/ }).first().waitFor();
  // the SDK's live read takes over: a kitchen's change still reaches the open page (storefront journeys), here its chunk
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /firebase-data-impl\.[0-9a-f]+\.js$/.test(e.name)));
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      cardsAt: (window as unknown as { __cardsAt?: number }).__cardsAt ?? null,
      rest: entries.filter((e) => /\/providers\.json\?/.test(e.name)).map((e) => ({ end: e.responseEnd, query: new URL(e.name).searchParams.get('orderBy'), origin: new URL(e.name).origin })),
      sdk: entries.filter((e) => /firebase-data-impl\.[0-9a-f]+\.js$/.test(e.name)).map((e) => e.startTime),
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    };
  });
  // the composer rendered the list with every listed kitchen (issue 43): on screen as the document is parsed
  expect(timing.cardsAt).not.toBeNull();
  expect(timing.cardsAt as number).toBeLessThanOrEqual(timing.parsed);
  // the live page shows the copy's kitchens as its first answer: no REST read of the listing (a request and a parse
  // while the page starts), the SDK's live read follows
  expect(timing.rest).toEqual([]);
  expect(timing.sdk[0]).toBeGreaterThanOrEqual(timing.cardsAt as number);
  // the composed document went through every state of its start-up, in order, and ends with live data
  await page.waitForFunction(({ attribute }) => document.documentElement.getAttribute(attribute) === 'data-live', { attribute: STARTUP_ATTRIBUTE });
  expect(await startup()).toEqual({ arrived: 'copy-painted', moves: ['copy-painted', 'code-ready', 'live-committed', 'data-live'] });
  expect(session.errors).toEqual([]);
});

test("a signed-in page's document fetches its page's chunks and the data layer itself, warms Intl in a worker, and reads the page's data over REST with the stored session", async () => {
  const { page } = session;
  await signIn(page, DEMO.customer.email, DEMO.customer.password);
  const workers: string[] = [];
  const onWorker = (worker: { url(): string }) => workers.push(new URL(worker.url()).pathname);
  page.on('worker', onWorker);
  // the database's REST reads with a token, in the order they were asked
  const restReads: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.json') && url.searchParams.has('auth')) restReads.push(url.pathname);
  };
  page.on('request', onRequest);
  await page.goto(`${PORTAL}/orders`);
  await page.locator('[data-order-id]').first().waitFor();
  page.off('worker', onWorker);
  page.off('request', onRequest);
  const fetched = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ file: new URL(e.name).pathname.split('/').pop() ?? '', start: e.startTime, end: e.responseEnd })),
  );
  const first = (pattern: RegExp) => {
    const entry = fetched.find((e) => pattern.test(e.file));
    if (!entry) throw new Error(`${pattern} was not fetched: ${fetched.map((e) => e.file).join(', ')}`);
    return entry;
  };
  // index.html's script read the remote's mf-manifest.json for My Orders' chunks…
  first(/^mf-manifest\.json$/);
  // …and asked for the files that read the page's data with the stored session before My Orders' own chunk had even
  // arrived (the SDK's after them); before, the page's code asked for them once it ran
  const pageChunk = first(/^__federation_expose_orders\.[0-9a-f]+\.js$/);
  const sessionChunk = first(/^firebase-data-session\.[0-9a-f]+\.js$/);
  expect({ askedBeforeThePageRan: sessionChunk.start < pageChunk.end }).toEqual({ askedBeforeThePageRan: true });
  first(/^firebase-data-auth\.[0-9a-f]+\.js$/);
  // …and started the worker that reads ICU's data for the page's first date and price on another thread (the
  // document's policy lets it: a refused worker would be among the session's errors)
  expect(workers).toEqual(['/intl-warm-up.js']);
  // …and the guard's role and My Orders' orders were read over REST with the session the SDK stored here, before
  // the SDK and its WebSocket (issue 43)
  expect(restReads).toEqual(expect.arrayContaining([`/users/${DEMO.customer.uid}/role.json`, `/admins/${DEMO.customer.uid}.json`, '/orders.json']));
  expect(session.errors).toEqual([]);
});

test("with the database's WebSocket held, My Orders still shows the customer's orders: read over REST with the stored session, its token refreshed once expired", async () => {
  const held = await openSession();
  try {
    await signIn(held.page, DEMO.customer.email, DEMO.customer.password);
    // from here the socket opens to nobody: the SDK's handshake never comes, so its reads never answer
    await held.page.routeWebSocket(/.*/, () => {});
    await held.page.goto(`${PORTAL}/orders`);
    await held.page.locator('[data-order-id]').first().waitFor({ timeout: 15_000 });
    expect(await held.page.locator('[data-order-id]').count()).toBeGreaterThan(0);
    // an hour later the stored ID token has expired: the record's refresh token gets a new one first (the SDK's record
    // is where the SDK keeps it: IndexedDB once a remembered session has been restored). Changed from a file of the
    // portal's origin where no SDK runs, which would otherwise refresh its token itself meanwhile.
    await held.page.goto(`${PORTAL}/remotes.json`);
    const expired = await held.page.evaluate(async () => {
      const key = 'firebase:authUser:demo-api-key:[DEFAULT]';
      const expire = (record: { stsTokenManager: { expirationTime: number } }) => ({ ...record, stsTokenManager: { ...record.stsTokenManager, expirationTime: Date.now() - 1000 } });
      for (const store of [sessionStorage, localStorage]) {
        const text = store.getItem(key);
        if (text) {
          store.setItem(key, JSON.stringify(expire(JSON.parse(text))));
          return 'storage';
        }
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('firebaseLocalStorage', 'readwrite').objectStore('firebaseLocalStorage');
      const entry = await new Promise<{ fbase_key: string; value: { stsTokenManager: { expirationTime: number } } } | undefined>((resolve) => {
        const get = store.get(key);
        get.onsuccess = () => resolve(get.result);
      });
      if (!entry) return 'none';
      await new Promise((resolve) => {
        const put = store.put({ ...entry, value: expire(entry.value) });
        put.onsuccess = resolve;
      });
      db.close();
      return 'indexedDB';
    });
    expect(expired).not.toBe('none');
    await held.page.goto(`${PORTAL}/orders`);
    await held.page.locator('[data-order-id]').first().waitFor({ timeout: 15_000 });
    expect(held.errors).toEqual([]);
  } finally {
    await held.close();
  }
});

// Every route of the manifest (packages/contract/apps.json), its parameters filled with demo ids, at a phone's
// 390×844: the page never scrolls sideways (the document is exactly as wide as the viewport), signed out, as a
// customer and as a kitchen. One browser per role, visiting every route in turn; every offender is listed at once.
const DEMO_PARAMS: Record<string, string> = { providerId: DEMO.provider.uid };
const MANIFEST_ROUTES = APPS.flatMap((app) => Object.values(app.pages).map((page) => page.path.replace(/:(\w+)/g, (_, name: string) => DEMO_PARAMS[name] ?? name)));

test('at 390 px no route scrolls sideways: signed out, as a customer and as a kitchen', async () => {
  expect(MANIFEST_ROUTES).toContain(`/provider/${DEMO.provider.uid}/menu`);
  const offenders: string[] = [];
  const roles: [string, { email: string; password: string } | null][] = [['signed out', null], ['customer', DEMO.customer], ['kitchen', DEMO.provider]];
  for (const [role, account] of roles) {
    const phone = await openSession();
    try {
      // signed in at desktop width (the harness waits for the account menu, which a phone keeps in its menu), then a phone
      if (account) await signIn(phone.page, account.email, account.password);
      await phone.page.setViewportSize({ width: 390, height: 844 });
      for (const route of MANIFEST_ROUTES) {
        await phone.page.goto(`${PORTAL}${route}`);
        // a guarded route may send this role elsewhere (e.g. to /login): the page it lands on is measured
        await waitForRouteContent(phone.page);
        const { scrollWidth, viewport, at } = await phone.page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, at: location.pathname,
        }));
        if (scrollWidth !== viewport) offenders.push(`${route} (${role}${at === route ? '' : `, shown at ${at}`}): ${scrollWidth} px wide on a ${viewport} px screen`);
      }
    } finally {
      await phone.close();
    }
  }
  expect(offenders).toEqual([]);
}, 300_000);
