// The reader's chosen theme, as the shell's server reads it from a request's Cookie header (compose.js). The cookie is
// written by @thali/ui's ThemeProvider (THEME_COOKIE; its tests check this reads what it writes) and read in the
// browser by theme-script.js on documents the server did not compose.
const THEME = /(?:^|;\s*)theme=(dark|light)(?:;|$)/;

/** 'dark' or 'light' if the reader chose one, else null (the system's preference shows). */
function themeFromCookie(header) {
  const match = typeof header === 'string' ? THEME.exec(header) : null;
  return match ? match[1] : null;
}

module.exports = { themeFromCookie };
