// The spec's user-facing texts (docs/spec/spec-texts.txt, copied from the product spec) are shown exactly as written,
// or retired by an issue that changed them (docs/spec/retired-texts.md). A text that silently disappears from the
// portal, because a component was rewritten or a string reworded, fails here with its line, so it is either put back
// or retired with a reason.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const SPEC_TEXTS = path.join(root, 'docs/spec/spec-texts.txt');
const RETIRED = path.join(root, 'docs/spec/retired-texts.md');

/** Every app's and package's source folder, whatever apps and packages exist (no list to keep in step). */
const sourceRoots = () => ['apps', 'packages'].flatMap((group) => fs.readdirSync(path.join(root, group), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => path.join(root, group, d.name, 'src'))
  .filter((dir) => fs.existsSync(dir)));

// Tests and test doubles are not the portal: a text found only in a test (or in the shared fake of the data package)
// is a text the portal no longer shows.
const NOT_SOURCE_DIRS = new Set(['__tests__', '__mocks__', '__fixtures__', 'testing', 'fake', 'node_modules']);
const SOURCE_FILE = /\.(tsx?|jsx?|mjs|cjs|json|html)$/;
const TEST_FILE = /\.(test|spec|stories)\.[^.]+$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Source text as the reader sees it: JSX entities and string escapes decoded, and any run of whitespace (a JSX text
 * wrapped over two lines) one space.
 * @param {string} text
 */
const asShown = (text) => text
  .replace(/&apos;|&#39;|\\'/g, "'").replace(/&quot;|\\"/g, '"').replace(/&amp;/g, '&').replace(/&nbsp;|\\u00a0/g, ' ')
  .replace(/\s+/g, ' ');

/** The spec's texts: one a line; '#' lines are comments. */
function specTexts() {
  return fs.readFileSync(SPEC_TEXTS, 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

/**
 * The retired texts: rows of the table in retired-texts.md whose first cell is the text in backticks, then the issue
 * (`#37`) and why.
 * @returns {{ text: string, issue: string, why: string }[]}
 */
function retiredTexts() {
  return fs.readFileSync(RETIRED, 'utf8').split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|([^|]*)\|([^|]*)\|\s*$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ text: m[1], issue: m[2].trim(), why: m[3].trim() }));
}

const corpus = sourceRoots().flatMap(sourceFiles).map((file) => asShown(fs.readFileSync(file, 'utf8'))).join('\n');

test('the source folders searched are every app and package that has one, without tests', () => {
  const roots = sourceRoots().map((dir) => path.relative(root, dir));
  expect(roots).toEqual(expect.arrayContaining(['apps/shell/src', 'apps/storefront/src', 'apps/customer-account/src',
    'apps/provider-dashboard/src', 'apps/static-content/src', 'packages/firebase-data/src', 'packages/ui/src']));
  const files = sourceRoots().flatMap(sourceFiles).map((file) => path.relative(root, file));
  expect(files.length).toBeGreaterThan(100);
  expect(files.filter((f) => /__tests__|\.test\.|\/fake\//.test(f))).toEqual([]);
});

test('every spec text is shown somewhere in the portal, or retired by an issue that says why', () => {
  const retired = new Set(retiredTexts().map((r) => r.text));
  const missing = specTexts().filter((text) => !retired.has(text) && !corpus.includes(asShown(text)));
  expect(missing).toEqual([]);
});

test('each retired text is a spec text, listed once, with its issue and a reason', () => {
  const spec = new Set(specTexts());
  const retired = retiredTexts();
  for (const r of retired) {
    expect([r.text, spec.has(r.text)]).toEqual([r.text, true]);
    expect([r.text, r.issue]).toEqual([r.text, expect.stringMatching(/^#\d+$/)]);
    expect([r.text, r.why.length > 10]).toEqual([r.text, true]);
  }
  expect(new Set(retired.map((r) => r.text)).size).toBe(retired.length);
});

test('the check itself: a text found nowhere is reported; one wrapped over lines in JSX, or escaped, is found', () => {
  expect(corpus.includes(asShown('A sentence no Thali page has ever shown, 7f3c'))).toBe(false);
  expect(asShown("<p>\n  No providers available at the\n  moment.\n</p>")).toContain(asShown('No providers available at the moment.'));
  expect(asShown("'We couldn\\'t find it'")).toContain("We couldn't find it");
});
