// @ts-check
'use strict';
/**
 * Value helpers for the Realtime Database emulator: paths, key validation, SDK ordering, the SDK node hash,
 * normalisation of written values (server values, arrays, nulls), and copy-on-write tree updates.
 */
const crypto = require('crypto');

const MIN_NAME = '[MIN_NAME]';
const MAX_NAME = '[MAX_NAME]';
/*
 * Hosted Realtime Database limits (https://firebase.google.com/docs/database/usage/limits, "Data tree" and "Writes"):
 *   - "Maximum depth of child nodes: 32. Each path in your data tree must be less than 32 levels deep."
 *     → a path (write location plus the keys inside the written value) has at most 31 keys.
 *   - "Length of a key: 768 bytes. Keys are UTF-8 encoded and can't contain new lines or any of the following
 *     characters: . $ # [ ] / or any ASCII control characters (0x00 - 0x1F and 0x7F)."
 *   - "Maximum size of a string: 10 MB. Data is UTF-8 encoded."
 *   - Writes: the same page's "Writes" table bounds one write request (256 MB over REST, 16 MB from the SDKs).
 *     → this emulator keeps one (smaller) bound for both: 10 MB, so nothing accepted here is refused when hosted.
 */
const MAX_DEPTH = 31;
const MAX_KEY_BYTES = 768;
const MAX_BYTES = 10 * 1024 * 1024;
const INTEGER_REGEXP = /^-?(0*)\d{1,10}$/;
// eslint-disable-next-line no-control-regex
const INVALID_KEY = /[.#$[\]/\u0000-\u001f\u007f]/;
/*
 * Keys that name Object.prototype machinery. Hosted RTDB stores them as ordinary keys; this emulator refuses them
 * (invalid_key) because a JS object tree could follow them onto the shared prototype (issue 19: a PATCH with
 * "__proto__/admin": true made every request admin). The trees are also built from null-prototype objects and read
 * with own-property checks only, so any other inherited name (toString, hasOwnProperty, …) is an ordinary key.
 * Stricter than hosted, so an app that works here is not refused there.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const hasOwn = (/** @type {any} */ o, /** @type {string} */ k) => Object.prototype.hasOwnProperty.call(o, k);

/** A node of a value tree: no prototype, so no key can reach Object.prototype. @returns {Record<string, any>} */
const newNode = () => Object.create(null);

class DbError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** @param {string} str */
function tryParseInt(str) {
  if (INTEGER_REGEXP.test(str)) {
    const v = Number(str);
    if (v >= -2147483648 && v <= 2147483647) return v;
  }
  return null;
}

/** SDK nameCompare: 32-bit integer keys first (numerically), then strings. @param {string} a @param {string} b */
function nameCompare(a, b) {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const ai = tryParseInt(a), bi = tryParseInt(b);
  if (ai !== null) {
    if (bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
    return -1;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** @param {unknown} v */
function typeRank(v) {
  if (v === null || v === undefined) return 0;
  if (v === false) return 1;
  if (v === true) return 2;
  if (typeof v === 'number') return 3;
  if (typeof v === 'string') return 4;
  return 5;
}

/** Compare two index values with SDK ordering (null < false < true < numbers < strings < objects). @param {any} a @param {any} b */
function valueCompare(a, b) {
  const ra = typeRank(a), rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 3) return /** @type {number} */ (a) - /** @type {number} */ (b);
  if (ra === 4) return a === b ? 0 : a < b ? -1 : 1;
  return 0;
}

/** @param {string} p @returns {string[]} */
function parsePath(p) {
  if (typeof p !== 'string') throw new DbError('invalid_path', 'Path must be a string');
  const parts = p.split('/').filter((s) => s !== '');
  if (parts.length > MAX_DEPTH) throw new DbError('invalid_path', 'Path must be less than 32 levels deep');
  for (const k of parts) validateKey(k);
  return parts;
}

/** @param {string} k */
function validateKey(k) {
  if (typeof k !== 'string' || k.length === 0 || INVALID_KEY.test(k) || Buffer.byteLength(k) > MAX_KEY_BYTES) {
    throw new DbError('invalid_key', `Invalid key ${JSON.stringify(String(k)).slice(0, 80)}: keys must be non-empty, at most 768 bytes, and not contain . # $ [ ] / or control characters`);
  }
  if (FORBIDDEN_KEYS.has(k)) throw new DbError('invalid_key', `Invalid key ${JSON.stringify(k)}: __proto__, constructor and prototype are reserved`);
}

/** @param {string[]} parts */
const pathStr = (parts) => '/' + parts.join('/');

/** @param {string[]} a @param {string[]} b  true if a is a prefix of (or equal to) b */
function isPrefix(a, b) {
  if (a.length > b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** @param {any} root @param {string[]} path */
function getAt(root, path, from = 0) {
  let v = root;
  for (let i = from; i < path.length; i++) {
    if (v === null || typeof v !== 'object') return null;
    v = hasOwn(v, path[i]) ? v[path[i]] : null;
    if (v === undefined) return null;
  }
  return v === undefined ? null : v;
}

/**
 * Copy-on-write set: returns a new tree with `value` at `path` (null deletes, empty objects pruned).
 * Only the objects along the path are copied.
 * @param {any} node @param {string[]} path @param {any} value @param {number} [i]
 * @returns {any}
 */
function setIn(node, path, value, i = 0) {
  if (i === path.length) return value;
  const key = path[i];
  const base = node !== null && typeof node === 'object' ? node : null;
  const child = setIn(base && hasOwn(base, key) ? base[key] : null, path, value, i + 1);
  if (child === null) {
    if (!base || !hasOwn(base, key)) return base;
    const copy = copyNode(base);
    delete copy[key];
    return isEmptyObject(copy) ? null : copy;
  }
  const copy = base ? copyNode(base) : newNode();
  copy[key] = child;
  return copy;
}

/** Shallow copy into a null-prototype node (own enumerable keys only). @param {Record<string, any>} o */
function copyNode(o) {
  const out = newNode();
  for (const k of Object.keys(o)) out[k] = o[k];
  return out;
}

/**
 * In-place set on a mutable root holder; returns the new root.
 * @param {any} root @param {string[]} path @param {any} value
 */
function setInPlace(root, path, value) {
  if (path.length === 0) return value;
  if (root === null || typeof root !== 'object') {
    if (value === null) return root;
    root = newNode();
  }
  /** @type {any[]} */
  const stack = [root];
  let node = root;
  for (let i = 0; i < path.length - 1; i++) {
    // own properties only: an inherited value (e.g. Object.prototype via "__proto__") is never walked into
    let next = hasOwn(node, path[i]) ? node[path[i]] : null;
    if (next === null || next === undefined || typeof next !== 'object') {
      if (value === null) return root; // nothing to delete
      next = newNode();
      node[path[i]] = next;
    }
    node = next;
    stack.push(node);
  }
  const last = path[path.length - 1];
  if (value === null) {
    delete node[last];
    // prune empty ancestors
    for (let i = path.length - 1; i >= 0; i--) {
      const n = stack[i];
      if (isEmptyObject(n)) {
        if (i === 0) return null;
        delete stack[i - 1][path[i - 1]];
      } else break;
    }
  } else node[last] = value;
  return root;
}

/** @param {any} o */
function isEmptyObject(o) {
  for (const k in o) if (hasOwn(o, k)) return false;
  return true;
}

/**
 * Normalise a client-provided value: arrays → objects, nulls dropped, empty objects → null, `.value` unwrapped,
 * `.priority` dropped, server values resolved, keys validated, depth and size limited. The result is built from
 * null-prototype nodes only. `depth` is the number of keys from the database root to `v` (the write location's depth
 * at the top call), so the hosted depth limit applies to the whole path, not just to the written value.
 * @param {any} v @param {{ now: number, current: (rel: string[]) => any }} ctx @param {string[]} rel @param {number} depth
 * @returns {any}
 */
function normalize(v, ctx, rel = [], depth = 0) {
  if (v === null || v === undefined) return null;
  if (depth > MAX_DEPTH) throw new DbError('invalid_data', 'Data must be less than 32 levels deep');
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') {
    // JSON.parse turns 1e999 into Infinity; JSON.stringify would store it as null
    if (!Number.isFinite(v)) throw new DbError('invalid_data', 'Numbers must be finite');
    return v;
  }
  if (typeof v === 'string') {
    // cheap bound first: a UTF-16 code unit is at most 3 UTF-8 bytes
    if (v.length * 3 > MAX_BYTES && Buffer.byteLength(v, 'utf8') > MAX_BYTES) throw new DbError('invalid_data', 'String larger than 10 MB (UTF-8)');
    return v;
  }
  if (typeof v !== 'object') throw new DbError('invalid_data', 'Unsupported value type');
  if (!Array.isArray(v) && hasOwn(v, '.sv')) {
    const sv = v['.sv'];
    if (sv === 'timestamp') return ctx.now;
    if (sv && typeof sv === 'object' && hasOwn(sv, 'increment') && typeof sv.increment === 'number' && Number.isFinite(sv.increment)) {
      const cur = ctx.current(rel);
      const sum = (typeof cur === 'number' ? cur : 0) + sv.increment;
      // refused rather than stored: a non-finite sum would be persisted as null and lose the counter for good
      if (!Number.isFinite(sum)) throw new DbError('invalid_data', 'Increment overflows the number range');
      return sum;
    }
    throw new DbError('invalid_data', 'Unknown server value');
  }
  if (!Array.isArray(v) && hasOwn(v, '.value')) return normalize(v['.value'], ctx, rel, depth);
  const out = newNode();
  let any = false;
  const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
  for (const [k, child] of entries) {
    if (k === '.priority') continue;
    validateKey(k);
    const n = normalize(child, ctx, [...rel, k], depth + 1);
    if (n !== null) {
      out[k] = n;
      any = true;
    }
  }
  return any ? out : null;
}

/**
 * Parse stored JSON (the persistence file) into a null-prototype tree. Keys this emulator refuses (e.g. a
 * "__proto__" written by an older version) are dropped with a warning rather than loaded.
 * @param {string} text @param {(msg: string) => void} [warn]
 */
function treeFromJSON(text, warn = () => {}) {
  return JSON.parse(text, function (key, value) {
    if (value === null || typeof value !== 'object') return value;
    const out = newNode();
    let any = false;
    for (const k of Object.keys(value)) {
      try {
        validateKey(k);
      } catch {
        warn(`dropped invalid key ${JSON.stringify(k).slice(0, 80)}`);
        continue;
      }
      if (value[k] !== null && value[k] !== undefined) { out[k] = value[k]; any = true; }
    }
    return any ? out : null;
  });
}

/** Sort an object's keys with the SDK key order. @param {Record<string, any>} obj */
function sortedKeys(obj) {
  return Object.keys(obj).sort(nameCompare);
}

/** @param {number} v */
function doubleToHex(v) {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(v);
  return b.toString('hex');
}

/** @param {string} s */
const sha1 = (s) => crypto.createHash('sha1').update(s, 'utf8').digest('base64');

/** The SDK's node hash (LeafNode.hash / ChildrenNode.hash; priorities are not stored by this emulator). @param {any} v @returns {string} */
function nodeHash(v) {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') {
    const type = typeof v;
    return sha1(type + ':' + (type === 'number' ? doubleToHex(/** @type {number} */ (v)) : String(v)));
  }
  let toHash = '';
  for (const k of sortedKeys(v)) {
    const h = nodeHash(v[k]);
    if (h !== '') toHash += ':' + k + ':' + h;
  }
  return toHash === '' ? '' : sha1(toHash);
}

/** @param {any} v  deep copy of a JSON tree */
function clone(v) {
  return v === null || typeof v !== 'object' ? v : treeFromJSON(JSON.stringify(v));
}

module.exports = {
  MIN_NAME, MAX_NAME, MAX_DEPTH, MAX_BYTES, DbError, nameCompare, valueCompare, parsePath, validateKey, pathStr, isPrefix,
  getAt, setIn, setInPlace, normalize, treeFromJSON, nodeHash, clone, newNode, hasOwn,
};
