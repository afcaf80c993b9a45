// The host's first load: the shared libraries in one file and our shared packages in another, instead of one fallback
// chunk each (gzip compresses a file alone). Remotes keep webpack's own splitting; the data package's lazy parts and
// zod are never pulled into the first load.
const path = require('node:path');
const { APPS } = require('@thali/contract/node');
const { FIRST_LOAD_GROUPS, createAppConfig } = require('../webpack');

const root = path.resolve(__dirname, '../../..');
const configOf = (app) => createAppConfig(path.join(root, app.dir))({}, { mode: 'production' });
const { sharedLibraries, sharedPackages } = FIRST_LOAD_GROUPS;
const shell = path.join(root, 'apps/shell');
const resolved = (request, from = shell) => require.resolve(request, { paths: [from] });
const chunk = (name, initial = false) => ({ name, canBeInitial: () => initial });

test('only the host groups its first-load chunks', () => {
  for (const app of APPS) {
    const groups = configOf(app).optimization.splitChunks.cacheGroups;
    expect(Boolean(groups.sharedLibraries && groups.sharedPackages)).toBe(!app.remote);
  }
});

test('the libraries file takes the shared libraries as pnpm installs them, and nothing else', () => {
  const library = (request) => sharedLibraries.test({ resource: resolved(request) });
  for (const request of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components']) {
    expect(library(request)).toBe(true);
  }
  // the Firebase SDK comes later, with the data package's lazy parts
  expect(sharedLibraries.test({ resource: resolved('firebase/app', path.join(root, 'packages/firebase-data')) })).toBe(false);
  expect(sharedLibraries.test({ resource: path.join(root, 'node_modules/.pnpm/react-is@19.3.1/node_modules/react-is/index.js') })).toBe(false);
  expect(sharedLibraries.test({ resource: path.join(root, 'packages/ui/src/index.ts') })).toBe(false);
  expect(sharedLibraries.test({})).toBe(false); // webpack's own modules have no file
});

test('the packages file takes our shared packages, and neither group touches the lazy parts', () => {
  const packaged = (file) => sharedPackages.test({ resource: path.join(root, file) });
  for (const dir of ['ui', 'render', 'auth-cart', 'firebase-data', 'domain']) expect(packaged(`packages/${dir}/src/index.ts`)).toBe(true);
  expect(packaged('apps/shell/src/app/app.tsx')).toBe(false);
  // a catalogue's English is the code's; its Marathi and Hindi are fetched by their readers only
  expect(packaged('packages/ui/src/components/messages/en.json')).toBe(true);
  for (const lang of ['mr', 'hi']) expect(packaged(`packages/ui/src/components/messages/${lang}.json`)).toBe(false);
  expect(sharedPackages.test({})).toBe(false);
  for (const group of [sharedLibraries, sharedPackages]) {
    expect(group.chunks(chunk(undefined))).toBe(true); // a shared module's fallback chunk
    expect(group.chunks(chunk('first-app'))).toBe(true);
    expect(group.chunks(chunk('firebase-data-impl'))).toBe(false);
    expect(group.chunks(chunk('zod'))).toBe(false);
    expect(group.chunks(chunk('main', true))).toBe(false); // main.js starts the page: it stays as small as it is
  }
});
