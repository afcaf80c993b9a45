// @ts-check
'use strict';
/**
 * The listeners of one database, in a tree by path: a write visits only the listeners on its path and below.
 * A plain listener is sent the written value (`d`) or a merge (`m`); a query listener keeps its view (the keys of its
 * window) and is sent only the children that enter, leave or change in it.
 */
const V = require('./values');
const { pick, rangeTest, indexValue } = require('./query');

/**
 * @typedef {{ push: (a: 'd'|'m', p: string, d: any, t: number|undefined) => void }} Subscriber
 * @typedef {{ conn: Subscriber, path: string[], pathS: string, query: import('./query').Query | null,
 *   tag: number | undefined, view: Set<string> | null, key: string }} Listen
 * @typedef {{ children: Map<string, ListenNode>, listens: Set<Listen> }} ListenNode
 * @typedef {{ get: (p: string[]) => any, windowKeys: (p: string[], q: import('./query').Query) => string[] }} Reader
 */

const newListenNode = () => /** @type {ListenNode} */ ({ children: new Map(), listens: new Set() });

class Listeners {
  /** @param {Reader} data */
  constructor(data) {
    this.data = data;
    this.root = newListenNode();
  }

  /** @param {Listen} l */
  add(l) {
    let n = this.root;
    for (const k of l.path) {
      let c = n.children.get(k);
      if (!c) { c = newListenNode(); n.children.set(k, c); }
      n = c;
    }
    n.listens.add(l);
  }

  /** @param {Listen} l */
  remove(l) {
    /** @type {ListenNode[]} */
    const stack = [this.root];
    let n = this.root;
    for (const k of l.path) {
      const c = n.children.get(k);
      if (!c) return;
      n = c;
      stack.push(n);
    }
    n.listens.delete(l);
    for (let i = l.path.length; i > 0; i--) {
      const node = stack[i];
      if (node.listens.size === 0 && node.children.size === 0) stack[i - 1].children.delete(l.path[i - 1]);
      else break;
    }
  }

  /** Initial data for a listen; a query listen also takes its view. @param {Listen} l */
  initialView(l) {
    if (!l.query) return this.data.get(l.path);
    const keys = this.data.windowKeys(l.path, l.query);
    l.view = new Set(keys);
    return pick(this.data.get(l.path), keys);
  }

  /** Tell the listeners on and below these written paths. @param {string[][]} changed */
  notify(changed) {
    /** @type {Map<Listen, string[][]>} */
    const hits = new Map();
    const add = (/** @type {Listen} */ l, /** @type {string[]} */ w) => {
      const arr = hits.get(l);
      if (arr) arr.push(w); else hits.set(l, [w]);
    };
    const collectAll = (/** @type {ListenNode} */ n, /** @type {string[]} */ w) => {
      for (const l of n.listens) add(l, w);
      for (const c of n.children.values()) collectAll(c, w);
    };
    for (const w of changed) {
      let n = this.root;
      let ok = true;
      for (let i = 0; i < w.length; i++) {
        for (const l of n.listens) add(l, w);
        const c = n.children.get(w[i]);
        if (!c) { ok = false; break; }
        n = c;
      }
      if (ok) collectAll(n, w);
    }
    for (const [l, ws] of hits) {
      try {
        this.pushTo(l, ws);
      } catch (e) {
        process.stderr.write(`local-firebase: push failed: ${/** @type {Error} */ (e).stack}\n`);
      }
    }
  }

  /** @param {Listen} l @param {string[][]} ws the written paths that concern it */
  pushTo(l, ws) {
    const get = this.data.get;
    const full = ws.some((w) => V.isPrefix(w, l.path));
    const tag = l.tag;
    if (!l.query) {
      if (full) return l.conn.push('d', l.pathS, get(l.path), tag);
      if (ws.length === 1) return l.conn.push('d', V.pathStr(ws[0]), get(ws[0]), tag);
      const m = V.newNode();
      for (const w of ws) m[w.slice(l.path.length).join('/')] = get(w);
      return l.conn.push('m', l.pathS, m, tag);
    }
    if (full) return l.conn.push('d', l.pathS, this.initialView(l), tag);
    const m = l.query.limit !== null ? this.limitedDiff(l, ws) : this.rangeDiff(l, ws);
    if (m) l.conn.push('m', l.pathS, m, tag);
  }

  /**
   * A limited window: recompute it, then send what left (null), what entered, and the changes inside it.
   * @param {Listen} l @param {string[][]} ws @returns {Record<string, any> | null}
   */
  limitedDiff(l, ws) {
    const get = this.data.get;
    const view = /** @type {Set<string>} */ (l.view);
    const keys = this.data.windowKeys(l.path, /** @type {import('./query').Query} */ (l.query));
    const next = new Set(keys);
    const m = V.newNode();
    let any = false;
    for (const k of view) if (!next.has(k)) { m[k] = null; any = true; }
    for (const k of keys) if (!view.has(k)) { m[k] = get(l.path.concat(k)); any = true; }
    for (const w of ws) {
      const k = w[l.path.length];
      if (view.has(k) && next.has(k)) { m[w.slice(l.path.length).join('/')] = get(w); any = true; }
    }
    l.view = next;
    return any ? m : null;
  }

  /**
   * A range without limit: only the written children can enter or leave it.
   * @param {Listen} l @param {string[][]} ws @returns {Record<string, any> | null}
   */
  rangeDiff(l, ws) {
    const get = this.data.get;
    const view = /** @type {Set<string>} */ (l.view);
    const q = /** @type {import('./query').Query} */ (l.query);
    const test = rangeTest(q);
    const m = V.newNode();
    let any = false;
    for (const w of ws) {
      const k = w[l.path.length];
      const child = get(l.path.concat(k));
      const inRange = child !== null && test([q.index === '.key' ? null : indexValue(q.index, q.childPath, child), k]);
      if (inRange) {
        if (view.has(k)) m[w.slice(l.path.length).join('/')] = get(w);
        else { m[k] = child; view.add(k); }
        any = true;
      } else if (view.has(k)) {
        view.delete(k);
        m[k] = null;
        any = true;
      }
    }
    return any ? m : null;
  }
}

module.exports = { Listeners };
