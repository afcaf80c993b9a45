// The jest projects of the workspace: every app of packages/contract/apps.json, every package with a jest config,
// and the browser journeys (e2e) last. Read by the root jest.config.ts and by `pnpm test`.
const { existsSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { APPS } = require('@thali/contract/node');

const repoRoot = path.resolve(__dirname, '../..');

/** @returns {{ name: string, dir: string }[]} each project's display name (its folder's name) and folder */
function jestProjects() {
  const packages = readdirSync(path.join(repoRoot, 'packages'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && ['jest.config.ts', 'jest.config.js'].some((f) => existsSync(path.join(repoRoot, 'packages', d.name, f))))
    .map((d) => ({ name: d.name, dir: `packages/${d.name}` }));
  return [...APPS.map((a) => ({ name: a.name, dir: a.dir })), ...packages, { name: 'e2e', dir: 'e2e' }];
}

module.exports = { jestProjects };
