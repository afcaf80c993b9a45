import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme, type ThemeName } from './tokens';

export const THEME_STORAGE_KEY = 'theme';

/** Dark if saved as dark, or nothing saved and the system prefers dark (the system's choice until the user picks one). */
export function initialThemeName(): ThemeName {
  if (typeof document !== 'undefined') {
    const set = document.documentElement.dataset.theme;
    if (set === 'dark' || set === 'light') return set;
  }
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (saved === 'dark' || saved === 'light') return saved;
  } catch {
    // storage may be unavailable (private mode); fall back to the system preference
  }
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
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // not persisted, but the page still switches
    }
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
