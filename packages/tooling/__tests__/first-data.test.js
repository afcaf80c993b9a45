// A remote's server renders its data pages per request with the renderer its build left (first-data.js), and serve.js
// answers with it, falls back to the static copy, and never serves the renderer itself. The renderer here is a stand-in
// module on disk; prerender.test.js builds the storefront's real one.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createFirstDataPages } = require('../first-data');
const { createStaticServer, listen } = require('../serve');
const { SERVER_RENDERER, pageFile, partText } = require('../prerender');

let dir;
const writeRenderer = (body) => {
  const file = path.join(dir, SERVER_RENDERER);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  // a later deploy: a different modification time, whatever the clock's resolution
  const when = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, when, when);
};
const kitchenRenderer = (heading) => `
  exports.renderWithData = async (page, params, config) => {
    if (page !== 'menu' || params.providerId === 'none') return null;
    if (params.providerId === 'boom') throw new Error('database down');
    return { html: '<h1>${heading} ' + params.providerId + '</h1>', css: '.x{color:red}' };
  };`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-first-data-'));
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(path.join(dir, pageFile('menu')), partText({ html: '<p>Loading menu</p>', css: '' }));
});

test('a data page asked for with its params is rendered by the build\'s renderer; a redeployed renderer is used at once', async () => {
  writeRenderer(kitchenRenderer('Menu of'));
  const render = createFirstDataPages({ dir });
  expect(await render(`/${pageFile('menu')}?providerId=prov-annapurna`)).toBe(partText({ html: '<h1>Menu of prov-annapurna</h1>', css: '.x{color:red}' }));
  writeRenderer(kitchenRenderer('Dishes of'));
  expect(await render(`/${pageFile('menu')}?providerId=k1`)).toContain('<h1>Dishes of k1</h1>');
});

test('no params, no such page, no renderer or no data: no answer, so the static copy serves', async () => {
  const render = createFirstDataPages({ dir });
  expect(await render(`/${pageFile('menu')}?providerId=k1`)).toBeNull(); // no renderer in this build
  writeRenderer(kitchenRenderer('Menu of'));
  expect(await render(`/${pageFile('menu')}`)).toBeNull();
  expect(await render(`/${pageFile('home')}?x=1`)).toBeNull();
  expect(await render(`/${pageFile('menu')}?providerId=none`)).toBeNull();
  expect(await render('/prerender/../server/render.cjs?x=1')).toBeNull();
});

describe('served by the remote\'s static server', () => {
  let server;
  let base;
  beforeEach(async () => {
    writeRenderer(kitchenRenderer('Menu of'));
    server = await listen(createStaticServer({ dir }), 0);
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  test('the rendered page, or the static copy when rendering fails; the renderer itself is never served', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const rendered = await fetch(`${base}/${pageFile('menu')}?providerId=k1`);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('cache-control')).toBe('no-store');
    expect(await rendered.text()).toContain('<h1>Menu of k1</h1>');
    expect(await (await fetch(`${base}/${pageFile('menu')}?providerId=boom`)).text()).toContain('Loading menu');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the static copy is served'), 'database down');
    expect(await (await fetch(`${base}/${pageFile('menu')}`)).text()).toContain('Loading menu');
    for (const address of [`/${SERVER_RENDERER}`, '/%73erver/render.cjs', '/prerender/../server/render.cjs']) {
      expect((await fetch(`${base}${address}`)).status).toBe(404);
    }
    errors.mockRestore();
  });
});
