// @ts-check
'use strict';
/**
 * The data tree of one database: reads by path, the tree as a set of writes would leave it (what the rules see as
 * `newData`), and applying writes. Trees are null-prototype objects (see values.js).
 */
const V = require('./values');

class Store {
  /** @param {any} root */
  constructor(root = null) {
    /** @type {any} */
    this.root = root;
  }

  /** The value at a path (null when absent). Bound, so it can be handed to the rules as a getter. */
  get = (/** @type {string[]} */ p) => V.getAt(this.root, p);

  /**
   * Normalise client writes against the current tree: server values resolved (`now`, increments of the stored
   * value), keys validated, nulls dropped.
   * @param {{ path: string[], value: any }[]} rawOps @param {number} now
   * @returns {{ path: string[], value: any }[]}
   */
  resolve(rawOps, now) {
    return rawOps.map(({ path: p, value }) => ({
      path: p,
      value: V.normalize(value, { now, current: (rel) => V.getAt(this.root, p.concat(rel)) }, [], p.length),
    }));
  }

  /**
   * A reader of the tree as it would be after `ops` (which never overlap), without changing it.
   * @param {{ path: string[], value: any }[]} ops @returns {(p: string[]) => any}
   */
  after(ops) {
    // Index the writes by path and by every proper prefix, so that a read touches only the writes at, above or below
    // it: a scan of every write per path was quadratic in the keys of a merge (a 10 MB PATCH of a few hundred
    // thousand keys stalled the server for minutes).
    /** @type {Map<string, number>} */
    const at = new Map();
    /** @type {Map<string, number[]>} */
    const below = new Map();
    ops.forEach((op, i) => {
      at.set(op.path.join('/'), i);
      for (let d = 0; d < op.path.length; d++) {
        const k = op.path.slice(0, d).join('/');
        const list = below.get(k);
        if (list) list.push(i); else below.set(k, [i]);
      }
    });
    /** @type {Map<string, any>} */
    const cache = new Map();
    return (p) => {
      const k = p.join('/');
      if (cache.has(k)) return cache.get(k);
      let v;
      let d = p.length;
      for (; d >= 0; d--) {
        const i = at.get(d === p.length ? k : p.slice(0, d).join('/'));
        if (i !== undefined) { v = V.getAt(ops[i].value, p, d); break; }
      }
      if (d < 0) {
        const list = below.get(k);
        v = this.get(p);
        if (list) {
          v = V.clone(v); // one copy of the subtree, then in-place sets of each write below
          for (const i of list) v = V.setInPlace(v, ops[i].path.slice(p.length), ops[i].value);
        }
      }
      cache.set(k, v);
      return v;
    };
  }

  /** Apply writes (already checked). @param {{ path: string[], value: any }[]} ops */
  apply(ops) {
    for (const op of ops) this.root = V.setInPlace(this.root, op.path, op.value);
  }
}

module.exports = { Store };
