// The shell's server composes a public route's document from the prerendered copies (build-renderer.ts): its own
// layout for the route, with the page its remote serves beside its remoteEntry.js put in the layout's slot. Each
// request reads the remote's copy afresh (revalidated by ETag), so a remote redeployed alone is seen on the next load.
// Anything missing or late leaves the part out, never the document: the live page renders as it always did.
//
// The document is index.html edited through the HTML parser (html.ts): <html> gets the start-up's first state
// (copy-painted: startup.ts goes on from there) and the reader's theme, the head's script preloads wait for the paint,
// the scripts the server makes needless go, and the root gets the copy.
import path from 'node:path';
import { CONTRACT_VERSION } from '@thali/contract';
import {
  AFTER_PAINT_ATTRIBUTE,
  COPY_STYLE_ATTRIBUTE,
  REMOTE_ENTRY_PRELOAD_ATTRIBUTE,
  ROOT_ID,
  SERVER_STARTUP_STATE,
  STARTUP_ATTRIBUTE,
  THEME_SCRIPT_ATTRIBUTE,
} from '../markers';
import * as TIMEOUTS from '../timeouts';
import { COPY_CONTROLS_RULE } from '../startup/startup';
import { expireLegacyCookie, parseSession, sessionCookie, type SessionPrefs } from '../session/session-cookie';
import { DEFAULT_LOCALE, HTML_LANG, localeFromAcceptLanguage, type Locale } from '@thali/domain/languages';
import { configScript } from './config-script';
import { readText } from './read-text';
import { createTtlCache } from './ttl-cache';
import { layoutFile, pageFile, parsePart, publicPages, renderFile, type Part } from './copy-files';
import { documentHeaders, firebaseConfigOf, inlineScriptHash, isInlineScript, remoteOriginsOf, scriptHash, type FirebaseSettings } from './security-headers';
import { afterTagName, applyEdits, endTagStart, escapeAttribute, innerRange, insertion, parseHtml, removal, type Edit } from './html';

/** The copy's own rule: its controls are disabled (html.ts), without looking so, until the live page replaces it. */
export const COPY_RULES = [COPY_CONTROLS_RULE];

/** The share of the wait for a remote's page that its render may take (the rest is its static copy's). */
const RENDER_SHARE = 0.7;

/** Script text that may stand inside a <script> element as it is. */
const inlinable = (text: string) => !/<\/script|<!--/i.test(text);

/** Where index.html is edited, found once per build's index.html (the parse is not repeated per request). */
interface IndexTemplate {
  text: string;
  /** After `<html`: the start-up state and the theme go there. */
  htmlAttributes: number;
  /** index.html's `lang="…"` on `<html>` (the language goes there), if it has one. */
  htmlLang: Edit | null;
  /** The scripts a composed document does without: the theme's and the remote entry's lookups. */
  needless: Edit[];
  /** The deferred /firebase-config.js (left out when its settings come inline). */
  configScript: Edit | null;
  /** The head's script preloads, which become `<link data-after-paint>`: fetched once the copy is painted. */
  preloads: Edit[];
  /** Before `</head>`: the route's remote entry goes there. */
  headEnd: number;
  /** The root's (empty) content: the copy goes there; after it, the inline settings. */
  root: [number, number];
  rootEnd: number;
  /** The hashes of the inline scripts a composed document keeps (start-after-paint's): its policy allows them. */
  scriptHashes: string[];
}

function indexTemplate(text: string): IndexTemplate | null {
  const document = parseHtml(text);
  const html = document.querySelector('html');
  const head = document.querySelector('head');
  const root = document.getElementById(ROOT_ID);
  const headEnd = head ? endTagStart(head, text) : null;
  const inner = root && innerRange(root, text);
  if (!html || !head || headEnd === null || !root || !inner || inner[0] !== inner[1]) return null;
  const config = document.querySelectorAll('script[src]').find((script) => script.getAttribute('src') === '/firebase-config.js');
  // The attribute's place in the opening tag as written (node-html-parser reports the element's range, not its
  // attributes'): index.html is our own template, `<html lang="en-IN">`.
  const openTag = text.slice(html.range[0], text.indexOf('>', html.range[0]));
  const langAt = openTag.search(/\slang="[^"]*"/);
  return {
    text,
    htmlAttributes: afterTagName(html),
    htmlLang: langAt < 0 ? null : { start: html.range[0] + langAt, end: html.range[0] + langAt + (openTag.slice(langAt).match(/^\slang="[^"]*"/)?.[0].length ?? 0), text: '' },
    needless: document.querySelectorAll(`script[${THEME_SCRIPT_ATTRIBUTE}], script[${REMOTE_ENTRY_PRELOAD_ATTRIBUTE}]`).map(removal),
    configScript: config ? removal(config) : null,
    preloads: head
      .querySelectorAll('link[rel="preload"][as="script"]')
      .map((link) => ({ start: link.range[0], end: link.range[1], text: afterPaintLink(link.getAttribute('href') ?? '') })),
    headEnd,
    root: inner,
    rootEnd: root.range[1],
    scriptHashes: document
      .querySelectorAll('script')
      .filter((script) => isInlineScript(script) && !script.hasAttribute(THEME_SCRIPT_ATTRIBUTE) && !script.hasAttribute(REMOTE_ENTRY_PRELOAD_ATTRIBUTE))
      .map((script) => inlineScriptHash(script, text)),
  };
}

const afterPaintLink = (href: string) => `<link ${AFTER_PAINT_ATTRIBUTE} href="${escapeAttribute(href)}">`;

/** The last remotes.json read, parsed (it changes only when edited). */
let remotesParsed: { text: string; value: Record<string, unknown> | null } | null = null;

/** The shell's remotes.json, or null when it cannot be read. */
async function readRemotes(dir: string): Promise<Record<string, unknown> | null> {
  const text = await readText(path.join(dir, 'remotes.json'));
  if (text === null) return null;
  if (remotesParsed?.text !== text) {
    let value: Record<string, unknown> | null = null;
    try {
      value = JSON.parse(text);
    } catch {
      // not JSON: no remote is composed, as when it is missing
    }
    remotesParsed = { text, value };
  }
  return remotesParsed.value;
}

/** The remote's entry URL from the shell's remotes.json, if it runs with this shell's contract. */
function remoteEntry(config: Record<string, unknown> | null, remote: string): string | null {
  try {
    const entry = config?.[remote] as { entry?: unknown; contract?: unknown } | string | undefined;
    if (typeof entry === 'string') return null; // contract 1: not this shell's
    if (!entry || entry.contract !== CONTRACT_VERSION || typeof entry.entry !== 'string') return null;
    return new URL(entry.entry).href;
  } catch {
    return null;
  }
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A route path as a regular expression (react-router's matching: `:param` is one segment, a trailing slash is allowed). */
function routePattern(routePath: string): RegExp {
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i');
}

export interface ComposerOptions {
  /** The shell's build. */
  dir: string;
  /** What the server serves as /firebase-config.js, if it serves its own (else the build's file is inlined). */
  firebaseConfig?: object;
  /** How long a remote's copy is waited for. */
  timeoutMs?: number;
  /** How long a remote's rendered copy is kept for the readers who ask for the same one (TIMEOUTS.composedRenderTtlMs). */
  renderTtlMs?: number;
  fetch?: typeof fetch;
}

export interface ComposeRequest {
  /** The request's Cookie header (the reader's preferences: session-cookie.ts). */
  cookie?: string;
  /** Whether the request came over https (a cookie the server sets is then Secure). */
  secure?: boolean;
  /** The request's Accept-Language header: a first visit (no language chosen) that prefers Marathi or Hindi gets it. */
  acceptLanguage?: string;
  /**
   * The remotes.json the caller read (hosted, the shell's function reads it from the shell's site: apps/shell/functions);
   * without it, the build's file.
   */
  remotes?: unknown;
}

export interface ComposedDocument {
  html: string;
  /**
   * Its response headers: in the reader's preferences, so never shared-cached (`private`) and varying with the
   * cookie; a reader's legacy `theme` cookie is moved into `__session`.
   */
  headers: Record<string, string | string[]>;
}

/**
 * @returns the composed document for a request's path and query, or null when it is no public page, or has a query
 *   (a page may read it, e.g. the filters of /providers or a reset link's code: such a page is rendered live only)
 */
export function createComposer({
  dir, firebaseConfig, timeoutMs = TIMEOUTS.composeFetchMs, renderTtlMs = TIMEOUTS.composedRenderTtlMs, fetch: fetchImpl = fetch,
}: ComposerOptions) {
  const routes = publicPages().map((page) => ({
    ...page,
    pattern: routePattern(page.path),
    params: page.path.split('/').flatMap((segment, i) => (segment.startsWith(':') ? [[segment.slice(1), i] as const] : [])),
  }));
  /** Copies revalidated by ETag: URL → { etag, part }. */
  const fetched = new Map<string, { etag: string; part: Part | null }>();
  /** The last index.html and layouts read, parsed: the files change only with a deploy. */
  let index: IndexTemplate | null = null;
  const layouts = new Map<string, { text: string; part: Part | null }>();
  /**
   * Copies rendered per request (a kitchen's menu), parsed, by their text: the remote answers the same text for a
   * kitchen while it keeps its data (a few seconds), so a popular menu is parsed once, not per request.
   */
  const rendered = new Map<string, Part | null>();
  const RENDERED_KEPT = 50;
  /** Rendered copies by their address, for renderTtlMs (remotePage). */
  const renders = createTtlCache({ ttlMs: renderTtlMs, timeoutMs, maxEntries: 200 });

  function parseRendered(text: string): Part | null {
    if (rendered.has(text)) return rendered.get(text) ?? null;
    const part = parsePart(text);
    rendered.set(text, part);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    return part;
  }

  function templateOf(text: string): IndexTemplate | null {
    if (index?.text !== text) index = indexTemplate(text);
    return index;
  }

  function layoutOf(file: string, text: string): Part | null {
    const kept = layouts.get(file);
    if (kept?.text === text) return kept.part;
    const part = parsePart(text);
    layouts.set(file, { text, part });
    return part;
  }

  /**
   * The remote's copy of the page. A route with params (a kitchen's menu), or whose copy depends on the reader's
   * preferences, is asked for rendered with them at /render/ (first-data-server.ts); on a non-OK answer or one that is
   * no copy (a remote served as plain files answers its index.html there), its static /prerender/ copy, within the
   * same wait. A rendered answer is kept for a second (renderTtlMs); a static copy is kept and revalidated by ETag.
   */
  async function remotePage(entry: string, route: (typeof routes)[number], pathname: string, prefs: SessionPrefs, locale: Locale): Promise<Part | null> {
    const signal = AbortSignal.timeout(timeoutMs);
    // The copy in the reader's language; a remote built before it had languages has none (a 404): the live page renders.
    const copy = new URL(pageFile(route.page, locale), entry).href;
    // The reader's preferences the page's copy depends on (the kitchens delivering to their PIN code) are asked for
    // like route params: the copy is rendered for them, and so kept apart by them. Such a page is rendered with its
    // data without them too (the kitchens list: every listed kitchen), so its list is on screen from the first paint
    // rather than after the live page's read (issue 43).
    if (route.params.length === 0 && route.session.length === 0) return fetchPage(copy, true, signal);
    const url = new URL(renderFile(route.page), entry);
    const values = pathname.replace(/\/$/, '').split('/');
    for (const [name, i] of route.params) url.searchParams.set(name, values[i] ?? '');
    // The reader's preferences the page declares; a page without route params is asked with them empty when the
    // reader has none (the renderer answers only a request with params; it then reads for no place)
    for (const name of route.session) if (prefs[name] || route.params.length === 0) url.searchParams.set(name, prefs[name] ?? '');
    if (locale !== DEFAULT_LOCALE) url.searchParams.set('lang', locale);
    // The render gets most of the wait, the static copy what is left: a renderer that is slow (a cold instance) still
    // leaves time for the copy, which the remote's files answer at once (a 304 once kept).
    // Kept for a second by its address (the page, its params, the reader's preferences it declares, the language:
    // all a render depends on), and asked once by readers who miss it together; a failed render is not kept.
    const renderWait = Math.round(timeoutMs * RENDER_SHARE);
    const rendered = await renders.get(url.href, async () => {
      const part = await fetchPage(url.href, false, AbortSignal.any([signal, AbortSignal.timeout(renderWait)]));
      if (!part) throw new Error('No rendered copy');
      return part;
    }).catch(() => null);
    return rendered ?? (signal.aborted ? null : fetchPage(copy, true, signal));
  }

  /** Remotes' mf-manifest.json, revalidated by ETag: URL → { etag, chunks by exposed page, when last checked }. */
  const manifests = new Map<string, { etag: string; pages: Map<string, string[]>; checkedAt: number }>();
  /**
   * How long a manifest is used without asking again: a remote redeployed alone shows its new chunk names within
   * this (meanwhile a preload of a file it no longer has is a 404 the page does without), and a busy page costs the
   * remote one manifest request per 5 s, not one per document.
   */
  const MANIFEST_FRESH_MS = 5000;

  /**
   * The files the route's page needs before it can run (its exposed module's chunks, from the remote's
   * mf-manifest.json), so the document fetches them beside the shell's scripts instead of after remoteEntry.js has
   * run: one round trip and one chain fewer before the live page (issue 43, time until usable). Nothing on any
   * failure: the page's script then finds them itself, as before.
   */
  async function pageChunks(entry: string, page: string, signal: AbortSignal): Promise<string[]> {
    const chunksOf = (pages: Map<string, string[]> | undefined) => (pages?.get(page) ?? []).map((file) => new URL(file, entry).href);
    const url = new URL('mf-manifest.json', entry).href;
    const kept = manifests.get(url);
    if (kept && Date.now() - kept.checkedAt < MANIFEST_FRESH_MS) return chunksOf(kept.pages);
    try {
      const response = await fetchImpl(url, { headers: kept?.etag ? { 'If-None-Match': kept.etag } : {}, signal });
      let pages = kept?.pages;
      if (response.status === 304 && kept) kept.checkedAt = Date.now();
      else {
        pages = new Map();
        // none (a remote built without one) or not JSON: kept as none, asked again when no longer fresh
        const manifest = (response.ok ? await response.json().catch(() => null) : null) as
          | { exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[] }
          | null;
        for (const expose of manifest?.exposes ?? []) {
          const sync = expose.assets?.js?.sync;
          if (typeof expose.name === 'string' && Array.isArray(sync)) {
            pages.set(expose.name, sync.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)));
          }
        }
        manifests.set(url, { etag: response.headers.get('etag') ?? '', pages, checkedAt: Date.now() });
      }
      return chunksOf(pages);
    } catch {
      return [];
    }
  }

  async function fetchPage(url: string, revalidate: boolean, signal: AbortSignal): Promise<Part | null> {
    const cached = revalidate ? fetched.get(url) : undefined;
    try {
      const response = await fetchImpl(url, { headers: cached ? { 'If-None-Match': cached.etag } : {}, signal });
      if (response.status === 304 && cached) return cached.part;
      if (!response.ok) return null;
      const text = await response.text();
      const part = revalidate ? parsePart(text) : parseRendered(text);
      const etag = response.headers.get('etag');
      if (etag && revalidate) fetched.set(url, { etag, part });
      return part;
    } catch {
      return null; // down or slow: the page comes with its script
    }
  }

  return async function compose(url: string, { cookie, secure = false, acceptLanguage, remotes: given }: ComposeRequest = {}): Promise<ComposedDocument | null> {
    const [pathname = '', query] = url.split('?');
    if (query) return null;
    const decoded = decodePath(pathname);
    const route = routes.find((r) => r.pattern.test(decoded));
    if (!route) return null;
    const prefs = parseSession(cookie);
    // The reader's choice, else (a first visit) their browser's when it prefers Marathi or Hindi, else English.
    const locale = prefs.lang ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
    const layoutPath = path.join(dir, layoutFile(route.remote, route.page, locale));
    const [indexText, layoutText, remotes, configText] = await Promise.all([
      readText(path.join(dir, 'index.html')),
      readText(layoutPath),
      given && typeof given === 'object' ? (given as Record<string, unknown>) : readRemotes(dir),
      firebaseConfig ? configScript(firebaseConfig) : readText(path.join(dir, 'firebase-config.js')),
    ]);
    const template = indexText === null ? null : templateOf(indexText);
    const layout = layoutText === null ? null : layoutOf(layoutPath, layoutText);
    if (!template || !layout || layout.pieces.length !== 2) return null;
    const entry = remoteEntry(remotes, route.remote);
    // An empty file (no settings: the local backend's defaults) needs no script at all.
    const config = configText !== null && inlinable(configText) ? configText.trim() : null;
    const [remotePart, chunks] = entry
      ? await Promise.all([remotePage(entry, route, decoded, prefs, locale), pageChunks(entry, route.page, AbortSignal.timeout(timeoutMs))])
      : [null, []];
    const page: Part = remotePart || { rules: [], pieces: [''] };
    // The layout's global rules come first; a page repeats them (it was rendered in the same providers).
    const rules = [...new Set([...layout.rules, ...page.rules, ...COPY_RULES])];
    const copy = layout.pieces[0] + page.pieces.join('') + layout.pieces[1];
    // The theme the reader chose is set here, so the document paints in it with no script and no storage read before
    // its first paint (issue 14: that read was 3–7 ms of the parse task); with no choice, the CSS follows the
    // system's preference until the app sets the attribute.
    const themed = prefs.theme ? ` data-theme="${prefs.theme}" style="color-scheme:${prefs.theme}"` : '';
    const html = applyEdits(template.text, [
      // The page is in the document: its scripts are not needed to paint it, so their downloads start at its first
      // paint and they run once it is all on the screen (start-after-paint preloads the <link data-after-paint>).
      insertion(template.htmlAttributes, ` ${STARTUP_ATTRIBUTE}="${SERVER_STARTUP_STATE}"${themed}`),
      ...(template.htmlLang ? [{ ...template.htmlLang, text: ` lang="${HTML_LANG[locale]}"` }] : []),
      ...template.needless,
      ...template.preloads,
      ...(template.configScript && config !== null ? [template.configScript] : []),
      // The server has read remotes.json already: the route's remote entry is named here, after the shell's scripts,
      // rather than found by index.html's script while the document is parsed (its fetch and route table cost the
      // parse task a few milliseconds, 10 or more on a phone). The shell reads remotes.json itself (preloaded).
      // …and, after it, the chunks of the route's page (pageChunks), fetched with it rather than after it has run.
      insertion(template.headEnd, entry ? [entry, ...chunks].map(afterPaintLink).join('') : ''),
      // The copy's rules go in the root with it, after the head where styled-components adds the live page's: while
      // the live page renders in slices, a rule it has added (a base component's) must not override one of the copy's
      // that the live page has not added yet (its extension's), or the copy would shift. React's first commit
      // clears the root, so they go with the copy.
      insertion(template.root[0], `<style ${COPY_STYLE_ATTRIBUTE}>${rules.join('')}</style>${copy}`),
      insertion(template.rootEnd, config ? `<script>${config}</script>` : ''),
    ]);
    const headers: ComposedDocument['headers'] = {
      'Content-Type': 'text/html; charset=utf-8',
      // In the reader's preferences (their cookie): no shared cache may hand one reader's document to another.
      'Cache-Control': 'private, no-cache',
      // …and, for a first visit, the language its browser prefers.
      Vary: 'Cookie, Accept-Language',
      // Its policy allows the scripts it carries inline (by hash), the remotes it may load and its backend.
      ...documentHeaders({
        scriptHashes: [...template.scriptHashes, ...(config ? [scriptHash(config)] : []), ...(layout.scriptHashes ?? []), ...(page.scriptHashes ?? [])],
        remoteOrigins: remoteOriginsOf(remotes),
        firebaseConfig: (firebaseConfig as FirebaseSettings | undefined) ?? firebaseConfigOf(configText),
      }),
    };
    if (prefs.legacy && prefs.theme) {
      // A theme kept before `__session`: moved into it, so Firebase Hosting's rewrite forwards it from now on.
      headers['Set-Cookie'] = [sessionCookie({ theme: prefs.theme }, { secure }), expireLegacyCookie()];
    }
    return { html, headers };
  };
}
