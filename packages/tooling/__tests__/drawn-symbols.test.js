// The symbols the portal shows are drawn (@thali/ui's icons.tsx), not typed: ★ ☆ ← − are in none of the fonts its
// stack names, so a page that typed one made the browser search the system's fonts in its first layout (31 ms for ★
// on this machine, four times that on Lighthouse's phone). A text that brings one back fails here.
const fs = require('node:fs');
const path = require('node:path');

const repo = path.resolve(__dirname, '../../..');
const SYMBOLS = /[★☆←−]/u;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', '__tests__', 'dist', 'dist-maps', 'lib', 'site'].includes(entry.name) ? [] : sources(file);
    return /\.(tsx?|json)$/.test(entry.name) ? [file] : [];
  });
}

test('no page or catalogue types a symbol the fonts lack', () => {
  const roots = ['apps', 'packages'].flatMap((top) => fs.readdirSync(path.join(repo, top)).map((name) => path.join(repo, top, name, 'src')));
  const offenders = roots.filter((dir) => fs.existsSync(dir)).flatMap(sources).flatMap((file) =>
    fs.readFileSync(file, 'utf8').split('\n').flatMap((line, i) => {
      // a comment may name a symbol
      const code = line.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$/g, '');
      return SYMBOLS.test(code) ? [`${path.relative(repo, file)}:${i + 1}`] : [];
    }),
  );
  expect(offenders).toEqual([]);
});
