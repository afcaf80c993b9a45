import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme, type ThemeName } from './tokens';
import { useRequiredContext } from '../use-required-context';

/*
 * A reader's choice of theme is kept in the `__session` cookie (@thali/render's session-cookie.ts): the server that
 * composes a public page reads it and sends the page in that theme, so the document needs no script, and no storage
 * read, before its first paint (issue 14: a first localStorage read there was 3–7 ms of the parse, 12–28 ms at a
 * phone's speed). Other documents' head script reads it (session/theme-script.ts). Either way `<html data-theme>` holds
 * the theme before any of this runs; with no choice, the system's preference shows. The cookie's code is needed only
 * when the reader switches, so it is fetched then, not with every page's first load.
 */

const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

/**
 * The theme the page arrived in: `<html data-theme>`, set by the composing server or the head script from the reader's
 * choice; without it (a document whose head script could not run) the system's.
 */
export function initialThemeName(): ThemeName {
  if (typeof document !== 'undefined') {
    const set = document.documentElement.dataset.theme;
    if (isThemeName(set)) return set;
    // A composed document without the attribute was sent to a reader with no choice: the server read the cookie.
  }
  return systemThemeName();
}

/** Keeps the reader's choice in the `__session` cookie (its code is fetched on the first switch). */
function keepChoice(name: ThemeName) {
  import(/* webpackChunkName: "later-session-cookie" */ '@thali/render/session').then(
    ({ writeSessionPref }) => writeSessionPref('theme', name),
    () => {}, // offline and never loaded: the choice holds for this page only
  );
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
    keepChoice(next);
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
