import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '@thali/contract/node';
import { DEMO, signIn } from '../harness/accounts';
import { expectAxeCleanInBothThemes, saveTheme } from '../harness/axe';
import { openSession, type Page, type Session } from '../harness/browser';
import { missingSecurityHeaders, watchContentSecurity, type CspWatch } from '../harness/csp';
import { FIRST_DATA_ATTRIBUTE, STARTUP_ATTRIBUTE } from '../../packages/render/src/markers';
import { SESSION_COOKIE } from '../../packages/render/src/session/session-cookie';

// The portal as it would be deployed (`pnpm preview:hosted`, scripts/lib/hosted.js): firebase-tools' Hosting emulator
// serving every app's site from firebase.json, the shell's documents answered by the `composer` function and the
// storefront's per-request pages by `storefrontRender`, through the Functions emulator, against a backend of its own
// with the demo data. The e2e run builds first (the functions' code and files come with each app's build).

interface Hosted {
  url: string;
  origins: Record<string, string>;
  stop: () => Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startHosted, globPattern } = require('../../scripts/lib/hosted.js') as {
  startHosted: (options: { build?: boolean; quiet?: boolean; backendOptions?: object }) => Promise<Hosted>;
  globPattern: (glob: string) => RegExp;
};

const repoRoot = path.resolve(__dirname, '../..');
/** The firebase.json the preview generated for the emulators: where each site's files are read from. */
const GENERATED_CONFIG = path.join(repoRoot, 'node_modules/.cache/thali-hosted/firebase.json');
const MENU = `/provider/${DEMO.provider.uid}/menu`;
const UNAVAILABLE = 'This section is temporarily unavailable.';

/** Every public route of the manifest (packages/contract/apps.json), its parameters a demo kitchen's, with its remote. */
const PUBLIC_ROUTES = APPS.filter((app) => app.remote).flatMap((app) =>
  Object.values(app.pages)
    .filter((page) => page.access === 'public')
    .map((page) => [page.path.replace(':providerId', DEMO.provider.uid), app.federation] as const),
);

let hosted: Hosted;
let session: Session;
/** What the suite's page ran into with every document's policy enforced, and the documents it was sent. */
let csp: CspWatch;
const dataDir = mkdtempSync(path.join(tmpdir(), 'thali-e2e-hosted-data-'));

beforeAll(async () => {
  // Its own backend ports and data: the other journeys' backend (9400…) runs beside it. No opening hours, so the demo
  // kitchens take orders whatever the hour (as in the other journeys).
  hosted = await startHosted({
    build: false,
    quiet: true,
    backendOptions: { dbPort: 9300, authPort: 9399, storagePort: 9389, dataDir, reset: true, quiet: true, seedHours: false },
  });
  session = await openSession();
  csp = await watchContentSecurity(session.context);
}, 120_000);

// Every page the suite's browser opened ran nothing its document's policy blocks, and every document it was sent
// (composed, index.html, after a redeploy or with a remote down) carried the security headers.
afterEach(() => {
  if (!csp) return; // the preview did not start: beforeAll's failure says why
  const reports = csp.reports();
  const bare = csp.documents.filter((d) => missingSecurityHeaders(d).length > 0).map((d) => `${d.url}: no ${missingSecurityHeaders(d).join(', ')}`);
  csp.clear();
  expect({ reports, bare }).toEqual({ reports: [], bare: [] });
});

afterAll(async () => {
  await session?.close();
  await hosted?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The folder the emulated Hosting serves a site from (the target's `public` in the generated config). */
function siteDir(target: string): string {
  const config = JSON.parse(readFileSync(GENERATED_CONFIG, 'utf8')) as { hosting: { site?: string; target?: string; public: string }[] };
  const site = config.hosting.find((s) => (s.site ?? s.target) === target);
  if (!site) throw new Error(`${GENERATED_CONFIG} has no site ${target}`);
  return path.resolve(path.dirname(GENERATED_CONFIG), site.public);
}

/**
 * A build as `firebase deploy` uploads it to a target's site (what firebase.json's `ignore` leaves out stays behind,
 * as the preview stages every site), into a new folder beside the site's: returns it.
 */
function uploaded(build: string, target: string): string {
  const { hosting } = JSON.parse(readFileSync(path.join(repoRoot, 'firebase.json'), 'utf8')) as { hosting: { target: string; ignore?: string[] }[] };
  const ignored = (hosting.find((site) => site.target === target)?.ignore ?? []).map(globPattern);
  const to = `${siteDir(target)}-${label()}`;
  cpSync(build, to, {
    recursive: true,
    filter: (file) => {
      const relative = path.relative(build, file).split(path.sep).join('/');
      return relative === '' || !ignored.some((pattern) => pattern.test(relative));
    },
  });
  return to;
}
const label = () => `${process.pid}-${Date.now().toString(36)}`;

/** A port nothing listens on (the system's pick, released at once). */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A Content-Security-Policy header as directive → its sources. */
function policy(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/**
 * What a document's answer says about its safety and caching, in one comparable object: a policy that allows no
 * inline script but by hash and only the remotes' origins besides its own, no framing, no sniffing.
 */
function securityOf(headers: Headers, remoteOrigins: string[]) {
  const csp = policy(headers.get('content-security-policy'));
  const scripts = csp['script-src'] ?? [];
  return {
    scriptsByHashOnly: scripts.length > 0 && !scripts.includes("'unsafe-inline'") && scripts.some((s) => s.startsWith("'sha256-")),
    remotesAllowed: remoteOrigins.filter((origin) => !scripts.includes(origin)).length === 0,
    frameAncestors: csp['frame-ancestors'],
    objectSrc: csp['object-src'],
    baseUri: csp['base-uri'],
    formAction: csp['form-action'],
    nosniff: headers.get('x-content-type-options'),
    referrer: headers.get('referrer-policy'),
    frame: headers.get('x-frame-options'),
    permissions: headers.has('permissions-policy'),
  };
}
const SECURE = {
  scriptsByHashOnly: true, remotesAllowed: true, frameAncestors: ["'none'"], objectSrc: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"],
  nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', frame: 'DENY', permissions: true,
};

/** The remotes' origins as the shell's site names them (the staged remotes.json). */
function remoteOrigins(): string[] {
  const remotes = JSON.parse(readFileSync(path.join(siteDir('shell'), 'remotes.json'), 'utf8')) as Record<string, { entry: string }>;
  return Object.values(remotes).map(({ entry }) => new URL(entry).origin);
}

const varyCookie = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase()).includes('cookie');
/** `<html … data-startup="…">` as the document arrived, or null. */
const arrivedState = (html: string) => new RegExp(`<html[^>]*\\s${STARTUP_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1] ?? null;
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

let signedIn = false;
/** The suite's one page, signed in as the demo customer (once, by the first test that needs it). */
async function customerPage(): Promise<Page> {
  if (!signedIn) {
    await signIn(session.page, DEMO.customer.email, DEMO.customer.password, hosted.url);
    signedIn = true;
  }
  return session.page;
}

test('every public route arrives composed with the security headers and private to its reader; a guarded one as index.html with them', async () => {
  const origins = remoteOrigins();
  const seen = [];
  for (const [route, remote] of PUBLIC_ROUTES) {
    // as a browser asks: the function compresses the document itself (compress-answer.ts)
    const response = await fetch(`${hosted.url}${route}`, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    seen.push({
      route,
      status: response.status,
      encoding: response.headers.get('content-encoding'),
      arrived: arrivedState(html),
      copy: html.includes(`data-remote="${remote}"`),
      ...securityOf(response.headers, origins),
      private: /\bprivate\b/.test(response.headers.get('cache-control') ?? ''),
      varyCookie: varyCookie(response.headers),
    });
  }
  expect(seen).toEqual(PUBLIC_ROUTES.map(([route]) => ({ route, status: 200, encoding: 'br', arrived: 'copy-painted', copy: true, ...SECURE, private: true, varyCookie: true })));

  const orders = await fetch(`${hosted.url}/orders`);
  const index = await orders.text();
  expect({ status: orders.status, arrived: arrivedState(index), emptyRoot: index.includes('<div id="root"></div>'), ...securityOf(orders.headers, origins) })
    .toEqual({ status: 200, arrived: null, emptyRoot: true, ...SECURE });
  expect(orders.headers.get('cache-control')).toMatch(/\bno-cache\b/);
});

test('a kitchen\'s menu arrives with its data and becomes live; the theme comes from __session alone', async () => {
  const arrived = await (await fetch(`${hosted.url}${MENU}`)).text();
  // the dish in the copy, and in the data the live page starts from (the copy's JSON script)
  expect(arrived).toContain('Varhadi Thali');
  expect(arrived).toMatch(new RegExp(`<script[^>]*\\s${FIRST_DATA_ATTRIBUTE}[^>]*>[^<]*"name":"Varhadi Thali"`));

  const { page } = session;
  await page.goto(`${hosted.url}${MENU}`); // resolves once the live page has taken over (harness/browser.ts)
  await card(page, 'Varhadi Thali').getByRole('button', { name: 'Add to Basket' }).waitFor();
  await page.waitForFunction((attribute) => document.documentElement.getAttribute(attribute) === 'data-live', STARTUP_ATTRIBUTE);

  // the reader's choice, kept in __session, arrives set on <html> (the function hands that cookie to the composer)
  await saveTheme(page, 'dark');
  try {
    const reloaded = await page.reload();
    expect(arrivedTheme(await reloaded!.text())).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  } finally {
    await saveTheme(page, 'light');
  }
  // Hosting forwards only __session to a function: any other cookie, the theme cookie from before __session too, is
  // not read (under `pnpm start` the server reads that one and moves it into __session)
  const other = await fetch(`${hosted.url}${MENU}`, { headers: { cookie: 'theme=dark' } });
  expect({ theme: arrivedTheme(await other.text()), setCookie: other.headers.get('set-cookie') }).toEqual({ theme: null, setCookie: null });
  const chosen = await fetch(`${hosted.url}${MENU}`, { headers: { cookie: `theme=light; ${SESSION_COOKIE}=${encodeURIComponent('theme=dark')}` } });
  expect(arrivedTheme(await chosen.text())).toBe('dark');
});

/** The theme the document arrived with on `<html>`, or null. */
function arrivedTheme(html: string): string | null {
  return /<html[^>]*\sdata-theme="([^"]*)"/.exec(html)?.[1] ?? null;
}

test('the demo customer signs in, buys a dish now and finds the order on My Orders', async () => {
  const page = await customerPage();
  await page.goto(`${hosted.url}${MENU}`);
  const dish = card(page, 'Varhadi Thali');
  await dish.getByRole('button', { name: 'Buy Now' }).click();
  await dish.getByRole('button', { name: 'Place order' }).click(); // the profile's address and mobile, prefilled
  await page.waitForURL(/\/orders#order-/);
  const id = page.url().split('#order-')[1]!;
  const order = page.locator(`[id="order-${id}"]`);
  await order.getByText('1 × Varhadi Thali').waitFor();
  await order.getByText(`From ${DEMO.provider.name}`).waitFor();
});

test('a remote redeployed alone (its site\'s files replaced) shows on the next load, composed and live', async () => {
  const version = 'hosted-redeploy';
  // The storefront built again, its site's files only (webpack: the app's build script goes on to rewrite the app's
  // own functions/ folder, wherever the site went, and the emulator would reload the renderer mid-test).
  const build = mkdtempSync(path.join(tmpdir(), 'thali-e2e-storefront-'));
  const site = siteDir('storefront');
  const before = `${site}-before-${label()}`;
  let deployed: string | null = null;
  try {
    execFileSync('pnpm', ['--filter', '@thali/storefront', 'exec', 'webpack', '--mode', 'production'], {
      cwd: repoRoot,
      env: { ...process.env, THALI_BUILD_LABEL: version, THALI_OUT_DIR: build },
      stdio: 'ignore',
    });
    deployed = uploaded(build, 'storefront');
    const page = await customerPage();
    await page.goto(`${hosted.url}/`);
    const storefront = page.locator('main [data-remote="storefront"]');
    expect(await storefront.getAttribute('data-remote-version')).not.toContain(version);

    // the deploy: the site's files replaced at once, at the same address (the emulator reads them per request)
    renameSync(site, before);
    renameSync(deployed, site);
    // the composer revalidates the copy it keeps (its ETag no longer matches), the browser the remote's entry
    const composed = await (await fetch(`${hosted.url}/`)).text();
    expect(composed).toMatch(new RegExp(`<div data-remote="storefront" data-remote-version="[^"]*\\+${version}"`));
    await page.reload();
    expect(await storefront.getAttribute('data-remote-version')).toMatch(new RegExp(`\\+${version}$`));
  } finally {
    if (existsSync(before)) {
      rmSync(site, { recursive: true, force: true });
      renameSync(before, site);
    }
    for (const dir of [build, `${build}-maps`, deployed ?? '']) if (dir) rmSync(dir, { recursive: true, force: true });
  }
}, 150_000);

test('a remote that does not answer is isolated: its routes still arrive composed at once and show the fallback; the others work', async () => {
  const remotesFile = path.join(siteDir('shell'), 'remotes.json');
  const original = readFileSync(remotesFile, 'utf8');
  const remotes = JSON.parse(original) as Record<string, { entry: string }>;
  remotes.static_content!.entry = `http://127.0.0.1:${await unusedPort()}/remoteEntry.js`;
  writeFileSync(remotesFile, JSON.stringify(remotes, null, 2));
  try {
    // the shell's layout with an empty page slot: the document is not held up by the dead remote
    const response = await fetch(`${hosted.url}/about`, { signal: AbortSignal.timeout(5_000) });
    const html = await response.text();
    expect({ status: response.status, arrived: arrivedState(html), copy: html.includes('data-remote="static_content"') })
      .toEqual({ status: 200, arrived: 'copy-painted', copy: false });

    const page = await customerPage();
    await page.goto(`${hosted.url}/about`);
    await page.getByText(UNAVAILABLE).waitFor();
    await page.goto(`${hosted.url}/`);
    await page.locator('main [data-remote="storefront"] h1').waitFor();
    await page.goto(`${hosted.url}/orders`);
    await page.locator('main [data-remote="customer_account"]').waitFor();
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
  } finally {
    writeFileSync(remotesFile, original);
  }
});

test('a composed page has no accessibility violation in light and dark', async () => {
  const page = await customerPage();
  await page.goto(`${hosted.url}/about`);
  await expectAxeCleanInBothThemes(page, '/about through the Hosting emulator');
  await saveTheme(page, 'light');
});
