import type { Config } from 'jest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jestProjects } = require('./scripts/lib/jest-projects.js') as { jestProjects: () => { dir: string }[] };

// Every app (packages/contract/apps.json) and package is its own project with its own jest config; `pnpm test`
// runs them all (plus the browser journeys in e2e/) and prints the totals.
const config: Config = {
  projects: jestProjects().map((project) => `<rootDir>/${project.dir}`),
};

export default config;
