// The shell's index.html preloads the first route's remote entry: its route table must match the paths the
// shell's router matches (packages/contract/apps.json), and the inline script must fill in the table.
const { APPS, CONTRACT_VERSION } = require('@thali/contract/node');
const { remoteEntryPreloadScript, routeTable } = require('../webpack');

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

/** Runs index.html's inline script at `pathname` with remotes.json answering `body`; the hrefs it preloads. */
async function preloadsAt(pathname, body, ok = true) {
  const links = [];
  const window = {};
  const response = { ok, clone: () => ({ json: async () => body }) };
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link) => links.push(link) },
  };
  const fetch = jest.fn(() => Promise.resolve(response));
  new Function('window', 'document', 'location', 'fetch', remoteEntryPreloadScript())(window, document, { pathname }, fetch);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetch).toHaveBeenCalledWith('/remotes.json');
  await expect(window.__thaliRemotesResponse).resolves.toBe(response); // handed to the shell, fetched once
  return links.map((link) => `${link.rel} ${link.as} ${link.href}`);
}

test("index.html's script preloads the current route's remote entry from remotes.json, and nothing else", async () => {
  const config = {
    storefront: { entry: 'https://sf.test/remoteEntry.js', contract: CONTRACT_VERSION },
    static_content: { entry: 'https://sc.test/remoteEntry.js', contract: 99 },
    customer_account: { entry: 'https://ca.test/remoteEntry.js', contract: CONTRACT_VERSION },
    provider_dashboard: 'https://pd.test/remoteEntry.js', // a bare URL is contract 1
  };
  expect(await preloadsAt('/', config)).toEqual(['preload script https://sf.test/remoteEntry.js']);
  expect(await preloadsAt('/provider/p1/menu', config)).toEqual(['preload script https://sf.test/remoteEntry.js']);
  expect(await preloadsAt('/login', config)).toEqual(['preload script https://ca.test/remoteEntry.js']);
  expect(await preloadsAt('/about', config)).toEqual([]); // built for another contract: the shell will not load it
  expect(await preloadsAt('/provider-dashboard', config)).toEqual(CONTRACT_VERSION === 1 ? ['preload script https://pd.test/remoteEntry.js'] : []);
  expect(await preloadsAt('/nowhere', config)).toEqual([]);
  expect(await preloadsAt('/', { storefront: { entry: 'javascript:alert(1)', contract: CONTRACT_VERSION } })).toEqual([]);
  expect(await preloadsAt('/', config, false)).toEqual([]);
});
