// @ts-check
// The shared constants and month functions, in plain Node (no transform: the package is plain CommonJS).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'domain',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.js'],
  transform: {},
};
