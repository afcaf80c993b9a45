// @ts-check
'use strict';
/**
 * The Storage emulator's HTTP server: what the unmodified `firebase/storage` web SDK sends (12.x, `/v0/b/<bucket>/o…`):
 *
 * - `POST /v0/b/<bucket>/o?name=<name>` with `X-Goog-Upload-Protocol: multipart` (uploadBytes, and uploadBytesResumable
 *   of a file up to 256 KB): one multipart/related body, the metadata JSON then the bytes;
 * - the same with `X-Goog-Upload-Protocol: resumable` and `X-Goog-Upload-Command: start` (a larger file): answers an
 *   upload URL (`…&upload_id=<id>`) that then takes `query`, `upload`, `upload, finalize`, `finalize` and `cancel`;
 * - `GET /v0/b/<bucket>/o/<encoded name>`: the metadata; with `?alt=media`, the bytes (what an `<img>` shows);
 * - `DELETE /v0/b/<bucket>/o/<encoded name>`; `GET /v0/b/<bucket>/o?prefix=…&delimiter=/`: a folder's list.
 *
 * Every request is judged by rules/storage-policy.js (the source of storage.rules), with the writer's role read from
 * the database beside it (`roleOf`). Bodies are bounded (`maxBodyBytes`), names are plain paths (objects.js), and a
 * request it cannot parse gets a 4xx: no input stops the server. CORS: reads for any page, writes for the portal's
 * own origins (src/auth/reset-link.js). The admin credential (`Authorization: Bearer owner`, for tests and tools) is
 * refused from web pages as the other emulators refuse it (src/auth/admin-guard.js).
 */
const http = require('http');
const crypto = require('crypto');
const { decide } = require('../../rules/storage-policy');
const { verifyIdToken, isAdmin } = require('../auth/token');
const { adminRefusal } = require('../auth/admin-guard');
const { portalOrigins } = require('../auth/reset-link');
const { ObjectStore, nameProblem, isBucketName } = require('./objects');
const { HttpError, decodePath, listenOn, closeIdleOnlyWhenSilent } = require('../http');

// The largest request body read (a file, or one chunk of one): above the policy's 2 MB, so a file a little too large is
// refused by the policy's sentence, while a huge body is cut off without being read.
const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;
const MAX_METADATA_BYTES = 64 * 1024;
const MAX_UPLOAD_SESSIONS = 64;
const UPLOAD_SESSION_MS = 30 * 60 * 1000;
const BOUNDARY_RE = /^[A-Za-z0-9'()+_,./:=?-]{1,70}$/;
const HOST_RE = /^[A-Za-z0-9.[\]:-]{1,260}$/;
// What the SDK's XHR must read of an upload's answers
const EXPOSED = 'X-Goog-Upload-Status, X-Goog-Upload-URL, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity, Content-Length, Content-Type';


/**
 * @typedef {{ bucket: string, name: string, contentType: string, size: number, metadata?: Record<string, string>,
 *   cacheControl?: string, chunks: Buffer[], received: number, expires: number, uid: string | null }} UploadSession
 */

class StorageServer {
  /**
   * @param {{ port?: number, host?: string, projectId?: string, dataDir?: string | null, maxBodyBytes?: number,
   *   maxTotalBytes?: number, roleOf?: (uid: string, bucket: string) => string | null, origins?: string[] }} opts
   */
  constructor(opts = {}) {
    this.projectId = opts.projectId || 'demo-thali';
    this.host = opts.host || '127.0.0.1';
    this.requestedPort = opts.port ?? 9199;
    this.maxBodyBytes = opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.store = new ObjectStore({ dataDir: opts.dataDir ?? null, maxTotalBytes: opts.maxTotalBytes });
    this.roleOf = opts.roleOf ?? (() => null);
    this.origins = portalOrigins(opts.origins);
    /** @type {Map<string, UploadSession>} */
    this.sessions = new Map();
    this.http = http.createServer((req, res) => {
      this.handle(req, res).catch((/** @type {any} */ e) => {
        const status = e instanceof HttpError ? e.status : 500;
        if (status === 500) process.stderr.write(`local-firebase: storage: ${e?.stack || e}\n`);
        this.error(req, res, status, status === 500 ? 'Internal error' : e.message);
      });
    });
    this.http.on('clientError', (_e, socket) => socket.destroy());
    closeIdleOnlyWhenSilent(this.http);
    /** @type {Set<import('net').Socket>} */
    this.sockets = new Set();
    this.http.on('connection', (s) => { this.sockets.add(s); s.on('close', () => this.sockets.delete(s)); });
    this.port = 0;
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async handle(req, res) {
    this.cors(req, res);
    if (req.method === 'OPTIONS') {
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': typeof asked === 'string' && asked.length < 2048 ? asked : 'authorization, content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    let url;
    try {
      url = new URL(req.url || '/', 'http://x');
    } catch {
      throw new HttpError(400, 'Invalid URL');
    }
    const m = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    if (!m) throw new HttpError(404, 'Not Found.');
    const bucket = decodePath(m[1]);
    if (!isBucketName(bucket)) throw new HttpError(400, 'Invalid bucket name');
    const who = this.caller(req, url);
    if (m[2] !== undefined) {
      const name = checkedName(decodePath(m[2]));
      if (req.method === 'GET' || req.method === 'HEAD') return this.read(req, res, who, bucket, name, url.searchParams.get('alt') === 'media');
      if (req.method === 'DELETE') return this.remove(req, res, who, bucket, name);
      throw new HttpError(405, 'This emulator does not change metadata');
    }
    if (req.method === 'GET') return this.list(req, res, who, bucket, url.searchParams);
    if (req.method !== 'POST' && req.method !== 'PUT') throw new HttpError(405, 'Method not allowed');
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) return this.continueUpload(req, res, uploadId);
    const protocol = String(req.headers['x-goog-upload-protocol'] || '').toLowerCase();
    if (protocol === 'resumable') return this.startUpload(req, res, who, bucket, url);
    if (protocol === 'multipart' || /^multipart\/related/i.test(String(req.headers['content-type'] || ''))) {
      return this.multipartUpload(req, res, who, bucket, url);
    }
    throw new HttpError(400, 'Unsupported upload protocol');
  }

  /**
   * The signed-in caller: `{ uid, admin }`, `{ uid: null }` when signed out; an invalid token is a 401.
   * @param {http.IncomingMessage} req @param {URL} url
   */
  caller(req, url) {
    const header = String(req.headers.authorization || '');
    const m = /^(?:firebase|bearer) (.+)$/i.exec(header);
    if (!m) return { uid: /** @type {string | null} */ (null), admin: false };
    const v = verifyIdToken(m[1].trim(), this.projectId);
    if (!v.ok) throw new HttpError(401, 'Invalid authentication token');
    if (isAdmin(v.auth)) {
      const refusal = adminRefusal(req.headers, url.searchParams.has('auth') ? 'query' : 'header');
      if (refusal) throw new HttpError(403, refusal);
      return { uid: 'owner', admin: true };
    }
    return { uid: /** @type {string | null} */ (v.auth.uid), admin: false };
  }

  /**
   * Refuses (403 with the policy's reason) what the policy denies.
   * @param {{ uid: string | null, admin: boolean }} who @param {string} bucket
   * @param {Omit<import('../../rules/storage-policy').StorageRequest, 'uid' | 'role'>} request
   */
  authorize(who, bucket, request) {
    if (who.admin) return;
    const role = who.uid && request.op !== 'get' ? this.roleOf(who.uid, bucket) : null;
    const d = decide({ ...request, uid: who.uid, role });
    if (!d.allow) throw new HttpError(403, `Permission denied. ${d.reason}.`);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {any} who @param {string} bucket @param {string} name @param {boolean} media */
  read(req, res, who, bucket, name, media) {
    this.authorize(who, bucket, { op: 'get', path: name });
    const obj = this.store.get(bucket, name);
    if (!obj) throw new HttpError(404, 'Not Found.');
    if (!media) return this.json(res, 200, obj.meta);
    const etag = `"${obj.meta.md5Hash}"`;
    const headers = {
      'content-type': obj.meta.contentType, etag, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox", 'cross-origin-resource-policy': 'cross-origin',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': String(obj.bytes.length) });
    res.end(req.method === 'HEAD' ? undefined : obj.bytes);
  }

  /** @param {http.IncomingMessage} _req @param {http.ServerResponse} res @param {any} who @param {string} bucket @param {string} name */
  remove(_req, res, who, bucket, name) {
    this.authorize(who, bucket, { op: 'delete', path: name });
    if (!this.store.delete(bucket, name)) throw new HttpError(404, 'Not Found.');
    res.writeHead(204);
    res.end();
  }

  /** @param {http.IncomingMessage} _req @param {http.ServerResponse} res @param {any} who @param {string} bucket @param {URLSearchParams} q */
  list(_req, res, who, bucket, q) {
    const prefix = q.get('prefix') || '';
    if (prefix !== '' && nameProblem(prefix.replace(/\/$/, ''))) throw new HttpError(400, 'Invalid prefix');
    this.authorize(who, bucket, { op: 'list', path: prefix.replace(/\/$/, '') });
    const delimiter = q.get('delimiter');
    const max = Math.min(Math.max(Number(q.get('maxResults')) || 1000, 1), 1000);
    const after = q.get('pageToken') || '';
    /** @type {Set<string>} */
    const prefixes = new Set();
    /** @type {{ name: string, bucket: string }[]} */
    const items = [];
    let next = null;
    for (const name of this.store.list(bucket, prefix)) {
      if (after && name <= after) continue;
      if (items.length + prefixes.size >= max) {
        next = items.length ? items[items.length - 1].name : null;
        break;
      }
      const rest = name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + 1));
      else items.push({ name, bucket });
    }
    this.json(res, 200, { prefixes: [...prefixes], items, ...(next ? { nextPageToken: next } : {}) });
  }

  /** uploadBytes: one multipart/related body. @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {any} who @param {string} bucket @param {URL} url */
  async multipartUpload(req, res, who, bucket, url) {
    const ct = String(req.headers['content-type'] || '');
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(ct);
    const b = boundary ? boundary[1] || boundary[2] : '';
    if (!BOUNDARY_RE.test(b)) throw new HttpError(400, 'Invalid multipart boundary');
    const body = await this.readBody(req, this.maxBodyBytes + MAX_METADATA_BYTES);
    const parts = parseMultipart(body, b);
    if (parts.length !== 2) throw new HttpError(400, 'A multipart upload has the metadata and the file');
    const meta = parseMetadata(parts[0].body);
    const name = checkedName(url.searchParams.get('name') ?? meta.name);
    const contentType = typeof meta.contentType === 'string' ? meta.contentType : parts[1].contentType;
    const bytes = parts[1].body;
    this.authorize(who, bucket, { op: this.store.get(bucket, name) ? 'update' : 'create', path: name, contentType, size: bytes.length });
    this.save(res, bucket, name, bytes, { contentType, ...extraMetadata(meta) });
  }

  /** uploadBytesResumable of a file over 256 KB: answers the upload URL. @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {any} who @param {string} bucket @param {URL} url */
  async startUpload(req, res, who, bucket, url) {
    if (String(req.headers['x-goog-upload-command'] || '').toLowerCase() !== 'start') throw new HttpError(400, 'A resumable upload starts with the start command');
    const meta = parseMetadata(await this.readBody(req, MAX_METADATA_BYTES));
    const name = checkedName(url.searchParams.get('name') ?? meta.name);
    const size = Number(req.headers['x-goog-upload-header-content-length'] ?? meta.size);
    if (!Number.isSafeInteger(size) || size < 0) throw new HttpError(400, 'The upload names no size');
    const contentType = String(meta.contentType ?? req.headers['x-goog-upload-header-content-type'] ?? '');
    // judged at the start on what it says it will send (a refused file is not sent), and again on what arrived
    this.authorize(who, bucket, { op: this.store.get(bucket, name) ? 'update' : 'create', path: name, contentType, size });
    if (size > this.maxBodyBytes) throw new HttpError(413, 'The file is too large');
    this.expireSessions();
    if (this.sessions.size >= MAX_UPLOAD_SESSIONS) throw new HttpError(429, 'Too many uploads at once');
    const id = crypto.randomBytes(18).toString('base64url');
    this.sessions.set(id, {
      bucket, name, contentType, size, ...extraMetadata(meta), chunks: [], received: 0, expires: Date.now() + UPLOAD_SESSION_MS, uid: who.uid,
    });
    const host = HOST_RE.test(String(req.headers.host || '')) ? req.headers.host : `${this.host}:${this.port}`;
    const uploadUrl = `http://${host}/v0/b/${encodeURIComponent(bucket)}/o?name=${encodeURIComponent(name)}&upload_id=${id}&upload_protocol=resumable`;
    res.writeHead(200, { 'x-goog-upload-status': 'active', 'x-goog-upload-url': uploadUrl, 'x-goog-upload-chunk-granularity': '262144', 'content-length': '0' });
    res.end();
  }

  /** The commands on an upload URL. @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} id */
  async continueUpload(req, res, id) {
    this.expireSessions();
    const session = this.sessions.get(id);
    if (!session) {
      await this.readBody(req, this.maxBodyBytes).catch(() => undefined);
      throw new HttpError(404, 'No such upload (it finished, was cancelled or expired)');
    }
    const commands = String(req.headers['x-goog-upload-command'] || '').toLowerCase().split(',').map((c) => c.trim());
    const status = (/** @type {string} */ s) => ({ 'x-goog-upload-status': s, 'x-goog-upload-size-received': String(session.received) });
    if (commands.includes('cancel')) {
      this.sessions.delete(id);
      res.writeHead(200, { ...status('cancelled'), 'content-length': '0' });
      res.end();
      return;
    }
    if (commands.includes('query')) {
      res.writeHead(200, { ...status('active'), 'content-length': '0' });
      res.end();
      return;
    }
    if (commands.includes('upload')) {
      const offset = Number(req.headers['x-goog-upload-offset']);
      if (offset !== session.received) throw new HttpError(400, 'The chunk does not start where the last one ended');
      const chunk = await this.readBody(req, session.size - session.received);
      session.chunks.push(chunk);
      session.received += chunk.length;
    } else {
      await this.readBody(req, 0);
    }
    if (!commands.includes('finalize')) {
      res.writeHead(200, { ...status('active'), 'content-length': '0' });
      res.end();
      return;
    }
    this.sessions.delete(id);
    if (session.received !== session.size) throw new HttpError(400, 'The upload ended before the whole file arrived');
    const bytes = Buffer.concat(session.chunks);
    const who = { uid: session.uid, admin: session.uid === 'owner' };
    this.authorize(who, session.bucket, {
      op: this.store.get(session.bucket, session.name) ? 'update' : 'create', path: session.name, contentType: session.contentType, size: bytes.length,
    });
    this.save(res, session.bucket, session.name, bytes, session, { 'x-goog-upload-status': 'final' });
  }

  /**
   * @param {http.ServerResponse} res @param {string} bucket @param {string} name @param {Buffer} bytes
   * @param {{ contentType: string, metadata?: Record<string, string>, cacheControl?: string }} info @param {Record<string, string>} [headers]
   */
  save(res, bucket, name, bytes, info, headers = {}) {
    if (this.store.isFull(bytes.length, this.store.get(bucket, name))) throw new HttpError(507, 'The local Storage emulator is full');
    const meta = this.store.put(bucket, name, bytes, {
      contentType: info.contentType, metadata: info.metadata, cacheControl: info.cacheControl,
    });
    this.json(res, 200, meta, headers);
  }

  expireSessions() {
    const now = Date.now();
    for (const [id, s] of this.sessions) if (s.expires <= now) this.sessions.delete(id);
  }

  /**
   * The request's body, at most `limit` bytes: a longer one is answered 413 and its connection closed, unread.
   * @param {http.IncomingMessage} req @param {number} limit @returns {Promise<Buffer>}
   */
  readBody(req, limit) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return Promise.reject(this.tooLarge(req));
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      req.on('data', (/** @type {Buffer} */ c) => {
        size += c.length;
        if (size > limit) {
          req.removeAllListeners('data');
          reject(this.tooLarge(req));
          return;
        }
        chunks.push(c);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
      req.on('aborted', () => reject(new HttpError(400, 'The request was aborted')));
    });
  }

  /** @param {http.IncomingMessage} req */
  tooLarge(req) {
    // stop reading: the rest of a huge body is never buffered
    req.pause();
    /** @type {any} */ (req).thaliCloseAfter = true;
    return new HttpError(413, 'The file is too large');
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  cors(req, res) {
    const origin = req.headers.origin;
    if (typeof origin !== 'string') return;
    const reading = req.method === 'GET' || req.method === 'HEAD'
      || (req.method === 'OPTIONS' && /^(GET|HEAD)$/i.test(String(req.headers['access-control-request-method'] || '')));
    if (reading) res.setHeader('access-control-allow-origin', '*');
    else if (this.origins.has(origin)) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'Origin');
    } else return;
    res.setHeader('access-control-expose-headers', EXPOSED);
  }

  /** @param {http.ServerResponse} res @param {number} status @param {unknown} value @param {Record<string, string>} [headers] */
  json(res, status, value, headers = {}) {
    const body = JSON.stringify(value);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...headers });
    res.end(body);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {number} status @param {string} message */
  error(req, res, status, message) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const close = /** @type {any} */ (req).thaliCloseAfter === true;
    this.json(res, status, { error: { code: status, message } }, close ? { connection: 'close' } : {});
    if (close) res.on('finish', () => req.destroy());
  }

  /** @returns {Promise<number>} */
  async listen() {
    this.port = await listenOn(this.http, this.requestedPort, this.host);
    return this.port;
  }

  /** Forget every file and upload. */
  reset() {
    this.sessions.clear();
    this.store.reset();
  }

  async stop() {
    await new Promise((resolve) => {
      this.http.close(() => resolve(undefined));
      for (const s of this.sockets) s.destroy();
    });
  }
}


/** @param {unknown} name @returns {string} */
function checkedName(name) {
  if (typeof name !== 'string' || nameProblem(name)) throw new HttpError(400, 'Invalid object name');
  return name;
}

/** The metadata JSON object of an upload. @param {Buffer} body @returns {Record<string, any>} */
function parseMetadata(body) {
  if (body.length === 0) return {};
  let v;
  try {
    v = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The metadata is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, 'The metadata is not an object');
  return v;
}

/** The custom metadata and cache control an upload asked for, if well-formed. @param {Record<string, any>} meta */
function extraMetadata(meta) {
  /** @type {{ metadata?: Record<string, string>, cacheControl?: string }} */
  const out = {};
  if (meta.metadata && typeof meta.metadata === 'object' && !Array.isArray(meta.metadata)) {
    const entries = Object.entries(meta.metadata).filter(([k, v]) => typeof v === 'string' && k.length <= 128 && v.length <= 1024).slice(0, 32);
    if (entries.length) out.metadata = Object.fromEntries(entries);
  }
  if (typeof meta.cacheControl === 'string' && meta.cacheControl.length <= 256) out.cacheControl = meta.cacheControl;
  return out;
}

/**
 * The parts of a multipart/related body: each with its Content-Type and bytes.
 * @param {Buffer} body @param {string} boundary @returns {{ contentType: string, body: Buffer }[]}
 */
function parseMultipart(body, boundary) {
  const open = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  if (body.indexOf(open) !== 0) throw new HttpError(400, 'Malformed multipart body');
  /** @type {{ contentType: string, body: Buffer }[]} */
  const parts = [];
  let pos = open.length;
  for (;;) {
    if (body.subarray(pos, pos + 2).toString() === '--') return parts;
    if (body.subarray(pos, pos + 2).toString() !== '\r\n' || parts.length >= 8) throw new HttpError(400, 'Malformed multipart body');
    const headEnd = body.indexOf('\r\n\r\n', pos + 2);
    if (headEnd < 0) throw new HttpError(400, 'Malformed multipart body');
    const head = body.subarray(pos + 2, headEnd).toString('latin1');
    const next = body.indexOf(between, headEnd + 4);
    if (next < 0) throw new HttpError(400, 'Malformed multipart body');
    const ct = /^content-type:\s*(.+)$/im.exec(head);
    parts.push({ contentType: ct ? ct[1].trim() : '', body: body.subarray(headEnd + 4, next) });
    pos = next + between.length;
  }
}

module.exports = { StorageServer, parseMultipart, DEFAULT_MAX_BODY_BYTES };
