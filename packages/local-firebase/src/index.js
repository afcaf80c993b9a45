// @ts-check
'use strict';
/**
 * Public API of @thali/local-firebase (see README.md).
 */
const path = require('path');
const { startDatabaseEmulator } = require('./database');
const { startAuthEmulator } = require('./auth');
const { seed, DEMO_ACCOUNTS } = require('./seed');
const { migrateOrders } = require('./order-migration');
const { makeTestToken } = require('./auth/token');
const { resetLinkMessage } = require('./auth/reset-link');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const PROJECT_ID = 'demo-thali';
const DEFAULT_RULES = path.join(REPO_ROOT, 'database.rules.json');
const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
const IMAGES_DIR = path.join(__dirname, '..', 'demo', 'images');

/**
 * Start both emulators, seed if empty. `log` receives each password-reset link requested later (no e-mail is sent
 * locally, so `pnpm start` and `pnpm backend` print it for the developer to open). `seedHours: false` seeds the demo
 * kitchens without opening hours and holidays (open all day: for tests and journeys that run at any hour; the
 * environment's THALI_SEED_HOURS=0 does the same when the option is not given).
 * Besides its default namespace the database serves up to 32 others at once (`namespaces: 'any'`): a team's rules
 * tests with @firebase/rules-unit-testing use a database named after their project (README "Namespaces").
 * @param {{ dbPort?: number, authPort?: number, dataDir?: string | null, rulesPath?: string, reset?: boolean, seed?: boolean, seedHours?: boolean, projectId?: string, log?: (line: string) => void,
 *   namespaces?: import('./database/server').NamespacePolicy, maxNamespaces?: number }} [options]
 * @returns {Promise<{ dbPort: number, authPort: number, projectId: string, dbUrl: string, authUrl: string, namespace: string, seeded: boolean, stop: () => Promise<void> }>}
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
  let auth;
  try {
    const log = options.log;
    auth = await startAuthEmulator({
      port: options.authPort ?? 9099, projectId, onResetLink: log ? (reset) => log(resetLinkMessage(reset)) : undefined,
    });
  } catch (e) {
    await db.stop();
    throw e;
  }
  try {
    if (options.reset) await db.reset(namespace);
    const result = options.seed === false ? { seededDatabase: false } : await seed({ dbUrl: db.url, authUrl: auth.url, ns: namespace, projectId, hours: options.seedHours });
    let stopped = false;
    return {
      dbPort: db.port, authPort: auth.port, projectId, dbUrl: db.url, authUrl: auth.url, namespace, seeded: result.seededDatabase,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await Promise.all([db.stop(), auth.stop()]);
      },
    };
  } catch (e) {
    await Promise.all([db.stop(), auth.stop()]);
    throw e;
  }
}

module.exports = {
  startBackend, startDatabaseEmulator, startAuthEmulator, seed, migrateOrders, DEMO_ACCOUNTS, makeTestToken,
  PROJECT_ID, DEFAULT_RULES, DEFAULT_DATA_DIR, IMAGES_DIR,
};
