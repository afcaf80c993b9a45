#!/usr/bin/env node
// @ts-check
'use strict';
/**
 * `pnpm backend`: the offline Firebase backend (Realtime Database, Auth and Storage emulators), seeded with demo data.
 * Flags: --db-port N --auth-port N --storage-port N --data-dir DIR --rules FILE --reset
 * Env:   THALI_DB_PORT THALI_AUTH_PORT THALI_STORAGE_PORT THALI_DATA_DIR THALI_RULES
 */
const { startBackend, DEMO_ACCOUNTS, DEFAULT_DATA_DIR, DEFAULT_RULES } = require('../src');

const { parseCli } = require('@thali/tooling/cli.js');

const { values: flags } = parseCli({
  usage: 'Usage: pnpm backend [--db-port N] [--auth-port N] [--storage-port N] [--data-dir DIR] [--rules FILE] [--reset]',
  options: { 'db-port': { type: 'string' }, 'auth-port': { type: 'string' }, 'storage-port': { type: 'string' }, 'data-dir': { type: 'string' }, rules: { type: 'string' }, reset: { type: 'boolean' } },
});
/** A string flag's value (parseCli types every value loosely). @param {unknown} v */
const str = (v) => (typeof v === 'string' ? v : undefined);
const num = (/** @type {string|undefined} */ v, /** @type {number} */ d) => (v === undefined || v === '' ? d : Number(v));

(async () => {
  const options = {
    dbPort: num(str(flags['db-port']) ?? process.env.THALI_DB_PORT, 9000),
    authPort: num(str(flags['auth-port']) ?? process.env.THALI_AUTH_PORT, 9099),
    storagePort: num(str(flags['storage-port']) ?? process.env.THALI_STORAGE_PORT, 9199),
    dataDir: str(flags['data-dir']) || process.env.THALI_DATA_DIR || DEFAULT_DATA_DIR,
    rulesPath: str(flags.rules) || process.env.THALI_RULES || DEFAULT_RULES,
    reset: flags.reset === true,
    log: (/** @type {string} */ line) => process.stdout.write(`${line}\n`),
  };
  let backend;
  try {
    backend = await startBackend(options);
  } catch (e) {
    process.stderr.write(`backend: ${/** @type {Error} */ (e).message}\n`);
    process.exit(1);
  }
  const lines = [
    `Realtime Database emulator: ${backend.dbUrl} (namespace ${backend.namespace}, data in ${options.dataDir})`,
    `Auth emulator:              ${backend.authUrl} (project ${backend.projectId})`,
    `Storage emulator:           ${backend.storageUrl} (bucket ${backend.storageBucket}, files in ${options.dataDir}/storage)`,
    `Rules:                      ${options.rulesPath}, storage.rules`,
    backend.seeded ? 'Demo data: seeded' : 'Demo data: already present (not reseeded)',
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(13)} ${a.email} / ${a.password}  (${a.name})`),
    'Password reset links are printed here when requested (no e-mail is sent locally).',
    'Backend ready',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
})();
