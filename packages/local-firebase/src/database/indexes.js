// @ts-check
'use strict';
/**
 * The sorted indexes of one database, one per (location, order): built on first use, kept up to date by the writes
 * that touch a child of their location, rebuilt after a write above it.
 */
const V = require('./values');
const { SortedIndex } = require('./query');

// More indexes than this (one per queried location and order) are dropped and rebuilt on demand.
const MAX_INDEXES = 500;

class Indexes {
  /** @param {(p: string[]) => any} get the current value at a path */
  constructor(get) {
    this.get = get;
    /** @type {Map<string, { path: string[], index: SortedIndex }>} */
    this.byKey = new Map();
  }

  /** The index of the children of `p` in the order of `q`, up to date. @param {string[]} p @param {import('./query').Query} q */
  of(p, q) {
    const key = V.pathStr(p) + '|' + q.index;
    let entry = this.byKey.get(key);
    if (!entry) {
      if (this.byKey.size > MAX_INDEXES) this.byKey.clear();
      entry = { path: p, index: new SortedIndex(q.index, q.childPath) };
      this.byKey.set(key, entry);
    }
    if (entry.index.dirty) entry.index.rebuild(this.get(p));
    return entry.index;
  }

  /** Rebuild every index at its next use (e.g. after new rules). */
  invalidate() {
    for (const { index } of this.byKey.values()) index.dirty = true;
  }

  /** Follow writes at these paths. @param {string[][]} changed */
  afterWrite(changed) {
    for (const { path: ip, index } of this.byKey.values()) {
      if (index.dirty) continue;
      for (const w of changed) {
        if (V.isPrefix(w, ip)) { index.dirty = true; break; }
        if (V.isPrefix(ip, w)) {
          const k = w[ip.length];
          index.update(k, this.get(ip.concat(k)));
        }
      }
    }
  }
}

module.exports = { Indexes };
