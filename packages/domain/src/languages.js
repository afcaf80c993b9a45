// @ts-check
'use strict';
// The languages Thali speaks (issue 44), written once: the UI's store and switch, the composer that sends a public
// page in the reader's language, and every formatter read them here. The language a page is in lives on
// `<html lang>` (set by the composer, the head script or the switch): every bundle of every remote reads the same
// one, as they read `<html data-theme>`, so five independently built remotes never disagree. A server rendering a
// page sets it for the render alone (withLocale).

/** @typedef {'en' | 'mr' | 'hi'} Locale */

/** English first: the default, and the spec's texts. */
const LOCALES = /** @type {const} */ (['en', 'mr', 'hi']);
const DEFAULT_LOCALE = 'en';

/** `<html lang>` for each: the language as spoken in India. */
const HTML_LANG = /** @type {const} */ ({ en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' });

/** Each language named in itself, as the switch shows it ("English · मराठी · हिन्दी"). */
const LANGUAGE_NAMES = /** @type {const} */ ({ en: 'English', mr: 'मराठी', hi: 'हिन्दी' });

/**
 * The locale Intl formats dates, weekdays and plurals in. Digits stay Western Arabic (`-u-nu-latn`): Intl's Marathi
 * default is Devanagari digits (२७ नोव्हेंबर), but Indian apps in Marathi and Hindi (Zomato, Swiggy, PhonePe,
 * UMANG) write prices, times, PIN codes and phone numbers in 0–9, which is also what readers type.
 * @type {Readonly<Record<Locale, string>>}
 */
const INTL_LOCALE = { en: 'en-IN', mr: 'mr-IN-u-nu-latn', hi: 'hi-IN-u-nu-latn' };

/** @param {unknown} value @returns {value is Locale} */
const isLocale = (value) => value === 'en' || value === 'mr' || value === 'hi';

/**
 * The locale of an `<html lang>` value or a language tag ('mr-IN', 'hi', 'en-GB'); undefined for any other language.
 * @param {string | null | undefined} tag
 * @returns {Locale | undefined}
 */
function localeOfTag(tag) {
  const primary = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * A first visit's language from its Accept-Language header: Marathi or Hindi when the reader prefers it to English
 * (the first of the three the list names, by weight); otherwise undefined (English, the default).
 * @param {string | null | undefined} header
 * @returns {Locale | undefined}
 */
function localeFromAcceptLanguage(header) {
  if (!header) return undefined;
  const ranked = String(header)
    .slice(0, 500) // a header is a few dozen characters; a huge one is not parsed whole
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: localeOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.locale && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranked[0]?.locale;
  return first && first !== DEFAULT_LOCALE ? first : undefined;
}

/** The locale a server is rendering a page in (null outside such a render: the document's is read). */
/** @type {Locale | null} */
let rendering = null;

/**
 * Runs `render` with `locale` as the current one (a server's synchronous render of one reader's page).
 * @template T
 * @param {Locale} locale
 * @param {() => T} render
 * @returns {T}
 */
function withLocale(locale, render) {
  const before = rendering;
  rendering = locale;
  try {
    return render();
  } finally {
    rendering = before;
  }
}

/**
 * The language the page is in: the server's render's, else `<html lang>`, else English.
 * @returns {Locale}
 */
function currentLocale() {
  if (rendering) return rendering;
  // a plain CommonJS package for Node and the browser alike: the page's document, when there is one
  const page = /** @type {{ document?: { documentElement: { lang: string } } }} */ (globalThis).document;
  if (!page) return DEFAULT_LOCALE;
  return localeOfTag(page.documentElement.lang) ?? DEFAULT_LOCALE;
}

/** The Intl locale of the current language (dates, weekdays, plurals: Western digits). */
const currentIntlLocale = () => INTL_LOCALE[currentLocale()];

/** @satisfies {typeof import('../languages')} */
const api = {
  LOCALES, DEFAULT_LOCALE, HTML_LANG, LANGUAGE_NAMES, INTL_LOCALE, isLocale, localeOfTag, localeFromAcceptLanguage,
  withLocale, currentLocale, currentIntlLocale,
};
module.exports = api;
