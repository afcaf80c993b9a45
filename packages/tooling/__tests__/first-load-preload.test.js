// The shell's index.html preloads the first route's remote entry: its route table must match the paths the
// shell's router matches (packages/contract/apps.json), and the inline script must fill in the table.
const { APPS, CONTRACT_VERSION } = require('@thali/contract/node');
const { DATA_LAYER_PLACEHOLDER, remoteEntryPreloadScript, routeTable } = require('../webpack');

const remoteOf = (pathname) => routeTable().find(([pattern]) => new RegExp(pattern, 'i').test(pathname))?.[1] ?? null;

test('every page path maps to the remote that renders it, with react-router-like matching', () => {
  for (const app of APPS.filter((a) => a.remote)) {
    for (const page of Object.values(app.pages)) {
      const sample = page.path.replace(/:[^/]+/g, 'abc-1');
      expect(remoteOf(sample)).toBe(app.federation);
      if (sample !== '/') expect(remoteOf(`${sample}/`)).toBe(app.federation);
    }
  }
  expect(remoteOf('/provider/prov-annapurna/menu')).toBe('storefront');
  expect(remoteOf('/provider/a/b/menu')).toBeNull();
  expect(remoteOf('/no-such-page')).toBeNull();
  expect(remoteOf('/about/more')).toBeNull();
});

/** A remote's mf-manifest.json: each exposed page with the chunks it needs first. */
const manifestOf = (pages) => ({ exposes: Object.entries(pages).map(([name, sync]) => ({ name, assets: { js: { sync, async: ['later.1.js'] } } })) });

/**
 * Runs index.html's inline script at `pathname`, remotes.json answering `body` and each remote's mf-manifest.json
 * what `manifests` gives for its URL; the hrefs it preloads, in order. `dataLayer`: the files the build writes in;
 * `firstLoad`: the document's own preloads, whose loads `arrive()` then fires.
 */
async function preloadsAt(pathname, body, { ok = true, manifests = {}, dataLayer, firstLoad = [], lang = 'en-IN', Worker, search = '', hash = '' } = {}) {
  const links = [];
  const window = {};
  const listeners = {};
  const response = { ok, clone: () => ({ json: async () => body }) };
  const ownPreloads = firstLoad.map((href) => {
    const events = {};
    return { href, events, addEventListener: (type, go) => (events[type] = go) };
  });
  const document = {
    createElement: () => {
      const events = {};
      return { events, addEventListener: (type, go) => (events[type] = go) };
    },
    head: { appendChild: (link) => links.push(link) },
    addEventListener: (type, go) => (listeners[type] = go),
    querySelectorAll: (selector) => (selector === 'link[rel="preload"][as="script"]' ? ownPreloads : []),
    documentElement: { lang },
  };
  const performance = { getEntriesByName: () => [] };
  const fetch = jest.fn((url) => {
    if (url === '/remotes.json') return Promise.resolve(response);
    const manifest = manifests[url];
    return Promise.resolve(manifest === undefined ? { ok: false } : { ok: true, json: async () => manifest });
  });
  let script = remoteEntryPreloadScript();
  if (dataLayer) script = script.split(DATA_LAYER_PLACEHOLDER).join(JSON.stringify(dataLayer));
  const location = { pathname, search, hash, href: `https://portal.test${pathname}${search}${hash}` };
  const replaced = [];
  const history = {
    state: { idx: 0 },
    replaceState: (state, _title, url) => {
      replaced.push([state, url]);
      const to = new URL(url, 'https://portal.test');
      Object.assign(location, { pathname: to.pathname, search: to.search, hash: to.hash, href: to.href });
    },
  };
  new Function('window', 'document', 'location', 'history', 'fetch', 'performance', 'Worker', script)(window, document, location, history, fetch, performance, Worker);
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetch).toHaveBeenCalledWith('/remotes.json');
  await expect(window.__thaliRemotesResponse).resolves.toBe(response); // handed to the shell, fetched once
  const hrefs = () => links.map((link) => `${link.rel} ${link.as} ${link.href}`);
  return {
    hrefs: hrefs(),
    /** The address the script left (and each history.replaceState it made, with the state it kept). */
    location,
    replaced,
    /** The document parsed, then its own preloads in: the hrefs preloaded by then. */
    async parsedAndLoaded() {
      listeners.DOMContentLoaded?.();
      const before = hrefs();
      for (const own of ownPreloads) own.events.load?.();
      return { beforeOwnLoads: before, after: hrefs() };
    },
    /** The preloads it made so far have loaded (or, `failed`, failed): the hrefs preloaded by then. */
    preloadsArrived(failed = false) {
      for (const link of [...links]) link.events?.[failed ? 'error' : 'load']?.();
      return hrefs();
    },
  };
}

const config = {
  storefront: { entry: 'https://sf.test/remoteEntry.js', contract: CONTRACT_VERSION },
  static_content: { entry: 'https://sc.test/remoteEntry.js', contract: 99 },
  customer_account: { entry: 'https://ca.test/remoteEntry.js', contract: CONTRACT_VERSION },
  provider_dashboard: 'https://pd.test/remoteEntry.js', // a bare URL is contract 1
};

test("index.html's script preloads the current route's remote entry from remotes.json, and nothing else without a manifest", async () => {
  const at = async (pathname, body = config, options) => (await preloadsAt(pathname, body, options)).hrefs;
  expect(await at('/')).toEqual(['preload script https://sf.test/remoteEntry.js']);
  expect(await at('/provider/p1/menu')).toEqual(['preload script https://sf.test/remoteEntry.js']);
  expect(await at('/login')).toEqual(['preload script https://ca.test/remoteEntry.js']);
  expect(await at('/about')).toEqual([]); // built for another contract: the shell will not load it
  expect(await at('/provider-dashboard')).toEqual(CONTRACT_VERSION === 1 ? ['preload script https://pd.test/remoteEntry.js'] : []);
  expect(await at('/nowhere')).toEqual([]);
  expect(await at('/', { storefront: { entry: 'javascript:alert(1)', contract: CONTRACT_VERSION } })).toEqual([]);
  expect(await at('/', config, { ok: false })).toEqual([]);
});

test("…and the chunks of the route's page from the remote's mf-manifest.json, file names only", async () => {
  const manifests = {
    'https://ca.test/mf-manifest.json': manifestOf({
      login: ['6108.a.js', '__federation_expose_login.b.js'],
      orders: ['6108.a.js', '7412.c.js', '../elsewhere.js', 'https://evil.test/x.js', 'style.css', 42, '__federation_expose_orders.d.js'],
    }),
    'https://sf.test/mf-manifest.json': { exposes: 'not a list' },
  };
  expect((await preloadsAt('/orders', config, { manifests })).hrefs).toEqual([
    'preload script https://ca.test/remoteEntry.js',
    'preload script https://ca.test/6108.a.js',
    'preload script https://ca.test/7412.c.js',
    'preload script https://ca.test/__federation_expose_orders.d.js',
  ]);
  expect((await preloadsAt('/login', config, { manifests })).hrefs).toEqual([
    'preload script https://ca.test/remoteEntry.js',
    'preload script https://ca.test/6108.a.js',
    'preload script https://ca.test/__federation_expose_login.b.js',
  ]);
  // an unreadable manifest: the entry only, as before
  expect((await preloadsAt('/', config, { manifests })).hrefs).toEqual(['preload script https://sf.test/remoteEntry.js']);
});

test("an address whose page only sends the reader on is replaced by its target first; the target's entry and chunks are preloaded", async () => {
  const manifests = {
    'https://pd.test/mf-manifest.json': manifestOf({ dashboard: ['1.a.js', '__federation_expose_dashboard.b.js'], 'dashboard-orders': ['1.a.js', '__federation_expose_dashboard-orders.c.js'] }),
  };
  const body = { ...config, provider_dashboard: { entry: 'https://pd.test/remoteEntry.js', contract: CONTRACT_VERSION } };
  const at = await preloadsAt('/provider-dashboard', body, { manifests, search: '?x=1', hash: '#new' });
  expect(at.location.pathname).toBe('/provider-dashboard/orders');
  // the reader's query and fragment kept; the router's history state kept (a replace, not a new entry)
  expect(at.replaced).toEqual([[{ idx: 0 }, '/provider-dashboard/orders?x=1#new']]);
  expect(at.hrefs).toEqual([
    'preload script https://pd.test/remoteEntry.js',
    'preload script https://pd.test/1.a.js',
    'preload script https://pd.test/__federation_expose_dashboard-orders.c.js',
  ]);
  // any other address stays as it is
  const orders = await preloadsAt('/provider-dashboard/orders', body, { manifests });
  expect(orders.replaced).toEqual([]);
});

test("a page behind sign-in preloads the stored session's reads at once, their conversions once the document and its own preloads are in, then the SDK; a public page none", async () => {
  const atOnce = ['/firebase-data-session.1.js', '/session-data-prefetch.2.js'];
  const conversions = ['/zod.3.js', '/firebase-data-session-values.4.js'];
  const sdk = ['/firebase-data-auth.5.js', '/firebase-data-impl.6.js'];
  const dataLayer = [atOnce, conversions, sdk];
  const firstLoad = ['https://portal.test/main.js', 'https://portal.test/shared-libraries.4.js'];
  const asPreloads = (files) => files.map((file) => `preload script ${file}`);
  const orders = await preloadsAt('/orders', config, { dataLayer, firstLoad });
  const entry = 'preload script https://ca.test/remoteEntry.js';
  expect(orders.hrefs).toEqual([...asPreloads(atOnce), entry]);
  const { beforeOwnLoads, after } = await orders.parsedAndLoaded();
  expect(beforeOwnLoads).toEqual([...asPreloads(atOnce), entry]); // react-dom's download first
  // the conversions of the page's data, alone on the network…
  expect(after).toEqual([...asPreloads(atOnce), entry, ...asPreloads(conversions)]);
  // …then the SDK, once they are in (or failed: the SDK must come all the same)
  expect(orders.preloadsArrived()).toEqual([...asPreloads(atOnce), entry, ...asPreloads(conversions), ...asPreloads(sdk)]);
  const failing = await preloadsAt('/tiffins', config, { dataLayer, firstLoad });
  await failing.parsedAndLoaded();
  expect(failing.preloadsArrived(true).slice(-2)).toEqual(asPreloads(sdk));

  const login = await preloadsAt('/login', config, { dataLayer, firstLoad });
  expect(login.hrefs).toEqual(['preload script https://ca.test/remoteEntry.js']);
  expect((await login.parsedAndLoaded()).after).toEqual(['preload script https://ca.test/remoteEntry.js']);
});

test("a page behind sign-in starts the Intl warm-up worker with the reader's locale, money's and the time zone; a public page does not", async () => {
  const started = [];
  class Worker {
    constructor(url) {
      this.url = url;
      started.push(this);
    }
    postMessage(message) {
      this.message = message;
    }
  }
  await preloadsAt('/orders', config, { Worker, lang: 'mr-IN' });
  await preloadsAt('/provider-dashboard/orders', config, { Worker, lang: 'hi-IN' });
  await preloadsAt('/tiffins', config, { Worker, lang: 'xx' }); // a language we do not speak: English
  expect(started.map(({ url, message }) => ({ url, message }))).toEqual([
    { url: '/intl-warm-up.js', message: { locale: 'mr-IN-u-nu-latn', moneyLocale: 'en-IN', timeZone: 'Asia/Kolkata' } },
    { url: '/intl-warm-up.js', message: { locale: 'hi-IN-u-nu-latn', moneyLocale: 'en-IN', timeZone: 'Asia/Kolkata' } },
    { url: '/intl-warm-up.js', message: { locale: 'en-IN', moneyLocale: 'en-IN', timeZone: 'Asia/Kolkata' } },
  ]);
  started.length = 0;
  for (const pathname of ['/', '/login', '/providers', '/provider/p1/menu']) await preloadsAt(pathname, config, { Worker });
  expect(started).toEqual([]);
  // a browser that refuses the worker (a policy, no workers) still gets its preloads
  const refusing = function () {
    throw new Error('refused');
  };
  expect((await preloadsAt('/orders', config, { Worker: refusing })).hrefs).toEqual(['preload script https://ca.test/remoteEntry.js']);
});
