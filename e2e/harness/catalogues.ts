import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// The portal's message catalogues (issue 44: `src/**/messages/{en,mr,hi}.json` of every app and package), read by the
// language journeys: a control is found by its name in the language on screen, and a page in Marathi or Hindi is
// checked for English left on it.

export type Lang = 'en' | 'mr' | 'hi';
const root = path.resolve(__dirname, '../..');

function messageDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'messages' && existsSync(path.join(full, 'en.json')) ? [full] : messageDirs(full);
  });
}

const tables = ['apps', 'packages']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(root, group, name, 'src')))
  .filter((dir) => existsSync(dir))
  .flatMap(messageDirs)
  .map((dir) => Object.fromEntries((['en', 'mr', 'hi'] as const).map((lang) => [lang, JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>])) as Record<Lang, Record<string, string>>);

/** A text without placeholders, plurals or tags: shown as written. */
const plain = (text: string) => !/[{}<>]/.test(text);

/**
 * The text `english` (a plain catalogue text, e.g. 'Buy Now') in `lang`, as the catalogues translate it: any of their
 * translations (two features may word one English text differently), as an exact match for a role's or label's name.
 */
export function inLanguage(lang: Lang, english: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = lang === 'en' ? [english] : [...new Set(tables.flatMap((table) => Object.keys(table.en)
    .filter((id) => table.en[id] === english && table[lang][id] && plain(table[lang][id]!))
    .map((id) => table[lang][id]!)))];
  if (!found.length) throw new Error(`No catalogue translates "${english}" into ${lang}`);
  return new RegExp(`^(?:${found.map(escape).join('|')})$`);
}

/**
 * The English texts a page in another language must not show: plain texts of three words or more whose translations
 * differ from them (short ones may be names, or words a translation keeps, like UPI).
 */
const ENGLISH = [...new Set(tables.flatMap((table) => Object.entries(table.en)
  .filter(([id, text]) => plain(text) && text.trim().split(/\s+/).length >= 3 && table.mr[id] !== text && table.hi[id] !== text)
  .map(([, text]) => text)))];

/** The catalogues' English texts showing on the page (its visible text, the top bar to the footer). */
export async function englishOnPage(page: Page): Promise<string[]> {
  const shown = (await page.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ');
  return ENGLISH.filter((text) => shown.includes(text.replace(/\s+/g, ' ')));
}

/** How many catalogue texts the journeys can check (a sanity floor: the catalogues were found). */
export const englishTextCount = () => ENGLISH.length;
