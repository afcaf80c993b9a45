/** @jest-environment node */
// The shell's function as Hosting's rewrite calls it (composer-handler.ts): the site's files on disk as the build
// leaves them in functions/site, the shell's Hosting site and a remote one real HTTP server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@thali/contract';
import { layoutFile, pageFile, partText } from '@thali/render/server';
import { createComposerHandler } from '../composer-handler';

const INDEX = '<!doctype html><html lang="en-IN"><head><title>Thali</title></head><body><div id="root"></div><script>start()</script></body></html>';
const COMPOSED = /^<!doctype html><html data-startup="copy-painted"/;

let site: string;
let server: http.Server;
let origin: string;
/** What the site served: its remotes.json (null: none) and the requests it had. */
let hosted: { remotes: object | null; requests: { url?: string; host?: string; etag?: string | string[] }[] };
const remotesAt = (base: string) => ({ static_content: { entry: `${base}/remoteEntry.js`, contract: CONTRACT_VERSION } });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hosted.requests.push({ url: req.url, host: req.headers.host, etag: req.headers['if-none-match'] });
    if (req.url === '/remotes.json' && hosted.remotes) {
      if (req.headers['if-none-match'] === '"r1"') return res.writeHead(304).end();
      return res.writeHead(200, { ETag: '"r1"', 'Content-Type': 'application/json' }).end(JSON.stringify(hosted.remotes));
    }
    if (req.url === `/${pageFile('about')}`) return res.writeHead(200, { 'Content-Type': 'text/html' }).end(partText({ html: '<h1>Who We Are</h1>', css: '' }));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-composer-fn-'));
  fs.writeFileSync(path.join(site, 'index.html'), INDEX);
  fs.mkdirSync(path.join(site, 'prerender'));
  fs.writeFileSync(path.join(site, layoutFile('static_content', 'about')), partText({ html: '<main><thali-page></thali-page></main>', css: '' }));
  // the copy deployed with the function names no reachable remote: a page in the document proves the site's was read
  fs.writeFileSync(path.join(site, 'remotes.json'), JSON.stringify(remotesAt('http://127.0.0.1:9')));
  hosted = { remotes: remotesAt(`http://${origin}`), requests: [] };
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'composer.internal', 'x-forwarded-host': origin, 'x-forwarded-proto': 'http', ...headers },
});

test("a public route is composed with the remotes.json of the site the request came to (x-forwarded-host), revalidated", async () => {
  const handle = createComposerHandler({ site, env: {} });
  const answer = await handle(get('/about'));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatch(COMPOSED);
  expect(answer.body).toContain('<main><h1>Who We Are</h1></main>');
  expect(answer.headers).toMatchObject({ 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' });
  await handle(get('/about'));
  expect(hosted.requests.filter((r) => r.url === '/remotes.json')).toEqual([
    { url: '/remotes.json', host: origin, etag: undefined },
    { url: '/remotes.json', host: origin, etag: '"r1"' },
  ]);
});

test('THALI_REMOTES_URL names remotes.json; unreachable or missing, the copy deployed with the function serves', async () => {
  const named = createComposerHandler({ site, env: { THALI_REMOTES_URL: `http://${origin}/remotes.json` } });
  expect((await named(get('/about', { 'x-forwarded-host': 'elsewhere.invalid' }))).body).toContain('<h1>Who We Are</h1>');
  hosted.remotes = null;
  const fallback = createComposerHandler({ site, env: {}, remotesTimeoutMs: 200 });
  const answer = await fallback(get('/about'));
  expect(answer.body).toMatch(COMPOSED);
  expect(answer.body).toContain('<main></main>'); // the bundled copy's remote is not there: the page comes live
  expect(answer.body).not.toContain(origin);
});

test('only the __session cookie is read, as production Hosting forwards no other', async () => {
  const handle = createComposerHandler({ site, env: {} });
  expect((await handle(get('/about', { cookie: 'theme=dark; other=1' }))).body).not.toContain('data-theme');
  const answer = await handle(get('/about', { cookie: 'other=1; __session=theme%3Ddark' }));
  expect(answer.body).toContain('data-theme="dark"');
});

test('a route it does not compose, or one it cannot, gets the plain index.html; HEAD has no body; other methods are refused', async () => {
  const handle = createComposerHandler({ site, env: {} });
  const orders = await handle(get('/orders'));
  expect(orders).toEqual({ status: 200, headers: expect.objectContaining({ 'Cache-Control': 'no-cache' }), body: INDEX });
  expect((await handle(get('/providers?deliver=440010'))).body).toBe(INDEX);
  fs.rmSync(path.join(site, 'prerender'), { recursive: true }); // a broken build: no layouts
  expect((await handle(get('/about'))).body).toBe(INDEX);
  expect(await handle(get('/orders', {}, 'HEAD'))).toMatchObject({ status: 200, body: '' });
  expect(await handle(get('/orders', {}, 'POST'))).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
});

test("every document's policy allows the remotes of the site's remotes.json, not those of the copy deployed with the function", async () => {
  const handle = createComposerHandler({ site, env: {} });
  for (const url of ['/about', '/orders']) {
    const policy = String((await handle(get(url))).headers['Content-Security-Policy']);
    expect(policy).toMatch(new RegExp(`script-src [^;]*http://${origin.replace(/\./g, '\\.')}`));
    expect(policy).not.toMatch(/http:\/\/127\.0\.0\.1:9[ ;]/); // the bundled copy's remote
  }
});

test("a request for remotes.json that Hosting sent here (the site has none) is not answered with a document", async () => {
  const handle = createComposerHandler({ site, env: {} });
  expect((await handle(get('/remotes.json'))).status).toBe(404);
});

test('a bad THALI_FIREBASE_CONFIG is reported and the bundled settings are used', async () => {
  const log = jest.fn();
  const handle = createComposerHandler({ site, env: { THALI_FIREBASE_CONFIG: '{not json' }, log });
  expect(log).toHaveBeenCalledWith(expect.stringContaining('THALI_FIREBASE_CONFIG'));
  expect((await handle(get('/about'))).body).toMatch(COMPOSED);
  const configured = createComposerHandler({ site, env: { THALI_FIREBASE_CONFIG: '{"projectId":"thali-prod"}' } });
  expect((await configured(get('/about'))).body).toContain('"projectId":"thali-prod"');
});
