// @ts-check
'use strict';
/**
 * Public API of @thali/local-firebase (see README.md).
 */
const path = require('path');
const { startDatabaseEmulator } = require('./database');
const { startAuthEmulator } = require('./auth');
const { startStorageEmulator, roleFromDatabase, defaultBucketOf } = require('./storage');
const { seed, DEMO_ACCOUNTS } = require('./seed');
const { migrateOrders } = require('./order-migration');
const { makeTestToken } = require('./auth/token');
const { resetLinkMessage } = require('./auth/reset-link');
const { signInCodeMessage } = require('./auth/sign-in-code');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const PROJECT_ID = 'demo-thali';
const DEFAULT_RULES = path.join(REPO_ROOT, 'database.rules.json');
const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
const IMAGES_DIR = path.join(__dirname, '..', 'demo', 'images');

/**
 * Start the emulators (Realtime Database, Auth, Storage), seed if empty. `log` receives each password-reset link requested later (no e-mail is sent
 * locally, so `pnpm start` and `pnpm backend` print it for the developer to open), and each sign-in code sent to a
 * mobile number (issue 44: no SMS either; `Sign-in code for +91 98765 43210 (no SMS is sent locally): 123456`). `seedHours: false` seeds the demo
 * kitchens without opening hours and holidays (open all day: for tests and journeys that run at any hour; the
 * environment's THALI_SEED_HOURS=0 does the same when the option is not given).
 * Besides its default namespace the database serves up to 32 others at once (`namespaces: 'any'`): a team's rules
 * tests with @firebase/rules-unit-testing use a database named after their project (README "Namespaces").
 * The Storage emulator (`storagePort`, default 9199) keeps its files in `<dataDir>/storage/` and reads the writer's role
 * from this database; `reset` empties it with the default namespace.
 * @param {{ dbPort?: number, authPort?: number, storagePort?: number, dataDir?: string | null, rulesPath?: string, reset?: boolean, seed?: boolean, seedHours?: boolean, projectId?: string, log?: (line: string) => void,
 *   namespaces?: import('./database/server').NamespacePolicy, maxNamespaces?: number }} [options]
 * @returns {Promise<{ dbPort: number, authPort: number, storagePort: number, projectId: string, dbUrl: string, authUrl: string, storageUrl: string,
 *   storageBucket: string, namespace: string, seeded: boolean, stop: () => Promise<void> }>}
 */
async function startBackend(options = {}) {
  const projectId = options.projectId || PROJECT_ID;
  const namespace = `${projectId}-default-rtdb`;
  const db = await startDatabaseEmulator({
    port: options.dbPort ?? 9000,
    rulesPath: options.rulesPath || DEFAULT_RULES,
    dataDir: options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir,
    projectId,
    namespaces: options.namespaces ?? 'any',
    maxNamespaces: options.maxNamespaces ?? 32,
  }).catch((e) => {
    throw e.code === 'EADDRINUSE' ? new Error(`Database emulator: port ${options.dbPort ?? 9000} is already in use`) : e;
  });
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  const storageBucket = defaultBucketOf(projectId);
  let storage;
  try {
    storage = await startStorageEmulator({
      port: options.storagePort ?? 9199, projectId, dataDir, roleOf: roleFromDatabase(db.server, storageBucket),
    });
  } catch (e) {
    await db.stop();
    throw /** @type {any} */ (e).code === 'EADDRINUSE' ? new Error(`Storage emulator: port ${options.storagePort ?? 9199} is already in use`) : e;
  }
  let auth;
  try {
    const log = options.log;
    auth = await startAuthEmulator({
      port: options.authPort ?? 9099, projectId, onResetLink: log ? (reset) => log(resetLinkMessage(reset)) : undefined,
      onSignInCode: log ? (sent) => log(signInCodeMessage(sent)) : undefined,
    });
  } catch (e) {
    await Promise.all([db.stop(), storage.stop()]);
    throw e;
  }
  try {
    if (options.reset) {
      await db.reset(namespace);
      storage.reset();
    }
    const result = options.seed === false ? { seededDatabase: false } : await seed({ dbUrl: db.url, authUrl: auth.url, ns: namespace, projectId, hours: options.seedHours });
    let stopped = false;
    return {
      dbPort: db.port, authPort: auth.port, storagePort: storage.port, projectId, dbUrl: db.url, authUrl: auth.url, storageUrl: storage.url,
      storageBucket, namespace, seeded: result.seededDatabase,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await Promise.all([db.stop(), auth.stop(), storage.stop()]);
      },
    };
  } catch (e) {
    await Promise.all([db.stop(), auth.stop(), storage.stop()]);
    throw e;
  }
}

module.exports = {
  startBackend, startDatabaseEmulator, startAuthEmulator, startStorageEmulator, roleFromDatabase, defaultBucketOf, seed, migrateOrders, DEMO_ACCOUNTS, makeTestToken,
  PROJECT_ID, DEFAULT_RULES, DEFAULT_DATA_DIR, IMAGES_DIR,
};
