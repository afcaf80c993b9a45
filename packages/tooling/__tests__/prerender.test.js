// Each app's production build prerenders what it owns of the public routes (prerender.js): real esbuild, real React.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { appByDir } = require('@thali/contract/node');
const { PAGE_SLOT, layoutFile, pageFile, prerenderApp, publicPages } = require('../prerender');

const root = path.resolve(__dirname, '../../..');
const run = async (name) => {
  const appDir = path.join(root, 'apps', name);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `thali-prerender-${name}-`));
  const written = await prerenderApp({ app: appByDir(appDir), appDir, outDir, version: '9.9.9' });
  return { written, read: (file) => fs.readFileSync(path.join(outDir, file), 'utf8') };
};

test('a remote writes each of its public pages: its markup and the rules it needs, nothing of the providers around it', async () => {
  const { written, read } = await run('static-content');
  expect(written.sort()).toEqual(publicPages().filter((p) => p.remote === 'static_content').map((p) => pageFile(p.page)).sort());
  const about = read(pageFile('about'));
  expect(about).toMatch(/^<style data-prerendered>\n[^<]*\n<\/style>\n<div data-remote="static_content" data-remote-version="9.9.9"/);
  expect(about).toMatch(/<h1[^>]*>Who We Are<\/h1>/);
  expect(about).not.toContain('thali-prerender'); // the marker around the kept part
  expect(about).not.toContain('aria-live'); // the toasts' region belongs to the shell's providers
}, 30_000);

test('the shell writes its layout around every public route, with the slot where the page goes and the route\'s link current', async () => {
  const { written, read } = await run('shell');
  expect(written).toHaveLength(publicPages().length);
  const about = read(layoutFile('static_content', 'about'));
  expect(about.split(PAGE_SLOT)).toHaveLength(2);
  expect(about).toMatch(/<main id="main"[^>]*><thali-page><\/thali-page><\/main>/);
  expect(about).toMatch(/<a aria-current="page"[^>]*href="\/about"/);
  expect(read(layoutFile('storefront', 'menu'))).not.toContain('aria-current="page"');
}, 30_000);

test('an app with nothing public to prerender writes nothing', async () => {
  expect((await run('provider-dashboard')).written).toEqual([]);
});
