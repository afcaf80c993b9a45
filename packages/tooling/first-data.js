// A remote's server renders the public pages its build lists in src/app/first-data.ts per request, with their data:
// GET /prerender/<page>.html?<the route's params> (what the shell's compose.js asks for a kitchen's menu) answers the
// page's copy rendered at that address with the data anyone may read, and the data itself for the live page to start
// from. The renderer is the remote's own build (dist/server/render.cjs, prerender.js), so a remote redeployed alone
// renders its new page on the next request. No renderer, no such page or no data: null, and the static copy serves.
// The data is kept per page and route params (a kitchen) for a few seconds (ttl-cache.js): a popular menu is read from
// the database once per FIRST_DATA_TTL_MS, not five reads per request; the live page then reads it fresh anyway.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { SERVER_RENDERER, partText } = require('./prerender');
const { createTtlCache } = require('./ttl-cache');

/**
 * How long a kitchen's data is kept for its menu's copy: what the kitchen changes (a dish, a price, sold out) shows
 * in the copy at most this long after. README.md, "Shape", says so.
 */
const FIRST_DATA_TTL_MS = 5000;
/** At most this many kitchens' data kept at once (the least recently asked for goes first). */
const FIRST_DATA_CACHE_ENTRIES = 500;

/**
 * The module at `file`, evaluated anew (not from require's cache, which would keep the previous deploy's), its own
 * requires resolved from its folder as usual.
 */
function loadFresh(file) {
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(fs.readFileSync(file, 'utf8'), file);
  return loaded.exports;
}

const PAGE = /^\/prerender\/([a-z][a-z0-9-]*)\.html$/;

/**
 * @param {{ dir: string, config?: object, cache?: false | { ttlMs?: number, maxEntries?: number, timeoutMs?: number, now?: () => number } }} options
 *   dir: the remote's build; config: the settings its /firebase-config.js would carry (the backend it reads),
 *   undefined for the THALI_* variables and defaults; cache: false to read per request (also with the environment's
 *   THALI_FIRST_DATA_CACHE=off, as `pnpm bench` compares), else the cache's settings over the defaults above
 * @returns {(url: string) => Promise<string | null>}
 */
function createFirstDataPages({ dir, config, cache = process.env.THALI_FIRST_DATA_CACHE === 'off' ? false : {} }) {
  const file = path.join(dir, SERVER_RENDERER);
  let loaded = null; // { mtimeMs, renderer }
  const kept = cache === false ? null : createTtlCache({ ttlMs: FIRST_DATA_TTL_MS, maxEntries: FIRST_DATA_CACHE_ENTRIES, ...cache });
  const cached = kept ? (key, read) => kept.get(key, read) : undefined;

  /** The build's renderer, required again when a deploy has replaced it. */
  function renderer() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, renderer: loadFresh(file) };
      kept?.clear(); // a new deploy's loaders may read other data
    }
    return loaded.renderer;
  }

  // Loaded, and run once on the pages' static copies, when the server starts rather than by the first request:
  // requiring the renderer (React, styled-components, the pages) took 0.8 s on a busy machine and the first render
  // another 0.7 s (code not yet compiled), past the composer's 1 s wait, so the first menu went out without its copy.
  // A renderer that fails to load is reported by the first request that needs it.
  setImmediate(() => {
    try {
      renderer()?.render?.();
    } catch {
      loaded = null;
    }
  });

  return async function renderPage(url) {
    const [pathname, query] = url.split('?');
    const match = PAGE.exec(pathname);
    if (!match || !query) return null;
    const render = renderer()?.renderWithData;
    if (typeof render !== 'function') return null;
    const page = await render(match[1], Object.fromEntries(new URLSearchParams(query)), config, cached);
    return page ? partText(page) : null;
  };
}

module.exports = { FIRST_DATA_CACHE_ENTRIES, FIRST_DATA_TTL_MS, createFirstDataPages };
