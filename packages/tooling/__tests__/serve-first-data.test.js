// A remote's serve.js answers the shell's composer with its data pages rendered per request (@thali/render's
// first-data-server.ts), falls back to the static copy, and never serves the renderer itself. The renderer here is a
// stand-in module on disk; @thali/render's build-renderer.test.ts builds the storefront's real one.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SERVER_RENDERER, pageFile, partText } = require('@thali/render/server');
const { createStaticServer, listen } = require('../serve');

let dir;
const writeRenderer = (body) => {
  const file = path.join(dir, SERVER_RENDERER);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  // a later deploy: a different modification time, whatever the clock's resolution
  const when = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, when, when);
};
// As the build's renderer does (render-entry.tsx): the kitchen's data through the server's cache when it gives one, keyed
// by the page and the route's params. It runs outside the test's sandbox, so it says what it read in a file beside
// it (kitchenReads()), and a file there takes the database down (databaseDown()).
const kitchenRenderer = (heading) => `
  const fs = require('node:fs');
  const path = require('node:path');
  exports.renderWithData = async (page, params, config, cached) => {
    if (page !== 'menu') return null;
    const read = async () => {
      fs.appendFileSync(path.join(__dirname, 'reads.log'), params.providerId + '\\n');
      if (params.providerId === 'boom' || fs.existsSync(path.join(__dirname, 'database-down'))) throw new Error('database down');
      return params.providerId === 'none' ? null : { name: params.providerId };
    };
    const data = await (cached ? cached(JSON.stringify([page, { providerId: params.providerId }]), read) : read());
    if (!data) return null;
    return { html: '<h1>${heading} ' + data.name + '</h1>', css: '.x{color:red}' };
  };`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-first-data-'));
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(path.join(dir, pageFile('menu')), partText({ html: '<p>Loading menu</p>', css: '' }));
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
