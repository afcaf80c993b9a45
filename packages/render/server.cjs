// Node's way into @thali/render's server side (src/server/index.ts, checked TypeScript): bundled by esbuild into
// node_modules/.cache/thali-render-server/ when a source under src/ is newer than that bundle (or it is missing),
// then required. Packages stay outside the bundle, required from this package's node_modules; its own workspace
// packages (TypeScript sources) go in it.
const fs = require('node:fs');
const path = require('node:path');

const SOURCES = path.join(__dirname, 'src');
const OUT = path.join(__dirname, 'node_modules/.cache/thali-render-server/index.cjs');
const EXTERNAL = ['esbuild', 'node-html-parser', 'react', 'react-dom', 'react-router', 'react-router-dom', 'styled-components'];

/** The newest modification time of the sources (tests excluded: they are not in the bundle). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__tests__') continue;
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(file) : fs.statSync(file).mtimeMs);
  }
  return newest;
}

function built() {
  try {
    return fs.statSync(OUT).mtimeMs >= newestSource(SOURCES);
  } catch {
    return false;
  }
}

/** Bundles the sources into OUT: written aside and renamed, so two builds starting together never read half a file. */
function build() {
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  const temporary = `${OUT}.${process.pid}.tmp`;
  require('esbuild').buildSync({
    entryPoints: [path.join(SOURCES, 'server/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: temporary,
    external: EXTERNAL,
    logLevel: 'silent',
  });
  fs.renameSync(temporary, OUT);
}

if (require.main === module && process.argv[2] === '--build') {
  build();
} else {
  // In a process of its own: esbuild refuses to load in some environments that require this (a jsdom test of
  // webpack.js), and the bundle it writes is the same.
  if (!built()) require('node:child_process').execFileSync(process.execPath, [__filename, '--build'], { stdio: 'inherit' });
  module.exports = require(OUT);
}
