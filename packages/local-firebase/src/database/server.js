// @ts-check
'use strict';
/**
 * The Realtime Database emulator server: WebSocket wire protocol v5 plus a small REST surface, on one port.
 */
const http = require('http');
const fs = require('fs');
const crypto = require('crypto');
const { WebSocketServer } = require('ws');
const V = require('./values');
const { Namespace, parseQuery } = require('./namespace');
const { compileRules } = require('../rules');
const { verifyIdToken, isAdmin } = require('../auth/token');

const MAX_FRAME_CHARS = 16384;
const MAX_MESSAGE_CHARS = 12 * 1024 * 1024;
// The SDK splits a message into frames of at most 16384 chars, so a legitimate announcement never exceeds this; a
// bigger count can only be an attack (it used to swallow every later frame of the socket silently).
const MAX_PARTS = Math.ceil(MAX_MESSAGE_CHARS / MAX_FRAME_CHARS) + 1;
const NS_RE = /^[A-Za-z0-9_-]{1,128}$/;
const OPEN_RULES = { rules: { '.read': false, '.write': false } };

let sessionCounter = 0;

class Connection {
  /** @param {import('ws').WebSocket} ws @param {Namespace} ns @param {DatabaseServer} server */
  constructor(ws, ns, server) {
    this.ws = ws;
    this.ns = ns;
    this.server = server;
    /** @type {any} */
    this.auth = null;
    this.authExp = 0;
    /** @type {Map<string, import('./namespace').Listen>} */
    this.listens = new Map();
    /** @type {{ action: 'o'|'om', path: string[], data: any }[]} */
    this.onDisconnect = [];
    /** @type {string[] | null} */
    this.pending = null;
    this.pendingCount = 0;
    this.pendingChars = 0;
    this.closing = false;
  }

  currentAuth() {
    // token expiry uses real time, not the namespace's test clock (shifting `now` must not sign everyone out)
    if (this.auth && !isAdmin(this.auth) && this.authExp * 1000 <= Date.now()) this.auth = null;
    return this.auth;
  }

  /** @param {any} msg */
  send(msg) {
    if (this.ws.readyState !== 1) return;
    const s = JSON.stringify(msg);
    if (s.length <= MAX_FRAME_CHARS) { this.ws.send(s); return; }
    const n = Math.ceil(s.length / MAX_FRAME_CHARS);
    this.ws.send(String(n));
    for (let i = 0; i < n; i++) this.ws.send(s.slice(i * MAX_FRAME_CHARS, (i + 1) * MAX_FRAME_CHARS));
  }

  /** @param {'d'|'m'} a @param {string} p @param {any} d @param {number|undefined} t */
  push(a, p, d, t) {
    /** @type {any} */
    const b = { p, d };
    if (t !== undefined) b.t = t;
    this.send({ t: 'd', d: { a, b } });
  }

  /** @param {number} r @param {string} s @param {any} d */
  reply(r, s, d) {
    this.send({ t: 'd', d: { r, b: { s, d } } });
  }

  /** @param {string} message */
  controlError(message) {
    this.send({ t: 'c', d: { t: 'e', d: message } });
  }

  /** A protocol violation the socket cannot recover from: say why, then close it. @param {string} message */
  fatal(message) {
    this.pending = null;
    this.closing = true;
    this.controlError(message);
    this.ws.close(1008, message.slice(0, 100));
  }

  /** @param {string} frame */
  onFrame(frame) {
    if (this.closing) return; // frames still in flight after a fatal error
    if (this.pending) {
      this.pending.push(frame);
      this.pendingChars += frame.length;
      if (this.pendingChars > MAX_MESSAGE_CHARS) {
        this.fatal('Message too large');
        return;
      }
      if (this.pending.length === this.pendingCount) {
        const full = this.pending.join('');
        this.pending = null;
        this.onMessage(full);
      }
      return;
    }
    if (frame === '0') return; // keep-alive
    if (/^\d{1,6}$/.test(frame)) {
      const n = Number(frame);
      if (n > MAX_PARTS) { this.fatal(`Frame count ${n} exceeds ${MAX_PARTS}`); return; }
      if (n > 0) { this.pending = []; this.pendingCount = n; this.pendingChars = 0; }
      return;
    }
    this.onMessage(frame);
  }

  /** @param {string} text */
  onMessage(text) {
    let msg;
    try {
      msg = JSON.parse(text);
    } catch {
      this.controlError('Malformed JSON frame');
      return;
    }
    if (!msg || typeof msg !== 'object') { this.controlError('Malformed message'); return; }
    if (msg.t === 'c') {
      if (msg.d && msg.d.t === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (msg.t !== 'd' || !msg.d || typeof msg.d !== 'object') { this.controlError('Unknown message type'); return; }
    const { r, a, b } = msg.d;
    try {
      this.handle(r, a, b || {}, text);
    } catch (e) {
      const err = /** @type {any} */ (e);
      if (err instanceof V.DbError) this.replyIf(r, err.code, err.message);
      else {
        process.stderr.write(`local-firebase: request failed: ${err && err.stack}\n`);
        this.replyIf(r, 'internal_error', 'Internal error');
      }
    }
  }

  /** @param {any} r @param {string} s @param {any} d */
  replyIf(r, s, d) {
    if (typeof r === 'number') this.reply(r, s, d);
    else this.controlError(`${s}: ${d}`);
  }

  /** @param {any} r @param {any} a @param {any} b @param {string} text the whole message (its size bounds writes) */
  handle(r, a, b, text) {
    const size = text.length;
    const ns = this.ns;
    const auth = () => this.currentAuth();
    switch (a) {
      case 's': return this.replyIf(r, 'ok', '');
      case 'q': {
        const p = V.parsePath(b.p);
        const query = parseQuery(b.q);
        const tag = typeof b.t === 'number' ? b.t : undefined;
        if (!ns.canRead(p, query, auth())) return this.replyIf(r, 'permission_denied', 'Permission denied');
        const key = V.pathStr(p) + '|' + (query ? JSON.stringify(b.q) : 'default');
        const old = this.listens.get(key);
        if (old) ns.removeListen(old);
        /** @type {import('./namespace').Listen} */
        const l = { conn: this, path: p, pathS: V.pathStr(p), query, tag, view: null, key };
        const data = ns.initialView(l);
        this.push('d', l.pathS, data, tag);
        this.listens.set(key, l);
        ns.addListen(l);
        return this.replyIf(r, 'ok', ns.isIndexed(p, query) ? {} : { w: ['no_index'] });
      }
      case 'n': {
        const p = V.parsePath(b.p);
        const key = V.pathStr(p) + '|' + (parseQuery(b.q) ? JSON.stringify(b.q) : 'default');
        const l = this.listens.get(key);
        if (l) { ns.removeListen(l); this.listens.delete(key); }
        return this.replyIf(r, 'ok', {});
      }
      case 'g': {
        const p = V.parsePath(b.p);
        const query = parseQuery(b.q);
        if (!ns.canRead(p, query, auth())) return this.replyIf(r, 'permission_denied', 'Permission denied');
        return this.replyIf(r, 'ok', ns.readQuery(p, query));
      }
      case 'p': case 'm': case 'o': case 'om': {
        if (size * 3 > V.MAX_BYTES && Buffer.byteLength(text, 'utf8') > V.MAX_BYTES) return this.replyIf(r, 'invalid_data', 'Write larger than 10 MB');
        const p = V.parsePath(b.p);
        const ops = a === 'p' || a === 'o' ? [{ path: p, value: b.d }] : mergeOps(p, b.d);
        if (a === 'o' || a === 'om') {
          const res = ns.write(ops, auth(), { dryRun: true });
          if (res.status !== 'ok') return this.replyIf(r, res.status, 'Permission denied');
          this.onDisconnect.push({ action: a, path: p, data: b.d });
          return this.replyIf(r, 'ok', '');
        }
        const res = ns.write(ops, auth(), { hash: a === 'p' && typeof b.h === 'string' ? b.h : undefined });
        if (res.status === 'ok' && ns.dropNextWriteAck) {
          // test hook POST /.test/drop-next-write-ack: the write is applied, its acknowledgement is lost with the socket
          ns.dropNextWriteAck = false;
          this.ws.terminate();
          return;
        }
        return this.replyIf(r, res.status, res.status === 'ok' ? '' : res.status === 'datastale' ? 'Data stale' : 'Permission denied');
      }
      case 'oc': {
        const p = V.parsePath(b.p);
        this.onDisconnect = this.onDisconnect.filter((op) => !V.isPrefix(p, op.path));
        return this.replyIf(r, 'ok', '');
      }
      case 'auth': case 'gauth': {
        const v = verifyIdToken(b.cred, this.server.projectId);
        if (!v.ok) {
          this.auth = null;
          return this.replyIf(r, 'invalid_token', v.error);
        }
        this.auth = v.auth;
        this.authExp = v.expires;
        this.revokeUnreadable();
        return this.replyIf(r, 'ok', { auth: v.claims, expires: v.expires });
      }
      case 'unauth': {
        this.auth = null;
        this.revokeUnreadable();
        return this.replyIf(r, 'ok', '');
      }
      default:
        return this.replyIf(r, 'invalid_action', `Unknown action ${String(a).slice(0, 20)}`);
    }
  }

  revokeUnreadable() {
    for (const [key, l] of this.listens) {
      if (!this.ns.canRead(l.path, l.query, this.auth)) {
        this.ns.removeListen(l);
        this.listens.delete(key);
        /** @type {any} */
        const b = { p: l.pathS };
        if (l.tag !== undefined) b.t = l.tag;
        this.send({ t: 'd', d: { a: 'c', b } });
      }
    }
  }

  onClose() {
    for (const l of this.listens.values()) this.ns.removeListen(l);
    this.listens.clear();
    const ops = this.onDisconnect;
    this.onDisconnect = [];
    for (const op of ops) {
      try {
        this.ns.write(op.action === 'o' ? [{ path: op.path, value: op.data }] : mergeOps(op.path, op.data), this.currentAuth());
      } catch (e) {
        process.stderr.write(`local-firebase: onDisconnect failed: ${/** @type {Error} */ (e).message}\n`);
      }
    }
    this.server.connections.delete(this);
  }
}

/**
 * The writes of a merge (`m`, REST PATCH): one per key of `d`, a relative path. `key` is the key as sent (a REST
 * PATCH answers with the data written, keyed as in the request).
 * @param {string[]} base @param {any} d @returns {{ path: string[], value: any, key: string }[]}
 */
function mergeOps(base, d) {
  if (!d || typeof d !== 'object' || Array.isArray(d)) throw new V.DbError('invalid_data', 'Merge data must be an object');
  const ops = Object.keys(d).map((k) => ({ path: base.concat(V.parsePath(k)), value: d[k], key: k }));
  if (ops.some((o) => o.path.length > V.MAX_DEPTH)) throw new V.DbError('invalid_path', 'Path must be less than 32 levels deep');
  // Overlap check in O(n log n): sorted by key sequence, a path and any path below it are adjacent or separated only
  // by other paths below it (a pairwise check was quadratic in the number of keys of a 10 MB body).
  const sorted = ops.map((o) => o.path).sort(comparePaths);
  for (let i = 1; i < sorted.length; i++) {
    if (V.isPrefix(sorted[i - 1], sorted[i])) throw new V.DbError('invalid_data', 'Merge paths overlap');
  }
  return ops;
}

/** Order paths key by key (a prefix sorts before its extensions). @param {string[]} a @param {string[]} b */
function comparePaths(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return a.length - b.length;
}

class DatabaseServer {
  /**
   * @param {{ port?: number, host?: string, rules?: any, rulesPath?: string, dataDir?: string | null, projectId?: string }} opts
   */
  constructor(opts) {
    this.projectId = opts.projectId || 'demo-thali';
    this.host = opts.host || '127.0.0.1';
    this.requestedPort = opts.port ?? 9000;
    this.dataDir = opts.dataDir || null;
    const rulesJson = opts.rules || (opts.rulesPath ? JSON.parse(fs.readFileSync(opts.rulesPath, 'utf8')) : OPEN_RULES);
    this.rules = compileRules(rulesJson);
    /** @type {Map<string, Namespace>} */
    this.namespaces = new Map();
    /** @type {Set<Connection>} */
    this.connections = new Set();
    this.http = http.createServer((req, res) => this.onHttp(req, res));
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS });
    this.http.on('upgrade', (req, socket, head) => {
      let nsName;
      try {
        nsName = new URL(req.url || '/', 'http://x').searchParams.get('ns') || `${this.projectId}-default-rtdb`;
      } catch {
        nsName = '';
      }
      if (!NS_RE.test(nsName)) { socket.destroy(); return; }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws, this.ns(nsName)));
    });
    /** @type {Set<import('net').Socket>} */
    this.sockets = new Set();
    this.http.on('connection', (s) => { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); });
    this.port = 0;
  }

  /** @param {string} name */
  ns(name) {
    let n = this.namespaces.get(name);
    if (!n) {
      n = new Namespace(name, { rules: this.rules, dataDir: this.dataDir, projectId: this.projectId });
      this.namespaces.set(name, n);
    }
    return n;
  }

  /** @param {import('ws').WebSocket} ws @param {Namespace} ns */
  onSocket(ws, ns) {
    const conn = new Connection(ws, ns, this);
    this.connections.add(conn);
    conn.send({ t: 'c', d: { t: 'h', d: { ts: ns.now(), v: '5', h: `${this.host}:${this.port}`, s: `s${++sessionCounter}` } } });
    ws.on('message', (data, isBinary) => {
      try {
        conn.onFrame(isBinary ? Buffer.from(/** @type {any} */ (data)).toString('utf8') : data.toString());
      } catch (e) {
        process.stderr.write(`local-firebase: frame failed: ${/** @type {Error} */ (e).stack}\n`);
      }
    });
    ws.on('error', () => {});
    ws.on('close', () => conn.onClose());
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  onHttp(req, res) {
    require('./rest').handle(this, req, res).catch((/** @type {any} */ e) => {
      if (!res.headersSent) {
        res.writeHead(e instanceof V.DbError ? 400 : 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: e instanceof V.DbError ? e.message : 'Internal error' }));
      }
    });
  }

  /** @returns {Promise<number>} */
  listen() {
    return new Promise((resolve, reject) => {
      const onErr = (/** @type {any} */ e) => reject(e);
      this.http.once('error', onErr);
      this.http.listen(this.requestedPort, this.host, () => {
        this.http.off('error', onErr);
        this.port = /** @type {import('net').AddressInfo} */ (this.http.address()).port;
        resolve(this.port);
      });
    });
  }

  /** Reset one namespace (or all when omitted). @param {string} [name] */
  async reset(name) {
    const targets = name ? [this.ns(name)] : [...this.namespaces.values()];
    for (const n of targets) {
      n.rules = this.rules;
      n.clockOffset = 0;
      n.dropNextWriteAck = false;
      n.replaceAll(null);
      await n.flush();
    }
  }

  async stop() {
    for (const c of [...this.connections]) c.ws.terminate();
    this.wss.close();
    await new Promise((resolve) => {
      this.http.close(() => resolve(undefined));
      for (const s of this.sockets) s.destroy();
    });
    for (const n of this.namespaces.values()) await n.flush();
  }
}

module.exports = { DatabaseServer, mergeOps, crypto };
