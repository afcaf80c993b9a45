// A remote's serve.js answers the shell's composer with its data pages rendered per request (@thali/render's
// first-data-server.ts), falls back to the static copy, and never serves the renderer itself. The renderer here is a
// stand-in module on disk; @thali/render's build-renderer.test.ts builds the storefront's real one.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { SERVER_RENDERER, pageFile, partText, renderFile } = require('@thali/render/server');
const { createStaticServer, listen } = require('../serve');
const standIn = require('../first-data-stand-in');

const { kitchenRenderer } = standIn;

let dir;
const writeRenderer = (body) => standIn.writeRenderer(path.join(dir, SERVER_RENDERER), body);

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
    const rendered = await fetch(`${base}/${renderFile('menu')}?providerId=k1`);
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get('cache-control')).toBe('no-store');
    expect(await rendered.text()).toContain('<h1>Menu of k1</h1>');
    expect(await (await fetch(`${base}/${renderFile('menu')}?providerId=boom`)).text()).toContain('Loading menu');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the static copy is served'), 'database down');
    expect(await (await fetch(`${base}/${renderFile('menu')}`)).text()).toContain('Loading menu');
    expect(await (await fetch(`${base}/${pageFile('menu')}?providerId=k1`)).text()).toContain('Loading menu'); // files stay files
    for (const address of [`/${SERVER_RENDERER}`, '/%73erver/render.cjs', '/render/../server/render.cjs', '/prerender/../server/render.cjs']) {
      expect((await fetch(`${base}${address}`)).status).toBe(404);
    }
    errors.mockRestore();
  });
});
