// Production scripts open with V8's compile hint (webpack.js, CompileHintsPlugin), and their source maps, kept out of
// the build (SourceMapsAsidePlugin), account for that line: a real webpack build of a tiny app, set up as production.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const CopyPlugin = require('copy-webpack-plugin');
const { COMPILE_HINT, CompileHintsPlugin, SourceMapsAsidePlugin, mapsDirOf } = require('../webpack');

test('every emitted script opens with the hint, minified, with no map URL, its map (outside the build) shifted by that line; copied files stay as they are', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thali-compile-hints-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import('./later').then((m) => console.log(m.greet('Nagpur')));\n");
  fs.writeFileSync(path.join(dir, 'later.js'), 'export function greet(city) {\n  return `Namaste, ${city}`;\n}\n');
  fs.writeFileSync(path.join(dir, 'config.js'), 'window.__SETTINGS__ = { city: "Nagpur" };\n'); // a deployment's to replace
  const stats = await new Promise((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
      devtool: 'hidden-source-map',
      plugins: [new CopyPlugin({ patterns: [{ from: 'config.js' }] }), new CompileHintsPlugin(), new SourceMapsAsidePlugin()],
    }).run((error, result) => (error ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors()).toBe(false);
  const read = (file) => fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
  const scripts = fs.readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.js') && f !== 'config.js');
  expect(scripts.length).toBe(2);
  for (const file of scripts) {
    const text = read(file);
    expect(text.startsWith(COMPILE_HINT)).toBe(true);
    expect(text.split('\n')).toHaveLength(2); // the hint, the minified code: no source map URL
    const map = JSON.parse(fs.readFileSync(path.join(mapsDirOf(path.join(dir, 'dist')), `${file}.map`), 'utf8'));
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.file).toBe(file); // the served name, content hash included
  }
  expect(read('config.js')).toContain('__SETTINGS__');
  expect(read('config.js')).not.toContain(COMPILE_HINT);
  fs.rmSync(dir, { recursive: true });
}, 30_000);
