// @ts-check
'use strict';
/**
 * One WebSocket client of the wire protocol (v5): frames in and out, decoding of messages, dispatch of requests to
 * their handlers (handlers.js), the connection's sign-in, listens and disconnect writes.
 */
const V = require('../values');
const { mergeOps } = require('../merge');
const { isAdmin } = require('../../auth/token');
const { toFrames, FrameAssembler } = require('./framing');
const { handlerFor } = require('./handlers');

class Connection {
  /**
   * @param {import('ws').WebSocket} ws @param {import('../namespace').Namespace} ns
   * @param {string} projectId the emulator's project (ID tokens name it) @param {() => void} onClosed
   * @param {{ fromBrowser?: boolean }} [opts] `fromBrowser`: the upgrade request carried an Origin (a web page's
   *   socket), which may never sign in with the admin credential
   */
  constructor(ws, ns, projectId, onClosed, opts = {}) {
    this.ws = ws;
    this.fromBrowser = opts.fromBrowser === true;
    this.ns = ns;
    this.projectId = projectId;
    this.onClosed = onClosed;
    /** @type {any} */
    this.auth = null;
    this.authExp = 0;
    /** @type {Map<string, import('../listeners').Listen>} */
    this.listens = new Map();
    /** @type {{ action: 'o'|'om', path: string[], data: any, size: number }[]} */
    this.onDisconnect = [];
    // the size of the queued disconnect writes (their request text), bounded with their number (handlers.js)
    this.onDisconnectSize = 0;
    this.frames = new FrameAssembler();
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
    for (const frame of toFrames(JSON.stringify(msg))) this.ws.send(frame);
  }

  /** A data push to a listen. @param {'d'|'m'} a @param {string} p @param {any} d @param {number|undefined} t */
  push(a, p, d, t) {
    /** @type {any} */
    const b = { p, d };
    if (t !== undefined) b.t = t;
    this.send({ t: 'd', d: { a, b } });
  }

  /** Answer a request: by its number, or with a control error when it has none. @param {any} r @param {string} s @param {any} d */
  replyIf(r, s, d) {
    if (typeof r === 'number') this.send({ t: 'd', d: { r, b: { s, d } } });
    else this.controlError(`${s}: ${d}`);
  }

  /** @param {string} message */
  controlError(message) {
    this.send({ t: 'c', d: { t: 'e', d: message } });
  }

  /** A protocol violation the socket cannot recover from: say why, then close it. @param {string} message */
  fatal(message) {
    this.frames.clear();
    this.closing = true;
    this.controlError(message);
    this.ws.close(1008, message.slice(0, 100));
  }

  /** @param {string} frame */
  onFrame(frame) {
    if (this.closing) return; // frames still in flight after a fatal error
    const out = this.frames.push(frame);
    if (!out) return;
    if ('fatal' in out) this.fatal(out.fatal);
    else this.onMessage(out.message);
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
      if (msg.d && msg.d.t === 'p') this.send({ t: 'c', d: { t: 'o', d: {} } }); // ping → pong
      return;
    }
    if (msg.t !== 'd' || !msg.d || typeof msg.d !== 'object') { this.controlError('Unknown message type'); return; }
    const { r, a, b } = msg.d;
    const handler = handlerFor(a);
    if (!handler) { this.replyIf(r, 'invalid_action', `Unknown action ${String(a).slice(0, 20)}`); return; }
    try {
      handler(this, { r, b: b || {}, text });
    } catch (e) {
      if (e instanceof V.DbError) this.replyIf(r, e.code, e.message);
      else {
        process.stderr.write(`local-firebase: request failed: ${/** @type {Error} */ (e).stack}\n`);
        this.replyIf(r, 'internal_error', 'Internal error');
      }
    }
  }

  /** After a change of sign-in: cancel (`c`) the listens the connection may no longer read. */
  revokeUnreadable() {
    for (const [key, l] of this.listens) {
      if (!this.ns.canRead(l.path, l.query, this.auth)) {
        this.ns.listeners.remove(l);
        this.listens.delete(key);
        /** @type {any} */
        const b = { p: l.pathS };
        if (l.tag !== undefined) b.t = l.tag;
        this.send({ t: 'd', d: { a: 'c', b } });
      }
    }
  }

  onClose() {
    for (const l of this.listens.values()) this.ns.listeners.remove(l);
    this.listens.clear();
    const ops = this.onDisconnect;
    this.onDisconnect = [];
    this.onDisconnectSize = 0;
    for (const op of ops) {
      try {
        this.ns.write(op.action === 'o' ? [{ path: op.path, value: op.data }] : mergeOps(op.path, op.data), this.currentAuth());
      } catch (e) {
        process.stderr.write(`local-firebase: onDisconnect failed: ${/** @type {Error} */ (e).message}\n`);
      }
    }
    this.onClosed();
  }
}

module.exports = { Connection };
