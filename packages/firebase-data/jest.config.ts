import { jestPreset } from '@thali/tooling/jest.preset';

// Suites run against a real local backend (started once per run, see testing/global-setup.js).
export default {
  ...jestPreset({ displayName: 'firebase-data', rootDir: __dirname, environment: 'node' }),
  globalSetup: '<rootDir>/testing/global-setup.js',
  globalTeardown: '<rootDir>/testing/global-teardown.js',
  testTimeout: 30000,
};
