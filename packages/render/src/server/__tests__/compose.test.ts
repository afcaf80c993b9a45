/** @jest-environment node */
// The shell's server composes a public route's document from its own prerendered layout and the page its remote
// serves (compose.ts): real files on disk, the remote a real HTTP server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@thali/contract';
import { PAGE_SLOT_ELEMENT, SERVER_STARTUP_STATE, STARTUP_ATTRIBUTE } from '../../markers';
import { createComposer, type ComposerOptions } from '../compose';
import { layoutFile, pageFile, renderFile } from '../copy-files';
import { inlineScriptHashes, scriptHash, staticHeaders } from '../security-headers';

const PAGE_SLOT = `<${PAGE_SLOT_ELEMENT}></${PAGE_SLOT_ELEMENT}>`;
const COMPOSED = `<html ${STARTUP_ATTRIBUTE}="${SERVER_STARTUP_STATE}"`;
/** The composer's document alone (its headers are tested on their own). */
const composer = (options: ComposerOptions) => {
  const compose = createComposer(options);
  return async (url: string, request?: { cookie?: string; secure?: boolean }) => (await compose(url, request))?.html ?? null;
};

const INDEX =
  '<!doctype html><html lang="en-IN"><head><title>Thali</title><script defer="defer" src="/firebase-config.js"></script>' +
  '<link rel="preload" as="script" href="/main.js">' +
  '<script data-theme-script>readTheme()</script><script data-remote-entry-preload>findEntry()</script></head>' +
  '<body><div id="root"></div><script>start()</script></body></html>';
const part = (rules: string[], html: string) => `<style data-prerendered>\n${rules.join('\n')}\n</style>\n${html}\n`;

let dir: string;
let remote: http.Server;
let remoteUrl: string;
/** What the remote serves at its prerender path, and how often it was asked. */
let served: { status: number; etag: string; body: string; requests: { url?: string; etag?: string | string[] }[] };
beforeAll(async () => {
  remote = http.createServer((req, res) => {
    // the copies' requests (the manifest's are counted apart)
    if (req.url !== '/mf-manifest.json') served.requests.push({ url: req.url, etag: req.headers['if-none-match'] });
    if (req.url?.startsWith(`/${renderFile('menu')}?`)) {
      // a remote that renders its data pages per request (first-data-server.ts): this kitchen's copy
      const kitchen = new URL(req.url, 'http://x').searchParams.get('providerId');
      if (kitchen === 'plain-files') {
        // a remote served as plain files (no renderer deployed): its SPA fallback, index.html, is no copy
        return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><html><body><div id="root"></div></body></html>');
      }
      if (kitchen === 'broken') return res.writeHead(500).end();
      if (kitchen === 'slow') return void setTimeout(() => res.writeHead(200).end(part([], '<h1>late</h1>')), 800);
      return res.writeHead(200, { ETag: '"m1"', 'Content-Type': 'text/html' }).end(part([], `<h1>${kitchen}</h1>`));
    }
    if (req.url === `/${pageFile('menu')}`) {
      if (req.headers['if-none-match'] === '"s1"') return res.writeHead(304).end();
      return res.writeHead(200, { ETag: '"s1"', 'Content-Type': 'text/html' }).end(part([], '<p>Loading menu</p>'));
    }
    if (req.url?.startsWith(`/${renderFile('providers')}?`)) {
      // the kitchens list rendered for the reader's place, or with every listed kitchen for none
      const place = new URL(req.url, 'http://x').searchParams.get('deliver');
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(part([], place ? `<h1>Kitchens delivering to ${place}</h1>` : '<h1>Every listed kitchen, rendered</h1>'));
    }
    if (req.url === `/${pageFile('providers')}`) {
      return res.writeHead(200, { ETag: '"p1"', 'Content-Type': 'text/html' }).end(part([], '<h1>Every kitchen</h1>'));
    }
    if (req.url === '/mf-manifest.json' && manifest.body) {
      manifest.requests.push(req.headers['if-none-match'] ?? null);
      if (req.headers['if-none-match'] === '"mf1"') return res.writeHead(304).end();
      return res.writeHead(200, { ETag: '"mf1"', 'Content-Type': 'application/json' }).end(manifest.body);
    }
    if (req.url === `/${pageFile('about', 'mr')}`) {
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end(part([], '<h1>आमच्याबद्दल</h1>'));
    }
    if (req.url !== `/${pageFile('about')}` || served.status !== 200) return res.writeHead(served.status ?? 404).end();
    if (req.headers['if-none-match'] === served.etag) return res.writeHead(304).end();
    res.writeHead(200, { ETag: served.etag, 'Content-Type': 'text/html' }).end(served.body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

/** The remote's mf-manifest.json (none unless a test serves one), and the If-None-Match of each request for it. */
let manifest: { body: string | null; requests: (string | string[] | null)[] } = { body: null, requests: [] };

beforeEach(() => {
  manifest = { body: null, requests: [] };
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-compose-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(
    path.join(dir, layoutFile('static_content', 'about')),
    part(['body{margin:0}', '.bar{color:red}'], `<header class="bar"><button>Menu</button></header><main>${PAGE_SLOT}</main>`),
  );
  writeRemotes({ static_content: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION } });
  served = { status: 200, etag: '"v1"', body: part(['body{margin:0}', '.lead{font-size:2rem}'], '<h1>Who We Are</h1><p class="lead">Home-cooked</p><input name="q"><button type="button" disabled="">Buy</button><button aria-label="Shown disabled here">Add</button>'), requests: [] };
});

function writeRemotes(config: object) {
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(config));
}

test('a public route gets its layout with the remote\'s page in the slot, their rules once each, and its scripts after the paint', async () => {
  const html = await composer({ dir })('/about');
  // the copy's rules come first in the root, after the head (where the live page's rules go as it renders)
  expect(html).toContain('<div id="root"><style data-prerendered>body{margin:0}.bar{color:red}.lead{font-size:2rem}');
  expect(html).toContain('</style><header class="bar"><button disabled>Menu</button></header><main><h1>Who We Are</h1>');
  expect(html).toMatch(/<\/head><body><div id="root"><style data-prerendered>/);
  expect(html?.match(/body\{margin:0\}/g)).toHaveLength(1);
  // the copy is for reading: its controls are disabled until the live page replaces it
  expect(html).toContain('<input disabled name="q">');
  expect(html).toContain('<button type="button" disabled="">Buy</button>'); // disabled already: not twice
  expect(html).toContain('<button disabled aria-label="Shown disabled here">Add</button>'); // a value's words are no attribute
  // the start-up begins with the copy painted (startup.ts goes on from there)
  expect(html).toContain(`${COMPOSED} lang="en-IN">`);
  expect(html).toContain('<link data-after-paint href="/main.js">');
  expect(html).not.toContain('rel="preload" as="script"');
  expect(html).not.toContain(PAGE_SLOT);
  // the route's remote entry is named by the server, after the shell's scripts; the page's script that would look it
  // up while the document is parsed is left out
  expect(html).toContain(`<link data-after-paint href="/main.js"><link data-after-paint href="${remoteUrl}/remoteEntry.js"></head>`);
  expect(html).not.toContain('findEntry()');
});

test('the backend the live page talks to comes inline: no request for /firebase-config.js before the live page starts', async () => {
  const config = { apiKey: 'k', projectId: 'demo-thali', databaseURL: 'http://127.0.0.1:9000?ns=x</script><script>alert(1)' };
  const html = await composer({ dir, firebaseConfig: config })('/about');
  expect(html).not.toContain('firebase-config.js');
  const [, inline = ''] = /<\/div><script>([^<]*)<\/script><script>start\(\)<\/script><\/body>/.exec(html ?? '') ?? [];
  // the settings as /firebase-config.js serves them, and nothing in them ends the element
  const window: { __THALI_FIREBASE__?: object } = {};
  new Function('window', inline)(window);
  expect(window.__THALI_FIREBASE__).toEqual(config);

  // without settings of its own, the server inlines the build's file: none when it is empty, and the file itself when
  // it could end the element early
  fs.writeFileSync(path.join(dir, 'firebase-config.js'), '');
  const plain = await composer({ dir })('/about');
  expect(plain).not.toContain('firebase-config.js');
  expect(plain).toMatch(/<\/div><script>start\(\)<\/script>/);
  fs.writeFileSync(path.join(dir, 'firebase-config.js'), "window.__THALI_FIREBASE__ = { note: '</script>' };");
  expect(await composer({ dir })('/about')).toContain('<script defer="defer" src="/firebase-config.js"></script>');
});

test("a page is sent in the reader's chosen theme (the __session cookie), with no theme script; without a choice, in none: the CSS follows the system's", async () => {
  const compose = composer({ dir });
  const chosen = await compose('/about', { cookie: 'other=1; __session=theme%3Ddark' });
  expect(chosen).toContain(`${COMPOSED} data-theme="dark" style="color-scheme:dark" lang="en-IN">`);
  expect(chosen).not.toContain('readTheme()');
  for (const cookie of [undefined, '', '__session=theme%3Dpurple', 'mytheme=dark', '__session=theme%3Ddark%22%3E%3Cscript%3E', 'theme=dark"><script>']) {
    const html = await compose('/about', { cookie });
    expect(html).toContain(`${COMPOSED} lang="en-IN">`);
    expect(html).not.toContain('readTheme()');
  }
});

test('a composed document is private to its reader: never shared-cached, varying with the cookie', async () => {
  const composed = await createComposer({ dir })('/about', { cookie: '__session=theme%3Dlight' });
  expect(composed?.headers).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' });
});

test('a composed document carries its security headers, its policy allowing exactly the inline scripts it was sent with', async () => {
  const config = { apiKey: 'k', projectId: 'demo-thali', emulators: { host: '127.0.0.1', authPort: 9499, databasePort: 9400, storagePort: 9599 } };
  const composed = await createComposer({ dir, firebaseConfig: config })('/about');
  const headers = composed?.headers ?? {};
  expect(headers).toMatchObject(staticHeaders());
  const policy = String(headers['Content-Security-Policy']);
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  // the sent document's inline scripts (start-after-paint's and the settings'), hashed afresh from its text
  const sent = inlineScriptHashes(composed?.html ?? '');
  expect(sent).toHaveLength(2);
  expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...sent].sort());
  // not the scripts the composer left out (the theme's, the entry lookup's)
  expect(scriptSrc).not.toContain(scriptHash('readTheme()'));
  expect(scriptSrc).not.toContain(scriptHash('findEntry()'));
  // the remote it loads, and the backend its settings name
  expect(scriptSrc).toContain(remoteUrl);
  expect(policy).toMatch(/connect-src [^;]*ws:\/\/127\.0\.0\.1:9400/);
});

test("a reader's theme cookie from before __session is read once and moved into it", async () => {
  const compose = createComposer({ dir });
  const moved = await compose('/about', { cookie: 'theme=dark', secure: true });
  expect(moved?.html).toContain(`${COMPOSED} data-theme="dark" style="color-scheme:dark" lang="en-IN">`);
  expect(moved?.headers['Set-Cookie']).toEqual([
    '__session=theme%3Ddark; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    'theme=; Path=/; Max-Age=0',
  ]);
  // once moved (or with both), __session is the one read and nothing is set
  const both = await compose('/about', { cookie: 'theme=dark; __session=theme%3Dlight' });
  expect(both?.html).toContain('data-theme="light"');
  expect(both?.headers['Set-Cookie']).toBeUndefined();
});

test('a path with a trailing slash or another case is the same route; a guarded or unknown path, or one with a query, is not composed', async () => {
  const compose = composer({ dir });
  expect(await compose('/About/')).toContain('Who We Are');
  expect(await compose('/orders')).toBeNull();
  // a page may read its query (the filters of /providers, a reset link's code): rendered live only
  expect(await compose('/about?utm=mail')).toBeNull();
  expect(await compose('/nowhere')).toBeNull();
});

test('the remote\'s copy is revalidated on every request, so a redeployed remote shows on the next load', async () => {
  const compose = composer({ dir });
  expect(await compose('/about')).toContain('Who We Are');
  expect(await compose('/about')).toContain('Who We Are'); // 304: the cached copy
  expect(served.requests.map((r) => r.etag)).toEqual([undefined, '"v1"']);
  served.etag = '"v2"';
  served.body = part([], '<h1>About Thali</h1>');
  expect(await compose('/about')).toContain('<main><h1>About Thali</h1>');
});

test('a remote that is down, slow, or not of this shell\'s contract leaves its slot empty; the layout still comes', async () => {
  served.status = 503;
  expect(await composer({ dir })('/about')).toContain('<main></main>');

  served.status = 200;
  // a remote that never answers: given up after the timeout
  const never = composer({
    dir,
    timeoutMs: 50,
    fetch: (_url, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  });
  expect(await never('/about')).toContain('<main></main>');

  writeRemotes({ static_content: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION + 1 } });
  const mismatched = await composer({ dir })('/about');
  expect(mismatched).toContain('<main></main>');
  expect(mismatched).not.toContain('remoteEntry.js'); // not preloaded: the shell will not run it
  writeRemotes({ static_content: `${remoteUrl}/remoteEntry.js` }); // contract 1
  expect(await composer({ dir })('/about')).toContain('<main></main>');
});

test('without a prerendered layout (a build from before, or a broken one) the document is not composed', async () => {
  fs.rmSync(path.join(dir, 'prerender'), { recursive: true });
  expect(await composer({ dir })('/about')).toBeNull();
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(path.join(dir, layoutFile('static_content', 'about')), '<header>no slot, no styles</header>');
  expect(await composer({ dir })('/about')).toBeNull();
});

test('a page with params (a kitchen\'s menu) is asked for with them, for the remote to render it with its data', async () => {
  fs.writeFileSync(path.join(dir, layoutFile('storefront', 'menu')), part([], `<main>${PAGE_SLOT}</main>`));
  writeRemotes({ storefront: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION } });
  const compose = composer({ dir, renderTtlMs: 0 });
  expect(await compose('/provider/prov-annapurna/menu')).toContain('<main><h1>prov-annapurna</h1></main>');
  expect(await compose('/provider/prov%20saoji/menu/')).toContain('<main><h1>prov saoji</h1></main>');
  expect(await compose('/provider/prov-annapurna/menu')).toContain('<main><h1>prov-annapurna</h1></main>');
  expect(served.requests).toEqual([
    { url: `/${renderFile('menu')}?providerId=prov-annapurna`, etag: undefined },
    { url: `/${renderFile('menu')}?providerId=prov+saoji`, etag: undefined },
    { url: `/${renderFile('menu')}?providerId=prov-annapurna`, etag: undefined },
  ]);
});

test('a rendered copy is kept for a second by its address: readers of one menu together, or within it, cost one render; a failed one is not kept', async () => {
  fs.writeFileSync(path.join(dir, layoutFile('storefront', 'menu')), part([], `<main>${PAGE_SLOT}</main>`));
  writeRemotes({ storefront: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION } });
  const compose = composer({ dir });
  const together = await Promise.all(Array.from({ length: 20 }, () => compose('/provider/prov-annapurna/menu')));
  expect(together.every((html) => html?.includes('<main><h1>prov-annapurna</h1></main>'))).toBe(true);
  expect(await compose('/provider/prov-annapurna/menu')).toContain('<main><h1>prov-annapurna</h1></main>');
  // another kitchen (another address) is rendered for itself
  expect(await compose('/provider/prov-saoji/menu')).toContain('<main><h1>prov-saoji</h1></main>');
  // a remote that failed to render is asked again by the next reader (each time, its static copy in between)
  await compose('/provider/broken/menu');
  await compose('/provider/broken/menu');
  expect(served.requests.map((r) => r.url)).toEqual([
    `/${renderFile('menu')}?providerId=prov-annapurna`,
    `/${renderFile('menu')}?providerId=prov-saoji`,
    `/${renderFile('menu')}?providerId=broken`,
    `/${pageFile('menu')}`,
    `/${renderFile('menu')}?providerId=broken`,
    `/${pageFile('menu')}`,
  ]);
});

test('a page the remote does not render (files only, an error, too slow) comes with its static copy, revalidated, within the one wait', async () => {
  fs.writeFileSync(path.join(dir, layoutFile('storefront', 'menu')), part([], `<main>${PAGE_SLOT}</main>`));
  writeRemotes({ storefront: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION } });
  const compose = composer({ dir, timeoutMs: 300 });
  expect(await compose('/provider/plain-files/menu')).toContain('<main><p>Loading menu</p></main>');
  expect(await compose('/provider/broken/menu')).toContain('<main><p>Loading menu</p></main>');
  expect(served.requests).toEqual([
    { url: `/${renderFile('menu')}?providerId=plain-files`, etag: undefined },
    { url: `/${pageFile('menu')}`, etag: undefined },
    { url: `/${renderFile('menu')}?providerId=broken`, etag: undefined },
    { url: `/${pageFile('menu')}`, etag: '"s1"' },
  ]);
  const started = Date.now();
  // a slow render (a cold renderer) is given up with time left for the copy
  expect(await compose('/provider/slow/menu')).toContain('<main><p>Loading menu</p></main>');
  expect(Date.now() - started).toBeLessThan(700);
});

test("a page whose copy depends on the reader's place (/providers) is asked for with the cookie's, kept apart by it, or with none", async () => {
  fs.writeFileSync(path.join(dir, layoutFile('storefront', 'providers')), part([], `<main>${PAGE_SLOT}</main>`));
  writeRemotes({ storefront: { entry: `${remoteUrl}/remoteEntry.js`, contract: CONTRACT_VERSION } });
  const compose = composer({ dir, renderTtlMs: 0 });
  expect(await compose('/providers', { cookie: '__session=theme%3Ddark%26deliver%3D440010' })).toContain('<main><h1>Kitchens delivering to 440010</h1></main>');
  expect(await compose('/providers', { cookie: '__session=deliver%3Ddharampeth' })).toContain('<main><h1>Kitchens delivering to Dharampeth</h1></main>');
  // no place, or one that is no PIN code or area: rendered for none (every listed kitchen, issue 43), not the static
  // copy (a skeleton: kitchens are data)
  expect(await compose('/providers', { cookie: '__session=deliver%3Dsomewhere' })).toContain('<main><h1>Every listed kitchen, rendered</h1></main>');
  expect(await compose('/providers')).toContain('<main><h1>Every listed kitchen, rendered</h1></main>');
  expect(served.requests.map((r) => r.url)).toEqual([
    `/${renderFile('providers')}?deliver=440010`,
    `/${renderFile('providers')}?deliver=Dharampeth`,
    `/${renderFile('providers')}?deliver=`,
    `/${renderFile('providers')}?deliver=`,
  ]);
});

describe('the reader\'s language (issue 44)', () => {
  beforeEach(() => {
    fs.writeFileSync(path.join(dir, layoutFile('static_content', 'about', 'mr')), part([], `<header>भाषा</header><main>${PAGE_SLOT}</main>`));
    fs.writeFileSync(path.join(dir, layoutFile('static_content', 'about', 'hi')), part([], `<header>भाषा</header><main>${PAGE_SLOT}</main>`));
  });

  test('a chosen language: its layout, its page copy and <html lang>', async () => {
    const compose = createComposer({ dir });
    const doc = await compose('/about', { cookie: '__session=lang%3Dmr', acceptLanguage: 'hi' });
    expect(doc?.html).toContain(`${COMPOSED} lang="mr-IN">`);
    expect(doc?.html).toContain('<header>भाषा</header><main><h1>आमच्याबद्दल</h1></main>');
    expect(doc?.headers.Vary).toBe('Cookie, Accept-Language');
  });

  test('a first visit follows Accept-Language when it prefers Marathi or Hindi, else English', async () => {
    const compose = createComposer({ dir });
    expect((await compose('/about', { acceptLanguage: 'mr-IN,mr;q=0.9,en;q=0.8' }))?.html).toContain('lang="mr-IN"');
    expect((await compose('/about', { acceptLanguage: 'en-GB,en;q=0.9,hi;q=0.8' }))?.html).toContain('lang="en-IN"');
    expect((await compose('/about', { acceptLanguage: 'en;q=0.5, hi;q=0.9' }))?.html).toContain('lang="hi-IN"');
    expect((await compose('/about', { acceptLanguage: 'fr, *;q=0.1' }))?.html).toContain('lang="en-IN"');
  });

  test('a remote with no copy in the language (built before languages) leaves the page to the live render, never English in a Marathi layout', async () => {
    const compose = createComposer({ dir });
    const doc = await compose('/about', { cookie: '__session=lang%3Dhi' });
    expect(doc?.html).toContain('lang="hi-IN"');
    expect(doc?.html).toContain('<header>भाषा</header><main></main>');
    expect(doc?.html).not.toContain('Who We Are');
  });
});

test('the route\'s page chunks (the remote\'s mf-manifest.json) are fetched with its entry, after the paint; the manifest revalidated by ETag', async () => {
  manifest.body = JSON.stringify({
    exposes: [
      { name: 'about', assets: { js: { sync: ['77.a1.js', '__federation_expose_about.b2.js'], async: ['9.c3.js'] } } },
      { name: 'faq', assets: { js: { sync: ['__federation_expose_faq.d4.js', '../../elsewhere.js', 'https://evil.test/x.js'] } } },
    ],
  });
  const compose = createComposer({ dir });
  const first = await compose('/about');
  expect(first?.html).toContain(
    `<link data-after-paint href="${remoteUrl}/remoteEntry.js"><link data-after-paint href="${remoteUrl}/77.a1.js">` +
    `<link data-after-paint href="${remoteUrl}/__federation_expose_about.b2.js"></head>`,
  );
  expect(first?.html).not.toContain('9.c3.js'); // what the page fetches later is not hurried
  // used for 5 s without asking, then revalidated by its ETag
  expect((await compose('/about'))?.html).toContain(`${remoteUrl}/__federation_expose_about.b2.js`);
  expect(manifest.requests).toEqual([null]);
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 6000);
  try {
    expect((await compose('/about'))?.html).toContain(`${remoteUrl}/__federation_expose_about.b2.js`);
  } finally {
    clock.mockRestore();
  }
  expect(manifest.requests).toEqual([null, '"mf1"']);
});

test('a remote without a manifest, or with a broken one, gets its entry alone', async () => {
  expect((await createComposer({ dir })('/about'))?.html).toContain(`<link data-after-paint href="${remoteUrl}/remoteEntry.js"></head>`);
  manifest.body = '{not json';
  expect((await createComposer({ dir })('/about'))?.html).toContain(`<link data-after-paint href="${remoteUrl}/remoteEntry.js"></head>`);
});
