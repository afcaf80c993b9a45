// Stored text printed to a terminal (`pnpm admin`): anyone can put text in the database (a contact message, a
// kitchen's name), and a terminal obeys what is in it. ESC starts CSI/OSC sequences (clear the screen, set the window
// title, rewrite earlier lines, on some terminals write files or links), BEL rings, CR and backspaces overwrite what
// was printed, C1 controls are CSI/OSC in one byte, and the bidi overrides and isolates reorder what follows so a line
// reads other than it is. Each such character is printed as a visible escape instead (issue 36, item 8).

// C0 (U+0000-U+001F, newline and tab too), DEL and C1 (U+007F-U+009F), the bidi embeddings and overrides
// (U+202A-U+202E) and isolates (U+2066-U+2069).
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g; // eslint-disable-line no-control-regex

/** `\x1b` for a character up to U+00FF, `\u202e` above. @param {string} c */
const visible = (c) => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * The text with every control character and bidi override written as a visible escape: safe to print as one line.
 * Non-strings print as their String().
 * @param {unknown} text
 * @returns {string}
 */
function printable(text) {
  return String(text).replace(UNSAFE, visible);
}

module.exports = { printable };
