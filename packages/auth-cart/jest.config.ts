import { jestPreset } from '@thali/tooling/jest.preset';

// Provider tests run against a real local backend, shared with @thali/firebase-data's setup.
export default {
  ...jestPreset({ displayName: 'auth-cart', rootDir: __dirname }),
  globalSetup: require.resolve('@thali/firebase-data/testing/global-setup.js'),
  globalTeardown: require.resolve('@thali/firebase-data/testing/global-teardown.js'),
  testTimeout: 30000,
};
