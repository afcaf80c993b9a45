// @ts-check
'use strict';
/**
 * REST surface:
 *   GET|PUT|PATCH|POST|DELETE /<path>.json?ns=<namespace>   (rules apply; `Authorization: Bearer owner` is admin,
 *                                                           `Authorization: Bearer <idToken>` or `?auth=<idToken>` signs in)
 *   GET query params: orderBy, startAt, endAt, equalTo, limitToFirst, limitToLast (JSON-encoded, as Firebase REST)
 *   POST /.reset?ns=<namespace>            admin only: empties the namespace (and its file)
 *   GET|PUT /.settings/rules.json?ns=...   admin only: read / replace the rules of one namespace
 */
const V = require('./values');
const { parseQuery } = require('./query');
const { compileRules } = require('../rules');
const { verifyIdToken } = require('../auth/token');
const { mergeOps } = require('./server');

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
function pushId() {
  let now = Date.now();
  let id = '';
  for (let i = 0; i < 8; i++) { id = PUSH_CHARS.charAt(now % 64) + id; now = Math.floor(now / 64); }
  for (let i = 0; i < 12; i++) id += PUSH_CHARS.charAt(Math.floor(Math.random() * 64));
  return id;
}

/** @param {import('http').IncomingMessage} req */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > V.MAX_BYTES) { reject(new V.DbError('invalid_data', 'Body larger than 10 MB')); req.destroy(); return; }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** @param {import('http').ServerResponse} res @param {number} code @param {any} body */
function send(res, code, body) {
  res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
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
 * @param {import('./server').DatabaseServer} server
 * @param {import('http').IncomingMessage} req @param {import('http').ServerResponse} res
 */
async function handle(server, req, res) {
  const url = new URL(req.url || '/', 'http://x');
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
  const cred = header.startsWith('Bearer ') ? header.slice(7).trim() : url.searchParams.get('auth') || url.searchParams.get('access_token');
  let auth = null;
  if (cred) {
    const v = verifyIdToken(cred, server.projectId);
    if (!v.ok) return send(res, 401, { error: v.error });
    auth = v.auth;
  }
  const admin = !!(auth && auth.admin);
  const ns = server.ns(nsName);

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
      const body = JSON.parse(await readBody(req));
      ns.rules = compileRules(body);
      for (const e of ns.indexes.values()) e.index.dirty = true;
      return send(res, 200, { status: 'ok' });
    }
    return send(res, 405, { error: 'Use GET or PUT' });
  }
  if (!url.pathname.endsWith('.json')) return send(res, 404, { error: 'Not found: use /<path>.json' });
  const p = V.parsePath(decodeURIComponent(url.pathname.slice(0, -5)));

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
  const text = method === 'DELETE' ? 'null' : await readBody(req);
  let body;
  try { body = JSON.parse(text); } catch { return send(res, 400, { error: 'Invalid JSON body' }); }
  /** @type {{ path: string[], value: any }[]} */
  let ops;
  let result = body;
  if (method === 'PUT' || method === 'DELETE') ops = [{ path: p, value: body }];
  else if (method === 'PATCH') ops = mergeOps(p, body);
  else if (method === 'POST') {
    const id = pushId();
    ops = [{ path: p.concat(id), value: body }];
    result = { name: id };
  } else return send(res, 405, { error: 'Method not allowed' });
  const r = ns.write(ops, auth);
  if (r.status !== 'ok') return send(res, 401, { error: 'Permission denied' });
  if (method === 'PUT' || method === 'PATCH') result = ns.get(p);
  return send(res, 200, method === 'DELETE' ? null : result);
}

module.exports = { handle, pushId };
