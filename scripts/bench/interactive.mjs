/* global document */
// Time until usable (issue 43): on Lighthouse mobile's throttled phone, from navigation start until a public page's
// main control is live (the prerendered copy replaced by the live page and the control enabled), and until a
// signed-in page's data is on screen. Lighthouse's LCP says when the copy is painted; this says when a reader can use it.
//
// The profile is Lighthouse mobile's, applied to the browser rather than simulated: 4× CPU slowdown
// (Emulation.setCPUThrottlingRate), 150 ms round trip, 1.6 Mbps down and 750 Kbps up (Network.emulateNetworkConditions;
// the database's WebSocket, which that emulation leaves alone, gets the same round trip from delaySockets)
// and its phone screen (412 × 823 at 1.75×, touch). Public pages load in a fresh browser context each run (cold HTTP
// cache, no storage); signed-in pages in one context per account, signed in through the login page first (not counted,
// unthrottled), the HTTP cache cleared before each load.
import { signInThroughUi } from './scaling.mjs';
import { launchChromium, log, median, renderModule } from './util.mjs';

export const PHONE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};
/** issue 43: a public page's main control live within 1.5 s, a signed-in page's data on screen within 2.0 s. */
export const USABLE_TARGETS = { publicMs: 1500, signedInMs: 2000 };

const { STARTUP_ATTRIBUTE } = renderModule('markers.ts');
const { STARTUP_STATES } = renderModule('startup/startup.ts');
/** The live page has replaced the copy (or, on a document without one, made its first commit): startup.ts's step 4. */
const LIVE_STATES = STARTUP_STATES.slice(STARTUP_STATES.indexOf('live-committed'));

/** The watcher's console message when the page is usable, followed by the time. */
const USABLE_MESSAGE = 'thali-bench:usable';

// Page-side expressions (the browser evaluates them; `button` and `link` are defined by the watcher below).
const live = `${JSON.stringify(LIVE_STATES)}.includes(document.documentElement.getAttribute(${JSON.stringify(STARTUP_ATTRIBUTE)}))`;
const inPage = (selector) => `document.querySelector(${JSON.stringify(`main [data-remote] ${selector}`)})`;

/**
 * Each public page and what makes it usable: its main control enabled in the live page, or for a page of reading only,
 * the live commit itself. `path` is the pathname the page is loaded at (the menu's is given by the caller).
 */
export function publicPages(menuPath) {
  return [
    { label: '/', path: '/', waitsFor: 'Browse Providers link', usable: `${live} && link('Browse Providers')` },
    { label: '/providers', path: '/providers', waitsFor: 'the kitchens listed', usable: `${live} && ${inPage('article')}` },
    { label: 'menu', path: menuPath, waitsFor: 'Add to Basket enabled', usable: `${live} && button('Add to Basket')` },
    { label: '/login', path: '/login', waitsFor: 'Sign In enabled', usable: `${live} && button('Sign In')` },
    { label: '/signup', path: '/signup', waitsFor: 'Sign Up enabled', usable: `${live} && button('Sign Up')` },
    { label: '/reset-password', path: '/reset-password', waitsFor: 'Send Reset Link enabled', usable: `${live} && button('Send Reset Link')` },
    { label: '/contact', path: '/contact', waitsFor: 'Send message enabled', usable: `${live} && button('Send message')` },
    { label: '/delivery-areas', path: '/delivery-areas', waitsFor: 'Check (the area form) enabled', usable: `${live} && button('Check')` },
    { label: '/about', path: '/about', waitsFor: 'the live commit', usable: live },
    { label: '/faq', path: '/faq', waitsFor: 'the live commit', usable: live },
    { label: '/privacy-policy', path: '/privacy-policy', waitsFor: 'the live commit', usable: live },
    { label: '/terms', path: '/terms', waitsFor: 'the live commit', usable: live },
  ];
}

/**
 * The signed-in pages and the element that shows their data. `as` names the account (scaling.mjs's DEMO accounts are
 * the caller's); `/cart` needs a dish in the basket, which the caller puts there before measuring.
 */
export function signedInPages() {
  return [
    { label: '/orders', path: '/orders', as: 'customer', waitsFor: 'an order card', usable: inPage('[data-order-id]') },
    { label: '/cart', path: '/cart', as: 'customer', waitsFor: 'a basket line\'s total', usable: inPage('[data-testid="line-total"]') },
    { label: '/tiffins', path: '/tiffins', as: 'customer', waitsFor: 'the subscription\'s week', usable: inPage('section[aria-labelledby$="-week"]') },
    // /provider-dashboard opens its Orders section in place: the kitchen's figures and an order on its board (on a phone
    // the recent-orders table is folded away)
    {
      label: '/provider-dashboard',
      path: '/provider-dashboard',
      as: 'provider',
      waitsFor: 'the kitchen\'s figures and an order on its board',
      usable: `${inPage('dl:not([aria-busy="true"]) dd')} && ${inPage('article[data-stage]')}`,
    },
  ];
}

/**
 * The script every document of a measured context runs first: it watches the DOM and, at the first change after which
 * the page's condition holds, logs USABLE_MESSAGE and the page's clock (performance.now(): since navigation start).
 * A MutationObserver's callback runs right after the task that changed the DOM, so no polling interval is added to
 * the figure, and the bench waits for the console message rather than asking the page: Playwright's waitForFunction
 * first evaluates its own helper script (hundreds of KB) in the page, a ~0.1-0.15 s task at 4× CPU in the middle of
 * the start-up that no reader's phone runs (on /login, 6 loads each way: the live page ~0.3 s later with it).
 * The conditions are written into the script (not evaluated from strings) so a Content-Security-Policy
 * without 'unsafe-eval' does not stop it; scripts injected over the DevTools protocol are not subject to the policy.
 */
function watcherScript(pages) {
  const table = pages.map((p) => `${JSON.stringify(p.path)}: () => (${p.usable})`).join(',\n');
  return `(() => {
  const usableOn = {
${table}
  };
  const usable = usableOn[location.pathname];
  if (!usable) return;
  const button = (text) => [...document.querySelectorAll('main [data-remote] button')].some((b) => !b.disabled && b.textContent.trim() === text);
  const link = (text) => [...document.querySelectorAll('main [data-remote] a[href]')].some((a) => a.textContent.trim() === text);
  const observer = new MutationObserver(() => {
    let ok = false;
    try { ok = Boolean(usable()); } catch { ok = false; }
    if (!ok) return;
    observer.disconnect();
    console.debug(${JSON.stringify(USABLE_MESSAGE)}, performance.now());
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
}

/**
 * The phone's round trip on the database's WebSocket too. Chromium's network emulation delays HTTP requests but not
 * WebSocket frames (measured: a frame's answer 7 ms after it, with 150 ms emulated), so without this a signed-in page's
 * socket (its handshake, the session's token, the role, the page's query) ran at the speed of this machine's loopback
 * and the figures were ~0.6 s better than a phone on this network would see (My Orders). Each socket is routed
 * through Playwright: opened one round trip late (its HTTP upgrade, as the emulation charges a request), every frame
 * delivered half a round trip late in each direction, in order. Frames are a few hundred bytes: bandwidth is not
 * modelled for them.
 */
async function delaySockets(context) {
  const oneWayMs = PHONE.rttMs / 2;
  const later = (ms, go) => setTimeout(go, ms);
  await context.routeWebSocket(/.*/, async (ws) => {
    await new Promise((resolve) => later(PHONE.rttMs, resolve));
    const server = ws.connectToServer();
    ws.onMessage((message) => later(oneWayMs, () => server.send(message)));
    server.onMessage((message) => later(oneWayMs, () => ws.send(message)));
    ws.onClose((code, reason) => later(oneWayMs, () => server.close({ code, reason })));
    server.onClose((code, reason) => later(oneWayMs, () => ws.close({ code, reason })));
  });
}

/** Lighthouse mobile's throttling on a page (its CDP session is returned, to clear the cache between loads). */
async function throttle(context, page) {
  await delaySockets(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/** One load: navigation start → the page usable, in ms (the watcher's time), or an error after `timeoutMs`. */
async function loadUntilUsable(page, url, timeoutMs = 20_000) {
  const reported = page.waitForEvent('console', { predicate: (m) => m.text().startsWith(`${USABLE_MESSAGE} `), timeout: timeoutMs });
  reported.catch(() => {}); // awaited below unless the navigation fails first
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const at = Number((await reported).text().slice(USABLE_MESSAGE.length + 1));
  const ended = new URL(page.url()).pathname;
  if (ended === '/login' && new URL(url).pathname !== '/login') throw new Error('ended on /login (the session was lost)');
  return at;
}

function summarize(topology, page, samples, error) {
  return {
    topology,
    label: page.label,
    path: page.path,
    kind: page.as ? 'signed-in' : 'public',
    waitsFor: page.waitsFor,
    medianMs: median(samples),
    samples,
    error: error ?? null,
  };
}

/**
 * Puts one dish of the menu into the signed-in customer's basket through the menu page, as a reader would (the basket
 * page then has a line to show). False when no dish could be added (every Add to Basket disabled: the kitchen closed).
 */
async function fillBasket(page, portal, menuPath) {
  await page.goto(`${portal}${menuPath}`);
  const add = page.locator('main [data-remote]').getByRole('button', { name: 'Add to Basket' }).first();
  try {
    await add.waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => [...document.querySelectorAll('main [data-remote] button')].some((b) => !b.disabled && b.textContent.trim() === 'Add to Basket'), undefined, { timeout: 10_000 });
    await page.locator('main [data-remote] button:not([disabled])', { hasText: 'Add to Basket' }).first().click();
    await page.locator('main [data-remote]').getByRole('button', { name: 'Added ✓' }).first().waitFor({ timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {{ topology: string, portal: string, menuPath: string, runs: number,
 *   accounts: Record<'customer' | 'provider', { email: string, password: string }> }} options
 * @returns {Promise<ReturnType<typeof summarize>[]>} one row per page, public pages first
 */
export async function measureInteractive({ topology, portal, menuPath, runs, accounts }) {
  const publics = publicPages(menuPath);
  const signedIn = signedInPages();
  const script = watcherScript([...publics, ...signedIn]);
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const page of publics) {
      const samples = [];
      let error = null;
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext(PHONE.context);
        try {
          await context.addInitScript({ content: script });
          const tab = await context.newPage();
          await throttle(context, tab);
          samples.push(await loadUntilUsable(tab, `${portal}${page.path}`));
        } catch (e) {
          error = e.message.split('\n')[0];
        } finally {
          await context.close();
        }
      }
      log(`  usable ${topology} ${page.label} (${page.waitsFor}): ${samples.map((x) => Math.round(x)).join(', ') || '–'} ms${error ? `; error: ${error}` : ''}`);
      rows.push(summarize(topology, page, samples, error));
    }
    for (const as of [...new Set(signedIn.map((p) => p.as))]) {
      const context = await browser.newContext(PHONE.context);
      try {
        await context.addInitScript({ content: script });
        const tab = await context.newPage();
        // signed in as a reader would, unthrottled and not counted; the account menu is in the wide top bar
        await tab.setViewportSize({ width: 1280, height: 900 });
        await signInThroughUi(tab, portal, accounts[as].email, accounts[as].password, { remember: true });
        const basketFilled = as === 'customer' ? await fillBasket(tab, portal, menuPath) : null;
        await tab.setViewportSize(PHONE.context.viewport);
        const cdp = await throttle(context, tab);
        for (const page of signedIn.filter((p) => p.as === as)) {
          const samples = [];
          let error = page.label === '/cart' && !basketFilled ? 'no dish could be put in the basket (every Add to Basket disabled)' : null;
          for (let i = 0; i < runs && !error; i++) {
            try {
              await cdp.send('Network.clearBrowserCache');
              samples.push(await loadUntilUsable(tab, `${portal}${page.path}`));
            } catch (e) {
              error = e.message.split('\n')[0];
            }
          }
          log(`  usable ${topology} ${page.label} (${page.waitsFor}): ${samples.map((x) => Math.round(x)).join(', ') || '–'} ms${error ? `; error: ${error}` : ''}`);
          rows.push(summarize(topology, page, samples, error));
        }
      } catch (e) {
        for (const page of signedIn.filter((p) => p.as === as && !rows.some((r) => r.label === p.label))) {
          rows.push(summarize(topology, page, [], `signing in as ${accounts[as].email} failed: ${e.message.split('\n')[0]}`));
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}
