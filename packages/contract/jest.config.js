// The contract's own checks (plain Node, no DOM); no preset, so the package stays free of dependencies.
const path = require('node:path');

module.exports = {
  displayName: 'contract',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
};
