// Small helpers shared by the bench phases.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The browser, its flags and its launcher: one module for the scripts, the benchmarks and the journeys.
const chromium = require('../../packages/tooling/chromium.js');
export const { CHROMIUM_PATH, HEADLESS_FLAGS, chromiumVersion, launchChromium } = chromium;

const started = Date.now();
export function log(line) {
  const s = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  console.log(`[bench ${s}s] ${line}`);
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
export const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
export const sec = (value) => (value == null ? '–' : `${(value / 1000).toFixed(2)} s`);

/** The value at percentile `p` (0–100) of numbers sorted ascending (nearest rank), null when there are none. */
export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

/**
 * A module of @thali/render's sources (`markers.ts`, `startup/startup.ts`), bundled with its imports and run here: the
 * names the browser's start-up and the server's markup meet on come from their one file, not a copy in the bench.
 * @param {string} file path under packages/render/src
 */
export function renderModule(file) {
  const esbuild = require(require.resolve('esbuild', { paths: [path.join(root, 'packages/tooling')] }));
  const { outputFiles } = esbuild.buildSync({ entryPoints: [path.join(root, 'packages/render/src', file)], bundle: true, format: 'cjs', platform: 'neutral', write: false, logLevel: 'silent' });
  const module = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  return module.exports;
}
