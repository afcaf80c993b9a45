// Build-time rendering of an app's public pages (issue 14). Each app's `src/prerender.tsx` calls this from its own
// build (packages/tooling/prerender.js bundles and runs it in Node); the shell's server puts the result in the
// document it sends, so a first visit paints the page before the scripts arrive, and the live page replaces this
// copy in one commit. Never imported by browser code.
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { PortalProviders } from './portal-providers';
import type { FirstData } from '@thali/render';
import { clearQueryCache, firstDataScript, seedQueries } from '@thali/render/server-seed';

export interface PrerenderedPage {
  /** The file's name under dist/prerender/ (without .html). */
  name: string;
  /** The page's markup, exactly what the live page renders before any data or session is known. */
  html: string;
  /** The CSS rules that markup needs, one rule per line. */
  css: string;
}

/** The marker around the part of the render that is kept: the providers' own markup (the toasts' region) is not. */
const KEEP = 'thali-prerender';

/** A route's location for the render: each `:param` stands as its own name, since the copy shows no particular record. */
export function exampleLocation(path: string): string {
  return path.replace(/:(\w+)/g, '$1');
}

/** styled-components' style tags as plain rules, without its rehydration markers. */
function cssRules(styleTags: string): string {
  return styleTags
    .replace(/<\/?style[^>]*>/g, '')
    .split('/*!sc*/')
    .map((rule) => rule.replace(/\s*\n\s*/g, ' ').trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.'))
    .join('\n');
}

export interface WithData {
  /** The address rendered, e.g. /provider/prov-annapurna/menu (without it, the route's example location). */
  location: string;
  /** The answers the page's queries get (read by the server just before); they go with the copy for the live page. */
  firstData: FirstData;
}

/**
 * Renders `element` at the route `path` inside the portal's providers (theme, session unknown, empty basket) and
 * returns its markup and CSS. With `data`, at that address with those answers in the query cache: the markup then
 * ends with the script element that hands them to the live page (first-data.ts).
 */
export function prerenderPage(name: string, path: string, element: ReactElement, data?: WithData): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  if (data) seedQueries(data.firstData, 0);
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <PortalProviders>
          <MemoryRouter initialEntries={[data?.location ?? exampleLocation(path)]}>
            <Routes>
              <Route path={path} element={createElement(KEEP, null, element)} />
            </Routes>
          </MemoryRouter>
        </PortalProviders>,
      ),
    );
    const start = markup.indexOf(`<${KEEP}>`);
    const end = markup.lastIndexOf(`</${KEEP}>`);
    if (start < 0 || end < 0) throw new Error(`The page ${name} did not render at ${path}`);
    const html = markup.slice(start + KEEP.length + 2, end);
    return { name, html: data ? html + firstDataScript(data.firstData) : html, css: cssRules(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
    if (data) clearQueryCache(); // one request's answers are never another's
  }
}
