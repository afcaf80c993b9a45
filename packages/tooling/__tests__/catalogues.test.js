// Every message catalogue (issue 44): `<dir>/messages/{en,mr,hi}.json` anywhere in an app's or a package's src. Each
// language has exactly English's ids; every text is valid ICU; each translation keeps English's placeholders, plural
// and select arguments and tags (a translator's dropped `{amount}` would show nothing where the price goes). The
// English texts are the spec's where the spec fixes them (spec-texts.test.js).
const fs = require('node:fs');
const path = require('node:path');
// OrThrow: compileMessage itself logs a text that is no valid ICU and returns it as it is, so nothing would fail
const { compileMessageOrThrow: compileMessage } = require('@lingui/message-utils/compileMessage');

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['en', 'mr', 'hi'];

/** @param {string} dir @returns {string[]} the messages folders under dir */
function messageDirs(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'messages' && fs.existsSync(path.join(full, 'en.json')) ? [full] : messageDirs(full);
  });
}

const dirs = ['apps', 'packages'].flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')))
  .filter((dir) => fs.existsSync(dir))
  .flatMap(messageDirs);
const read = (dir, lang) => JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
const rel = (dir) => path.relative(root, dir);

/**
 * What a text's translation must keep: its arguments with their kind (`name`, `count:plural`) and its tags, sorted.
 * @param {unknown} parts Lingui's compiled form: a text, or a list of texts and arguments [name, kind?, branches?]
 */
function shape(parts, out = new Set()) {
  for (const part of typeof parts === 'string' ? [parts] : Array.isArray(parts) ? parts : []) {
    if (typeof part === 'string') {
      for (const tag of part.matchAll(/<\/?([a-zA-Z][\w-]*)>/g)) out.add(`<${tag[1]}>`);
    } else if (Array.isArray(part) && typeof part[0] === 'string') {
      out.add(part.length > 1 && typeof part[1] === 'string' ? `${part[0]}:${part[1]}` : part[0]);
      if (part[2] && typeof part[2] === 'object') for (const branch of Object.values(part[2])) shape(branch, out);
    }
  }
  return out;
}

test('the catalogues are found where the apps keep them', () => {
  expect(dirs.map(rel)).toContain('apps/shell/src/features/layout/messages');
});

describe.each(dirs.map((dir) => [rel(dir), dir]))('%s', (_name, dir) => {
  const en = read(dir, 'en');

  test('every language has exactly English\'s ids, each a non-empty text', () => {
    for (const lang of LANGUAGES) {
      const table = read(dir, lang);
      expect([lang, Object.keys(table).sort()]).toEqual([lang, Object.keys(en).sort()]);
      const empty = Object.entries(table).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect([lang, empty]).toEqual([lang, []]);
    }
  });

  test('every text is valid ICU, and each translation keeps English\'s placeholders, plurals and tags', () => {
    const problems = [];
    for (const [id, text] of Object.entries(en)) {
      let want;
      try {
        want = [...shape(compileMessage(text))].sort();
        // what the browser's formatter handles (packages/ui/src/i18n/format-compiled.ts): placeholders, plurals, selects
        const other = want.filter((part) => part.includes(':') && !/:(plural|select)$/.test(part));
        if (other.length) problems.push(`en ${id}: ${other.join(' ')} (only plural and select are formatted)`);
      } catch (error) {
        problems.push(`en ${id}: ${error.message}`);
        continue;
      }
      for (const lang of ['mr', 'hi']) {
        const translated = read(dir, lang)[id];
        if (typeof translated !== 'string') continue;
        try {
          const got = [...shape(compileMessage(translated))].sort();
          if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${lang} ${id}: has ${got.join(' ')}, English ${want.join(' ')}`);
        } catch (error) {
          problems.push(`${lang} ${id}: ${error.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('Marathi and Hindi are written in Devanagari (no English text left untranslated)', () => {
    // A text with no Devanagari letter is English copied over, unless it is only names, codes or numbers (UPI, Thali).
    const untranslated = (lang) => Object.entries(read(dir, lang))
      .filter(([id, text]) => /[a-zA-Z]{3,}\s+[a-zA-Z]{3,}/.test(text.replace(/\{[^{}]*\}|<[^>]*>/g, '')) && !/[\u0900-\u097F]/.test(text) && text === en[id]);
    expect([untranslated('mr'), untranslated('hi')]).toEqual([[], []]);
  });
});
