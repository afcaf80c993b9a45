// The language every remote shows, one store for all (issue 44). @thali/ui is a singleton shared by the shell and the
// remotes, so this module exists once per page: each remote's catalogues register here, and a switch moves every
// remote at once, after each registered catalogue has its texts for the new language (no screen shows half of one
// language, and nothing reloads). The language itself lives on `<html lang>` (@thali/domain/languages), which the
// composer sets before any script runs; the store follows it and, on a switch, sets it. The reader's choice is kept
// in the `__session` cookie, like the theme, so the next composed document arrives in it.
import {
  DEFAULT_LOCALE, HTML_LANG, INTL_LOCALE, currentLocale, isLocale, type Locale,
} from '@thali/domain/languages';
import { formatCompiled, type CompiledMessage } from './format-compiled';

/** A catalogue as written (`en.json`: id → ICU text) or as a browser build's loader compiled it. */
export type MessageTable = Readonly<Record<string, unknown>>;
/** How a remote fetches one language's texts (a chunk of its own: a reader downloads only their language's). */
export type CatalogueLoader = () => Promise<{ default: MessageTable } | MessageTable>;

export interface CatalogueState {
  /** Each loaded language's texts (English under every id a translation lacks). */
  readonly tables: Map<Locale, MessageTable>;
  readonly english: MessageTable;
  readonly loaders: Partial<Record<Locale, CatalogueLoader>>;
  /** Languages whose texts are in `tables` (English always). */
  readonly loaded: Set<Locale>;
  readonly pending: Map<Locale, Promise<void>>;
  /** Languages whose fetch failed: shown in English, not awaited again until a switch tries once more. */
  readonly failed: Set<Locale>;
}

type Compile = (message: string) => unknown;
/** Set by a server's prepare (server-messages.ts) or, in tests, by the jest preset's setup under this global name. */
const COMPILER_GLOBAL = Symbol.for('thali.compileMessage');
let compile: Compile | undefined = (globalThis as Record<symbol, Compile | undefined>)[COMPILER_GLOBAL];
/** Texts as written, compiled once each (only where a compiler is set: a server, a test). */
let compiled = new Map<string, CompiledMessage>();
const catalogues = new Set<CatalogueState>();
const listeners = new Set<() => void>();
/** The language on screen: every catalogue has its texts. Read lazily: `<html lang>` is set before any script runs. */
let shown: Locale | undefined;
/** The language a switch is moving to (a later switch wins over one still loading). */
let wanted: Locale | undefined;

/**
 * Catalogues as written are ICU text; a browser build's are compiled by its loader (packages/tooling/catalogue-loader.js),
 * so the browser never downloads the ICU parser. Tests and servers read them as written and compile with this.
 */
export function setMessageCompiler(next: Compile): void {
  compile = next;
  compiled = new Map();
}

const unwrap = (module: { default: MessageTable } | MessageTable): MessageTable =>
  'default' in module && typeof module.default === 'object' && module.default !== null ? (module.default as MessageTable) : (module as MessageTable);

function put(catalogue: CatalogueState, locale: Locale, table: MessageTable) {
  // English under every id the translation lacks: a catalogue test holds them complete, but a remote deployed with a
  // newer English than its translations still shows a sentence, never an id.
  catalogue.tables.set(locale, { ...catalogue.english, ...table });
  catalogue.loaded.add(locale);
  catalogue.failed.delete(locale);
}

/**
 * Whether a page should wait for the catalogue's texts in `locale`: not while they are in, nor once their fetch has
 * failed (a page that awaited them again would fetch and fail on every render, its skeleton on screen for good).
 */
export const awaitsTexts = (catalogue: CatalogueState, locale: Locale): boolean => !catalogue.loaded.has(locale) && !catalogue.failed.has(locale);

/** Starts (once) fetching a catalogue's texts for `locale`; resolves when they are in (English on a failed fetch). */
export function ensureCatalogue(catalogue: CatalogueState, locale: Locale): Promise<void> {
  if (catalogue.loaded.has(locale)) return Promise.resolve();
  let pending = catalogue.pending.get(locale);
  if (!pending) {
    const loader = catalogue.loaders[locale];
    pending = (loader ? loader() : Promise.resolve({}))
      .then((module) => put(catalogue, locale, unwrap(module)))
      // Offline, or the chunk gone with a redeploy: this remote shows English rather than nothing; a later switch
      // tries again.
      .catch(() => {
        catalogue.pending.delete(locale);
        catalogue.failed.add(locale);
      });
    catalogue.pending.set(locale, pending);
  }
  return pending;
}

/** A remote's catalogue joins the store: its English at once, the shown language's texts fetched now. */
export function registerCatalogue(english: MessageTable, loaders: Partial<Record<Locale, CatalogueLoader>>): CatalogueState {
  const catalogue: CatalogueState = { tables: new Map(), english, loaders, loaded: new Set(), pending: new Map(), failed: new Set() };
  put(catalogue, DEFAULT_LOCALE, {});
  catalogues.add(catalogue);
  const locale = shownLocale();
  if (locale !== DEFAULT_LOCALE) void ensureCatalogue(catalogue, locale);
  return catalogue;
}

/** The language on screen (a server's render: the one it renders in). */
export function shownLocale(): Locale {
  if (typeof document === 'undefined') return currentLocale();
  shown ??= currentLocale();
  return shown;
}

/** The text `id` of `catalogue` in `locale`, its `{placeholders}` filled from `values`. */
export function formatMessage(catalogue: CatalogueState, locale: Locale, id: string, values?: Record<string, unknown>): string {
  const available = catalogue.loaded.has(locale) ? locale : DEFAULT_LOCALE;
  let message = catalogue.tables.get(available)?.[id] as CompiledMessage | undefined;
  if (message === undefined) return id;
  // A browser build's texts arrive compiled (a plain string only where the text has no ICU syntax); a server's and a
  // test's as written.
  if (typeof message === 'string' && compile) {
    const text = message;
    message = compiled.get(text) ?? (compile(text) as CompiledMessage);
    compiled.set(text, message);
  }
  return formatCompiled(message, INTL_LOCALE[available], values);
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every catalogue registered so far has `locale`'s texts (a server awaits this before rendering in it). */
export async function loadAllCatalogues(locales: readonly Locale[]): Promise<void> {
  await Promise.all([...catalogues].flatMap((catalogue) => locales.map((locale) => ensureCatalogue(catalogue, locale))));
}

/**
 * Settles once every catalogue registered so far has the texts of the language on screen (at once in English; never
 * rejects: a failed fetch shows English). A remote's page module registers its catalogues when it is evaluated and
 * their fetches start then; the shell awaits this between loading a page and rendering it, because a render that
 * meets a catalogue still on its way suspends, and React throws that render away and does it again when the texts
 * come: in Marathi or Hindi a first load rendered the page twice or more, one long task each.
 */
export function textsShown(): Promise<void> {
  return loadAllCatalogues([shownLocale()]);
}

/** Keeps the reader's choice in the `__session` cookie (its code is fetched on the first switch, as the theme's). */
function keepChoice(locale: Locale) {
  import(/* webpackChunkName: "later-session-cookie" */ '@thali/render/session').then(
    ({ writeSessionPref }) => writeSessionPref('lang', locale),
    () => {}, // offline and never loaded: the choice holds for this page only
  );
}

/**
 * Switches every remote to `locale`: once each registered catalogue has its texts, `<html lang>` moves and every
 * text re-renders in one go. Resolves when shown (or when a later switch took over).
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  wanted = locale;
  await loadAllCatalogues([locale]);
  if (wanted !== locale) return;
  shown = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
  keepChoice(locale);
  for (const listener of listeners) listener();
}
