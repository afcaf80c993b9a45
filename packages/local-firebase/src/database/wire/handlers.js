// @ts-check
'use strict';
/**
 * The requests of the wire protocol, by action: one named handler each. A handler answers through
 * `conn.replyIf`; a `DbError` it throws (invalid path, key, data or query) is answered with its code by the caller.
 */
const V = require('../values');
const { parseQuery } = require('../query');
const { mergeOps } = require('../merge');
const { verifyIdToken } = require('../../auth/token');

/**
 * @typedef {import('./connection').Connection} Connection
 * @typedef {{ r: any, b: any, text: string }} Request `r` the request number (absent: answer with a control error),
 *   `b` the body, `text` the whole message (its size bounds writes)
 * @typedef {(conn: Connection, req: Request) => void} Handler
 */

const DENIED = 'Permission denied';
// The disconnect writes one socket may queue (issue 36, item 12): in number, and in size (their requests' text). An
// app queues a few (presence); past this a request is refused with an error reply, and the queue stays as it was.
const MAX_ON_DISCONNECT_OPS = 1000;
const MAX_ON_DISCONNECT_CHARS = V.MAX_BYTES;

/** `s`: client statistics, acknowledged and ignored. @type {Handler} */
function onStats(conn, { r }) {
  conn.replyIf(r, 'ok', '');
}

/** The key of a listen on one connection: its path and query. @param {string[]} p @param {any} rawQuery */
function listenKey(p, rawQuery) {
  return V.pathStr(p) + '|' + (parseQuery(rawQuery) ? JSON.stringify(rawQuery) : 'default');
}

/** `q`: listen to a path or query; its data is pushed before the `ok`. @type {Handler} */
function onListen(conn, { r, b }) {
  const ns = conn.ns;
  const p = V.parsePath(b.p);
  const query = parseQuery(b.q);
  const tag = typeof b.t === 'number' ? b.t : undefined;
  if (!ns.canRead(p, query, conn.currentAuth())) return conn.replyIf(r, 'permission_denied', DENIED);
  const key = listenKey(p, b.q);
  const old = conn.listens.get(key);
  if (old) ns.listeners.remove(old);
  /** @type {import('../listeners').Listen} */
  const l = { conn, path: p, pathS: V.pathStr(p), query, tag, view: null, key };
  conn.push('d', l.pathS, ns.listeners.initialView(l), tag);
  conn.listens.set(key, l);
  ns.listeners.add(l);
  conn.replyIf(r, 'ok', ns.isIndexed(p, query) ? {} : { w: ['no_index'] });
}

/** `n`: stop listening. @type {Handler} */
function onUnlisten(conn, { r, b }) {
  const key = listenKey(V.parsePath(b.p), b.q);
  const l = conn.listens.get(key);
  if (l) { conn.ns.listeners.remove(l); conn.listens.delete(key); }
  conn.replyIf(r, 'ok', {});
}

/** `g`: read once. @type {Handler} */
function onGet(conn, { r, b }) {
  const p = V.parsePath(b.p);
  const query = parseQuery(b.q);
  if (!conn.ns.canRead(p, query, conn.currentAuth())) return conn.replyIf(r, 'permission_denied', DENIED);
  conn.replyIf(r, 'ok', conn.ns.readQuery(p, query));
}

/** A write request (p, m, o, om) bigger than a write may be. @param {Request} req */
function checkWriteSize({ text }) {
  if (text.length * 3 > V.MAX_BYTES && Buffer.byteLength(text, 'utf8') > V.MAX_BYTES) {
    throw new V.DbError('invalid_data', 'Write larger than 10 MB');
  }
}

/** @param {Connection} conn @param {any} r @param {{ path: string[], value: any }[]} ops @param {string} [hash] */
function write(conn, r, ops, hash) {
  const ns = conn.ns;
  const res = ns.write(ops, conn.currentAuth(), { hash });
  if (res.status === 'ok' && ns.dropNextWriteAck) {
    // test hook POST /.test/drop-next-write-ack: the write is applied, its acknowledgement is lost with the socket
    ns.dropNextWriteAck = false;
    conn.ws.terminate();
    return;
  }
  conn.replyIf(r, res.status, res.status === 'ok' ? '' : res.status === 'datastale' ? 'Data stale' : DENIED);
}

/** `p`: set a value; with `h`, only if the stored value still has that hash (a transaction). @type {Handler} */
function onPut(conn, req) {
  checkWriteSize(req);
  const { r, b } = req;
  write(conn, r, [{ path: V.parsePath(b.p), value: b.d }], typeof b.h === 'string' ? b.h : undefined);
}

/** `m`: update several children at once. @type {Handler} */
function onMerge(conn, req) {
  checkWriteSize(req);
  const { r, b } = req;
  write(conn, r, mergeOps(V.parsePath(b.p), b.d));
}

/**
 * `o` / `om`: a set / update to apply when this connection closes, checked by the rules now (and again then).
 * @param {'o'|'om'} action @returns {Handler}
 */
const onDisconnectWrite = (action) => (conn, req) => {
  checkWriteSize(req);
  const { r, b } = req;
  if (conn.onDisconnect.length >= MAX_ON_DISCONNECT_OPS || conn.onDisconnectSize + req.text.length > MAX_ON_DISCONNECT_CHARS) {
    return conn.replyIf(r, 'too_many_ops', `At most ${MAX_ON_DISCONNECT_OPS} onDisconnect operations (10 MB) per connection`);
  }
  const p = V.parsePath(b.p);
  const ops = action === 'o' ? [{ path: p, value: b.d }] : mergeOps(p, b.d);
  const res = conn.ns.write(ops, conn.currentAuth(), { dryRun: true });
  if (res.status !== 'ok') return conn.replyIf(r, res.status, DENIED);
  conn.onDisconnect.push({ action, path: p, data: b.d, size: req.text.length });
  conn.onDisconnectSize += req.text.length;
  conn.replyIf(r, 'ok', '');
};

/** `oc`: cancel the disconnect writes at and below a path. @type {Handler} */
function onDisconnectCancel(conn, { r, b }) {
  const p = V.parsePath(b.p);
  conn.onDisconnect = conn.onDisconnect.filter((op) => !V.isPrefix(p, op.path));
  conn.onDisconnectSize = conn.onDisconnect.reduce((sum, op) => sum + op.size, 0);
  conn.replyIf(r, 'ok', '');
}

/** `auth` / `gauth`: sign the connection in with an ID token (or `owner`, the admin credential). @type {Handler} */
function onAuth(conn, { r, b }) {
  // The admin credential is never accepted on a web page's socket (issue 36, item 11): a browser sends Origin with
  // every WebSocket upgrade, and WebSockets are not bound by CORS.
  if (b.cred === 'owner' && conn.fromBrowser) {
    conn.auth = null;
    conn.revokeUnreadable();
    return conn.replyIf(r, 'invalid_token', 'The admin credential is not accepted from a web page');
  }
  const v = verifyIdToken(b.cred, conn.projectId, { namespace: conn.ns.name });
  if (!v.ok) {
    conn.auth = null;
    return conn.replyIf(r, 'invalid_token', v.error);
  }
  conn.auth = v.auth;
  conn.authExp = v.expires;
  conn.revokeUnreadable();
  conn.replyIf(r, 'ok', { auth: v.claims, expires: v.expires });
}

/** `unauth`: sign out. @type {Handler} */
function onUnauth(conn, { r }) {
  conn.auth = null;
  conn.revokeUnreadable();
  conn.replyIf(r, 'ok', '');
}

/** @type {Record<string, Handler>} */
const HANDLERS = {
  s: onStats,
  q: onListen,
  n: onUnlisten,
  g: onGet,
  p: onPut,
  m: onMerge,
  o: onDisconnectWrite('o'),
  om: onDisconnectWrite('om'),
  oc: onDisconnectCancel,
  auth: onAuth,
  gauth: onAuth,
  unauth: onUnauth,
};

/** The handler of an action; own entries only (an action named "constructor" is unknown). @param {unknown} action */
function handlerFor(action) {
  return typeof action === 'string' && V.hasOwn(HANDLERS, action) ? HANDLERS[action] : null;
}

module.exports = { handlerFor };
