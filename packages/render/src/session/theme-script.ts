// index.html's head script (inlined by the build: server/inline-script.ts), run before the first paint of a document
// the server did not compose: the reader's theme from the `__session` cookie (or a legacy `theme` one), else the
// system's preference; and its language (issue 44). A composed document has both set by the server and goes without
// this script.
import { HTML_LANG, localeFromAcceptLanguage } from '@thali/domain/languages';
import { parseLang, parseTheme } from './session-cookie';

try {
  const chosen = parseTheme(document.cookie);
  const dark = chosen ? chosen === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
} catch {
  // no cookies or media queries: the app decides
}

try {
  // The language as the composer would choose it: the reader's choice, else the browser's languages when they prefer
  // Marathi or Hindi to English (the same rule as Accept-Language), else English as index.html says.
  const lang = parseLang(document.cookie) ?? localeFromAcceptLanguage(navigator.languages.join(','));
  if (lang) document.documentElement.lang = HTML_LANG[lang];
} catch {
  // no cookies: English
}
