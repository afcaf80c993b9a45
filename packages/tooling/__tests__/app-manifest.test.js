// The app manifest (packages/contract/apps.json) is the one list of apps, names, ports and pages: everything that
// needs them is derived from it, and the few files that cannot read it (remotes.json, firebase.json, the GitHub
// workflows) are checked against it here.
const fs = require('node:fs');
const path = require('node:path');
const { APPS, CONTRACT_VERSION, remotesConfig } = require('@thali/contract/node');
const { contractVersion, createAppConfig, sharedModules } = require('../webpack');

const root = path.resolve(__dirname, '../../..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const federationPlugin = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');

test('each app builds with the name, port, title and exposed pages of its manifest entry', () => {
  for (const app of APPS) {
    const config = createAppConfig(path.join(root, app.dir))({}, { mode: 'production' });
    const { name, exposes } = federationPlugin(config)._options;
    expect(name).toBe(app.federation);
    expect(config.output.uniqueName).toBe(app.federation);
    expect(config.devServer.port).toBe(app.port);
    const pages = Object.keys(exposes).filter((key) => key !== './contract');
    expect(pages).toEqual(Object.keys(app.pages).map((page) => `./${page}`));
    if (app.remote) expect(exposes['./contract']).toMatch(/packages\/contract\/src\/contract-version\.ts$/);
    for (const file of Object.values(exposes)) expect(fs.existsSync(path.resolve(root, app.dir, file))).toBe(true);
  }
});

test("our shared packages are strict singletons at their own major version: a remote built against another major fails in its boundary", () => {
  for (const app of APPS) {
    const shared = sharedModules(path.join(root, app.dir));
    for (const name of ['@thali/ui', '@thali/render', '@thali/auth-cart', '@thali/firebase-data']) {
      const { version } = JSON.parse(read(`packages/${name.slice('@thali/'.length)}/package.json`));
      expect(shared[name]).toEqual({ singleton: true, strictVersion: true, version, requiredVersion: `^${version}` });
      expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(1);
    }
    // The contract: shared only between builds of the very same files (not a singleton: each app runs the contract it
    // was built against, the shell's copy only when that is the same)
    expect(shared['@thali/contract']).toEqual({ version: contractVersion(), requiredVersion: contractVersion() });
    expect(contractVersion()).toMatch(new RegExp(`^${JSON.parse(read('packages/contract/apps.json')).contractVersion}\\.\\d+\\.0$`));
    // stateless helpers: each app bundles the ones it calls (a prefix key 'name/' would share the subpath too)
    expect(Object.keys(shared).filter((key) => key.startsWith('@thali/firebase-data'))).toEqual(['@thali/firebase-data']);
  }
});

test("the data package's chunk of shared code gathers its own lazy chunks' modules only, never a page's helpers", () => {
  const config = createAppConfig(path.join(root, 'apps/storefront'))({}, { mode: 'production' });
  const { chunks } = config.optimization.splitChunks.cacheGroups.firebaseData;
  expect(['firebase-data-impl', 'firebase-data-values', 'firebase-data-auth'].every((name) => chunks({ name }))).toBe(true);
  expect(chunks({ name: '__federation_expose_home' })).toBe(false);
  expect(chunks({ name: undefined })).toBe(false);
});

test("the shell's remotes.json lists every remote at its local port with the current contract version", () => {
  expect(JSON.parse(read('apps/shell/public/remotes.json'))).toEqual(remotesConfig());
  expect(Object.values(remotesConfig()).every((r) => r.contract === CONTRACT_VERSION)).toBe(true);
});

test('firebase.json has one Hosting target per app, serving its build', () => {
  const hosting = JSON.parse(read('firebase.json')).hosting;
  expect(hosting.map((h) => [h.target, h.public])).toEqual(APPS.map((a) => [a.name, `${a.dir}/dist`]));
  // a build's server renderer (dist/server/, @thali/render's first-data-server.ts) is for its server, never uploaded; nor
  // is a source map that found its way into dist/ (the build writes them to dist-maps/, source-maps.test.js)
  for (const target of hosting) expect(target.ignore).toEqual(expect.arrayContaining(['server/**', '**/*.map']));
});

test("firebase.json deploys each app's function with it and rewrites to it: the shell's documents, the storefront's /render/", () => {
  const { hosting, functions } = JSON.parse(read('firebase.json'));
  const withFunctions = APPS.filter((app) => fs.existsSync(path.join(root, app.dir, 'functions/package.json')));
  expect(withFunctions.map((app) => app.name)).toEqual(['shell', 'storefront']);
  expect(functions.map((f) => [f.codebase, f.source])).toEqual(withFunctions.map((app) => [app.name, `${app.dir}/functions`]));
  const rewrites = Object.fromEntries(hosting.map((h) => [h.target, h.rewrites]));
  // the shell's site has no index.html: every document comes from the composer
  expect(hosting.find((h) => h.target === 'shell').ignore).toContain('index.html');
  expect(rewrites.shell).toEqual([{ source: '**', function: { functionId: 'composer', region: 'asia-south1' } }]);
  // before the SPA fallback, which would answer /render/ with index.html
  expect(rewrites.storefront).toEqual([
    { source: '/render/**', function: { functionId: 'storefrontRender', region: 'asia-south1' } },
    { source: '**', destination: '/index.html' },
  ]);
  for (const app of withFunctions) {
    const manifest = JSON.parse(read(`${app.dir}/functions/package.json`));
    // Cloud Build installs these from the npm registry, which has no workspace package (build-functions.js inlines ours)
    for (const [name, version] of Object.entries(manifest.dependencies)) expect([name, version]).not.toEqual([name, expect.stringMatching(/^workspace:/)]);
    // Cloud Functions' nodejs20 was decommissioned on 2026-10-30 (no deploys after it): hosted they run on Node 22; the
    // Functions emulator runs them on the machine's Node (20 here) and the bundle targets node20, which both run
    expect(manifest).toMatchObject({ main: 'lib/index.js', engines: { node: '22' } });
    expect(functions.find((f) => f.source === `${app.dir}/functions`)).toMatchObject({ runtime: 'nodejs22' });
    const source = read(`${app.dir}/functions/src/index.ts`);
    for (const rewrite of rewrites[app.name].filter((r) => r.function)) {
      expect(source).toMatch(new RegExp(`export const ${rewrite.function.functionId} = onRequest\\(\\s*\\{ region: '${rewrite.function.region}'`));
    }
  }
});

test('each app has a GitHub workflow that calls the reusable one for that app alone', () => {
  for (const app of APPS) {
    const workflow = read(`.github/workflows/${app.name}.yml`);
    expect(workflow).toContain('uses: ./.github/workflows/app.yml');
    expect(workflow).toMatch(new RegExp(`^\\s+app: ${app.name}$`, 'm'));
    expect(workflow).toContain(`- 'apps/${app.name}/**'`);
  }
});

test("the contract's share version changes with any of its files, so a remote never runs another build's contract", () => {
  const copy = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'contract-'));
  try {
    fs.cpSync(path.join(root, 'packages/contract/apps.json'), path.join(copy, 'apps.json'));
    fs.cpSync(path.join(root, 'packages/contract/src'), path.join(copy, 'src'), { recursive: true });
    expect(contractVersion(copy)).toBe(contractVersion());
    fs.appendFileSync(path.join(copy, 'src/paths.ts'), '\n// changed\n');
    expect(contractVersion(copy)).not.toBe(contractVersion());
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
