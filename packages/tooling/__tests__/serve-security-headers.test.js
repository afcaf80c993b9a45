// serve.js sends every document with its security headers (@thali/render's security-headers.ts): the shell's composed
// public routes and its plain index.html for any other route, a remote's standalone page (the SPA fallback too), and
// nosniff, Referrer-Policy and X-Frame-Options on every answer. firebase.json gives Hosting's static answers the same.
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CONTRACT_VERSION } = require('@thali/contract/node');
const { layoutFile, pageFile, partText, staticHeaders } = require('@thali/render/server');
const { createStaticServer, listen } = require('../serve');

const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const INDEX = (title) =>
  `<!doctype html><html><head><title>${title}</title><script data-theme-script>theme()</script></head>` +
  '<body><div id="root"></div><script>start()</script></body></html>';
const BACKEND = { projectId: 'demo-thali', emulators: { host: '127.0.0.1', authPort: 9499, databasePort: 9400, storagePort: 9599 } };
const STATIC = Object.entries(staticHeaders()).map(([name, value]) => [name.toLowerCase(), value]);

let servers = [];
async function serve(files, options) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-serve-headers-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const server = await listen(createStaticServer({ dir, firebaseConfig: BACKEND, ...options }), 0);
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}`;
}
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

function expectStaticHeaders(response) {
  for (const [name, value] of STATIC) expect([response.url, name, response.headers.get(name)]).toEqual([response.url, name, value]);
}
function expectDocument(response, scripts) {
  expectStaticHeaders(response);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  const policy = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? [];
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(scripts.map(sha256).sort());
  expect(policy).toContain('ws://127.0.0.1:9400');
  return scriptSrc;
}

test("a remote's standalone page, at its root, a deep link or /index.html, comes with its policy; its files with the static headers", async () => {
  const base = await serve({ 'index.html': INDEX('Storefront (standalone)'), 'main.js': 'run()', 'prerender/menu.html': partText({ html: '<p>Menu</p>', css: '' }) });
  for (const address of ['/', '/provider/k1/menu', '/index.html', '/providers?deliver=440010']) {
    const response = await fetch(`${base}${address}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Storefront (standalone)');
    expectDocument(response, ['theme()', 'start()']);
  }
  const head = await fetch(`${base}/orders`, { method: 'HEAD' });
  expectDocument(head, ['theme()', 'start()']);
  for (const address of ['/main.js', `/${pageFile('menu')}`, '/missing.js']) expectStaticHeaders(await fetch(`${base}${address}`));
  expectStaticHeaders(await fetch(`${base}/main.js`, { method: 'OPTIONS' }));
});

test("the shell's documents: a public route composed, any other route index.html, each with the policy of the scripts it carries and the remotes it may load", async () => {
  const remote = await serve({ 'index.html': INDEX('Static content'), [pageFile('about')]: partText({ html: '<h1>Who We Are</h1>', css: '' }) });
  const shell = await serve(
    {
      'index.html': INDEX('Thali'),
      'remotes.json': JSON.stringify({ static_content: { entry: `${remote}/remoteEntry.js`, contract: CONTRACT_VERSION } }),
      [layoutFile('static_content', 'about')]: partText({ html: '<main><thali-page></thali-page></main>', css: '' }),
    },
    { compose: true },
  );
  const composed = await fetch(`${shell}/about`);
  const html = await composed.text();
  expect(html).toContain('<h1>Who We Are</h1>');
  // the composer drops the theme script and carries the settings inline: the policy follows what was sent
  const settings = /<script>(window\.__THALI_FIREBASE__[^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(settings).not.toBe('');
  expect(expectDocument(composed, ['start()', settings])).toContain(remote);
  expect(composed.headers.get('cache-control')).toBe('private, no-cache');

  const guarded = await fetch(`${shell}/orders`);
  expect(await guarded.text()).toBe(INDEX('Thali'));
  expect(expectDocument(guarded, ['theme()', 'start()'])).toContain(remote);
  expect(guarded.headers.get('cache-control')).toBe('no-cache');
  expectStaticHeaders(await fetch(`${shell}/remotes.json`));
  expectStaticHeaders(await fetch(`${shell}/firebase-config.js`));
});

test("firebase.json gives every Hosting site's answers the same static headers", () => {
  const config = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../firebase.json'), 'utf8'));
  expect(config.hosting.length).toBeGreaterThan(1);
  for (const site of config.hosting) {
    const all = site.headers.find((rule) => rule.source === '**');
    const given = Object.fromEntries(all.headers.map(({ key, value }) => [key, value]));
    expect([site.target, given]).toEqual([site.target, expect.objectContaining(staticHeaders())]);
  }
});
