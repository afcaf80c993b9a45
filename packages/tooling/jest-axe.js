'use strict';
/* global document, expect -- run inside a jest test in jsdom */
/**
 * axe-core over what a jest test rendered in jsdom: WCAG 2.0–2.2 A and AA and best practices, without the checks
 * jsdom cannot make (colour contrast: the browser journeys check it) or that want a whole page (landmarks, regions),
 * nor the rules named in `skip` (e.g. 'page-has-heading-one' for a section rendered alone). Fails the test with each
 * violation's id and the markup it found it in.
 * @param {{ skip?: string[] }} [options]
 */
async function expectNoAxeViolations({ skip = [] } = {}) {
  // loaded on use: most suites never run it
  const axe = require('axe-core');
  const off = ['color-contrast', 'region', ...skip, 'landmark-one-main'];
  const results = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

module.exports = { expectNoAxeViolations };
