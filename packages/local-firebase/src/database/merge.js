// @ts-check
'use strict';
/**
 * The writes of a merge (wire `m` / `om`, REST PATCH): one write per key of the merged object, each key a relative
 * path below the merge location. The writes of one merge never overlap.
 */
const V = require('./values');

/**
 * @typedef {{ path: string[], value: any, key?: string }} WriteOp a write of `value` at `path`; `key` is the merge key
 *   as sent (a REST PATCH answers with the data written, keyed as in the request)
 */

/**
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

module.exports = { mergeOps };
