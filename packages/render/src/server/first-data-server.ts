// A remote's server renders its public pages that declare queries per request, with their data:
// GET /render/<page>.html?<the route's params> (what the shell's composer asks for a kitchen's menu) answers the
// page's copy rendered at that address with the data anyone may read, and the data itself for the live page to start
// from. The renderer is the remote's own build (dist/server/render.cjs, build-renderer.ts), so a remote redeployed
// alone renders its new page on the next request. No renderer, no such page or no data: null, and the static copy
// serves. The data is kept per page and route params (a kitchen) for a few seconds (ttl-cache.ts): a popular menu is
// read from the database once per TIMEOUTS.serverDataTtlMs, not five reads per request; the live page then reads it
// fresh anyway.
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { RENDER_DIR, SERVER_RENDERER, partText } from './copy-files';
import { createTtlCache, type TtlCacheOptions } from './ttl-cache';
import type { Renderer } from './render-entry';

/** At most this many kitchens' data kept at once (the least recently asked for goes first). */
export const FIRST_DATA_CACHE_ENTRIES = 500;

/** Node's module internals used to evaluate a file anew (not from require's cache). */
type InternalModule = Module & { paths: string[]; _compile(code: string, file: string): void };
type ModuleStatics = typeof Module & { _nodeModulePaths(dir: string): string[] };

/**
 * The module at `file`, evaluated anew (not from require's cache, which would keep the previous deploy's), its own
 * requires resolved from its folder as usual.
 */
function loadFresh(file: string): Partial<Renderer> {
  const loaded = new Module(file, module) as InternalModule;
  loaded.filename = file;
  loaded.paths = (Module as ModuleStatics)._nodeModulePaths(path.dirname(file));
  loaded._compile(fs.readFileSync(file, 'utf8'), file);
  return loaded.exports as Partial<Renderer>;
}

const PAGE = new RegExp(`^/${RENDER_DIR}/([a-z][a-z0-9-]*)\\.html$`);

export interface FirstDataOptions {
  /** The remote's build. */
  dir: string;
  /** The settings its /firebase-config.js would carry (the backend it reads); undefined: THALI_* variables, defaults. */
  config?: object;
  /**
   * false to read per request (also with the environment's THALI_FIRST_DATA_CACHE=off, as `pnpm bench` compares),
   * else the cache's settings over the defaults (TIMEOUTS).
   */
  cache?: false | TtlCacheOptions;
}

export function createFirstDataPages({ dir, config, cache = process.env.THALI_FIRST_DATA_CACHE === 'off' ? false : {} }: FirstDataOptions) {
  const file = path.join(dir, SERVER_RENDERER);
  let loaded: { mtimeMs: number; renderer: Partial<Renderer> } | null = null;
  const kept = cache === false ? null : createTtlCache({ maxEntries: FIRST_DATA_CACHE_ENTRIES, ...cache });
  const cached = kept ? <T>(key: string, read: () => Promise<T>) => kept.get(key, read) : undefined;
  // The pages it renders show stored pictures at the addresses the browser will (@thali/firebase-data's imageSrc reads
  // these settings where a page reads its /firebase-config.js): one server, one backend.
  const scope = globalThis as { __THALI_FIREBASE__?: object };
  if (config) scope.__THALI_FIREBASE__ ??= config;

  /** The build's renderer, required again when a deploy has replaced it. */
  function renderer(): Partial<Renderer> | null {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!loaded || loaded.mtimeMs !== stat.mtimeMs) {
      loaded = { mtimeMs: stat.mtimeMs, renderer: loadFresh(file) };
      kept?.clear(); // a new deploy's pages may read other data
    }
    return loaded.renderer;
  }

  // Loaded, and run once on the pages' static copies, when the server starts rather than by the first request:
  // requiring the renderer (React, styled-components, the pages) took 0.8 s on a busy machine and the first render
  // another 0.7 s (code not yet compiled), past the composer's 1 s wait, so the first menu went out without its copy.
  // A renderer that fails to load is reported by the first request that needs it.
  setImmediate(() => {
    Promise.resolve()
      .then(async () => {
        const loaded = renderer();
        await loaded?.prepare?.();
        loaded?.render?.();
      })
      .catch(() => {
        loaded = null;
      });
  });

  const texts = new WeakMap<object, string>();
  return async function renderPage(url: string): Promise<string | null> {
    const [pathname = '', query] = url.split('?');
    const match = PAGE.exec(pathname);
    if (!match?.[1] || !query) return null;
    const current = renderer();
    const render = current?.renderWithData;
    if (typeof render !== 'function') return null;
    // every language's texts in (once per renderer: a redeployed one prepares anew)
    await current?.prepare?.();
    const page = await render(match[1], Object.fromEntries(new URLSearchParams(query)), config, cached);
    if (!page) return null;
    // a page rendered once from kept data (render-entry.ts) is one object: its text is made once too
    let text = texts.get(page);
    if (text === undefined) texts.set(page, (text = partText(page)));
    return text;
  };
}
