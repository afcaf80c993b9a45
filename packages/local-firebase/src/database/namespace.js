// @ts-check
'use strict';
/**
 * One database (namespace): data tree, writes with rules, sorted indexes, a tree of listeners by path, persistence.
 */
const fs = require('fs');
const path = require('path');
const V = require('./values');
const { parseQuery, SortedIndex, pick, rangeTest, rulesQuery } = require('./query');

/**
 * @typedef {{ conn: any, path: string[], pathS: string, query: import('./query').Query | null, tag: number | undefined,
 *   view: Set<string> | null, key: string }} Listen
 * @typedef {{ children: Map<string, ListenNode>, listens: Set<Listen> }} ListenNode
 */

const newListenNode = () => /** @type {ListenNode} */ ({ children: new Map(), listens: new Set() });

class Namespace {
  /**
   * @param {string} name
   * @param {{ rules: any, dataDir?: string | null, projectId: string }} opts
   */
  constructor(name, opts) {
    this.name = name;
    this.rules = opts.rules;
    this.dataDir = opts.dataDir || null;
    this.file = this.dataDir ? path.join(this.dataDir, `${name}.json`) : null;
    /** @type {any} */
    this.root = null;
    /** @type {Map<string, { path: string[], index: SortedIndex }>} */
    this.indexes = new Map();
    this.listenRoot = newListenNode();
    this.persistTimer = /** @type {NodeJS.Timeout | null} */ (null);
    this.writing = Promise.resolve();
    // Test hooks (REST /.test/*, admin only; see rest.js): a shift of this namespace's clock, and a one-shot
    // "apply the next wire write but lose its acknowledgement".
    this.clockOffset = 0;
    this.dropNextWriteAck = false;
    if (this.file && fs.existsSync(this.file)) {
      try {
        const file = /** @type {string} */ (this.file);
        this.root = V.treeFromJSON(fs.readFileSync(file, 'utf8'), (msg) => process.stderr.write(`local-firebase: ${file}: ${msg}\n`));
      } catch (e) {
        process.stderr.write(`local-firebase: could not read ${this.file}: ${/** @type {Error} */ (e).message}\n`);
      }
    }
  }

  get = (/** @type {string[]} */ p) => V.getAt(this.root, p);

  /** The server's `now` for this namespace (rules `now`, server timestamps, handshake): real time + test offset. */
  now() {
    return Date.now() + this.clockOffset;
  }

  // ---------- reads ----------

  /** @param {string[]} p @param {any} query parsed query or null */
  readQuery(p, query) {
    const obj = this.get(p);
    if (!query) return obj;
    return pick(obj, this.windowKeys(p, query));
  }

  /** @param {string[]} p @param {import('./query').Query} q */
  windowKeys(p, q) {
    const obj = this.get(p);
    if (obj === null || typeof obj !== 'object') return [];
    return this.getIndex(p, q).window(q);
  }

  /** @param {string[]} p @param {import('./query').Query} q */
  getIndex(p, q) {
    const key = V.pathStr(p) + '|' + q.index;
    let entry = this.indexes.get(key);
    if (!entry) {
      if (this.indexes.size > 500) this.indexes.clear();
      entry = { path: p, index: new SortedIndex(q.index, q.childPath) };
      this.indexes.set(key, entry);
    }
    if (entry.index.dirty) entry.index.rebuild(this.get(p));
    return entry.index;
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

  // ---------- writes ----------

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
    const ops = rawOps.map(({ path: p, value }) => ({
      path: p,
      value: V.normalize(value, { now, current: (rel) => V.getAt(this.root, p.concat(rel)) }, [], p.length),
    }));
    // Index the writes by path and by every proper prefix, so that newData at a path touches only the writes at,
    // above or below it: a scan of every write per path was quadratic in the keys of a merge (a 10 MB PATCH of a
    // few hundred thousand keys stalled the server for minutes). The writes of one request never overlap (mergeOps).
    /** @type {Map<string, number>} */
    const at = new Map();
    /** @type {Map<string, number[]>} */
    const below = new Map();
    ops.forEach((op, i) => {
      at.set(op.path.join('/'), i);
      for (let d = 0; d < op.path.length; d++) {
        const k = op.path.slice(0, d).join('/');
        const list = below.get(k);
        if (list) list.push(i); else below.set(k, [i]);
      }
    });
    /** @type {Map<string, any>} */
    const cache = new Map();
    const getNew = (/** @type {string[]} */ p) => {
      const k = p.join('/');
      if (cache.has(k)) return cache.get(k);
      let v;
      let d = p.length;
      for (; d >= 0; d--) {
        const i = at.get(d === p.length ? k : p.slice(0, d).join('/'));
        if (i !== undefined) { v = V.getAt(ops[i].value, p, d); break; }
      }
      if (d < 0) {
        const list = below.get(k);
        v = this.get(p);
        if (list) {
          v = V.clone(v); // one copy of the subtree, then in-place sets of each write below
          for (const i of list) v = V.setInPlace(v, ops[i].path.slice(p.length), ops[i].value);
        }
      }
      cache.set(k, v);
      return v;
    };
    const verdict = this.rules.canWrite(ops, { auth, now, getOld: this.get, getNew });
    if (!verdict.allowed) return { status: 'permission_denied', ops };
    // Compare-and-set (runTransaction): the rules come first, so a denied write answers permission_denied whatever
    // its hash (otherwise the SDK retries a write it can never make and ends with 'maxretry').
    if (opts.hash !== undefined && V.nodeHash(this.get(rawOps[0].path)) !== opts.hash) return { status: 'datastale', ops };
    if (opts.dryRun) return { status: 'ok', ops };
    for (const op of ops) this.root = V.setInPlace(this.root, op.path, op.value);
    this.afterWrite(ops.map((o) => o.path));
    return { status: 'ok', ops };
  }

  /** Replace everything (reset / admin). @param {any} value */
  replaceAll(value) {
    this.root = value;
    this.afterWrite([[]]);
  }

  /** @param {string[][]} changed */
  afterWrite(changed) {
    // indexes
    for (const { path: ip, index } of this.indexes.values()) {
      if (index.dirty) continue;
      for (const w of changed) {
        if (V.isPrefix(w, ip)) { index.dirty = true; break; }
        if (V.isPrefix(ip, w)) {
          const k = w[ip.length];
          index.update(k, V.getAt(this.root, ip.concat(k)));
        }
      }
    }
    this.notify(changed);
    this.schedulePersist();
  }

  // ---------- listeners ----------

  /** @param {Listen} l */
  addListen(l) {
    let n = this.listenRoot;
    for (const k of l.path) {
      let c = n.children.get(k);
      if (!c) { c = newListenNode(); n.children.set(k, c); }
      n = c;
    }
    n.listens.add(l);
  }

  /** @param {Listen} l */
  removeListen(l) {
    /** @type {ListenNode[]} */
    const stack = [this.listenRoot];
    let n = this.listenRoot;
    for (const k of l.path) {
      const c = n.children.get(k);
      if (!c) return;
      n = c;
      stack.push(n);
    }
    n.listens.delete(l);
    for (let i = l.path.length; i > 0; i--) {
      const node = stack[i];
      if (node.listens.size === 0 && node.children.size === 0) stack[i - 1].children.delete(l.path[i - 1]);
      else break;
    }
  }

  /** Initial data for a listen, and its view. @param {Listen} l */
  initialView(l) {
    if (!l.query) return this.get(l.path);
    const keys = this.windowKeys(l.path, l.query);
    l.view = new Set(keys);
    return pick(this.get(l.path), keys);
  }

  /** @param {string[][]} changed */
  notify(changed) {
    /** @type {Map<Listen, string[][]>} */
    const hits = new Map();
    const add = (/** @type {Listen} */ l, /** @type {string[]} */ w) => {
      const arr = hits.get(l);
      if (arr) arr.push(w); else hits.set(l, [w]);
    };
    const collectAll = (/** @type {ListenNode} */ n, /** @type {string[]} */ w) => {
      for (const l of n.listens) add(l, w);
      for (const c of n.children.values()) collectAll(c, w);
    };
    for (const w of changed) {
      let n = this.listenRoot;
      let ok = true;
      for (let i = 0; i < w.length; i++) {
        for (const l of n.listens) add(l, w);
        const c = n.children.get(w[i]);
        if (!c) { ok = false; break; }
        n = c;
      }
      if (ok) collectAll(n, w);
    }
    for (const [l, ws] of hits) {
      try {
        this.pushTo(l, ws);
      } catch (e) {
        process.stderr.write(`local-firebase: push failed: ${/** @type {Error} */ (e).stack}\n`);
      }
    }
  }

  /** @param {Listen} l @param {string[][]} ws */
  pushTo(l, ws) {
    const full = ws.some((w) => V.isPrefix(w, l.path));
    const tag = l.tag;
    if (!l.query) {
      if (full) return l.conn.push('d', l.pathS, this.get(l.path), tag);
      if (ws.length === 1) return l.conn.push('d', V.pathStr(ws[0]), this.get(ws[0]), tag);
      const m = V.newNode();
      for (const w of ws) m[w.slice(l.path.length).join('/')] = this.get(w);
      return l.conn.push('m', l.pathS, m, tag);
    }
    if (full) return l.conn.push('d', l.pathS, this.initialView(l), tag);
    const view = /** @type {Set<string>} */ (l.view);
    const q = l.query;
    const m = V.newNode();
    let any = false;
    if (q.limit !== null) {
      const keys = this.windowKeys(l.path, q);
      const next = new Set(keys);
      for (const k of view) if (!next.has(k)) { m[k] = null; any = true; }
      for (const k of keys) if (!view.has(k)) { m[k] = this.get(l.path.concat(k)); any = true; }
      for (const w of ws) {
        const k = w[l.path.length];
        if (view.has(k) && next.has(k)) { m[w.slice(l.path.length).join('/')] = this.get(w); any = true; }
      }
      l.view = next;
    } else {
      const test = rangeTest(q);
      for (const w of ws) {
        const k = w[l.path.length];
        const child = this.get(l.path.concat(k));
        const inRange = child !== null && test([q.index === '.key' ? null : require('./query').indexValue(q.index, q.childPath, child), k]);
        if (inRange) {
          if (view.has(k)) m[w.slice(l.path.length).join('/')] = this.get(w);
          else { m[k] = child; view.add(k); }
          any = true;
        } else if (view.has(k)) {
          view.delete(k);
          m[k] = null;
          any = true;
        }
      }
    }
    if (any) l.conn.push('m', l.pathS, m, tag);
  }

  // ---------- persistence ----------

  schedulePersist() {
    if (!this.file || this.persistTimer) return;
    this.persistTimer = setTimeout(() => {
      this.persistTimer = null;
      this.writing = this.writing.then(() => this.writeFile()).catch((e) => process.stderr.write(`local-firebase: persist failed: ${e.message}\n`));
    }, 50);
  }

  async writeFile() {
    if (!this.file) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.writeFile(tmp, JSON.stringify(this.root));
    await fs.promises.rename(tmp, this.file);
  }

  async flush() {
    if (this.persistTimer) {
      clearTimeout(this.persistTimer);
      this.persistTimer = null;
      this.writing = this.writing.then(() => this.writeFile());
    }
    await this.writing;
  }
}

module.exports = { Namespace, parseQuery };
