// Rendering one page (or the shell's layout) in Node, for the copy a public route's document arrives with (issue 14):
// at build time without data (build-renderer.ts), or per request with the answers its queries got
// (render-entry.ts's renderWithData). The shell's server puts the result in the document it sends, so a first visit
// paints the page before the scripts arrive; the live page then replaces this copy in one commit.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { KEEP_ELEMENT } from '../markers';
import type { FirstData } from '../query/first-data';
import { firstDataScript } from '../query/first-data';
import { clearQueryCache, seedQueries } from '../query/query-cache';
import { withSessionPrefs, type SessionPrefs } from '../session/session-cookie';
import { innerRange, parseHtml } from './html';

export interface PrerenderedPage {
  /** The file's name under dist/ (copy-files.ts), or the page's name for a copy rendered per request. */
  name: string;
  /** The page's markup, exactly what the live page renders before any session is known. */
  html: string;
  /** The CSS rules that markup needs, one rule per line. */
  css: string;
}

/** What the app's pages render inside: theme, session unknown, empty basket, toasts (the app's own providers). */
export type Providers = ComponentType<{ children: ReactNode }>;

export interface WithData {
  /** The address rendered, e.g. /provider/prov-annapurna/menu (without it, the route's example location). */
  location: string;
  /** The answers the page's queries got (read by the server just before); they go with the copy for the live page. */
  firstData: FirstData;
  /** The reader's preferences the page was asked for (readSessionPrefs answers them during the render). */
  session?: SessionPrefs;
}

/** A route's location for the render: each `:param` stands as its own name, since the copy shows no particular record. */
export function exampleLocation(path: string): string {
  return path.replace(/:(\w+)/g, '$1');
}

/** The text of styled-components' style elements (its public API for server rendering). */
function styleText(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleElement()
    .map((element) => (element.props as { dangerouslySetInnerHTML?: { __html?: string } }).dangerouslySetInnerHTML?.__html ?? '')
    .join('');
}

/** styled-components' CSS as plain rules, one per line, without its rehydration markers. */
function cssRules(css: string): string {
  return css
    .split('/*!sc*/')
    .map((rule) => rule.replace(/\s*\n\s*/g, ' ').trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.'))
    .join('\n');
}

export interface PrerenderOptions {
  name: string;
  /** The route path the element renders at. */
  path: string;
  element: ReactElement;
  /** The app's providers (render does not know them: @thali/auth-cart's PortalProviders, for the portal's apps). */
  Providers?: Providers;
  /** With data: at that address with those answers in the query cache; the markup then ends with the first-data script. */
  data?: WithData;
}

/**
 * Renders `element` at the route `path` inside the app's providers and returns its markup and CSS: only what is inside
 * the kept element (the providers' own markup, e.g. the toasts' region, is not the page's).
 */
export function prerenderPage({ name, path, element, Providers, data }: PrerenderOptions): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  if (data) seedQueries(data.firstData, 0);
  try {
    const routed = createElement(
      MemoryRouter,
      { initialEntries: [data?.location ?? exampleLocation(path)] },
      createElement(Routes, null, createElement(Route, { path, element: createElement(KEEP_ELEMENT, null, element) })),
    );
    const tree = sheet.collectStyles(Providers ? createElement(Providers, null, routed) : routed);
    const markup = withSessionPrefs(data?.session ?? {}, () => renderToString(tree));
    const kept = parseHtml(markup).querySelector(KEEP_ELEMENT);
    const inner = kept && innerRange(kept, markup);
    if (!inner) throw new Error(`The page ${name} did not render at ${path}`);
    const html = markup.slice(inner[0], inner[1]);
    return { name, html: data ? html + firstDataScript(data.firstData) : html, css: cssRules(styleText(sheet)) };
  } finally {
    sheet.seal();
    if (data) clearQueryCache(); // one request's answers are never another's
  }
}
