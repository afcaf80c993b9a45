import path from 'node:path';
import type { Config } from 'jest';

// Browser journeys: headless Debian chromium against the production build served like
// `pnpm start`, with the local backend and demo data. globalSetup starts it all once.
const config: Config = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  globalSetup: '<rootDir>/harness/global-setup.ts',
  globalTeardown: '<rootDir>/harness/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/harness/setup.ts'],
};

export default config;
