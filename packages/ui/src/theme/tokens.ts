// Colour sets for both themes. Components use the CSS variables (see `theme`), so the
// theme switches by changing one attribute on <html> and never re-renders the tree.
export const palettes = {
  light: {
    bg: '#f8fafc',
    surface: '#ffffff',
    surfaceAlt: '#eef2ff',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cbd5e1',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    onPrimary: '#ffffff',
    focus: '#4f46e5',
    success: '#166534',
    successBg: '#dcfce7',
    warning: '#854d0e',
    warningBg: '#fef9c3',
    danger: '#b91c1c',
    dangerBg: '#fee2e2',
    skeleton: '#e2e8f0',
    shadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.06)',
    pictureFilter: 'none',
  },
  dark: {
    bg: '#0b1020',
    surface: '#141b2d',
    surfaceAlt: '#1e2640',
    text: '#e2e8f0',
    textMuted: '#a5b4c8',
    border: '#334155',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    onPrimary: '#0b1020',
    focus: '#a5b4fc',
    success: '#86efac',
    successBg: '#14532d',
    warning: '#fde68a',
    warningBg: '#713f12',
    danger: '#fca5a5',
    dangerBg: '#7f1d1d',
    skeleton: '#1e293b',
    shadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
    // Pictures are drawn for a light page (the demo art's pale backgrounds, daylight photos): dimmed on a dark one, so
    // they do not glare (pictureSurface).
    pictureFilter: 'brightness(0.75) saturate(0.9)',
  },
} as const;

export type ThemeName = keyof typeof palettes;
export type ColorToken = keyof (typeof palettes)['light'];

const cssName = (token: string) => `--thali-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** CSS variable declarations for one palette, used by the global style. */
export function cssVariables(name: ThemeName): string {
  return Object.entries(palettes[name])
    .map(([token, value]) => `${cssName(token)}: ${value};`)
    .join('\n');
}

/** The styled-components theme: every colour is a CSS variable reference. */
export const theme = {
  colors: Object.fromEntries(Object.keys(palettes.light).map((t) => [t, `var(${cssName(t)})`])) as Record<
    ColorToken,
    string
  >,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  maxWidth: '1200px',
};

export type Theme = typeof theme;
