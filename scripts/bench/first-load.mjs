/* global document */
// First-load JavaScript per route (cold cache), split into shell / shared libraries / shared
// workspace packages / other npm code / the route's remote (by origin port and source maps), and
// the time from navigation start to the remote's page rendered.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, log, median, renderModule, require, root } from './util.mjs';

const { APPS } = require('../lib/portal.js');

const { STARTUP_ATTRIBUTE } = renderModule('markers.ts');

// Buckets: the shell's own code, the shared third-party libraries, the shared workspace packages,
// other npm code (Module Federation runtime, zod…) and the route's remote. Every byte of a file is
// attributed through its source map (webpack writes one per chunk), so a chunk that mixes a
// package with app code is split exactly; gzip is shared out in proportion to raw bytes.
const LIBS = [
  ['react', /^(react|react-dom|scheduler)$/],
  ['react-router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  ['styled-components', /^(styled-components|stylis|@emotion\/.*|shallowequal|tslib)$/],
  ['firebase', /^(firebase|@firebase\/.*|idb|@grpc\/.*|protobufjs)$/],
];
const WORKSPACE = /(?:^|\/)packages\/(ui|render|auth-cart|firebase-data)\//;

function packageOf(source) {
  const m = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (m) {
    const lib = LIBS.find(([, re]) => re.test(m[1]));
    if (lib) return { bucket: 'libs', pkg: lib[0] };
    return { bucket: 'otherNpm', pkg: m[1].startsWith('@module-federation/') ? '@module-federation runtime' : m[1] };
  }
  const w = source.match(WORKSPACE);
  if (w) return { bucket: 'workspace', pkg: `@thali/${w[1]}` };
  return { bucket: 'app', pkg: null };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Raw bytes of a generated file per source index, by walking its source map's mappings. */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const per = new Map();
  const add = (src, n) => per.set(src, (per.get(src) ?? 0) + n);
  let source = 0;
  const mappingLines = map.mappings.split(';');
  for (let li = 0; li < lines.length; li++) {
    const lineLength = Buffer.byteLength(lines[li]) + 1;
    const segments = (mappingLines[li] ?? '').split(',').filter(Boolean);
    let col = 0;
    const points = [];
    for (const seg of segments) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64_INDEX[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0];
      if (values.length > 1) source += values[1];
      points.push([col, values.length > 1 ? source : -1]);
      // values[2], values[3] (original line/column) are not needed
    }
    if (points.length === 0) {
      add(-1, lineLength);
      continue;
    }
    if (points[0][0] > 0) add(-1, points[0][0]);
    for (let i = 0; i < points.length; i++) {
      const end = i + 1 < points.length ? points[i + 1][0] : lineLength;
      add(points[i][1], Math.max(0, end - points[i][0]));
    }
  }
  return per;
}

/** A served file's source map: a production build writes them beside dist/, never in it (apps/<app>/dist-maps/). */
function mapOf(distFile) {
  const app = APPS.find((a) => distFile.startsWith(path.join(root, a.dir, 'dist') + path.sep));
  return app ? path.join(root, app.dir, 'dist-maps', `${path.relative(path.join(root, app.dir, 'dist'), distFile)}.map`) : null;
}

const fileCache = new Map();
/** [{ bucket, pkg, raw, gzip }] parts of one served file. */
function partsOf(distFile) {
  if (fileCache.has(distFile)) return fileCache.get(distFile);
  let parts = null;
  if (existsSync(distFile)) {
    const buf = readFileSync(distFile);
    const gzip = gzipSync(buf).length;
    const byKey = new Map();
    const addPart = (bucket, pkg, raw) => {
      const key = `${bucket}|${pkg ?? ''}`;
      const part = byKey.get(key) ?? { bucket, pkg, raw: 0 };
      part.raw += raw;
      byKey.set(key, part);
    };
    const mapFile = mapOf(distFile);
    if (mapFile && existsSync(mapFile)) {
      const map = JSON.parse(readFileSync(mapFile, 'utf8'));
      for (const [src, raw] of bytesPerSource(buf.toString('utf8'), map)) {
        const c = src < 0 ? { bucket: 'app', pkg: null } : packageOf(map.sources[src] ?? '');
        addPart(c.bucket, c.pkg, raw);
      }
      // Line-length rounding: scale to the file's exact size.
      const sum = [...byKey.values()].reduce((a, p) => a + p.raw, 0) || 1;
      for (const p of byKey.values()) p.raw = (p.raw * buf.length) / sum;
    } else {
      addPart('app', null, buf.length);
    }
    parts = [...byKey.values()].map((p) => ({ ...p, gzip: buf.length ? (p.raw / buf.length) * gzip : 0 }));
  }
  fileCache.set(distFile, parts);
  return parts;
}

function locate(url) {
  const u = new URL(url);
  const app = APPS.find((a) => a.port === Number(u.port));
  if (!app) return null;
  return { app, file: path.join(root, app.dir, 'dist', decodeURIComponent(u.pathname.replace(/^\//, ''))) };
}

async function coldLoad(browser, url, { cpuSlowdown = 1, lang } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // a reader who chose a language (issue 44): the cookie the switch writes
  if (lang) await context.addCookies([{ name: '__session', value: `lang%3D${lang}`, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const scripts = new Map();
  // Scripts that had arrived when the route's content appeared are what it needed to render; the
  // rest (the data layer, which the page fetches once its own code is in) are deferred. CDP times are
  // monotonic seconds; the document request marks navigation start (performance.now() = 0).
  let navStart = null;
  cdp.on('Network.requestWillBeSent', ({ type, timestamp }) => {
    if (navStart === null && type === 'Document') navStart = timestamp;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || /\.m?js(\?|$)/.test(response.url)) scripts.set(requestId, { url: response.url, transfer: 0, finishedAt: Infinity });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const s = scripts.get(requestId);
    if (s) {
      s.transfer = encodedDataLength;
      s.finishedAt = timestamp;
    }
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    // The live page: a public route's document brings a prerendered copy of the page (<html data-startup=
    // "copy-painted">) that needs no script to paint; what counts here is what it takes for the live page to replace
    // it (the start-up past `code-ready`: packages/render/src/startup/startup.ts).
    const rendered = await page.waitForFunction(
      ({ attribute, copyOnScreen }) => {
        const remote = document.querySelector('main [data-remote]');
        const live = !copyOnScreen.includes(document.documentElement.getAttribute(attribute) ?? '');
        return live && remote && remote.textContent.trim() ? performance.now() : false;
      },
      { attribute: STARTUP_ATTRIBUTE, copyOnScreen: ['copy-painted', 'code-ready'] },
      { polling: 'raf', timeout: 30_000 },
    );
    const renderedAt = await rendered.jsonValue();
    await page.waitForLoadState('networkidle');
    const renderMono = (navStart ?? 0) + renderedAt / 1000;
    return { renderedAt, scripts: [...scripts.values()].map((x) => ({ ...x, beforeRender: x.finishedAt <= renderMono })) };
  } finally {
    await context.close();
  }
}

/**
 * @param {{ label: string, url: string }[]} targets
 */
export async function measureFirstLoad(targets, { runs = 3 } = {}) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const target of targets) {
      let first;
      const times = [];
      const slowTimes = [];
      try {
        for (let i = 0; i < runs; i++) {
          const r = await coldLoad(browser, target.url, { lang: target.lang });
          first ??= r;
          times.push(r.renderedAt);
        }
        for (let i = 0; i < runs; i++) slowTimes.push((await coldLoad(browser, target.url, { cpuSlowdown: 4, lang: target.lang })).renderedAt);
      } catch (error) {
        log(`  first-load ${target.label}: ${error.message.split('\n')[0]}`);
        results.push({ label: target.label, url: target.url, error: error.message.split('\n')[0] });
        continue;
      }
      const buckets = Object.fromEntries(['shell', 'libs', 'workspace', 'otherNpm', 'remote', 'other'].map((b) => [b, { raw: 0, gzip: 0 }]));
      const deferred = { raw: 0, gzip: 0, byPackage: {} };
      const files = [];
      for (const s of first.scripts.filter((x) => !x.beforeRender)) {
        const where = locate(s.url);
        for (const p of (where && partsOf(where.file)) || [{ pkg: s.url, raw: s.transfer, gzip: s.transfer }]) {
          // Bytes the source map gives no package (webpack's module wrappers, minifier glue) are named so.
          const pkg = p.pkg ?? `${where?.app.name ?? 'other'} (unmapped)`;
          deferred.raw += p.raw;
          deferred.gzip += p.gzip;
          deferred.byPackage[pkg] = (deferred.byPackage[pkg] ?? 0) + p.gzip;
        }
      }
      for (const s of first.scripts.filter((x) => x.beforeRender)) {
        const where = locate(s.url);
        const parts = where ? partsOf(where.file) : null;
        if (!parts) {
          buckets.other.raw += s.transfer;
          buckets.other.gzip += s.transfer;
          files.push({ url: s.url, parts: [{ bucket: 'other', pkg: null, raw: s.transfer, gzip: s.transfer }], transfer: s.transfer });
          continue;
        }
        const appBucket = where.app.name === 'shell' ? 'shell' : 'remote';
        const resolved = parts.map((p) => ({ ...p, bucket: p.bucket === 'app' ? appBucket : p.bucket, pkg: p.bucket === 'app' ? where.app.name : p.pkg }));
        for (const p of resolved) {
          buckets[p.bucket].raw += p.raw;
          buckets[p.bucket].gzip += p.gzip;
        }
        files.push({ url: s.url, parts: resolved, transfer: s.transfer });
      }
      const total = Object.values(buckets).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
      const rendered = median(times);
      const renderedSlow = median(slowTimes);
      log(`  first-load ${target.label}: ${(total.gzip / 1024).toFixed(1)} KB gzip in ${files.length} files to render, ${(deferred.gzip / 1024).toFixed(1)} KB deferred; remote rendered ${Math.round(rendered)} ms (4x CPU: ${Math.round(renderedSlow)} ms)`);
      results.push({ label: target.label, url: target.url, buckets, total, deferred, files, renderedMs: rendered, renderedMsSamples: times, renderedMs4xCpu: renderedSlow, renderedMs4xCpuSamples: slowTimes });
    }
  } finally {
    await browser.close();
  }
  return results;
}
