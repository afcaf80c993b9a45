// @ts-check
// database.rules.json is generated: the committed file must be exactly what rules/build-rules.js writes today, or the
// rules deployed (and loaded by the emulator) are not the ones the generator and its tests describe.
const fs = require('fs');
const { rules, rulesText, RULES_FILE } = require('../rules/build-rules');

/**
 * The first place where two rule trees differ, as a path such as rules/orders/$oid/.validate.
 * @param {unknown} a @param {unknown} b @param {string} at
 * @returns {string | null}
 */
function firstDifference(a, b, at = '') {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference(/** @type {any} */ (a)[k], /** @type {any} */ (b)[k], at ? `${at}/${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? null : at || '(root)';
}

test('the committed database.rules.json is what the generator writes (else run `pnpm rules`)', () => {
  const committed = fs.readFileSync(RULES_FILE, 'utf8');
  if (committed === rulesText()) return;
  const where = firstDifference(JSON.parse(committed), rules) ?? 'formatting only';
  throw new Error(`database.rules.json is not what packages/local-firebase/rules/build-rules.js generates (first difference: ${where}). Run \`pnpm rules\` and commit the result.`);
});

test('the rules file stays well inside hosted Realtime Database\'s limit (RULES.md, "Size")', () => {
  const text = rulesText();
  // Kept well inside hosted Realtime Database's limit on the rules source (256 KB, RULES.md, "Size"): a feature that
  // needs more must shrink the stats check (most of the file) first. Issue 42's payments (the ledger, its totals, receipt
  // numbers and an order's paid mark) add about 34 KB, so the bar is 200 KB: still 56 KB under the limit.
  expect(Buffer.byteLength(text)).toBeLessThan(200 * 1024);
});
