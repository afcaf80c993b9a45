'use strict';
const { initializeApp, deleteApp } = require('firebase/app');
const D = require('firebase/database');
const { startDatabaseEmulator } = require('../src');

let counter = 0;

/**
 * The endpoint under test: THALI_DB_EMULATOR_HOST ("host:port") when given (e.g. Google's emulator), else our own.
 */
async function startEndpoint(options = {}) {
  const env = process.env.THALI_DB_EMULATOR_HOST;
  if (env) {
    const [host, port] = env.split(':');
    return { host, port: Number(port), url: `http://${env}`, own: null, stop: async () => {} };
  }
  // the suites use a namespace per file (and some per test): any name, up to the default cap at once
  const emu = await startDatabaseEmulator({ port: 0, namespaces: 'any', ...options });
  return { host: '127.0.0.1', port: emu.port, url: emu.url, own: emu, stop: () => emu.stop() };
}

/** Set rules for a namespace (works on Google's emulator too). */
async function setRules(ep, ns, rules) {
  const r = await fetch(`${ep.url}/.settings/rules.json?ns=${ns}`, { method: 'PUT', headers: { authorization: 'Bearer owner' }, body: JSON.stringify(rules) });
  if (!r.ok) throw new Error(`setRules: ${r.status} ${await r.text()}`);
}

/** A firebase client app connected to the endpoint. */
function client(ep, ns) {
  const app = initializeApp({ projectId: 'demo-thali', apiKey: 'fake-api-key', databaseURL: `http://${ep.host}:${ep.port}?ns=${ns}` }, `app${++counter}`);
  const db = D.getDatabase(app);
  D.connectDatabaseEmulator(db, ep.host, ep.port);
  return { app, db, close: async () => { D.goOffline(db); await deleteApp(app); } };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Wait until fn() is truthy. */
async function until(fn, timeout = 5000) {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - t0 > timeout) throw new Error('until: timed out');
    await sleep(10);
  }
}

/**
 * `pnpm admin <args>` (scripts/admin.mjs) run as a person would, as a child process against the emulator on `port`
 * and namespace `ns` (or with `env` as given, e.g. for a hosted database): its exit code and what it printed.
 * @param {{ port?: number, ns?: string, env?: Record<string, string | undefined> }} target @param {string[]} args
 */
function runAdminScript({ port, ns, env = process.env }, args) {
  const { execFile } = require('node:child_process');
  const path = require('node:path');
  const local = port === undefined ? {} : { THALI_EMULATOR_HOST: '127.0.0.1', THALI_DB_PORT: String(port), THALI_DB_NAMESPACE: ns };
  return new Promise((resolve) => {
    execFile(process.execPath, [path.resolve(__dirname, '../../../scripts/admin.mjs'), ...args], { env: { ...env, ...local } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
  });
}

/**
 * Runs `pnpm admin <command> <flags…>` once per [flags, stdout] pair, in order, against namespace `ns` of `emu`, and
 * expects each run to print exactly that stdout (and nothing on stderr, exit 0): a migration's dry run, its run, and the
 * run after it that finds nothing left.
 * @param {{ port: number }} emu @param {string} ns @param {string} command @param {[string[], string][]} runs
 */
async function expectAdminRuns(emu, ns, command, runs) {
  for (const [flags, stdout] of runs) {
    expect(await runAdminScript({ port: emu.port, ns }, [command, ...flags])).toEqual({ code: 0, stderr: '', stdout });
  }
}

/**
 * A database emulator of the suite's own (namespaces matching `namespaces`), started before its tests and stopped after
 * them (`db.emu`), and `db.owner(ns, method, path, body)`: the owner's REST request on it (the JSON answer; a refusal
 * fails the test). For the migrations' suites, which write a database as an older version left it.
 * @param {RegExp} namespaces
 */
function ownerEmulator(namespaces) {
  const { startDatabaseEmulator, DEFAULT_RULES } = require('../src');
  const headers = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  /** @type {{ emu: any, owner: (ns: string, method: string, p?: string, body?: unknown) => Promise<any> }} */
  const db = {
    emu: null,
    owner: async (ns, method, p = '', body = undefined) => {
      const r = await fetch(`${db.emu.url}/${p}.json?ns=${ns}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(r.ok).toBe(true);
      return r.json();
    },
  };
  beforeAll(async () => { db.emu = await startDatabaseEmulator({ port: 0, rulesPath: DEFAULT_RULES, dataDir: null, namespaces }); });
  afterAll(() => db.emu.stop());
  return db;
}

module.exports = { startEndpoint, setRules, client, sleep, until, D, runAdminScript, expectAdminRuns, ownerEmulator };
