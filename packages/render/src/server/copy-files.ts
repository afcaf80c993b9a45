// The files a build's prerender leaves (build-renderer.ts) and the servers read (compose.ts, first-data-server.ts):
// where each copy is, and the one format of a copy: its CSS rules in a <style>, then its markup.
import { ROUTES, type RemoteName, type SessionPref } from '@thali/contract';
import type { Locale } from '@thali/domain/languages';
import { COPY_STYLE_ATTRIBUTE, PAGE_SLOT_ELEMENT } from '../markers';
import { applyEdits, disableControls, parseHtml } from './html';
import { inlineScriptHashesOf } from './security-headers';

export const PRERENDER_DIR = 'prerender';
/** Where a remote's build leaves its renderer for its server: beside the static copies, never served (serve.js). */
export const SERVER_RENDERER = 'server/render.cjs';

/** The shell's layout around one public page, with the page's slot empty. */
export const layoutFile = (remote: string, page: string, locale: Locale = 'en'): string => `${PRERENDER_DIR}/layout.${remote}.${page}${inLocale(locale)}.html`;
/** A remote's copy of one of its public pages, in a language (English's file keeps its name from before issue 44). */
export const pageFile = (page: string, locale: Locale = 'en'): string => `${PRERENDER_DIR}/${page}${inLocale(locale)}.html`;
const inLocale = (locale: Locale) => (locale === 'en' ? '' : `.${locale}`);
/**
 * Where a remote's server answers one of its pages rendered per request (with the route's params or the reader's
 * preferences as the query: first-data-server.ts). A path apart from the static copies, so a Hosting site can rewrite
 * it alone to the remote's function and keep serving /prerender/ as files.
 */
export const RENDER_DIR = 'render';
export const renderFile = (page: string): string => `${RENDER_DIR}/${page}.html`;

export interface PublicPage {
  remote: RemoteName;
  page: string;
  path: string;
  /** The reader's preferences its copy is rendered with (its manifest line's `session`). */
  session: readonly SessionPref[];
}

/** Every public page of the portal: its remote, name and route path (packages/contract/apps.json). */
export function publicPages(): PublicPage[] {
  return ROUTES.filter((route) => route.access === 'public').map(({ remote, page, path, session = [] }) => ({ remote, page, path, session }));
}

/** A prerendered copy as written to its file: the CSS rules its markup needs, then the markup. */
export function partText({ html, css }: { html: string; css: string }): string {
  return `<style ${COPY_STYLE_ATTRIBUTE}>\n${css}\n</style>\n${html}\n`;
}

export interface Part {
  /** Its CSS rules, one per entry. */
  rules: string[];
  /**
   * Its markup, every form control disabled (a copy is for reading): one piece, or two when it has the page's slot
   * (the shell's layouts: the page goes between them).
   */
  pieces: string[];
  /** The hashes of its runnable inline scripts (a copy has none as React renders it; the document's policy lists any). */
  scriptHashes?: string[];
}

/** A prerendered file read back (parsed), or null if it is not one. */
export function parsePart(text: string): Part | null {
  const root = parseHtml(text);
  const [style] = root.children;
  if (!style || style.tagName !== 'STYLE' || !style.hasAttribute(COPY_STYLE_ATTRIBUTE)) return null;
  const rules = style.rawText.split('\n').filter(Boolean);
  const slot = root.querySelector(PAGE_SLOT_ELEMENT);
  const spans: [number, number][] = slot ? [[style.range[1], slot.range[0]], [slot.range[1], text.length]] : [[style.range[1], text.length]];
  const edits = disableControls(root);
  const pieces = spans.map(([start, end]) => {
    const inside = edits.filter((edit) => edit.start >= start && edit.end <= end).map((edit) => ({ ...edit, start: edit.start - start, end: edit.end - start }));
    return applyEdits(text.slice(start, end), inside);
  });
  // The whitespace around the markup is the file's format, not the copy's.
  const last = pieces.length - 1;
  const scriptHashes = inlineScriptHashesOf(root, text);
  return { rules, ...(scriptHashes.length > 0 ? { scriptHashes } : {}), pieces: pieces.map((piece, i) => (i === 0 ? piece.trimStart() : piece)).map((piece, i) => (i === last ? piece.trimEnd() : piece)) };
}
