/**
 * @jest-environment jsdom
 */
// The shell's index.html runs @thali/render's start-after-paint.ts inline (its tests are in packages/render): the
// bundle webpack.js makes of it is one self-contained script that starts the entry it names.
const { execFileSync } = require('node:child_process');

// Bundled in a Node process of its own: esbuild refuses to run inside jsdom's globals.
const startAfterPaintScript = (src) =>
  execFileSync(process.execPath, ['-e', `process.stdout.write(require('../webpack').startAfterPaintScript(${JSON.stringify(src)}))`], {
    cwd: __dirname,
    encoding: 'utf8',
  });

test('the inline script is one minified script, with no import left, that starts the entry it names', () => {
  const script = startAfterPaintScript('/main.abc.js');
  expect(script).not.toMatch(/\bimport\b|\brequire\(|\n/);
  document.body.innerHTML = '<div id="root"></div>';
  jest.useFakeTimers();
  try {
    new Function(script)();
    jest.advanceTimersByTime(1);
    expect(Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src'))).toEqual(['/main.abc.js']);
  } finally {
    jest.useRealTimers();
  }
});
