/** @jest-environment node */
// Each app's production build prerenders what it owns of the public routes (build-renderer.ts): real esbuild, real
// React, each app's own server module (app-server.ts).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { appByDir } from '@thali/contract/node';
import { COPY_STYLE_ATTRIBUTE, FIRST_DATA_ATTRIBUTE, KEEP_ELEMENT, PAGE_SLOT_ELEMENT } from '../../markers';
import { prerenderApp } from '../build-renderer';
import { SERVER_RENDERER, layoutFile, pageFile, publicPages, renderFile } from '../copy-files';
import { LOCALES } from '@thali/domain/languages';
import { createFirstDataPages } from '../first-data-server';

const PAGE_SLOT = `<${PAGE_SLOT_ELEMENT}></${PAGE_SLOT_ELEMENT}>`;
const root = path.resolve(__dirname, '../../../../..');
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const run = async (name: string) => {
  const appDir = path.join(root, 'apps', name);
  // inside the app's folder, as dist is: a server renderer resolves React and the rest from the app's node_modules
  const cache = path.join(appDir, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'thali-prerender-test-'));
  outDirs.push(outDir);
  const written = await prerenderApp({ app: appByDir(appDir), appDir, outDir, version: '9.9.9' });
  return { written, outDir, read: (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8') };
};

test('a remote writes each of its public pages: its markup and the rules it needs, nothing of the providers around it', async () => {
  const { written, read } = await run('static-content');
  // each page in each language (issue 44)
  expect(written.sort()).toEqual(publicPages().filter((p) => p.remote === 'static_content').flatMap((p) => LOCALES.map((locale) => pageFile(p.page, locale))).sort());
  const about = read(pageFile('about'));
  expect(about.startsWith(`<style ${COPY_STYLE_ATTRIBUTE}>\n`)).toBe(true);
  expect(about).toMatch(/\n<\/style>\n<div data-remote="static_content" data-remote-version="9.9.9"/);
  expect(about).toMatch(/<h1[^>]*>Who We Are<\/h1>/);
  expect(about).not.toContain(KEEP_ELEMENT); // the marker around the kept part
  expect(about).not.toContain('aria-live'); // the toasts' region belongs to the shell's providers
}, 30_000);

test('the shell writes its layout around every public route, with the slot where the page goes and the route\'s link current', async () => {
  const { written, read } = await run('shell');
  expect(written).toHaveLength(publicPages().length * LOCALES.length);
  // the layout in each language, <html lang> is the composer's
  expect(read(layoutFile('static_content', 'about', 'mr'))).toContain('भाषा');
  expect(read(layoutFile('static_content', 'about', 'hi'))).toContain('भाषा');
  expect(read(layoutFile('static_content', 'about'))).toContain('Language');
  const about = read(layoutFile('static_content', 'about'));
  expect(about.split(PAGE_SLOT)).toHaveLength(2);
  expect(about).toMatch(/<main id="main"[^>]*><thali-page><\/thali-page><\/main>/);
  expect(about).toMatch(/<a aria-current="page"[^>]*href="\/about"/);
  expect(read(layoutFile('storefront', 'menu'))).not.toContain('aria-current="page"');
}, 30_000);

test('the storefront also leaves its server a renderer: a kitchen\'s menu with its dishes, read as anyone may, and the data for the live page', async () => {
  // The database's REST API, as the rules answer a signed-out reader: one kitchen, one dish; nothing else.
  const asked: { path: string; auth: boolean }[] = [];
  const database = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://db');
    asked.push({ path: url.pathname, auth: url.searchParams.has('auth') || 'authorization' in req.headers });
    const answers: Record<string, unknown> = {
      '/providers/k1.json': { name: 'Test Kitchen', cuisine: 'Maharashtrian', address: '1 Ram Nagar', approved: true },
      '/menu-items.json': url.searchParams.get('equalTo') === '"k1"'
        ? { m1: { providerId: 'k1', name: 'Dal Khichdi', description: 'Soft rice and lentils.', price: 90, category: 'main-course', imageUrl: '/images/thali.svg', diet: 'veg' } }
        : null,
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answers[url.pathname] ?? null));
  });
  await new Promise<void>((resolve) => database.listen(0, '127.0.0.1', resolve));
  const config = { projectId: 'demo-thali', emulators: { host: '127.0.0.1', authPort: 1, databasePort: (database.address() as AddressInfo).port } };
  try {
    const { written, outDir, read } = await run('storefront');
    expect(written).toContain(SERVER_RENDERER);
    expect(read(pageFile('menu'))).toContain('Loading menu'); // the static copy, for a static host
    const render = createFirstDataPages({ dir: outDir, config });

    const menu = await render(`/${renderFile('menu')}?providerId=k1`);
    expect(menu?.startsWith(`<style ${COPY_STYLE_ATTRIBUTE}>\n`)).toBe(true);
    expect(menu).toMatch(/\n<\/style>\n<div data-remote="storefront"/);
    expect(menu).toMatch(/<h1[^>]*>Test Kitchen<\/h1>/);
    expect(menu).toContain('Dal Khichdi');
    expect(menu).not.toContain('Loading menu');
    expect(menu).toContain(`<script type="application/json" ${FIRST_DATA_ATTRIBUTE}>`);
    expect(menu).toMatch(/\["menu-items","k1"\],\[\{[^\]]*"name":"Dal Khichdi"/);
    expect(asked.every((a) => !a.auth)).toBe(true);

    // the kitchen's data is kept by the server for a few seconds (first-data-server.ts), by the route's params alone: the
    // same menu again, or with a query it does not read, asks the database nothing; without the cache, it asks again
    const reads = asked.length;
    expect(await render(`/${renderFile('menu')}?providerId=k1`)).toContain('Dal Khichdi');
    expect(await render(`/${renderFile('menu')}?providerId=k1&utm_source=x`)).toContain('Dal Khichdi');
    expect(asked).toHaveLength(reads);
    expect(await createFirstDataPages({ dir: outDir, config, cache: false })(`/${renderFile('menu')}?providerId=k1`)).toContain('Dal Khichdi');
    expect(asked).toHaveLength(2 * reads);

    // no such kitchen, an id that is no database key: no copy of its own (the static one serves)
    expect(await render(`/${renderFile('menu')}?providerId=k2`)).toBeNull();
    const before = asked.length;
    expect(await render(`/${renderFile('menu')}?providerId=a.b`)).toBeNull();
    expect(asked).toHaveLength(before); // never became a path
    // home reads no data on the server, but its copy follows the reader's "Deliver to" (issue 40: its manifest line
    // names the session preference), so it is rendered per request, with the place the request carries
    expect(await render(`/${renderFile('home')}?deliver=440010`)).toContain('440010');
  } finally {
    await new Promise<void>((resolve) => database.close(() => resolve()));
  }
}, 30_000);

test('an app with nothing public to prerender writes nothing', async () => {
  expect((await run('provider-dashboard')).written).toEqual([]);
});
