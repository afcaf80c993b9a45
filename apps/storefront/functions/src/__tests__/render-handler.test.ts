/** @jest-environment node */
// The storefront's function as Hosting's rewrite of /render/** calls it (render-handler.ts). The renderer is the
// stand-in module @thali/render's tests use (the real one is built by build-renderer.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_RENDERER, pageFile, partText, renderFile } from '@thali/render/server';
// By path: the tooling package's test helper, plain CommonJS.
import * as standIn from '../../../../../packages/tooling/first-data-stand-in';
import { createRenderHandler } from '../render-handler';

let site: string;
const STATIC_COPY = partText({ html: '<p>Loading menu</p>', css: '' });

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-render-fn-'));
  fs.mkdirSync(path.join(site, 'prerender'));
  fs.writeFileSync(path.join(site, pageFile('menu')), STATIC_COPY);
  standIn.writeRenderer(path.join(site, SERVER_RENDERER), standIn.kitchenRenderer('Menu of'));
});

const get = (url: string, method = 'GET') => ({ method, url });

test("a kitchen's menu is rendered with its data, never to be cached", async () => {
  const handle = createRenderHandler({ site, env: {} });
  const answer = await handle(get(`/${renderFile('menu')}?providerId=k1`));
  expect(answer).toEqual({
    status: 200,
    headers: expect.objectContaining({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' }),
    body: partText({ html: '<h1>Menu of k1</h1>', css: '.x{color:red}' }),
  });
  expect(await handle(get(`/${renderFile('menu')}?providerId=k1`, 'HEAD'))).toMatchObject({ status: 200, body: '' });
});

test('no such kitchen, no params, a failed read or no renderer: the static copy', async () => {
  const log = jest.fn();
  const handle = createRenderHandler({ site, env: {}, log });
  expect((await handle(get(`/${renderFile('menu')}?providerId=none`))).body).toBe(STATIC_COPY);
  expect((await handle(get(`/${renderFile('menu')}`))).body).toBe(STATIC_COPY);
  expect((await handle(get(`/${renderFile('menu')}?providerId=boom`))).body).toBe(STATIC_COPY);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('database down'));
  fs.rmSync(path.join(site, 'server'), { recursive: true });
  expect((await createRenderHandler({ site, env: {} })(get(`/${renderFile('menu')}?providerId=k1`))).body).toBe(STATIC_COPY);
});

test('anything else is not found, and only GET and HEAD are answered', async () => {
  const handle = createRenderHandler({ site, env: {} });
  expect((await handle(get(`/${renderFile('home')}?x=1`))).status).toBe(404); // no such copy either
  expect((await handle(get(`/${SERVER_RENDERER}`))).status).toBe(404);
  expect((await handle(get('/render/../server/render.cjs'))).status).toBe(404);
  expect(await handle(get(`/${renderFile('menu')}?providerId=k1`, 'POST'))).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
});
