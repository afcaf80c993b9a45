// @ts-check
'use strict';
/**
 * Jest globalSetup for @thali/firebase-data and @thali/auth-cart: one local backend (Realtime Database
 * emulator with the repo's database.rules.json, the Auth emulator, and the Storage emulator reading roles from that
 * database) on free ports for the whole run. Test files isolate themselves by database namespace (and by a Storage
 * bucket of the same name, whose writers' roles are read in that namespace). When another project of the same jest run already
 * started one (THALI_TEST_BACKEND is set), it is reused. THALI_TEST_DB_PORT + THALI_TEST_AUTH_PORT point at
 * an already running backend instead (started with `pnpm backend`, for example; THALI_TEST_STORAGE_PORT its Storage).
 */
const path = require('path');

module.exports = async function globalSetup() {
  if (process.env.THALI_TEST_BACKEND) return;
  if (process.env.THALI_TEST_DB_PORT && process.env.THALI_TEST_AUTH_PORT) {
    process.env.THALI_DB_PORT = process.env.THALI_TEST_DB_PORT;
    process.env.THALI_AUTH_PORT = process.env.THALI_TEST_AUTH_PORT;
    if (process.env.THALI_TEST_STORAGE_PORT) process.env.THALI_STORAGE_PORT = process.env.THALI_TEST_STORAGE_PORT;
    process.env.THALI_TEST_BACKEND = 'external';
    return;
  }
  const { startDatabaseEmulator, startAuthEmulator, startStorageEmulator, roleFromDatabase, defaultBucketOf } = require('@thali/local-firebase');
  const rulesPath = path.resolve(__dirname, '../../../database.rules.json');
  const [db, auth] = await Promise.all([
    // every test file opens its own namespace: any name, up to 256 live at once (a whole run has fewer files)
    startDatabaseEmulator({ port: 0, rulesPath, dataDir: null, projectId: 'demo-thali', namespaces: 'any', maxNamespaces: 256 }),
    startAuthEmulator({ port: 0, projectId: 'demo-thali', timeoutMs: 120000 }),
  ]);
  const storage = await startStorageEmulator({ port: 0, projectId: 'demo-thali', roleOf: roleFromDatabase(db.server, defaultBucketOf('demo-thali')) });
  process.env.THALI_DB_PORT = String(db.port);
  process.env.THALI_AUTH_PORT = String(auth.port);
  process.env.THALI_STORAGE_PORT = String(storage.port);
  process.env.THALI_TEST_BACKEND = 'own';
  /** @type {any} */ (globalThis).__THALI_TEST_BACKEND__ = { stop: () => Promise.all([db.stop(), auth.stop(), storage.stop()]) };
};
