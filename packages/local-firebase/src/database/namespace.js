// @ts-check
'use strict';
/**
 * One database (namespace): its store, indexes, listeners and file, its rules and its clock. Reads and writes go
 * through here so that every write is checked by the rules, then followed by the indexes, the listeners and the file.
 */
const path = require('path');
const { nodeHash } = require('./values');
const { pick, rulesQuery } = require('./query');
const { Store } = require('./store');
const { Indexes } = require('./indexes');
const { Listeners } = require('./listeners');
const { Persistence } = require('./persistence');

/** @typedef {ReturnType<import('../rules').compileRules>} Rules */

class Namespace {
  /**
   * @param {string} name
   * @param {{ rules: Rules, dataDir?: string | null }} opts
   */
  constructor(name, opts) {
    this.name = name;
    this.rules = opts.rules;
    const dataDir = opts.dataDir || null;
    this.persistence = new Persistence(dataDir ? path.join(dataDir, `${name}.json`) : null, () => this.store.root);
    this.store = new Store(this.persistence.load());
    this.indexes = new Indexes(this.store.get);
    this.listeners = new Listeners({ get: this.store.get, windowKeys: (p, q) => this.windowKeys(p, q) });
    // Test hooks (REST /.test/*, admin only; see rest.js): a shift of this namespace's clock, and a one-shot
    // "apply the next wire write but lose its acknowledgement".
    this.clockOffset = 0;
    this.dropNextWriteAck = false;
  }

  /** The value at a path. */
  get = (/** @type {string[]} */ p) => this.store.get(p);

  /** The server's `now` for this namespace (rules `now`, server timestamps, handshake): real time + test offset. */
  now() {
    return Date.now() + this.clockOffset;
  }

  /** @param {string[]} p @param {import('./query').Query | null} query */
  readQuery(p, query) {
    const obj = this.get(p);
    if (!query) return obj;
    return pick(obj, this.windowKeys(p, query));
  }

  /** The keys of a query's window, in order. @param {string[]} p @param {import('./query').Query} q */
  windowKeys(p, q) {
    const obj = this.get(p);
    if (obj === null || typeof obj !== 'object') return [];
    return this.indexes.of(p, q).window(q);
  }

  /** Does the rules file declare an index for this query? @param {string[]} p @param {import('./query').Query|null} q */
  isIndexed(p, q) {
    if (!q || q.index === '.key' || q.index === '.priority') return true;
    return this.rules.indexOn(p).includes(q.index);
  }

  /** @param {string[]} p @param {import('./query').Query|null} q @param {any} auth */
  canRead(p, q, auth) {
    return this.rules.canRead(p, { auth, now: this.now(), query: rulesQuery(q), getOld: this.get });
  }

  /**
   * Resolve, check and apply a set of writes atomically.
   * @param {{ path: string[], value: any }[]} rawOps
   * @param {any} auth
   * @param {{ dryRun?: boolean, hash?: string }} [opts]
   * @returns {{ status: 'ok' | 'permission_denied' | 'datastale', ops: { path: string[], value: any }[] }}
   *   `ops` are the normalised writes (server values resolved): what a REST write answers with.
   */
  write(rawOps, auth, opts = {}) {
    const now = this.now();
    const ops = this.store.resolve(rawOps, now);
    const verdict = this.rules.canWrite(ops, { auth, now, getOld: this.get, getNew: this.store.after(ops) });
    if (!verdict.allowed) return { status: 'permission_denied', ops };
    // Compare-and-set (runTransaction): the rules come first, so a denied write answers permission_denied whatever
    // its hash (otherwise the SDK retries a write it can never make and ends with 'maxretry').
    if (opts.hash !== undefined && nodeHash(this.get(rawOps[0].path)) !== opts.hash) return { status: 'datastale', ops };
    if (opts.dryRun) return { status: 'ok', ops };
    this.store.apply(ops);
    this.afterWrite(ops.map((o) => o.path));
    return { status: 'ok', ops };
  }

  /** Replace everything (reset). @param {any} value */
  replaceAll(value) {
    this.store.root = value;
    this.afterWrite([[]]);
  }

  /** @param {string[][]} changed */
  afterWrite(changed) {
    this.indexes.afterWrite(changed);
    this.listeners.notify(changed);
    this.persistence.schedule();
  }

  flush() {
    return this.persistence.flush();
  }
}

module.exports = { Namespace };
