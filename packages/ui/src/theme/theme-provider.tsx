import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { COPY_STYLE_ATTRIBUTE, ROOT_ID } from '@thali/render/markers';
import { readSessionPrefs, writeSessionPref } from '@thali/render/session';
import { GlobalStyle } from './global-style';
import { theme, type ThemeName } from './tokens';
import { useRequiredContext } from '../use-required-context';

/*
 * A reader's choice of theme is kept in the `__session` cookie (@thali/render's session-cookie.ts): the server that
 * composes a public page reads it and sends the page in that theme, so the document needs no script, and no storage
 * read, before its first paint (issue 14: a first localStorage read there was 3–7 ms of the parse, 12–28 ms at a
 * phone's speed). Other documents' head script reads it (session/theme-script.ts). With no choice, the system's
 * preference shows.
 */

const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

/** The theme the reader chose, from the cookie, if any. */
export function savedThemeName(): ThemeName | null {
  return readSessionPrefs().theme ?? null;
}

/** Dark if chosen as dark, or nothing chosen and the system prefers dark (the system's choice until the user picks one). */
export function initialThemeName(): ThemeName {
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    const set = root.dataset.theme;
    if (isThemeName(set)) return set;
    // A composed document (its copy's styles are still in the root: this runs in the live page's first render) without
    // the attribute was sent to a reader with no choice (the server reads the cookie): the cookie is not read again
    // here. A page's first document.cookie is a round trip to the browser (0.4-9 ms measured).
    if (document.querySelector(`#${ROOT_ID} > style[${COPY_STYLE_ATTRIBUTE}]`)) return systemThemeName();
  }
  const saved = savedThemeName();
  if (saved) return saved;
  return systemThemeName();
}

function systemThemeName(): ThemeName {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyTheme(name: ThemeName) {
  if (typeof document === 'undefined') return; // rendered at build time (prerender): the page's script sets it
  const root = document.documentElement;
  root.dataset.theme = name;
  root.style.colorScheme = name;
}

interface ThemeModeValue {
  mode: ThemeName;
  toggle: () => void;
  setMode: (mode: ThemeName) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeName>(() => {
    const initial = initialThemeName();
    applyTheme(initial);
    return initial;
  });

  const setMode = useCallback((next: ThemeName) => {
    applyTheme(next);
    writeSessionPref('theme', next);
    setModeState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'dark' ? 'light' : 'dark') }),
    [mode, setMode],
  );

  return (
    <ThemeModeContext.Provider value={value}>
      <StyledThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  return useRequiredContext(ThemeModeContext, 'useThemeMode', 'ThemeProvider');
}
