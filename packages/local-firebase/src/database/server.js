// @ts-check
'use strict';
/**
 * The Realtime Database emulator server: WebSocket wire protocol v5 plus a small REST surface, on one port.
 */
const http = require('http');
const fs = require('fs');
const compression = require('compression');
const { WebSocketServer } = require('ws');
const V = require('./values');
const { Namespace } = require('./namespace');
const { Connection } = require('./wire/connection');
const { MAX_MESSAGE_CHARS } = require('./wire/framing');
const rest = require('./rest');
const { compileRules } = require('../rules');
const { listenOn, closeIdleOnlyWhenSilent } = require('../http');

const NS_RE = /^[A-Za-z0-9_-]{1,128}$/;
// Live namespaces opened by a pattern (`namespaces: 'any'` or a RegExp) at most, by default (issue 36, item 12).
const DEFAULT_MAX_NAMESPACES = 64;
// without rules everything is denied (except to the admin credential)
const DENY_ALL_RULES = { rules: { '.read': false, '.write': false } };

// A REST answer of 1 KB or more goes compressed to a client that accepts it, as hosted sends it: a page's first public
// read (the approved kitchens, a menu) is several KB of JSON, and sent plain it would make the page slower here than
// hosted. The same middleware as the static servers (packages/tooling/serve.js).
const compressRest = compression({ threshold: 1024 });

let sessionCounter = 0;

class DatabaseServer {
  /**
   * @param {{ port?: number, host?: string, rules?: any, rulesPath?: string, dataDir?: string | null, projectId?: string,
   *   namespaces?: NamespacePolicy, maxNamespaces?: number }} opts
   */
  constructor(opts) {
    this.projectId = opts.projectId || 'demo-thali';
    this.defaultNamespace = `${this.projectId}-default-rtdb`;
    // Which `?ns=` open a database (issue 36, item 12: every new name used to create one that was never freed).
    // Exact names (the default namespace always) are pinned; names admitted by a pattern count towards a cap.
    const policy = opts.namespaces ?? [];
    const entries = policy === 'any' ? [/^/] : Array.isArray(policy) ? policy : [policy];
    /** @type {Set<string>} */
    this.pinnedNamespaces = new Set([this.defaultNamespace, ...entries.filter((e) => typeof e === 'string')]);
    /** @type {RegExp[]} */
    this.namespacePatterns = entries.filter((e) => e instanceof RegExp);
    this.maxNamespaces = opts.maxNamespaces ?? DEFAULT_MAX_NAMESPACES;
    this.host = opts.host || '127.0.0.1';
    this.requestedPort = opts.port ?? 9000;
    this.dataDir = opts.dataDir || null;
    const rulesJson = opts.rules || (opts.rulesPath ? JSON.parse(fs.readFileSync(opts.rulesPath, 'utf8')) : DENY_ALL_RULES);
    this.rules = compileRules(rulesJson);
    /** @type {Map<string, Namespace>} */
    this.namespaces = new Map();
    /** @type {Set<Connection>} */
    this.connections = new Set();
    this.http = http.createServer((req, res) => this.onHttp(req, res));
    closeIdleOnlyWhenSilent(this.http);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_CHARS });
    this.http.on('upgrade', (req, socket, head) => {
      let nsName;
      try {
        nsName = new URL(req.url || '/', 'http://x').searchParams.get('ns') || `${this.projectId}-default-rtdb`;
      } catch {
        nsName = '';
      }
      const ns = NS_RE.test(nsName) ? this.open(nsName) : null;
      if (!ns) { socket.destroy(); return; }
      // A browser always sends Origin with a WebSocket upgrade; the admin credential is refused on such a socket.
      const fromBrowser = req.headers.origin !== undefined;
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onSocket(ws, ns, fromBrowser));
    });
    /** @type {Set<import('net').Socket>} */
    this.sockets = new Set();
    this.http.on('connection', (s) => { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); });
    this.port = 0;
  }

  /**
   * The namespace of that name, opened if the policy admits it; null if it does not (or the cap is reached and no
   * live namespace admitted by a pattern is pristine enough to close). Each use marks it recently used.
   * @param {string} name
   * @returns {Namespace | null}
   */
  open(name) {
    let n = this.namespaces.get(name);
    if (n) {
      // Map order is the LRU order: the least recently used first.
      this.namespaces.delete(name);
      this.namespaces.set(name, n);
      return n;
    }
    const pinned = this.pinnedNamespaces.has(name);
    if (!pinned && !this.namespacePatterns.some((re) => re.test(name))) return null;
    if (!pinned && !this.makeRoomForNamespace()) return null;
    n = new Namespace(name, { rules: this.rules, dataDir: this.dataDir });
    this.namespaces.set(name, n);
    return n;
  }

  /** The namespace of that name (opened if admitted); throws when the policy refuses it. @param {string} name */
  ns(name) {
    const n = this.open(name);
    if (!n) throw new Error(`Namespace ${name} is not served here`);
    return n;
  }

  /**
   * Below the cap of pattern-admitted namespaces, or made so by closing the least recently used one that loses
   * nothing when closed: no data, the server's rules, no clock shift or pending hook, no connection.
   */
  makeRoomForNamespace() {
    const counted = [...this.namespaces.values()].filter((n) => !this.pinnedNamespaces.has(n.name));
    if (counted.length < this.maxNamespaces) return true;
    const connected = new Set([...this.connections].map((c) => c.ns));
    const pristine = counted.find((n) => n.store.root === null && n.rules === this.rules && n.clockOffset === 0
      && !n.dropNextWriteAck && !connected.has(n));
    if (!pristine) return false;
    this.namespaces.delete(pristine.name);
    return true;
  }

  /** @param {import('ws').WebSocket} ws @param {Namespace} ns @param {boolean} fromBrowser */
  onSocket(ws, ns, fromBrowser) {
    const conn = new Connection(ws, ns, this.projectId, () => this.connections.delete(conn), { fromBrowser });
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
    // compression is typed for Express; it needs only Node's request and response (as in serve.js)
    compressRest(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      rest.handle(this, req, res).catch((/** @type {any} */ e) => {
        if (!res.headersSent) {
          res.writeHead(e instanceof V.DbError ? 400 : 500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: e instanceof V.DbError ? e.message : 'Internal error' }));
        }
      });
    });
  }

  /** @returns {Promise<number>} */
  async listen() {
    this.port = await listenOn(this.http, this.requestedPort, this.host);
    return this.port;
  }

  /** Reset one namespace (or all when omitted). @param {string} [name] */
  async reset(name) {
    const one = name ? this.open(name) : null;
    const targets = name ? (one ? [one] : []) : [...this.namespaces.values()];
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

/**
 * @typedef {'any' | string | RegExp | (string | RegExp)[]} NamespacePolicy the `?ns=` served besides the default
 *   namespace: exact names (always open), or names matching a pattern ('any' = every valid name), at most
 *   `maxNamespaces` of those live at once
 */

module.exports = { DatabaseServer };
