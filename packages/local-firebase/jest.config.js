// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'local-firebase',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.js'],
  setupFiles: ['<rootDir>/__tests__/setup.js'],
  testTimeout: 30000,
};
