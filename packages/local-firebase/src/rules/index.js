// @ts-check
'use strict';
/**
 * A compact Realtime Database security-rules evaluator on the jsep expression parser (no eval).
 *
 * Interface (stable):
 *   const rules = compileRules(json)            // json: the parsed database.rules.json (with or without "rules")
 *   rules.canRead(path, { auth, now, query, getOld })                       → boolean
 *   rules.canWrite(writes, { auth, now, getOld, getNew })                   → { allowed, reason }
 *   rules.indexOn(path) → string[]
 * where getOld/getNew(path: string[]) return the JSON value at a path before/after the write.
 */
const jsep = require('jsep');
const { valueCompare, hasOwn } = require('../database/values');
const { isAdmin } = require('../auth/token');

/** @typedef {{ uid: string, token: Record<string, any>, provider?: string } | null} Auth */

/**
 * @typedef {object} RuleNode
 * @property {any} read @property {any} write @property {any} validate
 * @property {string[]} indexOn
 * @property {Map<string, RuleNode>} children
 * @property {{ name: string, node: RuleNode } | null} wildcard
 */

const REGEX_LITERAL = /\(\s*\/((?:\\.|[^/\\\n])+)\/([gimsuy]*)\s*\)/g;

/** @param {string | boolean} src */
function compileExpr(src) {
  if (typeof src === 'boolean') return { type: 'Literal', value: src };
  if (typeof src !== 'string') throw new Error('Rule must be a string or boolean');
  /** @type {RegExp[]} */
  const regexes = [];
  const text = src.replace(REGEX_LITERAL, (_m, body, flags) => {
    regexes.push(new RegExp(body, flags.replace('g', '')));
    return `(__regex${regexes.length - 1})`;
  });
  const ast = jsep(text);
  return { type: 'Root', ast, regexes, src };
}

/** @param {any} json @returns {RuleNode} */
function compileNode(json) {
  /** @type {RuleNode} */
  const node = { read: null, write: null, validate: null, indexOn: [], children: new Map(), wildcard: null };
  if (!json || typeof json !== 'object') return node;
  for (const [k, v] of Object.entries(json)) {
    if (k === '.read') node.read = compileExpr(v);
    else if (k === '.write') node.write = compileExpr(v);
    else if (k === '.validate') node.validate = compileExpr(v);
    else if (k === '.indexOn') node.indexOn = Array.isArray(v) ? v.map(String) : [String(v)];
    else if (k.startsWith('$')) {
      if (node.wildcard) throw new Error(`Two wildcards under one node: ${node.wildcard.name} and ${k}`);
      node.wildcard = { name: k, node: compileNode(v) };
    } else if (k.startsWith('.')) throw new Error(`Unknown rule key ${k}`);
    else node.children.set(k, compileNode(v));
  }
  return node;
}

class RuleError extends Error {}

/**
 * How a number is written when `+` joins it to a string (scope key; a symbol, so no rule expression can name it). By
 * default JavaScript's; the rules language does not document its own, so tests can evaluate the rules with another
 * (compileRules' `numberText`) to show a rule fails closed when hosted Firebase writes numbers differently.
 */
const NUMBER_TEXT = Symbol('numberText');
/** @param {Record<string | symbol, any>} scope @param {unknown} v */
const joined = (scope, v) => (typeof v === 'number' && scope[NUMBER_TEXT] ? scope[NUMBER_TEXT](v) : String(v));

/** A lazy snapshot for rules: holds a path, materialises values through a getter. */
class RuleSnapshot {
  /** @param {(p: string[]) => any} get @param {string[]} path */
  constructor(get, path) {
    this.__get = get;
    this.__path = path;
  }
}

/** @param {any} a @param {string} p */
function childPath(a, p) {
  if (typeof p === 'number') p = String(p);
  if (typeof p !== 'string') throw new RuleError('child() expects a string');
  return [...a, ...p.split('/').filter(Boolean)];
}

/** The methods of a snapshot in rules (`data.child('x').val()`), each given its snapshot. @type {Record<string, (s: RuleSnapshot) => any>} */
const SNAPSHOT_METHODS = {
  val: (s) => () => s.__get(s.__path),
  child: (s) => (/** @type {string} */ p) => new RuleSnapshot(s.__get, childPath(s.__path, p)),
  parent: (s) => () => {
    if (s.__path.length === 0) throw new RuleError('parent() of root');
    return new RuleSnapshot(s.__get, s.__path.slice(0, -1));
  },
  exists: (s) => () => s.__get(s.__path) !== null,
  hasChild: (s) => (/** @type {string} */ p) => s.__get(childPath(s.__path, p)) !== null,
  hasChildren: (s) => (/** @type {string[]|undefined} */ list) => {
    const v = s.__get(s.__path);
    if (v === null || typeof v !== 'object') return false;
    if (list === undefined) return true;
    if (!Array.isArray(list)) throw new RuleError('hasChildren expects an array');
    return list.every((k) => s.__get(childPath(s.__path, k)) !== null);
  },
  isNumber: (s) => () => typeof s.__get(s.__path) === 'number',
  isString: (s) => () => typeof s.__get(s.__path) === 'string',
  isBoolean: (s) => () => typeof s.__get(s.__path) === 'boolean',
  getPriority: () => () => null,
};

/** @param {string} str @param {string} name */
function stringMember(str, name) {
  switch (name) {
    case 'length': return str.length;
    case 'contains': return (/** @type {string} */ x) => str.includes(String(x));
    case 'beginsWith': return (/** @type {string} */ x) => str.startsWith(String(x));
    case 'endsWith': return (/** @type {string} */ x) => str.endsWith(String(x));
    case 'replace': return (/** @type {string} */ a, /** @type {string} */ b) => str.split(String(a)).join(String(b));
    case 'toLowerCase': return () => str.toLowerCase();
    case 'toUpperCase': return () => str.toUpperCase();
    case 'matches': return (/** @type {RegExp} */ re) => {
      if (!(re instanceof RegExp)) throw new RuleError('matches() expects a regex literal');
      return re.test(str);
    };
    default: throw new RuleError(`Unknown string member ${name}`);
  }
}

/** @param {any} node @param {Record<string, any>} scope @param {RegExp[]} regexes @returns {any} */
function evalNode(node, scope, regexes) {
  switch (node.type) {
    case 'Literal': return node.value;
    case 'Identifier': {
      const m = /^__regex(\d+)$/.exec(node.name);
      if (m) return regexes[Number(m[1])];
      if (!Object.prototype.hasOwnProperty.call(scope, node.name)) throw new RuleError(`Unknown variable ${node.name}`);
      return scope[node.name];
    }
    case 'ArrayExpression': return node.elements.map((/** @type {any} */ e) => evalNode(e, scope, regexes));
    case 'MemberExpression': {
      const obj = evalNode(node.object, scope, regexes);
      const name = node.computed ? evalNode(node.property, scope, regexes) : node.property.name;
      if (obj instanceof RuleSnapshot) {
        // own methods only: a computed name like data['constructor'] must not reach Object.prototype
        const f = typeof name === 'string' && hasOwn(SNAPSHOT_METHODS, name) ? /** @type {any} */ (SNAPSHOT_METHODS)[name] : null;
        if (!f) throw new RuleError(`Unknown snapshot method ${name}`);
        return f(obj);
      }
      if (typeof obj === 'string') return stringMember(obj, String(name));
      if (obj !== null && typeof obj === 'object' && !(obj instanceof RegExp) && !Array.isArray(obj)) {
        return Object.prototype.hasOwnProperty.call(obj, name) ? obj[name] : null;
      }
      throw new RuleError(`Cannot read ${name} of ${obj === null ? 'null' : typeof obj}`);
    }
    case 'CallExpression': {
      const fn = evalNode(node.callee, scope, regexes);
      if (typeof fn !== 'function') throw new RuleError('Not a function');
      return fn(...node.arguments.map((/** @type {any} */ a) => evalNode(a, scope, regexes)));
    }
    case 'UnaryExpression': {
      const v = evalNode(node.argument, scope, regexes);
      if (node.operator === '!') { if (typeof v !== 'boolean') throw new RuleError('! expects a boolean'); return !v; }
      if (node.operator === '-') { if (typeof v !== 'number') throw new RuleError('- expects a number'); return -v; }
      if (node.operator === '+') { if (typeof v !== 'number') throw new RuleError('+ expects a number'); return v; }
      throw new RuleError(`Unsupported operator ${node.operator}`);
    }
    case 'ConditionalExpression': {
      const t = evalNode(node.test, scope, regexes);
      if (typeof t !== 'boolean') throw new RuleError('Condition must be boolean');
      return evalNode(t ? node.consequent : node.alternate, scope, regexes);
    }
    case 'BinaryExpression': case 'LogicalExpression': {
      const op = node.operator;
      if (op === '&&' || op === '||') {
        const l = evalNode(node.left, scope, regexes);
        if (typeof l !== 'boolean') throw new RuleError(`${op} expects booleans`);
        if (op === '&&' ? !l : l) return l;
        const r = evalNode(node.right, scope, regexes);
        if (typeof r !== 'boolean') throw new RuleError(`${op} expects booleans`);
        return r;
      }
      const l = evalNode(node.left, scope, regexes);
      const r = evalNode(node.right, scope, regexes);
      switch (op) {
        case '==': case '===': return l === r;
        case '!=': case '!==': return l !== r;
        case '<': case '>': case '<=': case '>=': {
          if (!((typeof l === 'number' && typeof r === 'number') || (typeof l === 'string' && typeof r === 'string'))) {
            throw new RuleError(`${op} expects two numbers or two strings`);
          }
          const c = valueCompare(l, r);
          return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
        }
        case '+':
          if (typeof l === 'number' && typeof r === 'number') return l + r;
          if (typeof l === 'string' || typeof r === 'string') {
            if (l instanceof RuleSnapshot || r instanceof RuleSnapshot) throw new RuleError('Cannot concatenate a snapshot');
            return joined(scope, l) + joined(scope, r);
          }
          throw new RuleError('+ expects numbers or strings');
        case '-': case '*': case '/': case '%':
          if (typeof l !== 'number' || typeof r !== 'number') throw new RuleError(`${op} expects numbers`);
          return op === '-' ? l - r : op === '*' ? l * r : op === '/' ? l / r : l % r;
        default: throw new RuleError(`Unsupported operator ${op}`);
      }
    }
    default: throw new RuleError(`Unsupported expression ${node.type}`);
  }
}

/** Evaluate a compiled rule; any error counts as false. @param {any} rule @param {Record<string, any>} scope */
function evalRule(rule, scope) {
  if (rule.type === 'Literal') return rule.value === true;
  try {
    return evalNode(rule.ast, scope, rule.regexes) === true;
  } catch (e) {
    if (e instanceof RuleError || e instanceof TypeError) return false;
    throw e;
  }
}

/** @param {any} json @param {{ numberText?: (n: number) => string }} [options] */
function compileRules(json, options = {}) {
  const extra = options.numberText ? { [NUMBER_TEXT]: options.numberText } : {};
  const body = json && typeof json === 'object' && 'rules' in json ? json.rules : json;
  const root = compileNode(body);

  /** Walk the rule nodes along a path: [{ node, depth }] and accumulated $vars. @param {string[]} path */
  function walk(path) {
    /** @type {{ node: RuleNode, depth: number, vars: Record<string,string> }[]} */
    const out = [];
    /** @type {Record<string,string>} */
    let vars = {};
    let node = root;
    out.push({ node, depth: 0, vars });
    for (let i = 0; i < path.length; i++) {
      const named = node.children.get(path[i]);
      if (named) node = named;
      else if (node.wildcard) {
        vars = { ...vars, [node.wildcard.name]: path[i] };
        node = node.wildcard.node;
      } else break;
      out.push({ node, depth: i + 1, vars });
    }
    return out;
  }

  /**
   * @param {string[]} path
   * @param {{ auth: Auth, now: number, query?: any, getOld: (p: string[]) => any }} ctx
   */
  function canRead(path, ctx) {
    if (isAdmin(ctx.auth)) return true;
    const root = new RuleSnapshot(ctx.getOld, []);
    for (const { node, depth, vars } of walk(path)) {
      if (!node.read) continue;
      const scope = { ...vars, ...extra, auth: ctx.auth, now: ctx.now, root, query: ctx.query || null,
        data: new RuleSnapshot(ctx.getOld, path.slice(0, depth)) };
      if (evalRule(node.read, scope)) return true;
    }
    return false;
  }

  /**
   * @param {{ path: string[] }[]} writes
   * @param {{ auth: Auth, now: number, getOld: (p: string[]) => any, getNew: (p: string[]) => any }} ctx
   * @returns {{ allowed: boolean, reason?: string }}
   */
  function canWrite(writes, ctx) {
    const admin = isAdmin(ctx.auth);
    const rootSnap = new RuleSnapshot(ctx.getOld, []);
    /** @param {string[]} p @param {Record<string,string>} vars */
    const scopeAt = (p, vars) => ({ ...vars, ...extra, auth: ctx.auth, now: ctx.now, root: rootSnap,
      data: new RuleSnapshot(ctx.getOld, p), newData: new RuleSnapshot(ctx.getNew, p) });
    const validated = new Set();
    for (const { path } of writes) {
      const chain = walk(path);
      if (!admin) {
        let granted = false;
        for (const { node, depth, vars } of chain) {
          if (node.write && evalRule(node.write, scopeAt(path.slice(0, depth), vars))) { granted = true; break; }
        }
        if (!granted) return { allowed: false, reason: `write denied at /${path.join('/')}` };
      }
      if (admin) continue;
      // .validate on the ancestors (and the node itself)
      for (const { node, depth, vars } of chain) {
        const p = path.slice(0, depth);
        const key = p.join('/');
        if (depth < path.length && validated.has(key)) continue;
        validated.add(key);
        if (!node.validate) continue;
        if (ctx.getNew(p) === null) continue;
        if (!evalRule(node.validate, scopeAt(p, vars))) return { allowed: false, reason: `validation failed at /${key}` };
      }
      // .validate on descendants of the written location
      const last = chain[chain.length - 1];
      if (last.depth === path.length) {
        const r = validateBelow(last.node, path, last.vars, ctx.getNew(path), scopeAt);
        if (r) return { allowed: false, reason: r };
      }
    }
    return { allowed: true };
  }

  /** @returns {string | null} failure reason */
  function validateBelow(/** @type {RuleNode} */ node, /** @type {string[]} */ path, /** @type {Record<string,string>} */ vars, /** @type {any} */ value, /** @type {any} */ scopeAt) {
    if (value === null || typeof value !== 'object') return null;
    for (const k of Object.keys(value)) {
      let child = node.children.get(k);
      let v = vars;
      if (!child && node.wildcard) { child = node.wildcard.node; v = { ...vars, [node.wildcard.name]: k }; }
      if (!child) continue;
      const p = [...path, k];
      if (child.validate && !evalRule(child.validate, scopeAt(p, v))) return `validation failed at /${p.join('/')}`;
      const r = validateBelow(child, p, v, value[k], scopeAt);
      if (r) return r;
    }
    return null;
  }

  /** .indexOn declared for a concrete location. @param {string[]} path */
  function indexOn(path) {
    const chain = walk(path);
    const last = chain[chain.length - 1];
    return last.depth === path.length ? last.node.indexOn : [];
  }

  return { canRead, canWrite, indexOn, json };
}

module.exports = { compileRules };
