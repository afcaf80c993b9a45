// The one cookie a server reads: Firebase Hosting forwards only the cookie named `__session` to a function or Cloud Run
// service, so every preference the composer reads (the theme, the place to deliver to; later the language) travels in
// it, as URL-encoded URLSearchParams text (`__session=theme%3Ddark`). The browser writes it (writeSessionPref), the
// composer and the head script of an uncomposed document read it (parseSession). A `theme` cookie from before is read
// once and moved into it.
import { deliverToLabel, resolveDeliverTo } from '@thali/domain/areas';
import { isLocale, type Locale } from '@thali/domain/languages';

/** The cookie's name (the only one Firebase Hosting forwards). */
export const SESSION_COOKIE = '__session';
/** The cookie that kept the theme before `__session`: read when there is no `__session`, then moved. */
export const LEGACY_THEME_COOKIE = 'theme';
/** A year, in seconds: how long a preference is kept. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** What a reader chose that a server renders with. */
export interface SessionPrefs {
  theme?: 'dark' | 'light';
  /** Where the reader wants food delivered ("Deliver to"): a 6-digit PIN code or an area's name, as deliverToLabel writes it. */
  deliver?: string;
  /** The language the reader chose (the switch); without it, a first visit follows Accept-Language (issue 44). */
  lang?: Locale;
}

/** A preference a page's server copy may depend on (the manifest's `session` of a page names them). */
export type SessionPrefName = keyof SessionPrefs;

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
  const params = sessionParams(header);
  const theme = params.get('theme');
  const deliver = validDeliver(params.get('deliver'));
  const lang = params.get('lang');
  return { ...(isTheme(theme) ? { theme } : {}), ...(deliver ? { deliver } : {}), ...(isLocale(lang) ? { lang } : {}) };
}

/** The language alone (the head script's read, as parseTheme). */
export function parseLang(header: string | null | undefined): Locale | undefined {
  if (!header || cookieValue(header, SESSION_COOKIE) === undefined) return undefined;
  const value = sessionParams(header).get('lang');
  return isLocale(value) ? value : undefined;
}

/** The theme alone (the head script's read: it does not bundle the areas that validate a place). */
export function parseTheme(header: string | null | undefined): SessionPrefs['theme'] {
  if (!header) return undefined;
  const value = cookieValue(header, SESSION_COOKIE) === undefined ? cookieValue(header, LEGACY_THEME_COOKIE) : sessionParams(header).get('theme');
  return isTheme(value) ? value : undefined;
}

/** A stored place to deliver to, in its one spelling ('440010', 'Dharampeth'); anything else is no choice. */
export function validDeliver(value: string | null | undefined): string | undefined {
  const resolved = value ? resolveDeliverTo(value) : null;
  return resolved ? deliverToLabel(resolved) : undefined;
}

/**
 * The preferences of the request a server is rendering a page's copy for (null outside such a render): the copy is
 * rendered synchronously, so one module-level value is enough, set and cleared around it (prerender-page.tsx).
 */
let rendering: SessionPrefs | null = null;

/** Runs `render` with `prefs` as the reader's preferences (readSessionPrefs answers them meanwhile). */
export function withSessionPrefs<T>(prefs: SessionPrefs, render: () => T): T {
  const before = rendering;
  rendering = prefs;
  try {
    return render();
  } finally {
    rendering = before;
  }
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
  if (rendering) return rendering;
  if (typeof document === 'undefined') return {};
  const { legacy: _legacy, ...prefs } = parseSession(document.cookie);
  return prefs;
}

/**
 * Keeps one preference in the browser's `__session` cookie, with the others it holds (an empty value forgets it); a
 * legacy `theme` cookie is moved in and expired.
 */
export function writeSessionPref<K extends keyof SessionPrefs>(name: K, value: NonNullable<SessionPrefs[K]> | ''): void {
  if (typeof document === 'undefined') return;
  const header = document.cookie;
  const params = sessionParams(header);
  const legacy = cookieValue(header, LEGACY_THEME_COOKIE);
  if (isTheme(legacy) && !params.has('theme')) params.set('theme', legacy);
  if (value) params.set(name, value);
  else params.delete(name);
  document.cookie = sessionCookie(params, { secure: window.location.protocol === 'https:' });
  if (legacy !== undefined) document.cookie = expireLegacyCookie();
}
