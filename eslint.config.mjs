// One lint configuration for the whole workspace; `pnpm --filter <app> lint` finds it too.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Paths are taken from this file's folder, so `pnpm --filter <app> lint` (run inside the app) works too.
const root = fileURLToPath(new URL('.', import.meta.url));
const APPS = readdirSync(`${root}apps`).filter((a) => existsSync(`${root}apps/${a}/src`));
const dirs = (path) => (existsSync(`${root}${path}`) ? readdirSync(`${root}${path}`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []);

// bulletproof-react layering: shared → features → app; features never import each other.
const zones = APPS.flatMap((app) => {
  const src = `./apps/${app}/src`;
  return [
    { target: `${src}/features`, from: `${src}/app`, message: 'Features must not import from the app layer.' },
    ...dirs(`apps/${app}/src/features`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'Features must not import each other; move shared code to a shared module or package.',
    })),
  ];
}).concat([{ target: './packages', from: './apps', message: 'Packages must not import from apps.' }]);

const ONLY_DATA_PACKAGE = { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only @thali/firebase-data talks to Firebase; use its use-case functions.' };
const DATA_ENTRY_ONLY = {
  group: ['@thali/firebase-data/*', '!@thali/firebase-data/logic', '!@thali/firebase-data/image-src'],
  message: 'Import the package entry (use cases), @thali/firebase-data/logic (constants, texts, validation) or @thali/firebase-data/image-src (a stored picture\'s address): its internals load the Firebase SDK before first paint.',
};
const AUTH_CART_ENTRY_ONLY = {
  group: ['@thali/auth-cart/*', '!@thali/auth-cart/delivery', '!@thali/auth-cart/report-review'],
  message: 'Import the package entry, or @thali/auth-cart/delivery (the order forms\' delivery details) or @thali/auth-cart/report-review (a review\'s Report button); @thali/auth-cart/testing is for tests.',
};

/**
 * A message catalogue is read through its `messages/index.ts` (`t`, `useT`, `english`): a browser build compiles the
 * JSON (packages/tooling/catalogue-loader.js), so code that reads it as text breaks there and only there (issue 44).
 */
const CATALOGUE_THROUGH_INDEX = {
  group: ['**/messages/*.json', './en.json', './mr.json', './hi.json'],
  message: 'Read a catalogue through its messages/index.ts (t, useT, english): a browser build compiles the JSON, so its values are not text.',
};

export default tseslint.config(
  // apps/<app>/functions/lib and site: the functions' build output (packages/tooling/build-functions.js)
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.cache/**', 'bench/raw/**', '.data/**', 'apps/*/functions/lib/**', 'apps/*/functions/site/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import/resolver': { typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': ['error', { zones, basePath: root }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [ONLY_DATA_PACKAGE, DATA_ENTRY_ONLY, AUTH_CART_ENTRY_ONLY, CATALOGUE_THROUGH_INDEX] }],
    },
  },
  {
    // the one file that reads a catalogue's JSON: it hands it to defineMessages
    files: ['**/messages/index.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_DATA_PACKAGE, DATA_ENTRY_ONLY, AUTH_CART_ENTRY_ONLY] }] },
  },
  {
    // A page's first data is read by its remote's server for the copy it sends (a query's `first`), with the data
    // package's REST reads (@thali/firebase-data/first-read, no SDK in it), imported on first use only: browser code
    // never loads it.
    files: ['apps/*/src/shared/api/server-first-read.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_DATA_PACKAGE, AUTH_CART_ENTRY_ONLY] }] },
  },
  {
    // The data-access package is the one door to Firebase.
    files: ['packages/firebase-data/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // `const crypto = require('crypto')` is the Node idiom, not a shadowed global.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.*', '**/testing/**', '**/testing.tsx', '**/test-utils.tsx', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Tests may reach the services through '@thali/firebase-data/testing'; firebase/* stays banned.
    files: ['**/__tests__/**', '**/*.test.*', '**/testing/**', '**/testing.tsx', '**/test-utils.tsx', 'e2e/**'],
    ignores: ['packages/firebase-data/**', 'packages/local-firebase/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only @thali/firebase-data talks to Firebase.' }] }],
    },
  },
  {
    files: [
      'packages/tooling/theme-script.js',
      'packages/tooling/remote-entry-preload.js',
      'packages/tooling/jest-setup-dom.js',
      'packages/tooling/__tests__/start-after-paint.test.js',
    ],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // The emulator and its tests legitimately drive the firebase SDK.
    files: ['packages/local-firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
