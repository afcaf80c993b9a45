// The one cookie a server reads: Firebase Hosting forwards only the cookie named `__session` to a function or Cloud Run
// service, so every preference the composer reads (the theme; later the delivery area and the language) travels in
// it, as URL-encoded URLSearchParams text (`__session=theme%3Ddark`). The browser writes it (writeSessionPref), the
// composer and the head script of an uncomposed document read it (parseSession). A `theme` cookie from before is read
// once and moved into it.

/** The cookie's name (the only one Firebase Hosting forwards). */
export const SESSION_COOKIE = '__session';
/** The cookie that kept the theme before `__session`: read when there is no `__session`, then moved. */
export const LEGACY_THEME_COOKIE = 'theme';
/** A year, in seconds: how long a preference is kept. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** What a reader chose that a server renders with. */
export interface SessionPrefs {
  theme?: 'dark' | 'light';
}

const isTheme = (value: unknown): value is 'dark' | 'light' => value === 'dark' || value === 'light';

/** The value of cookie `name` in a Cookie header (or document.cookie), if present. */
const cookieValue = (header: string, name: string): string | undefined =>
  header.split(/;\s*/).find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);

/** The `__session` cookie's pairs (unknown names kept, so a write never drops what a newer build stored). */
function sessionParams(header: string): URLSearchParams {
  try {
    return new URLSearchParams(decodeURIComponent(cookieValue(header, SESSION_COOKIE) ?? ''));
  } catch {
    return new URLSearchParams(); // not URL-encoded text: no preferences
  }
}

/**
 * The reader's preferences from a Cookie header: `__session`'s, or, without one, a legacy `theme` cookie's (the caller
 * that can write cookies moves it: `legacy` says so). A value that is no preference's (tampered with, or from a newer
 * build) is no choice.
 */
export function parseSession(header: string | null | undefined): SessionPrefs & { legacy?: true } {
  if (!header) return {};
  if (cookieValue(header, SESSION_COOKIE) === undefined) {
    const legacy = cookieValue(header, LEGACY_THEME_COOKIE);
    return isTheme(legacy) ? { theme: legacy, legacy: true } : {};
  }
  const theme = sessionParams(header).get('theme');
  return isTheme(theme) ? { theme } : {};
}

/** The Set-Cookie / document.cookie text that stores `prefs` (Path=/, a year, SameSite=Lax, Secure over https). */
export function sessionCookie(prefs: Record<string, string> | URLSearchParams, { secure }: { secure: boolean }): string {
  const params = new URLSearchParams(prefs);
  return `${SESSION_COOKIE}=${encodeURIComponent(params.toString())}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The text that expires the legacy `theme` cookie (once its value is in `__session`). */
export const expireLegacyCookie = (): string => `${LEGACY_THEME_COOKIE}=; Path=/; Max-Age=0`;

/** The preferences the browser holds (its own cookies, as a server would read them). */
export function readSessionPrefs(): SessionPrefs {
  if (typeof document === 'undefined') return {};
  const { legacy: _legacy, ...prefs } = parseSession(document.cookie);
  return prefs;
}

/**
 * Keeps one preference in the browser's `__session` cookie, with the others it holds; a legacy `theme` cookie is
 * moved in and expired.
 */
export function writeSessionPref<K extends keyof SessionPrefs>(name: K, value: NonNullable<SessionPrefs[K]>): void {
  if (typeof document === 'undefined') return;
  const header = document.cookie;
  const params = sessionParams(header);
  const legacy = cookieValue(header, LEGACY_THEME_COOKIE);
  if (isTheme(legacy) && !params.has('theme')) params.set('theme', legacy);
  params.set(name, value);
  document.cookie = sessionCookie(params, { secure: window.location.protocol === 'https:' });
  if (legacy !== undefined) document.cookie = expireLegacyCookie();
}
