// The shell's server composes a public route's document from the prerendered copies (prerender.js): its own layout
// for the route, with the page its remote serves beside its remoteEntry.js put in the layout's slot. Each request
// reads the remote's copy afresh (revalidated by ETag), so a remote redeployed alone is seen on the next load.
// Anything missing or late leaves the part out, never the document: the live page renders as it always did.
const fs = require('node:fs/promises');
const path = require('node:path');
const { CONTRACT_VERSION, pathPattern } = require('@thali/contract/node');
const { PAGE_SLOT, layoutFile, pageFile, publicPages } = require('./prerender');

const STYLE = /^<style data-prerendered>\n([\s\S]*?)\n<\/style>\n([\s\S]*)$/;
const ROOT = '<div id="root"></div>';

// The copy is for reading: its controls do nothing until the live page has replaced it (no form may submit itself to
// the server with what was typed, no click may be lost in silence), so they are disabled, without looking so.
const CONTROL = /<(button|input|select|textarea)(?=[\s>])/g;
const COPY_RULES = ['html[data-prerendered] #root :disabled{opacity:1;cursor:progress}'];

function disableControls(html) {
  return html.replace(CONTROL, '<$1 disabled');
}

/** A prerendered file's CSS rules and markup, or null if it is not one. */
function parsePart(text) {
  const match = STYLE.exec(text);
  return match ? { rules: match[1].split('\n').filter(Boolean), html: match[2].trim() } : null;
}

function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

async function readText(file) {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** The remote's entry URL from the shell's remotes.json, if it runs with this shell's contract. */
async function remoteEntry(dir, remote) {
  try {
    const config = JSON.parse(await fs.readFile(path.join(dir, 'remotes.json'), 'utf8'));
    const entry = config[remote];
    if (typeof entry === 'string') return null; // contract 1: not this shell's
    if (!entry || entry.contract !== CONTRACT_VERSION || typeof entry.entry !== 'string') return null;
    return new URL(entry.entry).href;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, timeoutMs?: number, fetch?: typeof fetch }} options dir: the shell's build
 * @returns {(url: string) => Promise<string | null>} the composed document for a request's path and query, or null when
 *   it is no public page, or has a query (a page may read it, e.g. the filters of /providers or a reset link's code:
 *   such a page is rendered live only)
 */
function createComposer({ dir, timeoutMs = 1000, fetch: fetchImpl = fetch }) {
  const routes = publicPages().map((page) => ({ ...page, pattern: new RegExp(pathPattern(page.path), 'i') }));
  const cache = new Map(); // fragment URL → { etag, text }

  async function remotePage(entry, page) {
    const url = new URL(pageFile(page), entry).href;
    const cached = cache.get(url);
    try {
      const response = await fetchImpl(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) return cached.text;
      if (!response.ok) return null;
      const text = await response.text();
      const etag = response.headers.get('etag');
      if (etag) cache.set(url, { etag, text });
      return text;
    } catch {
      return null; // down or slow: the page comes with its script
    }
  }

  return async function compose(url) {
    const [pathname, query] = url.split('?');
    if (query) return null;
    const route = routes.find((r) => r.pattern.test(decodePath(pathname)));
    if (!route) return null;
    const [index, layoutText, entry] = await Promise.all([
      readText(path.join(dir, 'index.html')),
      readText(path.join(dir, layoutFile(route.remote, route.page))),
      remoteEntry(dir, route.remote),
    ]);
    const layout = layoutText && parsePart(layoutText);
    if (!index || !index.includes(ROOT) || !layout || !layout.html.includes(PAGE_SLOT)) return null;
    const pageText = entry && (await remotePage(entry, route.page));
    const page = (pageText && parsePart(pageText)) || { rules: [], html: '' };
    // The layout's global rules come first; a page repeats them (it was rendered in the same providers).
    const rules = [...new Set([...layout.rules, ...page.rules, ...COPY_RULES])];
    const copy = disableControls(layout.html.replace(PAGE_SLOT, () => page.html));
    return index
      // The page is in the document: its scripts are not needed to paint it, so they are fetched and run once it is
      // on the screen (start-after-paint.js preloads them then).
      .replace('<html ', '<html data-prerendered ')
      .replaceAll('<link rel="preload" as="script" ', '<link data-after-paint ')
      .replace('</head>', () => `<style data-prerendered>${rules.join('')}</style></head>`)
      .replace(ROOT, () => `<div id="root">${copy}</div>`);
  };
}

module.exports = { createComposer };
