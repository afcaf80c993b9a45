// @ts-check
'use strict';
/**
 * REST surface:
 *   GET|PUT|PATCH|POST|DELETE /<path>.json?ns=<namespace>   (rules apply; `Authorization: Bearer owner` is admin,
 *                                                           `Authorization: Bearer <idToken>` or `?auth=<idToken>` signs in)
 *   GET query params: orderBy, startAt, endAt, equalTo, limitToFirst, limitToLast (JSON-encoded, as Firebase REST)
 *   POST /.reset?ns=<namespace>            admin only: empties the namespace (and its file)
 *   GET|PUT /.settings/rules.json?ns=...   admin only: read / replace the rules of one namespace
 *   POST /.test/drop-next-write-ack?ns=... admin only (test hook): the next wire write of that namespace is applied,
 *                                          then its WebSocket is terminated before the acknowledgement
 *   GET|PUT /.test/clock?ns=...            admin only (test hook): body { "offsetMs": n } shifts that namespace's `now`
 *   POST /.test/flush?ns=...               admin only (test hook): answers once every write so far is in the data file
 * Errors are JSON `{ "error": "..." }`: 400 for malformed input, 401 for a missing/insufficient credential, 413 for a body
 * over 10 MB. A PUT/PATCH answers with the data written (normalised), never with stored data (hosted does the same).
 * An answer of 1 KB or more goes compressed to a client that accepts it, as hosted sends it (server.js).
 */
const V = require('./values');
const { parseQuery } = require('./query');
const { compileRules } = require('../rules');
const { verifyIdToken, isAdmin } = require('../auth/token');
const { mergeOps } = require('./merge');
const { adminRefusal } = require('../auth/admin-guard');
const { HttpError, decodePath } = require('../http');

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
/** A push id (time-ordered, as the SDK's): 8 characters of time, 12 random. @param {number} nowMs */
function pushId(nowMs) {
  let now = nowMs;
  let id = '';
  for (let i = 0; i < 8; i++) { id = PUSH_CHARS.charAt(now % 64) + id; now = Math.floor(now / 64); }
  for (let i = 0; i < 12; i++) id += PUSH_CHARS.charAt(Math.floor(Math.random() * 64));
  return id;
}

/** An error that maps to one HTTP status with a JSON message. */

// A body over MAX_BYTES is read to its end and discarded, so the client (still sending) receives the 413 instead of
// a reset connection; past this much (declared, or read from a body of undeclared length) the 413 goes out at once,
// and the rest of the body is still read and discarded: cutting the connection would leave the client without one.
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;
// Test clock offsets are bounded so `now` stays a sane, finite timestamp (±100 years).
const MAX_CLOCK_OFFSET_MS = 100 * 365.25 * 864e5;

/** @param {import('http').IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new HttpError(413, 'Body larger than 10 MB');
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_DRAIN_BYTES) { reject(tooLarge()); return; }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (c) => {
      size += c.length;
      if (over) {
        if (size > MAX_DRAIN_BYTES) reject(tooLarge()); // once: a settled promise ignores the later calls
        return;
      }
      if (size > V.MAX_BYTES) { over = true; chunks.length = 0; return; }
      chunks.push(c);
    });
    req.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** @param {import('http').IncomingMessage} req */
async function readJson(req) {
  const text = await readBody(req);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

// Answers to a request that carries the admin credential: sent without CORS headers, so no web page can read them,
// and refused when a web page could have made it (../auth/admin-guard.js; issue 36, item 11).
/** @type {WeakSet<import('http').ServerResponse>} */
const adminAnswers = new WeakSet();

/** @param {import('http').ServerResponse} res @param {number} code @param {any} body @param {Record<string, string>} [headers] */
function send(res, code, body, headers = {}) {
  const json = JSON.stringify(body);
  // the length lets server.js's compression leave an answer under its threshold plain
  const length = json === undefined ? {} : { 'content-length': String(Buffer.byteLength(json)) };
  const cors = adminAnswers.has(res) ? {} : { 'access-control-allow-origin': '*' };
  res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', ...cors, ...length, ...headers });
  res.end(json);
}


/** @param {URLSearchParams} sp */
function restQuery(sp) {
  if (!sp.has('orderBy')) return null;
  const j = (/** @type {string} */ k) => JSON.parse(/** @type {string} */ (sp.get(k)));
  const ob = j('orderBy');
  /** @type {any} */
  const q = { i: ob === '$key' ? '.key' : ob === '$value' ? '.value' : ob === '$priority' ? '.priority' : ob };
  if (sp.has('equalTo')) { q.sp = j('equalTo'); q.ep = q.sp; }
  if (sp.has('startAt')) q.sp = j('startAt');
  if (sp.has('endAt')) q.ep = j('endAt');
  if (sp.has('limitToFirst')) { q.l = Number(sp.get('limitToFirst')); q.vf = 'l'; }
  if (sp.has('limitToLast')) { q.l = Number(sp.get('limitToLast')); q.vf = 'r'; }
  return parseQuery(q);
}

/**
 * @typedef {{ projectId: string, open: (name: string) => import('./namespace').Namespace | null, reset: (name?: string) => Promise<void> }} Server
 *   what the REST surface needs of the server (server.js requires this file, not the other way round)
 */

/**
 * @param {Server} server
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 */
async function handle(server, req, res) {
  try {
    return await route(server, req, res);
  } catch (e) {
    if (res.headersSent) throw e;
    if (e instanceof HttpError) return send(res, e.status, { error: e.message });
    if (e instanceof V.DbError) return send(res, 400, { error: e.message });
    throw e;
  }
}

/**
 * @param {Server} server
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 */
async function route(server, req, res) {
  let url;
  try {
    url = new URL(req.url || '/', 'http://x');
  } catch {
    return send(res, 400, { error: 'Malformed request URL' });
  }
  const method = req.method || 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET,PUT,PATCH,POST,DELETE',
      'access-control-allow-headers': 'authorization,content-type' });
    res.end();
    return;
  }
  const nsName = url.searchParams.get('ns') || `${server.projectId}-default-rtdb`;
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(nsName)) return send(res, 400, { error: 'Invalid namespace' });
  const header = req.headers.authorization || '';
  const fromHeader = header.startsWith('Bearer ');
  const cred = fromHeader ? header.slice(7).trim() : url.searchParams.get('auth') || url.searchParams.get('access_token');
  let auth = null;
  if (cred) {
    const v = verifyIdToken(cred, server.projectId, { namespace: nsName });
    if (!v.ok) return send(res, 401, { error: v.error });
    auth = v.auth;
  }
  const admin = isAdmin(auth);
  if (admin) {
    adminAnswers.add(res);
    const refusal = adminRefusal(req.headers, fromHeader ? 'header' : 'query');
    if (refusal) return send(res, 403, { error: refusal });
  }
  const ns = server.open(nsName);
  if (!ns) return send(res, 404, { error: `Namespace ${nsName} is not served by this emulator` });

  if (url.pathname === '/.reset') {
    if (method !== 'POST') return send(res, 405, { error: 'Use POST' });
    if (!admin) return send(res, 401, { error: 'Admin credential required' });
    await server.reset(nsName);
    return send(res, 200, { ok: true });
  }
  if (url.pathname === '/.settings/rules.json') {
    if (!admin) return send(res, 401, { error: 'Admin credential required' });
    if (method === 'GET') return send(res, 200, ns.rules.json);
    if (method === 'PUT') {
      const body = await readJson(req);
      let compiled;
      try {
        compiled = compileRules(body);
      } catch (e) {
        return send(res, 400, { error: `Invalid rules: ${/** @type {Error} */ (e).message}` });
      }
      ns.rules = compiled;
      ns.indexes.invalidate();
      return send(res, 200, { status: 'ok' });
    }
    return send(res, 405, { error: 'Use GET or PUT' });
  }
  if (url.pathname.startsWith('/.test/')) return testHook(ns, url.pathname, method, admin, req, res);
  if (!url.pathname.endsWith('.json')) return send(res, 404, { error: 'Not found: use /<path>.json' });
  const p = V.parsePath(decodePath(url.pathname.slice(0, -5)));

  if (method === 'GET') {
    let query;
    try { query = restQuery(url.searchParams); } catch { return send(res, 400, { error: 'Invalid query' }); }
    if (!ns.canRead(p, query, auth)) return send(res, 401, { error: 'Permission denied' });
    let value = ns.readQuery(p, query);
    if (url.searchParams.get('shallow') === 'true' && value && typeof value === 'object') {
      value = Object.fromEntries(Object.keys(value).map((k) => [k, true]));
    }
    return send(res, 200, value);
  }
  if (!['PUT', 'PATCH', 'POST', 'DELETE'].includes(method)) return send(res, 405, { error: 'Method not allowed' });
  const body = method === 'DELETE' ? null : await readJson(req);
  /** @type {{ path: string[], value: any, key?: string }[]} */
  let ops;
  let pushed = '';
  if (method === 'PUT' || method === 'DELETE') ops = [{ path: p, value: body }];
  else if (method === 'PATCH') ops = mergeOps(p, body);
  else {
    pushed = pushId(ns.now());
    ops = [{ path: p.concat(pushed), value: body }];
  }
  const r = ns.write(ops, auth);
  if (r.status !== 'ok') return send(res, 401, { error: 'Permission denied' });
  // The reply is the data written (after normalisation: server values resolved, nulls dropped), as hosted answers,
  // never the stored tree at the path: that may hold data the writer cannot read (issue 19).
  if (method === 'DELETE') return send(res, 200, null);
  if (method === 'POST') return send(res, 200, { name: pushed });
  if (method === 'PUT') return send(res, 200, r.ops[0].value);
  const written = V.newNode();
  r.ops.forEach((op, i) => { written[/** @type {string} */ (ops[i].key)] = op.value; });
  return send(res, 200, written);
}

/**
 * Test hooks: admin only, REST only (the wire protocol has no route to them). See README "Limits and test hooks".
 * @param {import('./namespace').Namespace} ns @param {string} pathname @param {string} method @param {boolean} admin
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 */
async function testHook(ns, pathname, method, admin, req, res) {
  if (!admin) return send(res, 401, { error: 'Admin credential required' });
  if (pathname === '/.test/drop-next-write-ack') {
    if (method !== 'POST') return send(res, 405, { error: 'Use POST' });
    ns.dropNextWriteAck = true;
    return send(res, 200, { ok: true });
  }
  if (pathname === '/.test/clock') {
    if (method === 'GET') return send(res, 200, { offsetMs: ns.clockOffset, now: ns.now() });
    if (method !== 'PUT') return send(res, 405, { error: 'Use GET or PUT' });
    const body = await readJson(req);
    const offset = body && typeof body === 'object' ? body.offsetMs : undefined;
    if (typeof offset !== 'number' || !Number.isFinite(offset) || Math.abs(offset) > MAX_CLOCK_OFFSET_MS) {
      return send(res, 400, { error: 'Body must be { "offsetMs": <finite number, at most 100 years either way> }' });
    }
    ns.clockOffset = offset;
    return send(res, 200, { ok: true, offsetMs: offset, now: ns.now() });
  }
  if (pathname === '/.test/flush') {
    if (method !== 'POST') return send(res, 405, { error: 'Use POST' });
    await ns.flush();
    return send(res, 200, { ok: true });
  }
  return send(res, 404, { error: 'Unknown test hook' });
}

module.exports = { handle };
