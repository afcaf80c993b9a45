// A remote's (or a feature's) texts, declared once: `defineMessages(en, { mr: () => import('./mr.json'), hi: … })`
// beside its `en.json`. The ids are the English catalogue's keys, so `t('menu.addToBasket')` with a misspelt or
// missing id fails `pnpm typecheck`, and a Marathi or Hindi catalogue lacking a key fails it too (the loaders' type).
// Texts are ICU messages: `{count, plural, one {# review} other {# reviews}}`, `{name}`; a sentence with a link or
// emphasis marks it with tags, `Read our <terms>terms</terms>.`, which `rich` turns into elements (no translated
// pieces are ever concatenated).
import { Fragment, use, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@thali/domain/languages';
import {
  awaitsTexts, ensureCatalogue, formatMessage, registerCatalogue, shownLocale, subscribeLocale, type CatalogueLoader, type CatalogueState,
} from './i18n-store';

/** The values a message's placeholders take (numbers for plurals; text already formatted: prices, dates, names). */
export type MessageValues = Readonly<Record<string, string | number>>;
/** A translation: every id of the English catalogue `E`, each an ICU text. */
export type Catalogue<E> = { readonly [K in keyof E]: string };
type Loaded<E> = () => Promise<{ default: Catalogue<E> } | Catalogue<E>>;

/** Elements around a message's tagged parts: `{ terms: (text) => <Link to="/terms">{text}</Link> }`. */
export type RichTags = Readonly<Record<string, (text: ReactNode) => ReactNode>>;

export interface Translate<Id extends string> {
  /** The text `id` in the language on screen. */
  (id: Id, values?: MessageValues): string;
  /** The text `id` as elements: each `<tag>…</tag>` of the message wrapped by `tags[tag]`. */
  rich(id: Id, tags: RichTags, values?: MessageValues): ReactNode;
  /** The language on screen. */
  readonly locale: Locale;
}

/** The per-catalogue API: the hook for components, `t` for code outside React (it reads the language on screen). */
export interface Messages<Id extends string> {
  useT(): Translate<Id>;
  /** The text in the language on screen, for code that is not a component (a message built in an event handler). */
  t(id: Id, values?: MessageValues): string;
  /**
   * The English text, whatever the screen's language: for an English constant a test or a caller compares with. Never
   * read `en.json` itself outside `messages/index.ts`: a browser build's catalogue is compiled, not text.
   */
  english(id: Id, values?: MessageValues): string;
}

// A value that is not a string or number (an element) cannot pass through ICU; rich() splices values in after
// splitting tags, so a kitchen's name with `<b>` in it stays text.
const TOKEN = (i: number) => `\u0000${i}\u0000`;
const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;

function splice(text: string, values: readonly (string | number)[]): ReactNode[] {
  // eslint-disable-next-line no-control-regex -- the tokens are NUL-delimited on purpose: no message or value holds NUL
  return text.split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 ? String(values[Number(part)] ?? '') : part)).filter((part) => part !== '');
}

/**
 * Catalogues whose texts plain functions read during any render (@thali/ui's shared entry's: `formatTime`'s part of
 * the day), which no component asks for by a hook: every `useT` waits for them too, so a page rendering in Marathi
 * never shows an English time beside its Marathi texts (nothing would re-render it when they came).
 */
const everyPage: CatalogueState[] = [];

export function defineMessages<E extends Record<string, string>>(
  english: E,
  loaders: { mr: Loaded<E>; hi: Loaded<E> },
  /** `everyPage`: @thali/ui's own shared-entry catalogue only (above). */
  options?: { everyPage?: boolean },
): Messages<Extract<keyof E, string>> {
  type Id = Extract<keyof E, string>;
  const catalogue = registerCatalogue(english, loaders as Partial<Record<Locale, CatalogueLoader>>);
  if (options?.everyPage) everyPage.push(catalogue);

  const translate = (locale: Locale): Translate<Id> => {
    const t = ((id: Id, values?: MessageValues) => formatMessage(catalogue, locale, id, values)) as Translate<Id>;
    t.rich = (id, tags, values) => {
      // A text value that could read as a tag (a kitchen named `<terms>…`) goes in as a token, spliced back as text
      // after the tags are split; numbers (plurals) and plain words (a select's choice) go to ICU as they are.
      const raw: (string | number)[] = [];
      const given = Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => {
        if (typeof value !== 'string' || !/[<>]/.test(value)) return [name, value];
        raw.push(value);
        return [name, TOKEN(raw.length - 1)];
      }));
      const text = formatMessage(catalogue, locale, id, given);
      const nodes: ReactNode[] = [];
      let last = 0;
      for (const match of text.matchAll(TAG)) {
        nodes.push(...splice(text.slice(last, match.index), raw));
        const wrap = tags[match[1]!];
        const inner = splice(match[2]!, raw);
        nodes.push(wrap ? wrap(inner.length === 1 ? inner[0] : inner) : inner);
        last = match.index + match[0].length;
      }
      nodes.push(...splice(text.slice(last), raw));
      return nodes.map((node, i) => <Fragment key={i}>{node}</Fragment>);
    };
    Object.defineProperty(t, 'locale', { value: locale });
    return t;
  };

  const cache = new Map<Locale, Translate<Id>>();
  const translator = (locale: Locale) => {
    let t = cache.get(locale);
    if (!t) cache.set(locale, (t = translate(locale)));
    return t;
  };

  return {
    useT() {
      const locale = useSyncExternalStore(subscribeLocale, shownLocale, shownLocale);
      // A remote loaded after a switch, whose texts for the language on screen are still on their way: its page
      // waits in its Suspense boundary (its skeleton) rather than flash English. The same on a first load in Marathi
      // for the shared entry's texts, whose fetch started first but may land last.
      if (typeof document !== 'undefined') {
        if (awaitsTexts(catalogue, locale)) use(ensureCatalogue(catalogue, locale));
        for (const shared of everyPage) if (awaitsTexts(shared, locale)) use(ensureCatalogue(shared, locale));
      }
      return translator(locale);
    },
    t: (id, values) => translator(shownLocale())(id, values),
    english: (id, values) => translator('en')(id, values),
  };
}
