// `pnpm preview:hosted` (scripts/lib/hosted.js) runs firebase.json in firebase-tools' emulators: the config it derives
// keeps every site's rewrites and headers, and the sites it stages leave out what a deploy leaves out (the emulator
// serves whatever is in a site's folder). Starting it is the hosted journeys' part.
const fs = require('node:fs');
const path = require('node:path');
const { APPS } = require('@thali/contract/node');
const { FUNCTIONS_PORT, globPattern, previewConfig, sitePort } = require('../../../scripts/lib/hosted');

const root = path.resolve(__dirname, '../../..');
const firebaseJson = JSON.parse(fs.readFileSync(path.join(root, 'firebase.json'), 'utf8'));

test("each Hosting target becomes a site of the preview with the repository's rewrites and headers; the functions run from their sources", () => {
  const config = previewConfig({ hostingPort: 5000 });
  expect(config.hosting.map((site) => site.site)).toEqual(APPS.map((app) => app.name));
  config.hosting.forEach((site, i) => {
    expect(site.rewrites).toEqual(firebaseJson.hosting[i].rewrites);
    expect(site.headers).toEqual(firebaseJson.hosting[i].headers);
  });
  const cacheDir = path.join(root, 'node_modules/.cache/thali-hosted');
  expect(config.functions.map((f) => path.resolve(cacheDir, f.source))).toEqual(firebaseJson.functions.map((f) => path.join(root, f.source)));
  expect(config.emulators).toMatchObject({ hosting: { port: 5000 }, functions: { port: FUNCTIONS_PORT } });
  // firebase-tools' numbering of the sites after the first (checked against its output at each start)
  expect(APPS.map((_, i) => sitePort(5000, i))).toEqual([5000, 5005, 5006, 5007, 5008, 5009]);
});

test("firebase.json's ignore patterns, as the preview applies them, keep out what a deploy keeps out", () => {
  const ignored = (target, file) => firebaseJson.hosting.find((h) => h.target === target).ignore.some((glob) => globPattern(glob).test(file));
  for (const file of ['index.html', 'server/render.cjs', 'main.js.map', 'chunks/a.js.map', '.build-hash', 'node_modules/x/y.js', 'firebase.json']) {
    expect([file, ignored('shell', file)]).toEqual([file, true]);
  }
  for (const file of ['main.js', 'remotes.json', 'prerender/index.html', 'prerender/layout.storefront.home.html', 'images/a.svg', 'serverless.js']) {
    expect([file, ignored('shell', file)]).toEqual([file, false]);
  }
  expect(ignored('storefront', 'index.html')).toBe(false); // a remote's SPA fallback
  expect(ignored('storefront', 'server/render.cjs')).toBe(true);
});
