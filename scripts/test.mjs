#!/usr/bin/env node
// `pnpm test`: everything a newcomer or CI needs, from a fresh clone:
// Debian's chromium if absent (a unit suite needs it too), the production build, every unit suite (apps, packages, the
// local backend's conformance suite and rules matrix), then the browser journeys against the
// built portal and the local backend. Ends with one totals line.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cli from '../packages/tooling/cli.js';
import chromium from '../packages/tooling/chromium.js';
import projectsLib from './lib/jest-projects.js';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const { values, positionals } = cli.parseCli(
  {
    usage: 'Usage: pnpm test [--unit-only | --e2e-only] [--no-build] [test path patterns…]',
    options: { 'unit-only': { type: 'boolean' }, 'e2e-only': { type: 'boolean' }, 'no-build': { type: 'boolean' } },
    allowPositionals: true,
  },
  args,
);

// The journeys own fixed ports (the apps' ports of packages/contract/apps.json, 3990, 9400, 9499, 9599; the hosted
// journey's preview 5000–5009, 4400, 4500 and its backend's 9300, 9399, 9389): runs on one machine queue up.
if (!process.env.THALI_TEST_LOCKED && !values['unit-only'] && spawnSync('flock', ['--version']).status === 0) {
  const locked = spawnSync('flock', ['/tmp/thali-e2e.lock', process.execPath, fileURLToPath(import.meta.url), ...args], {
    stdio: 'inherit',
    env: { ...process.env, THALI_TEST_LOCKED: '1' },
  });
  process.exit(locked.status ?? 1);
}
const e2eOnly = values['e2e-only'];
const unitOnly = values['unit-only'];
// Anything that is not a flag narrows the run to matching test files (jest path patterns).
const pathFilter = positionals.length ? ['--testPathPatterns', ...positionals] : [];
const run = (cmd, cmdArgs, opts = {}) => spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...opts });

mkdirSync(path.join(root, '.cache'), { recursive: true });
const jestBin = path.join(root, 'node_modules/jest/bin/jest.js');
const totals = { passed: 0, failed: 0, skipped: 0, suitesFailed: 0 };

function jest(label, jestArgs) {
  const out = path.join(root, '.cache', `jest-${label}-${process.pid}.json`);
  const result = run(process.execPath, [jestBin, ...jestArgs, '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    totals.suitesFailed += report.numFailedTestSuites;
  } else {
    totals.suitesFailed += 1;
  }
  return result.status === 0;
}

// Before any suite: a unit suite runs in Chromium too (@thali/ui's photo processing, a canvas's real encoders), so
// on a fresh machine the browser is installed first, not only for the journeys.
const missing = chromium.ensureChromium();
if (missing) {
  console.error(missing);
  process.exit(1);
}

let ok = true;
if (!e2eOnly) {
  const projects = projectsLib.jestProjects().map((p) => p.name).filter((p) => p !== 'e2e');
  ok = jest('unit', ['--maxWorkers=2', ...pathFilter, '--selectProjects', ...projects]) && ok;
}
if (!unitOnly) {
  if (!values['no-build']) {
    const { buildApps } = require('./lib/build.js');
    const { APPS } = require('./lib/portal.js');
    if (!buildApps(APPS.map((a) => a.dir))) {
      console.error('The production build failed; the browser journeys cannot run.');
      process.exit(1);
    }
  }
  // Journeys share one portal and stop/restart its servers, so they run one at a time.
  ok = jest('e2e', ['-i', ...pathFilter, '--selectProjects', 'e2e']) && ok;
}

console.log('');
if (totals.suitesFailed) console.log(`${totals.suitesFailed} test suite(s) failed to run.`);
console.log(`Totals: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 && totals.suitesFailed === 0 ? 0 : 1);
