// The shell's server composes a public route's document from the prerendered copies (prerender.js): its own layout
// for the route, with the page its remote serves beside its remoteEntry.js put in the layout's slot. Each request
// reads the remote's copy afresh (revalidated by ETag), so a remote redeployed alone is seen on the next load.
// Anything missing or late leaves the part out, never the document: the live page renders as it always did.
const fs = require('node:fs/promises');
const path = require('node:path');
const { CONTRACT_VERSION, pathPattern } = require('@thali/contract/node');
const { PAGE_SLOT, layoutFile, pageFile, publicPages } = require('./prerender');
const { themeFromCookie } = require('./theme-cookie');
const { configScript } = require('./config-script');

const STYLE = /^<style data-prerendered>\n([\s\S]*?)\n<\/style>\n([\s\S]*)$/;
const ROOT = '<div id="root"></div>';
// index.html's inline scripts that find the route's remote entry in remotes.json (remote-entry-preload.js) and the
// reader's theme (theme-script.js): the server knows both.
const ENTRY_PRELOAD_SCRIPT = /<script data-remote-entry-preload>[\s\S]*?<\/script>/;
const THEME_SCRIPT = /<script data-theme-script>[\s\S]*?<\/script>/;
// index.html's deferred /firebase-config.js: which backend the live page talks to. The server knows what it says, so
// the composed document carries it inline and the live page's start (at DOMContentLoaded, which waits for deferred
// scripts) waits for no request of its own.
const CONFIG_SCRIPT = /<script defer(?:="defer")? src="\/firebase-config\.js"><\/script>/;
/** Script text that may stand inside a <script> element as it is. */
const inlinable = (text) => !/<\/script|<!--/i.test(text);

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

// The copy is for reading: its controls do nothing until the live page has replaced it (no form may submit itself to
// the server with what was typed, no click may be lost in silence), so they are disabled, without looking so.
const CONTROL = /<(button|input|select|textarea)(?=[\s>])([^>]*)>/g;
/** A start tag's attributes, by name (the values skipped whole, so a value's words are never taken for names). */
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;
const hasDisabled = (attributes) => Array.from(attributes.matchAll(ATTRIBUTE), (m) => m[1].toLowerCase()).includes('disabled');
// @thali/render's COPY_CONTROLS_RULE (startup.ts), spelled out until this file moves into that package as TypeScript.
const COPY_RULES = ['html[data-startup="copy-painted"] #root :disabled,html[data-startup="code-ready"] #root :disabled{opacity:1;cursor:progress}'];

/** Each control's start tag gains `disabled` unless it has it already (a second one would be a parse error). */
function disableControls(html) {
  return html.replace(CONTROL, (tag, name, attributes) => (hasDisabled(attributes) ? tag : `<${name} disabled${attributes}>`));
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
 * @param {{ dir: string, firebaseConfig?: object, timeoutMs?: number, fetch?: typeof fetch }} options dir: the shell's
 *   build; firebaseConfig: what the server serves as /firebase-config.js, if it serves its own (else the build's file)
 * @returns {(url: string, request?: { cookie?: string }) => Promise<string | null>} the composed document for a
 *   request's path and query (and its Cookie header, which may hold the reader's theme), or null when it is no public
 *   page, or has a query (a page may read it, e.g. the filters of /providers or a reset link's code: such a page is
 *   rendered live only)
 */
function createComposer({ dir, firebaseConfig, timeoutMs = 1000, fetch: fetchImpl = fetch }) {
  const routes = publicPages().map((page) => ({
    ...page,
    pattern: new RegExp(pathPattern(page.path), 'i'),
    params: [...page.path.matchAll(/:([^/]+)/g)].map((m) => m[1]),
  }));
  const cache = new Map(); // fragment URL → { etag, text }

  /**
   * The remote's copy of the page. A route with params (a kitchen's menu) asks for it with them: the remote renders
   * that page with its data when it can (first-data.js), else answers its static copy. Such answers are not cached.
   */
  async function remotePage(entry, route, pathname) {
    const url = new URL(pageFile(route.page), entry);
    if (route.params.length > 0) {
      const values = pathname.replace(/\/$/, '').split('/');
      const names = route.path.split('/');
      names.forEach((name, i) => {
        if (name.startsWith(':')) url.searchParams.set(name.slice(1), values[i] ?? '');
      });
      return fetchPage(url.href, false);
    }
    return fetchPage(url.href, true);
  }

  async function fetchPage(url, revalidate) {
    const cached = revalidate ? cache.get(url) : undefined;
    try {
      const response = await fetchImpl(url, {
        headers: cached?.etag ? { 'If-None-Match': cached.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && cached) return cached.text;
      if (!response.ok) return null;
      const text = await response.text();
      const etag = response.headers.get('etag');
      if (etag && revalidate) cache.set(url, { etag, text });
      return text;
    } catch {
      return null; // down or slow: the page comes with its script
    }
  }

  return async function compose(url, { cookie } = {}) {
    const [pathname, query] = url.split('?');
    if (query) return null;
    const decoded = decodePath(pathname);
    const route = routes.find((r) => r.pattern.test(decoded));
    if (!route) return null;
    const [index, layoutText, entry, configText] = await Promise.all([
      readText(path.join(dir, 'index.html')),
      readText(path.join(dir, layoutFile(route.remote, route.page))),
      remoteEntry(dir, route.remote),
      firebaseConfig ? configScript(firebaseConfig) : readText(path.join(dir, 'firebase-config.js')),
    ]);
    // An empty file (no settings: the local backend's defaults) needs no script at all.
    const config = configText !== null && inlinable(configText) ? configText.trim() : null;
    const layout = layoutText && parsePart(layoutText);
    if (!index || !index.includes(ROOT) || !layout || !layout.html.includes(PAGE_SLOT)) return null;
    const pageText = entry && (await remotePage(entry, route, decoded));
    const page = (pageText && parsePart(pageText)) || { rules: [], html: '' };
    // The layout's global rules come first; a page repeats them (it was rendered in the same providers).
    const rules = [...new Set([...layout.rules, ...page.rules, ...COPY_RULES])];
    const copy = disableControls(layout.html.replace(PAGE_SLOT, () => page.html));
    // The theme the reader chose is set here, so the document paints in it with no script and no storage read before
    // its first paint (issue 14: that read was 3–7 ms of the parse task); with no choice, the CSS follows the
    // system's preference until the app sets the attribute.
    const theme = themeFromCookie(cookie);
    const themed = theme ? `data-theme="${theme}" style="color-scheme:${theme}" ` : '';
    return index
      // The page is in the document: its scripts are not needed to paint it, so they are fetched and run once it is
      // on the screen (@thali/render's start-after-paint.ts preloads them then; startup.ts tells the whole start-up).
      .replace('<html ', `<html data-startup="copy-painted" ${themed}`)
      .replace(THEME_SCRIPT, '')
      .replaceAll('<link rel="preload" as="script" ', '<link data-after-paint ')
      // The server has read remotes.json already: the route's remote entry is named here, after the shell's scripts,
      // rather than found by index.html's script while the document is parsed (its fetch and route table cost the
      // parse task a few milliseconds, 10 or more on a phone). The shell reads remotes.json itself (preloaded).
      .replace(ENTRY_PRELOAD_SCRIPT, '')
      .replace(CONFIG_SCRIPT, (tag) => (config === null ? tag : ''))
      .replace('</head>', () => `${entry ? `<link data-after-paint href="${escapeAttribute(entry)}">` : ''}</head>`)
      // The copy's rules go in the root with it, after the head where styled-components adds the live page's: while
      // the live page renders in slices, a rule it has added (a base component's) must not override one of the copy's
      // that the live page has not added yet (its extension's), or the copy would shift. React's first commit
      // clears the root, so they go with the copy.
      .replace(ROOT, () => `<div id="root"><style data-prerendered>${rules.join('')}</style>${copy}</div>${config ? `<script>${config}</script>` : ''}`);
  };
}

module.exports = { createComposer };
