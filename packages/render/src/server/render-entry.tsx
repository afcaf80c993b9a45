// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module (the app server esbuild substitutes), for the apps that type-check this file too
/// <reference path="./thali-app-server.d.ts" />
// The entry esbuild bundles, per app, into the renderer its build runs (build-renderer.ts) and, for a remote with data
// pages, leaves to its server (dist/server/render.cjs, first-data-server.ts). `thali:app-server` is the app's server
// module (app-server.ts); React, the router and styled-components stay the app's own, required at run time.
// process.env.THALI_REMOTE is the remote's federation name, empty for the shell (set by the build).
import { createElement } from 'react';
import appServer from 'thali:app-server';
import { PAGE_SLOT_ELEMENT } from '../markers';
import type { DeclaredPage, RouteParams } from '../page/define-page';
import type { FirstReadConfig } from '../page/query-options';
import type { FirstData } from '../query/first-data';
import type { RemoteServer, ShellServer } from './app-server';
import { validDeliver, type SessionPrefs } from '../session/session-cookie';
import { LOCALES, isLocale, withLocale } from '@thali/domain/languages';
import { layoutFile, pageFile, publicPages } from './copy-files';
import { prerenderPage, type PrerenderedPage } from './prerender-page';

/** The server's short-lived cache (ttl-cache.ts): the answer kept under `key`, else `read()`'s. */
export type Cached = <T>(key: string, read: () => Promise<T>) => Promise<T>;

export interface Renderer {
  /** Run once before rendering: loads the app's pages and every language's texts. */
  prepare(): Promise<void>;
  /** The app's static copies: a remote's public pages, or the shell's layout around each public page. */
  render(): PrerenderedPage[];
  /** Does any public page of the remote declare queries (then its server renders it per request)? */
  hasDataPages(): boolean;
  /**
   * The page rendered at the address of `params` with the answers of its queries (each query's `first`, through
   * `cached` keyed by the page and the route's params when given), or null when it declares none or any answer is
   * null (no such record: the static copy serves).
   */
  renderWithData(name: string, params: Record<string, string>, config?: FirstReadConfig, cached?: Cached): Promise<PrerenderedPage | null>;
}

const REMOTE = process.env.THALI_REMOTE ?? '';

const ownPages = () => publicPages().filter((p) => p.remote === REMOTE);

/** The page's declaration, when it has one (a component exported without definePage has none). */
const declared = (component: unknown): DeclaredPage['page'] | undefined => (component as Partial<DeclaredPage> | undefined)?.page;

let prepared: Promise<void> | undefined;

export function prepare(): Promise<void> {
  // The pages register their catalogues as they load: every page first, then every language of each.
  if (REMOTE) for (const p of ownPages()) (appServer as RemoteServer).page(p.page);
  prepared ??= appServer.prepare?.() ?? Promise.resolve();
  return prepared;
}

/** Each copy in each language (issue 44): the composer sends a reader's language's. */
export function render(): PrerenderedPage[] {
  return LOCALES.flatMap((locale) => withLocale(locale, () => renderIn(locale)));
}

function renderIn(locale: (typeof LOCALES)[number]): PrerenderedPage[] {
  if (!REMOTE) {
    const { Frame, Providers } = appServer as ShellServer;
    const slot = createElement(Frame, null, createElement(PAGE_SLOT_ELEMENT));
    return publicPages().map((p) => prerenderPage({ name: layoutFile(p.remote, p.page, locale), path: p.path, element: slot, Providers }));
  }
  const { Providers, page } = appServer as RemoteServer;
  return ownPages().flatMap((p) => {
    const Page = page(p.page);
    return Page ? [prerenderPage({ name: pageFile(p.page, locale), path: p.path, element: createElement(Page), Providers })] : [];
  });
}

export function hasDataPages(): boolean {
  if (!REMOTE) return false;
  const { page } = appServer as RemoteServer;
  return ownPages().some((p) => declared(page(p.page))?.queries !== undefined);
}

export async function renderWithData(
  name: string, params: Record<string, string>, config?: FirstReadConfig, cached?: Cached,
): Promise<PrerenderedPage | null> {
  const route = REMOTE ? ownPages().find((p) => p.page === name) : undefined;
  if (!route) return null;
  const { Providers, page } = appServer as RemoteServer;
  const Page = page(name);
  const declaration = declared(Page);
  if (!Page || !declaration?.queries) return null;
  const { queries } = declaration;
  const { path } = route;
  // Only the route's params and the reader's preferences the page declares: the key names all the read depends on (a
  // query string's other names do not split it). A preference is validated as the cookie's would be.
  const routeParams: RouteParams = {};
  for (const segment of path.split('/')) if (segment.startsWith(':')) routeParams[segment.slice(1)] = params[segment.slice(1)] ?? '';
  const prefs: SessionPrefs = {};
  // The language is every page's preference (issue 44): the copy comes in the reader's.
  const lang = isLocale(params.lang) ? params.lang : 'en';
  if (lang !== 'en') prefs.lang = lang;
  for (const name of route.session) {
    const value = name === 'deliver' ? validDeliver(params[name]) : undefined;
    if (value) {
      prefs[name] = value;
      routeParams[name] = value;
    }
  }
  const options = queries(routeParams);
  const read = async (): Promise<FirstData | null> => {
    const answers = await Promise.all(options.map((query) => (query.first ? query.first(config) : undefined)));
    if (answers.some((answer) => answer === null)) return null;
    // A query without a first read, or whose answer is undefined (not read for this page), is read by the live page.
    return options.flatMap((query, i) => (answers[i] === undefined ? [] : [[query.key, answers[i]] as const]));
  };
  // Kept by what is read (the queries' keys): a preference the page's queries do not depend on (the menu's for the
  // reader's place) does not split what is kept.
  const firstData = await (cached ? cached(JSON.stringify([name, options.map((query) => query.key)]), read) : read());
  if (!firstData) return null;
  const location = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(routeParams[segment.slice(1)] ?? '') : segment))
    .join('/');
  // The same kept data (one object while the cache keeps it) at the same address in the same preferences renders the
  // same page: rendered once, not per request. Under 50 readers of one menu the render was most of each answer's
  // time (p99 918 ms, bench/results.md "Fifty readers"); what is kept goes with its data, so nothing shows later than
  // the data cache already allows. With the cache off every request reads anew, so nothing is found here.
  const renderKey = JSON.stringify([name, location, prefs]);
  let renders = renderedFrom.get(firstData);
  if (!renders) renderedFrom.set(firstData, (renders = new Map()));
  const kept = renders.get(renderKey);
  if (kept) return kept;
  const rendered = withLocale(lang, () => prerenderPage({ name, path, element: createElement(Page), Providers, data: { location, firstData, session: prefs } }));
  // bounded: one kitchen's data is asked for under a handful of preferences (the reader's place)
  if (renders.size >= RENDERS_PER_DATA) renders.delete(renders.keys().next().value as string);
  renders.set(renderKey, rendered);
  return rendered;
}

/** Pages rendered from one kept answer (the cache's object), by page, address and preferences; gone with the answer. */
const renderedFrom = new WeakMap<object, Map<string, PrerenderedPage>>();
const RENDERS_PER_DATA = 32;
