// Source maps hold our sources: a production build writes them beside its output folder, never in what is served or
// deployed (webpack.js, SourceMapsAsidePlugin), the static server refuses any .map all the same (serve.js), and
// firebase.json leaves them out of every upload (app-manifest.test.js). Development keeps its inline maps.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { CompileHintsPlugin, SourceMapsAsidePlugin, createAppConfig, mapsDirOf } = require('../webpack');
const { createStaticServer, listen } = require('../serve');

const root = path.resolve(__dirname, '../../..');
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test('an app\'s production build hides its maps and keeps them out of dist; development keeps them inline', () => {
  const appDir = path.join(root, 'apps/storefront');
  const production = createAppConfig(appDir)({}, { mode: 'production' });
  expect(production.devtool).toBe('hidden-source-map');
  expect(production.plugins.some((p) => p instanceof SourceMapsAsidePlugin)).toBe(true);
  expect(mapsDirOf(production.output.path)).toBe(path.join(appDir, 'dist-maps'));
  const development = createAppConfig(appDir)({}, { mode: 'development' });
  expect(development.devtool).toBe('eval-cheap-module-source-map');
  expect(development.plugins.some((p) => p instanceof SourceMapsAsidePlugin)).toBe(false);
});

describe('a production build, served', () => {
  let dir;
  let dist;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-source-maps-'));
    dist = path.join(dir, 'dist');
    fs.writeFileSync(path.join(dir, 'entry.js'), "import('./later').then((m) => console.log(m.secretRecipe()));\n");
    fs.writeFileSync(path.join(dir, 'later.js'), 'export function secretRecipe() {\n  return "two spoons of ghee";\n}\n');
    const build = () => new Promise((resolve, reject) =>
      webpack({
        mode: 'production',
        context: dir,
        entry: './entry.js',
        output: { path: dist, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js', clean: true },
        devtool: 'hidden-source-map',
        plugins: [new CompileHintsPlugin(), new SourceMapsAsidePlugin()],
      }).run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString('errors-only'))) : resolve())),
    );
    fs.mkdirSync(mapsDirOf(dist), { recursive: true });
    fs.writeFileSync(path.join(mapsDirOf(dist), 'stale.js.map'), '{}'); // a previous build's
    await build();
  }, 30_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('its folder holds no .map and no sourceMappingURL; the maps, with the sources, are beside it, the previous build\'s gone', () => {
    const served = walk(dist);
    expect(served.filter((f) => f.endsWith('.js'))).toHaveLength(2);
    expect(served.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const file of served) expect(fs.readFileSync(file, 'utf8')).not.toMatch(/sourceMappingURL/);
    const maps = fs.readdirSync(mapsDirOf(dist)).sort();
    expect(maps).toEqual(served.filter((f) => f.endsWith('.js')).map((f) => `${path.basename(f)}.map`).sort());
    expect(maps.some((m) => fs.readFileSync(path.join(mapsDirOf(dist), m), 'utf8').includes('two spoons of ghee'))).toBe(true);
  });

  test('the static server answers 404 for any .map, even one copied into the folder by hand, and serves the scripts', async () => {
    fs.copyFileSync(path.join(mapsDirOf(dist), 'main.js.map'), path.join(dist, 'main.js.map'));
    const server = await listen(createStaticServer({ dir: dist }), 0);
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      expect((await fetch(`${base}/main.js`)).status).toBe(200);
      for (const address of ['/main.js.map', '/main.js.MAP', '/main.js.%6Dap', '/main.js.map?x=1', '/images/../main.js.map', '/missing.js.map']) {
        const response = await fetch(`${base}${address}`);
        expect([address, response.status]).toEqual([address, 404]);
        expect(await response.text()).not.toContain('ghee');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
