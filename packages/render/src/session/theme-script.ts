// index.html's head script (inlined by the build: server/inline-script.ts), run before the first paint of a document
// the server did not compose: the reader's theme from the `__session` cookie (or a legacy `theme` one), else the
// system's preference. A composed document has the theme set by the server and goes without this script.
import { parseTheme } from './session-cookie';

try {
  const chosen = parseTheme(document.cookie);
  const dark = chosen ? chosen === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  const root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
} catch {
  // no cookies or media queries: the app decides
}
