// The one cookie a server reads (session-cookie.ts): what the browser writes, the composer and the head script read,
// and a `theme` cookie from before it, read once and moved.
import { LEGACY_THEME_COOKIE, SESSION_COOKIE, parseLang, parseSession, readSessionPrefs, sessionCookie, withSessionPrefs, writeSessionPref } from '../session-cookie';

const clearCookies = () => {
  for (const name of [SESSION_COOKIE, LEGACY_THEME_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0`;
};
/** The head script as index.html runs it: the module's top level (it has no exports). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- run again on each call, as a fresh page would
const runThemeScript = () => jest.isolateModules(() => require('../theme-script'));

beforeEach(() => {
  clearCookies();
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
});

test('the cookie is __session, its value URLSearchParams text, kept a year for the whole site', () => {
  expect(sessionCookie({ theme: 'dark' }, { secure: false })).toBe('__session=theme%3Ddark; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(sessionCookie({ theme: 'light' }, { secure: true })).toBe('__session=theme%3Dlight; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
});

test('a Cookie header is read for the preferences it holds; anything else is no choice', () => {
  expect(parseSession('a=1; __session=theme%3Ddark; b=2')).toEqual({ theme: 'dark' });
  expect(parseSession(undefined)).toEqual({});
  expect(parseSession('')).toEqual({});
  expect(parseSession('__session=theme%3Dpurple')).toEqual({});
  expect(parseSession('__session=%E0%A4')).toEqual({}); // not URL-encoded text
  expect(parseSession('my__session=theme%3Ddark')).toEqual({});
  // a name a newer build stores is not a preference here
  expect(parseSession('__session=font%3Dlarge%26theme%3Dlight')).toEqual({ theme: 'light' });
});

test('without __session a legacy theme cookie is read, and said to be one (to be moved)', () => {
  expect(parseSession('theme=dark')).toEqual({ theme: 'dark', legacy: true });
  expect(parseSession('theme=dark; __session=theme%3Dlight')).toEqual({ theme: 'light' });
  expect(parseSession('theme=purple')).toEqual({});
});

test('the browser writes one preference with the others the cookie holds, and moves a legacy theme in', () => {
  document.cookie = 'theme=dark; Path=/';
  document.cookie = `${SESSION_COOKIE}=font%3Dlarge; Path=/`;
  writeSessionPref('theme', 'light');
  expect(document.cookie).not.toMatch(/(^|; )theme=/);
  expect(parseSession(document.cookie)).toEqual({ theme: 'light' });
  expect(document.cookie).toContain('font%3Dlarge');
  expect(readSessionPrefs()).toEqual({ theme: 'light' });
});

test("the head script of a document the server did not compose applies the cookie's theme, else the system's", () => {
  writeSessionPref('theme', 'dark');
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');

  clearCookies();
  document.cookie = 'theme=dark; Path=/'; // not moved yet: still the choice
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('dark');

  clearCookies();
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q.includes('dark') }) as MediaQueryList) as typeof window.matchMedia;
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  window.matchMedia = original;
  runThemeScript();
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('the place to deliver to is kept in its one spelling; a value that is no PIN code or area is no choice', () => {
  expect(parseSession('__session=deliver%3D440010')).toEqual({ deliver: '440010' });
  expect(parseSession('__session=theme%3Ddark%26deliver%3Ddharampeth')).toEqual({ theme: 'dark', deliver: 'Dharampeth' });
  expect(parseSession('__session=deliver%3D440035')).toEqual({ deliver: '440035' }); // a PIN code Thali does not serve yet
  expect(parseSession('__session=deliver%3D44001')).toEqual({});
  expect(parseSession('__session=deliver%3Dthe%2520lake')).toEqual({});
  document.cookie = `${SESSION_COOKIE}=theme%3Ddark; Path=/`;
  writeSessionPref('deliver', '440010');
  expect(readSessionPrefs()).toEqual({ theme: 'dark', deliver: '440010' });
  writeSessionPref('deliver', '');
  expect(readSessionPrefs()).toEqual({ theme: 'dark' });
});

test("a server's render answers the request's preferences, not the browser's cookie", () => {
  document.cookie = `${SESSION_COOKIE}=deliver%3D440010; Path=/`;
  expect(withSessionPrefs({ deliver: 'Hingna' }, () => readSessionPrefs())).toEqual({ deliver: 'Hingna' });
  expect(readSessionPrefs()).toEqual({ deliver: '440010' });
});

test('the language the reader chose is a preference: one of English, Marathi, Hindi', () => {
  expect(parseSession('__session=lang%3Dmr%26theme%3Ddark')).toEqual({ lang: 'mr', theme: 'dark' });
  expect(parseSession('__session=lang%3Dhi')).toEqual({ lang: 'hi' });
  expect(parseSession('__session=lang%3Dfr')).toEqual({});
  expect(parseLang('__session=lang%3Dmr')).toBe('mr');
  expect(parseLang('__session=lang%3Dxx')).toBeUndefined();
  expect(parseLang('lang=mr')).toBeUndefined();
});
