// Stored text printed by `pnpm admin` (issue 36, item 8): control characters and bidi overrides are shown, not obeyed.
const { printable } = require('../terminal-text');

test('OSC (set the window title, ended by BEL) and CSI (clear the screen) print as visible escapes', () => {
  const message = 'Hello\x1b]0;pwned\x07 there\x1b[2J\x1b[H';
  expect(printable(message)).toBe('Hello\\x1b]0;pwned\\x07 there\\x1b[2J\\x1b[H');
  expect(printable(message)).not.toMatch(/[\x00-\x1f\x7f-\x9f]/); // eslint-disable-line no-control-regex
});

test('every C0 control, DEL and every C1 control is escaped; newline, CR, backspace and tab too', () => {
  for (let code = 0; code <= 0x9f; code++) {
    if (code >= 0x20 && code < 0x7f) continue;
    const c = String.fromCharCode(code);
    expect(printable(`a${c}b`)).toBe(`a\\x${code.toString(16).padStart(2, '0')}b`);
  }
  expect(printable('line\r\nover\bwrite\t')).toBe('line\\x0d\\x0aover\\x08write\\x09');
  expect(printable('\x9b2J \x9d0;t\x9c')).toBe('\\x9b2J \\x9d0;t\\x9c');
});

test('bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) are escaped', () => {
  expect(printable('invoice\u202Efdp.exe')).toBe('invoice\\u202efdp.exe');
  for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
    expect(printable(String.fromCharCode(code))).toBe(`\\u${code.toString(16)}`);
  }
});

test('ordinary text is unchanged: Devanagari, emoji, punctuation, the rupee sign; non-strings print as String()', () => {
  const text = 'नमस्ते! Annapurna Tiffin — ₹120 “thali” 🍛 <a@b.in> \\x1b';
  expect(printable(text)).toBe(text);
  expect(printable(42)).toBe('42');
  expect(printable(undefined)).toBe('undefined');
});
