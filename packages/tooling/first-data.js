// A remote's server renders the public pages its build lists in src/app/first-data.ts per request, with their data:
// GET /prerender/<page>.html?<the route's params> (what the shell's compose.js asks for a kitchen's menu) answers the
// page's copy rendered at that address with the data anyone may read, and the data itself for the live page to start
// from. The renderer is the remote's own build (dist/server/render.cjs, prerender.js), so a remote redeployed alone
// renders its new page on the next request. No renderer, no such page or no data: null, and the static copy serves.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { SERVER_RENDERER, partText } = require('./prerender');

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
 * @param {{ dir: string, config?: object }} options dir: the remote's build; config: the settings its
 *   /firebase-config.js would carry (the backend it reads), undefined for the THALI_* variables and defaults
 * @returns {(url: string) => Promise<string | null>}
 */
function createFirstDataPages({ dir, config }) {
  const file = path.join(dir, SERVER_RENDERER);
  let loaded = null; // { mtimeMs, renderer }

  /** The build's renderer, required again when a deploy has replaced it. */
  function renderer() {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs) loaded = { mtimeMs: stat.mtimeMs, renderer: loadFresh(file) };
    return loaded.renderer;
  }

  return async function renderPage(url) {
    const [pathname, query] = url.split('?');
    const match = PAGE.exec(pathname);
    if (!match || !query) return null;
    const render = renderer()?.renderWithData;
    if (typeof render !== 'function') return null;
    const page = await render(match[1], Object.fromEntries(new URLSearchParams(query)), config);
    return page ? partText(page) : null;
  };
}

module.exports = { createFirstDataPages };
