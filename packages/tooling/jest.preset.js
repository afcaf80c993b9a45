// Jest preset shared by every app and package (each has its own jest.config.ts using it).
const path = require('node:path');

/**
 * @param {{ displayName?: string, rootDir: string, environment?: 'jsdom' | 'node' }} opts the display name
 *   defaults to the folder's name (what `--selectProjects` and `pnpm test` call the project)
 */
function jestPreset({ rootDir, displayName = path.basename(rootDir), environment = 'jsdom' }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.js') : 'node',
    // an app's Cloud Function (apps/<app>/functions, its own package for the deploy) is tested with its app
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/functions/src/**/__tests__/**/*.test.ts'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(rootDir, 'tsconfig.json') }],
    },
    moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'file-stub.js') },
    setupFiles: [path.join(__dirname, 'jest-setup-env.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup-timeout.js'), ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.js')] : [])],
  };
}

module.exports = { jestPreset };
