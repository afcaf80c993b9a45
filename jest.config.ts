import type { Config } from 'jest';

// Every app and package is its own project with its own jest.config.ts; `pnpm test` runs
// them all (plus the browser journeys in e2e/) and prints the totals.
const config: Config = {
  projects: [
    '<rootDir>/apps/shell',
    '<rootDir>/apps/storefront',
    '<rootDir>/apps/customer-account',
    '<rootDir>/apps/provider-dashboard',
    '<rootDir>/apps/static-content',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/firebase-data',
    '<rootDir>/packages/auth-cart',
    '<rootDir>/packages/local-firebase',
    '<rootDir>/packages/tooling',
    '<rootDir>/e2e',
  ],
};

export default config;
