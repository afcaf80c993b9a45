// @ts-check
'use strict';
/**
 * Queries: the wire query object ({i, sp, sn, sin, ep, en, ein, l, vf}), SDK ordering, and sorted in-memory indexes.
 */
const { MIN_NAME, MAX_NAME, nameCompare, valueCompare, getAt, DbError, parsePath, hasOwn, newNode } = require('./values');

/**
 * @typedef {{ index: string, childPath: string[] | null, hasStart: boolean, sp: any, sn: string, sin: boolean,
 *   hasEnd: boolean, ep: any, en: string, ein: boolean, limit: number | null, fromLeft: boolean, raw: any }} Query
 */

/** @param {any} q @returns {Query | null} null for the default (unfiltered) query */
function parseQuery(q) {
  if (q === undefined || q === null) return null;
  if (typeof q !== 'object' || Array.isArray(q)) throw new DbError('invalid_query', 'Query must be an object');
  const index = q.i === undefined ? '.priority' : q.i;
  if (typeof index !== 'string') throw new DbError('invalid_query', 'Invalid index');
  const isSpecial = index === '.key' || index === '.value' || index === '.priority';
  const childPath = isSpecial ? null : parsePath(index);
  // own properties only: the query object comes straight from JSON.parse
  const hasStart = hasOwn(q, 'sp');
  const hasEnd = hasOwn(q, 'ep');
  const limit = q.l === undefined ? null : Number(q.l);
  if (limit !== null && (!Number.isInteger(limit) || limit <= 0)) throw new DbError('invalid_query', 'Invalid limit');
  for (const k of ['sp', 'ep']) if (hasOwn(q, k) && q[k] !== null && typeof q[k] === 'object') throw new DbError('invalid_query', 'Query bound must be a primitive');
  if (index === '.key') for (const k of ['sp', 'ep']) if (hasOwn(q, k) && typeof q[k] !== 'string') throw new DbError('invalid_query', 'orderByKey bounds must be strings');
  const parsed = {
    index, childPath, hasStart, sp: hasStart ? q.sp : null, sn: typeof q.sn === 'string' ? q.sn : MIN_NAME, sin: q.sin !== false,
    hasEnd, ep: hasEnd ? q.ep : null, en: typeof q.en === 'string' ? q.en : MAX_NAME, ein: q.ein !== false,
    limit, fromLeft: q.vf !== 'r', raw: q,
  };
  if (!hasStart && !hasEnd && limit === null && index === '.priority') return null;
  return parsed;
}

/** Index value of a child under an index spec. @param {string} spec @param {string[]|null} childPath @param {any} value */
function indexValue(spec, childPath, value) {
  if (spec === '.priority') return null;
  if (spec === '.key') return null;
  if (spec === '.value') return value;
  return getAt(value, /** @type {string[]} */ (childPath));
}

/** Compare two entries [indexValue, key]. @param {string} spec */
function entryComparator(spec) {
  if (spec === '.key') return (/** @type {[any,string]} */ a, /** @type {[any,string]} */ b) => nameCompare(a[1], b[1]);
  return (/** @type {[any,string]} */ a, /** @type {[any,string]} */ b) => valueCompare(a[0], b[0]) || nameCompare(a[1], b[1]);
}

/** Start and end bound entries as [value, name] pairs. @param {Query} q */
function bounds(q) {
  if (q.index === '.key') {
    return {
      start: q.hasStart ? [null, q.sp] : null,
      end: q.hasEnd ? [null, q.ep] : null,
    };
  }
  return {
    start: q.hasStart ? [q.sp, q.sn] : null,
    end: q.hasEnd ? [q.ep, q.en] : null,
  };
}

/** @param {Query} q @returns {(e: [any,string]) => boolean} */
function rangeTest(q) {
  const cmp = entryComparator(q.index);
  const { start, end } = bounds(q);
  return (e) => {
    if (start) {
      const c = cmp(e, /** @type {[any,string]} */ (start));
      if (c < 0 || (c === 0 && !q.sin)) return false;
    }
    if (end) {
      const c = cmp(e, /** @type {[any,string]} */ (end));
      if (c > 0 || (c === 0 && !q.ein)) return false;
    }
    return true;
  };
}

/** A sorted index of the children of one location by one index spec. */
class SortedIndex {
  /** @param {string} spec @param {string[]|null} childPath */
  constructor(spec, childPath) {
    this.spec = spec;
    this.childPath = childPath;
    this.cmp = entryComparator(spec);
    /** @type {[any,string][]} */
    this.entries = [];
    /** @type {Map<string, any>} */
    this.byKey = new Map();
    this.dirty = true;
  }

  /** @param {any} obj the value of the indexed location */
  rebuild(obj) {
    this.entries = [];
    this.byKey.clear();
    if (obj && typeof obj === 'object') {
      for (const k of Object.keys(obj)) {
        const iv = indexValue(this.spec, this.childPath, obj[k]);
        this.entries.push([iv, k]);
        this.byKey.set(k, iv);
      }
      this.entries.sort(this.cmp);
    }
    this.dirty = false;
  }

  /** first position whose entry is >= e (or > e when strict) @param {[any,string]} e */
  lowerBound(e, strict = false) {
    let lo = 0, hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = this.cmp(this.entries[mid], e);
      if (c < 0 || (strict && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Update one child. @param {string} key @param {any} childValue (null when removed) */
  update(key, childValue) {
    if (this.dirty) return;
    if (this.byKey.has(key)) {
      const old = /** @type {[any,string]} */ ([this.byKey.get(key), key]);
      const pos = this.lowerBound(old);
      if (pos < this.entries.length && this.entries[pos][1] === key) this.entries.splice(pos, 1);
      else { this.dirty = true; return; }
      this.byKey.delete(key);
    }
    if (childValue !== null && childValue !== undefined) {
      const e = /** @type {[any,string]} */ ([indexValue(this.spec, this.childPath, childValue), key]);
      this.entries.splice(this.lowerBound(e), 0, e);
      this.byKey.set(key, e[0]);
    }
  }

  /** Keys of the query window, in order. @param {Query} q @returns {string[]} */
  window(q) {
    const { start, end } = bounds(q);
    let lo = start ? this.lowerBound(/** @type {[any,string]} */ (start), !q.sin) : 0;
    let hi = end ? this.lowerBound(/** @type {[any,string]} */ (end), q.ein) : this.entries.length; // exclusive
    if (hi < lo) hi = lo;
    if (q.limit !== null && hi - lo > q.limit) {
      if (q.fromLeft) hi = lo + q.limit;
      else lo = hi - q.limit;
    }
    const out = new Array(hi - lo);
    for (let i = lo; i < hi; i++) out[i - lo] = this.entries[i][1];
    return out;
  }
}

/** Build the result object for a window. @param {any} obj @param {string[]} keys */
function pick(obj, keys) {
  if (!obj || typeof obj !== 'object') return null;
  const out = newNode();
  let any = false;
  for (const k of keys) if (hasOwn(obj, k) && obj[k] !== undefined) { out[k] = obj[k]; any = true; }
  return any ? out : null;
}

/** Rules-facing description of a query (the `query` variable). @param {Query|null} q */
function rulesQuery(q) {
  /** @type {{ orderByKey: boolean, orderByValue: boolean, orderByPriority: boolean, orderByChild: string | null, equalTo: any,
   *   startAt: any, endAt: any, limitToFirst: number | null, limitToLast: number | null }} */
  const r = { orderByKey: false, orderByValue: false, orderByPriority: false, orderByChild: null, equalTo: null,
    startAt: null, endAt: null, limitToFirst: null, limitToLast: null };
  if (!q) return r;
  if (q.index === '.key') r.orderByKey = true;
  else if (q.index === '.value') r.orderByValue = true;
  else if (q.index === '.priority') r.orderByPriority = true;
  else r.orderByChild = q.index;
  if (q.hasStart && q.hasEnd && q.sin && q.ein && q.sp === q.ep && (q.index === '.key' || (q.sn === MIN_NAME && q.en === MAX_NAME))) r.equalTo = q.sp;
  if (q.hasStart) r.startAt = q.sp;
  if (q.hasEnd) r.endAt = q.ep;
  if (q.limit !== null) {
    if (q.fromLeft) r.limitToFirst = q.limit;
    else r.limitToLast = q.limit;
  }
  return r;
}

module.exports = { parseQuery, indexValue, rangeTest, SortedIndex, pick, rulesQuery };
