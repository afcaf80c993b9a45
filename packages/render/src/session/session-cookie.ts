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

type Checks = { [K in keyof Required<SessionPrefs>]: (value: string) => value is NonNullable<SessionPrefs[K]> & string };
/** Each preference's accepted values: anything else (tampered with, or from a newer build) is no choice. */
const CHECKS: Checks = {
  theme: (value): value is 'dark' | 'light' => value === 'dark' || value === 'light',
};

/** The value of cookie `name` in a Cookie header (or document.cookie), if present. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** The `__session` cookie's raw pairs (unknown names kept, so a write never drops what a newer build stored). */
function sessionParams(header: string): URLSearchParams {
  const value = cookieValue(header, SESSION_COOKIE);
  return new URLSearchParams(value === undefined ? '' : decoded(value));
}

function prefsOf(params: URLSearchParams): SessionPrefs {
  const prefs: SessionPrefs = {};
  for (const name of Object.keys(CHECKS) as (keyof SessionPrefs)[]) {
    const value = params.get(name);
    if (value !== null && CHECKS[name](value)) prefs[name] = value;
  }
  return prefs;
}

/**
 * The reader's preferences from a Cookie header: `__session`'s, or, without one, a legacy `theme` cookie's (the caller
 * that can write cookies moves it: `legacy` says so).
 */
export function parseSession(header: string | null | undefined): SessionPrefs & { legacy?: true } {
  if (typeof header !== 'string' || header === '') return {};
  if (cookieValue(header, SESSION_COOKIE) !== undefined) return prefsOf(sessionParams(header));
  const theme = cookieValue(header, LEGACY_THEME_COOKIE);
  return theme !== undefined && CHECKS.theme(theme) ? { theme, legacy: true } : {};
}

/** The Set-Cookie / document.cookie text that stores `prefs` (Path=/, a year, SameSite=Lax, Secure over https). */
export function sessionCookie(prefs: SessionPrefs | URLSearchParams, { secure }: { secure: boolean }): string {
  const params = prefs instanceof URLSearchParams ? prefs : new URLSearchParams(Object.entries(prefs).filter(([, v]) => v !== undefined));
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
  if (legacy !== undefined && !params.has('theme') && CHECKS.theme(legacy)) params.set('theme', legacy);
  params.set(name, value);
  document.cookie = sessionCookie(params, { secure: window.location.protocol === 'https:' });
  if (legacy !== undefined) document.cookie = expireLegacyCookie();
}
