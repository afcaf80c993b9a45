import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_STYLE_ATTRIBUTE } from '@thali/render';
import { ThemeProvider, useThemeMode, initialThemeName, savedThemeName, THEME_COOKIE } from '..';

// Where else the cookie is read: the page's head script (inlined into index.html, run before the first paint) and the
// shell's server, which sends a composed page in the reader's theme.
const TOOLING = path.join(__dirname, '../../../tooling');
const HEAD_SCRIPT = readFileSync(path.join(TOOLING, 'theme-script.js'), 'utf8');
const runHeadScript = () => new Function(HEAD_SCRIPT)();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { themeFromCookie } = require(path.join(TOOLING, 'theme-cookie.js')) as { themeFromCookie: (header?: string) => string | null };
const clearCookie = () => {
  document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0`;
};

function Toggle() {
  const { mode, toggle } = useThemeMode();
  return <button onClick={toggle}>{mode}</button>;
}

beforeEach(() => {
  clearCookie();
  delete document.documentElement.dataset.theme;
});

test('starts dark when the saved preference is dark', () => {
  document.cookie = `${THEME_COOKIE}=dark; Path=/`;
  expect(initialThemeName()).toBe('dark');
});

test('a cookie that is not a theme is no choice', () => {
  document.cookie = `${THEME_COOKIE}=purple; Path=/`;
  document.cookie = 'other=dark; Path=/';
  expect(savedThemeName()).toBeNull();
  expect(themeFromCookie(document.cookie)).toBeNull();
  expect(initialThemeName()).toBe('light');
  document.cookie = 'other=; Path=/; Max-Age=0';
});

test('follows the system preference when nothing is saved', () => {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q.includes('dark') }) as MediaQueryList) as typeof window.matchMedia;
  expect(initialThemeName()).toBe('dark');
  window.matchMedia = original;
  expect(initialThemeName()).toBe('light');
});

test('a composed document without a theme was sent to a reader with no choice: the system theme, and no cookie read', () => {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q.includes('dark') }) as MediaQueryList) as typeof window.matchMedia;
  document.body.innerHTML = `<div id="root"><style ${COPY_STYLE_ATTRIBUTE}></style><main></main></div>`; // the server's copy
  const read = jest.spyOn(document, 'cookie', 'get');
  try {
    expect(initialThemeName()).toBe('dark');
    expect(read).not.toHaveBeenCalled();
    // the server's choice, when there is one, is on the element
    document.documentElement.dataset.theme = 'light';
    expect(initialThemeName()).toBe('light');
    expect(read).not.toHaveBeenCalled();
  } finally {
    read.mockRestore();
    window.matchMedia = original;
    document.body.innerHTML = '';
  }
});

test('the toggle switches the theme attribute and keeps the choice in a cookie for a year', async () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
    written.push(value);
    cookie.set!.call(this, value);
  });
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'light' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(savedThemeName()).toBe('dark');
  expect(written).toEqual(['theme=dark; Path=/; Max-Age=31536000; SameSite=Lax']);
  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  expect(savedThemeName()).toBe('light');
  spy.mockRestore();
});

test('the next page opens in the theme the toggle kept: the server and the head script read its cookie', async () => {
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'light' }));
  // the Cookie header the browser sends is document.cookie's pairs
  expect(themeFromCookie(`session=abc; ${document.cookie}`)).toBe('dark');
  // a document the server did not compose: its head script applies it
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
  runHeadScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');

  // nothing chosen: the system's preference
  clearCookie();
  expect(themeFromCookie(document.cookie)).toBeNull();
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ matches: q.includes('dark') }) as MediaQueryList) as typeof window.matchMedia;
  runHeadScript();
  expect(document.documentElement.dataset.theme).toBe('dark');
  window.matchMedia = original;
  runHeadScript();
  expect(document.documentElement.dataset.theme).toBe('light');
});

test('useThemeMode outside the provider throws', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Toggle />)).toThrow('useThemeMode must be used within a ThemeProvider');
  spy.mockRestore();
});
