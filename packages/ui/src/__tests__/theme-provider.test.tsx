import userEvent from '@testing-library/user-event';
import { COPY_STYLE_ATTRIBUTE, ROOT_ID } from '@thali/render/markers';
import { SESSION_COOKIE, parseSession } from '@thali/render/session';
import { render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider, useThemeMode, initialThemeName } from '..';

// The choice is kept in the one cookie a server reads (@thali/render's session-cookie.ts, tested there with the head
// script): the composer reads it with parseSession, as these tests do with document.cookie's pairs.
const clearCookies = () => {
  for (const name of [SESSION_COOKIE, 'theme', 'other']) document.cookie = `${name}=; Path=/; Max-Age=0`;
};

function Toggle() {
  const { mode, toggle } = useThemeMode();
  return <button onClick={toggle}>{mode}</button>;
}

beforeEach(() => {
  clearCookies();
  delete document.documentElement.dataset.theme;
});

test('starts in the theme the document arrived in (the composing server or the head script set it from the cookie)', () => {
  document.documentElement.dataset.theme = 'dark';
  expect(initialThemeName()).toBe('dark');
  document.documentElement.dataset.theme = 'light';
  expect(initialThemeName()).toBe('light');
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
  // the server's copy, its styles first in the root, still on screen while the live page first renders
  document.body.innerHTML = `<div id="${ROOT_ID}"><style ${COPY_STYLE_ATTRIBUTE}>h1{}</style><h1>Copy</h1></div>`;
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

test('the toggle switches the theme attribute and keeps the choice in the __session cookie for a year', async () => {
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
  // the cookie's code comes on the first switch
  await waitFor(() => expect(written).toEqual([`${SESSION_COOKIE}=theme%3Ddark; Path=/; Max-Age=31536000; SameSite=Lax`]));
  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  await waitFor(() => expect(parseSession(document.cookie).theme).toBe('light'));
  spy.mockRestore();
});

test('a legacy theme cookie is moved into __session by the next choice; the server then reads the new one', async () => {
  document.cookie = 'theme=dark; Path=/';
  document.documentElement.dataset.theme = 'dark'; // as the head script set it from that cookie
  render(
    <ThemeProvider>
      <Toggle />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'dark' }));
  await waitFor(() => expect(document.cookie).not.toMatch(/(^|; )theme=/));
  // the Cookie header the browser sends is document.cookie's pairs
  expect(parseSession(`other=abc; ${document.cookie}`)).toEqual({ theme: 'light' });
});

test('useThemeMode outside the provider throws', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Toggle />)).toThrow('useThemeMode must be used within a ThemeProvider');
  spy.mockRestore();
});
