import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { COPY_STYLE_ATTRIBUTE } from '@thali/render';
import { GlobalStyle } from './global-style';
import { theme, type ThemeName } from './tokens';

/**
 * The cookie that keeps a reader's choice of theme: the server that composes a public page reads it and sends the page
 * in that theme (packages/tooling/compose.js), so the document needs no script, and no storage read, before its first
 * paint (issue 14: a first localStorage read there was 3–7 ms of the parse, 12–28 ms at a phone's speed). Other
 * documents' head script reads it (packages/tooling/theme-script.js). With no choice, the system's preference shows.
 */
export const THEME_COOKIE = 'theme';
const YEAR_S = 365 * 24 * 60 * 60;

const isThemeName = (value: unknown): value is ThemeName => value === 'dark' || value === 'light';

/** The theme the reader chose, from the cookie, if any. */
export function savedThemeName(): ThemeName | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(document.cookie);
  return match && isThemeName(match[1]) ? match[1] : null;
}

function saveThemeName(name: ThemeName) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${name}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}

/** Dark if chosen as dark, or nothing chosen and the system prefers dark (the system's choice until the user picks one). */
export function initialThemeName(): ThemeName {
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    const set = root.dataset.theme;
    if (isThemeName(set)) return set;
    // A composed document without the attribute was sent to a reader with no choice (the server reads the cookie):
    // the cookie is not read again here. A page's first document.cookie is a round trip to the browser (0.4-9 ms
    // measured), and this runs in the live page's first render.
    // Composed: the copy's styles are in the root until the live page's first commit, which comes after this.
    if (document.querySelector(`style[${COPY_STYLE_ATTRIBUTE}]`)) return systemThemeName();
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
    saveThemeName(next);
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
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used within a ThemeProvider');
  return value;
}
