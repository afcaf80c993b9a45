'use strict';
/** Pure tests of the value helpers: paths and keys, SDK ordering, normalisation of writes, the tree, the node hash. */
const V = require('../src/database/values');

const norm = (v, { now = 1000, current = () => null, depth = 0 } = {}) => V.normalize(v, { now, current }, [], depth);

describe('paths and keys', () => {
  test('parsePath splits on slashes and drops empty parts', () => {
    expect(V.parsePath('/a//b/')).toEqual(['a', 'b']);
    expect(V.parsePath('')).toEqual([]);
    expect(V.pathStr(['a', 'b'])).toBe('/a/b');
  });

  test('31 keys are a path, 32 are not', () => {
    expect(V.parsePath(Array(31).fill('k').join('/'))).toHaveLength(31);
    expect(() => V.parsePath(Array(32).fill('k').join('/'))).toThrow(expect.objectContaining({ code: 'invalid_path' }));
  });

  test.each(['a.b', 'a#', '$x', '[', ']', 'a\u0000', '\u007f', '', 'x'.repeat(769)])('key %j is invalid', (k) => {
    expect(() => V.validateKey(k)).toThrow(expect.objectContaining({ code: 'invalid_key' }));
  });

  test('768 bytes of UTF-8 is a key; 769 is not', () => {
    expect(() => V.validateKey('é'.repeat(384))).not.toThrow();
    expect(() => V.validateKey('é'.repeat(384) + 'x')).toThrow(/Invalid key/);
  });

  test('isPrefix', () => {
    expect(V.isPrefix([], ['a'])).toBe(true);
    expect(V.isPrefix(['a'], ['a', 'b'])).toBe(true);
    expect(V.isPrefix(['a', 'b'], ['a'])).toBe(false);
    expect(V.isPrefix(['a'], ['b'])).toBe(false);
  });
});

describe('SDK ordering', () => {
  test('keys: 32-bit integers numerically first, then strings; the name bounds at the ends', () => {
    const keys = ['b', '10', 'a', '2', '-1', '2147483648', V.MAX_NAME, V.MIN_NAME];
    expect(keys.sort(V.nameCompare)).toEqual([V.MIN_NAME, '-1', '2', '10', '2147483648', 'a', 'b', V.MAX_NAME]);
  });

  test('values: null < false < true < numbers < strings < objects', () => {
    const values = [{ a: 1 }, 'b', 'a', 2, -1, true, false, null];
    expect(values.sort(V.valueCompare)).toEqual([null, false, true, -1, 2, 'a', 'b', { a: 1 }]);
  });
});

describe('normalize', () => {
  test('arrays become objects, nulls and empty objects vanish, .value unwrapped, .priority dropped', () => {
    expect(norm(['x', null, 'z'])).toEqual({ 0: 'x', 2: 'z' });
    expect(norm({ a: null, b: {} })).toBeNull();
    expect(norm({ '.value': 5, '.priority': 1 })).toBe(5);
    expect(norm({ a: 1, '.priority': 2 })).toEqual({ a: 1 });
  });

  test('server values: timestamp and increment of the stored value', () => {
    expect(norm({ '.sv': 'timestamp' }, { now: 42 })).toBe(42);
    expect(norm({ n: { '.sv': { increment: 2 } } }, { current: (rel) => (rel.join('/') === 'n' ? 5 : null) })).toEqual({ n: 7 });
    expect(norm({ '.sv': { increment: 1 } }, { current: () => 'text' })).toBe(1);
    expect(() => norm({ '.sv': 'nope' })).toThrow(/Unknown server value/);
    expect(() => norm({ '.sv': { increment: 1e308 } }, { current: () => 1e308 })).toThrow(/overflows/);
  });

  test('refused: non-finite numbers, reserved keys, depth beyond the limit counted from the root', () => {
    expect(() => norm(Infinity)).toThrow(expect.objectContaining({ code: 'invalid_data' }));
    expect(() => norm(JSON.parse('{"__proto__": {"admin": true}}'))).toThrow(/reserved/);
    expect(norm({ a: 1 }, { depth: 30 })).toEqual({ a: 1 });
    expect(() => norm({ a: { b: 1 } }, { depth: 30 })).toThrow(/32 levels/);
  });

  test('the result has no prototype', () => {
    expect(Object.getPrototypeOf(norm({ a: { b: 1 } }).a)).toBeNull();
  });
});

describe('the tree', () => {
  test('getAt reads own properties only', () => {
    const t = V.treeFromJSON('{"a":{"b":1}}');
    expect(V.getAt(t, ['a', 'b'])).toBe(1);
    expect(V.getAt(t, ['a', 'toString'])).toBeNull();
    expect(V.getAt(t, ['a', 'b', 'c'])).toBeNull();
  });

  test('setInPlace sets, deletes and prunes emptied parents', () => {
    let t = V.setInPlace(null, ['a', 'b'], 1);
    t = V.setInPlace(t, ['a', 'c'], 2);
    expect(t).toEqual({ a: { b: 1, c: 2 } });
    t = V.setInPlace(t, ['a', 'b'], null);
    t = V.setInPlace(t, ['a', 'c'], null);
    expect(t).toBeNull();
  });

  test('setIn copies only the objects along the path', () => {
    const before = V.treeFromJSON('{"a":{"x":1},"b":{"y":2}}');
    const after = V.setIn(before, ['a', 'x'], 3);
    expect(after.b).toBe(before.b);
    expect(before.a.x).toBe(1);
    expect(after.a.x).toBe(3);
  });

  test('treeFromJSON drops refused keys with a warning, and nulls', () => {
    const warnings = [];
    expect(V.treeFromJSON('{"__proto__":{"admin":true},"a":null,"b":1}', (m) => warnings.push(m))).toEqual({ b: 1 });
    expect(warnings).toHaveLength(1);
  });
});

describe('the SDK node hash', () => {
  test('empty for null; equal trees hash equal whatever their key order; different values differ', () => {
    expect(V.nodeHash(null)).toBe('');
    expect(V.nodeHash({ a: 1, b: 'x' })).toBe(V.nodeHash({ b: 'x', a: 1 }));
    expect(V.nodeHash(1)).not.toBe(V.nodeHash('1'));
    expect(V.nodeHash(true)).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});
