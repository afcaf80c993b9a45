// @ts-check
'use strict';
/**
 * The stored files of every bucket: kept in memory and, with a data folder, in `<dataDir>/storage/<bucket>/` (each file
 * as `<encoded name>` beside its metadata `<encoded name>.json`, written to a temporary file and renamed, so a crash
 * never leaves half a file). Bounded: at most `maxTotalBytes` in all (the emulator answers "full" beyond).
 */
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

// A bucket's name as hosted Storage allows them (lower-case letters, digits, dots, dashes, underscores).
const BUCKET_RE = /^[a-z0-9][a-z0-9._-]{1,220}$/;
// An object's name: the characters Thali's paths use, at most 224 of them (a file name on disk is its encoded name, within the 255 bytes file systems allow).
const NAME_CHARS_RE = /^[A-Za-z0-9._/-]{1,224}$/;

/**
 * Why an object's name is refused, or null. Names are plain paths: no empty, `.` or `..` segment, no leading or
 * trailing slash, only letters, digits, `.`, `_`, `-` and `/` (so an encoded slash, a backslash, `%`, a control
 * character or a double-encoded name never names a file).
 * @param {string} name
 */
function nameProblem(name) {
  if (!NAME_CHARS_RE.test(name)) return 'Invalid object name';
  if (name.split('/').some((s) => s === '' || s === '.' || s === '..')) return 'Invalid object name';
  return null;
}

/** @param {string} bucket */
const isBucketName = (bucket) => BUCKET_RE.test(bucket) && !bucket.includes('..');

/**
 * @typedef {{ name: string, bucket: string, generation: string, metageneration: string, contentType: string, size: string,
 *   md5Hash: string, timeCreated: string, updated: string, storageClass: string, downloadTokens: string,
 *   contentDisposition: string, contentEncoding: string, cacheControl?: string, metadata?: Record<string, string> }} ObjectMetadata
 * @typedef {{ meta: ObjectMetadata, bytes: Buffer }} StoredObject
 */

class ObjectStore {
  /** @param {{ dataDir?: string | null, maxTotalBytes?: number }} opts */
  constructor(opts = {}) {
    this.dir = opts.dataDir ? path.join(opts.dataDir, 'storage') : null;
    this.maxTotalBytes = opts.maxTotalBytes ?? 256 * 1024 * 1024;
    /** @type {Map<string, Map<string, StoredObject>>} */
    this.buckets = new Map();
    this.totalBytes = 0;
    this.load();
  }

  /** Read what the data folder holds (unreadable entries are said on stderr and skipped). */
  load() {
    if (!this.dir || !fs.existsSync(this.dir)) return;
    for (const bucket of fs.readdirSync(this.dir)) {
      if (!isBucketName(bucket)) continue;
      const dir = path.join(this.dir, bucket);
      for (const file of fs.readdirSync(dir)) {
        if (!file.endsWith('.json') || file.startsWith('.tmp-')) continue;
        try {
          const meta = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
          const bytes = fs.readFileSync(path.join(dir, file.slice(0, -'.json'.length)));
          if (typeof meta?.name !== 'string' || nameProblem(meta.name)) continue;
          this.objects(bucket).set(meta.name, { meta, bytes });
          this.totalBytes += bytes.length;
        } catch (e) {
          process.stderr.write(`local-firebase: storage: could not read ${path.join(dir, file)}: ${/** @type {Error} */ (e).message}\n`);
        }
      }
    }
  }

  /** @param {string} bucket */
  objects(bucket) {
    let m = this.buckets.get(bucket);
    if (!m) {
      m = new Map();
      this.buckets.set(bucket, m);
    }
    return m;
  }

  /** @param {string} bucket @param {string} name @returns {StoredObject | undefined} */
  get(bucket, name) {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Would storing `size` more bytes in place of `replacing` exceed the bound? @param {number} size @param {StoredObject} [replacing] */
  isFull(size, replacing) {
    return this.totalBytes - (replacing?.bytes.length ?? 0) + size > this.maxTotalBytes;
  }

  /**
   * Store a file (replacing one of that name). @param {string} bucket @param {string} name @param {Buffer} bytes
   * @param {{ contentType: string, metadata?: Record<string, string>, cacheControl?: string }} info
   * @returns {ObjectMetadata}
   */
  put(bucket, name, bytes, info) {
    const before = this.get(bucket, name);
    const now = new Date().toISOString();
    /** @type {ObjectMetadata} */
    const meta = {
      name, bucket, generation: String(Date.now() * 1000 + crypto.randomInt(1000)), metageneration: '1',
      contentType: info.contentType, size: String(bytes.length), md5Hash: crypto.createHash('md5').update(bytes).digest('base64'),
      timeCreated: now, updated: now, storageClass: 'STANDARD', downloadTokens: crypto.randomUUID(),
      contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(name.split('/').pop() || name)}`, contentEncoding: 'identity',
      ...(info.cacheControl ? { cacheControl: info.cacheControl } : {}),
      ...(info.metadata ? { metadata: info.metadata } : {}),
    };
    this.objects(bucket).set(name, { meta, bytes });
    this.totalBytes += bytes.length - (before?.bytes.length ?? 0);
    this.write(bucket, name, { meta, bytes });
    return meta;
  }

  /** @param {string} bucket @param {string} name @returns {boolean} whether there was such a file */
  delete(bucket, name) {
    const before = this.get(bucket, name);
    if (!before) return false;
    this.buckets.get(bucket)?.delete(name);
    this.totalBytes -= before.bytes.length;
    if (this.dir) {
      const file = path.join(this.dir, bucket, encodeURIComponent(name));
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.json`, { force: true });
    }
    return true;
  }

  /** The names in a bucket under a prefix, sorted. @param {string} bucket @param {string} prefix */
  list(bucket, prefix) {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].filter((n) => n.startsWith(prefix)).sort();
  }

  /** @param {string} bucket @param {string} name @param {StoredObject} obj */
  write(bucket, name, obj) {
    if (!this.dir) return;
    const dir = path.join(this.dir, bucket);
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, encodeURIComponent(name));
    const tmp = path.join(dir, `.tmp-${process.pid}-${encodeURIComponent(name)}`);
    fs.writeFileSync(tmp, obj.bytes);
    fs.renameSync(tmp, file);
    fs.writeFileSync(`${tmp}.json`, JSON.stringify(obj.meta));
    fs.renameSync(`${tmp}.json`, `${file}.json`);
  }

  /** Forget every file (and remove them from the data folder). */
  reset() {
    this.buckets.clear();
    this.totalBytes = 0;
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

module.exports = { ObjectStore, nameProblem, isBucketName };
