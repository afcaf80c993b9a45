'use strict';
/** Pure tests of the rules evaluator: cascading read/write, .validate above and below a write, expressions, indexOn. */
const { compileRules } = require('../src/rules');
const { getAt } = require('../src/database/values');

const NOW = 1_700_000_000_000;
const user = (uid) => ({ uid, token: { sub: uid } });
const reader = (tree) => (p) => getAt(tree, p);

function canRead(rules, path, { auth = null, data = null, query = null } = {}) {
  return compileRules(rules).canRead(path, { auth, now: NOW, query, getOld: reader(data) });
}
/** One write of `value` at `path`, the new tree being old + write (enough for these cases). */
function canWrite(rules, path, value, { auth = null, data = null, newTree } = {}) {
  const after = newTree === undefined ? setAt(data, path, value) : newTree;
  return compileRules(rules).canWrite([{ path }], { auth, now: NOW, getOld: reader(data), getNew: reader(after) }).allowed;
}
function setAt(tree, path, value) {
  if (path.length === 0) return value;
  const copy = { ...(tree && typeof tree === 'object' ? tree : {}) };
  copy[path[0]] = setAt(copy[path[0]] ?? null, path.slice(1), value);
  return copy;
}

describe('read and write cascade', () => {
  const rules = { rules: { users: { $uid: { '.read': 'auth != null && auth.uid == $uid', '.write': 'auth.uid == $uid' } }, open: { '.read': true } } };

  test('a grant at a node covers everything below it; nothing is granted above', () => {
    expect(canRead(rules, ['users', 'u1', 'cart'], { auth: user('u1') })).toBe(true);
    expect(canRead(rules, ['users', 'u1'], { auth: user('u2') })).toBe(false);
    expect(canRead(rules, ['users'], { auth: user('u1') })).toBe(false);
    expect(canRead(rules, ['open', 'x'])).toBe(true);
  });

  test('an error in an expression (auth.uid of null) is a denial', () => {
    expect(canWrite(rules, ['users', 'u1'], 1)).toBe(false);
    expect(canWrite(rules, ['users', 'u1'], 1, { auth: user('u1') })).toBe(true);
  });

  test('the admin credential bypasses the rules; an inherited admin does not', () => {
    expect(canRead({ rules: {} }, ['x'], { auth: { admin: true, uid: 'owner', token: {} } })).toBe(true);
    expect(canRead({ rules: {} }, ['x'], { auth: Object.create({ admin: true }) })).toBe(false);
  });
});

describe('.validate', () => {
  const rules = { rules: { '.write': true, item: { '.validate': "newData.hasChildren(['name'])", name: { '.validate': 'newData.isString() && newData.val().length <= 3' } } } };

  test('on the written node and below it', () => {
    expect(canWrite(rules, ['item'], { name: 'abc' })).toBe(true);
    expect(canWrite(rules, ['item'], { name: 'abcd' })).toBe(false);
    expect(canWrite(rules, ['item'], { other: 1 })).toBe(false);
  });

  test('on the ancestors of a deeper write', () => {
    expect(canWrite(rules, ['item', 'name'], 'ab', { data: { item: { name: 'x' } } })).toBe(true);
    expect(canWrite(rules, ['item', 'name'], 5, { data: { item: { name: 'x' } } })).toBe(false);
  });

  test('a deletion skips .validate', () => {
    expect(canWrite(rules, ['item'], null, { data: { item: { name: 'x' } }, newTree: null })).toBe(true);
  });
});

describe('expressions', () => {
  const at = (expr, { data = null, auth = user('u1') } = {}) => canRead({ rules: { x: { '.read': expr } } }, ['x'], { data, auth });

  test.each([
    ["'ab' + 1 == 'ab1'", true],
    ['1 + 2 * 3 == 7', true],
    ["'Abc'.toLowerCase() == 'abc' && 'abc'.beginsWith('a') && 'abc'.contains('b')", true],
    ["'a-b'.replace('-', '') == 'ab'", true],
    ["'abc'.matches(/^a.c$/)", true],
    ["'abc'.matches(/^b/)", false],
    ['now > 0', true],
    ['auth.uid == "u1" ? true : false', true],
    ['auth.token.sub == auth.uid', true],
    ['auth.token.missing == null', true],
    ['1 < "2"', false],
    ['!1', false],
    ['unknownVariable', false],
  ])('%s → %s', (expr, expected) => {
    expect(at(expr)).toBe(expected);
  });

  test('snapshots: child, parent, exists, hasChild, val and types', () => {
    const data = { x: { a: { b: 2 }, s: 'txt' } };
    expect(at("data.child('a/b').val() == 2 && data.child('a').parent().hasChild('s') && data.child('s').isString()", { data })).toBe(true);
    expect(at("data.child('nope').exists()", { data })).toBe(false);
    expect(at("data.hasChildren(['a', 's']) && root.child('x/a/b').isNumber()", { data })).toBe(true);
  });

  test('no reach into prototypes: data["constructor"] and auth.constructor are unknown', () => {
    expect(at("data['constructor'] != null", { data: { x: 1 } })).toBe(false);
    expect(at('auth.constructor != null')).toBe(false);
  });

  test('the query variable', () => {
    const rules = { rules: { orders: { '.read': "query.orderByChild == 'userId' && query.equalTo == auth.uid" } } };
    const query = { orderByKey: false, orderByValue: false, orderByPriority: false, orderByChild: 'userId', equalTo: 'u1',
      startAt: 'u1', endAt: 'u1', limitToFirst: null, limitToLast: null };
    expect(canRead(rules, ['orders'], { auth: user('u1'), query })).toBe(true);
    expect(canRead(rules, ['orders'], { auth: user('u2'), query })).toBe(false);
  });
});

describe('compileRules', () => {
  test('indexOn of a concrete location through a wildcard', () => {
    const rules = compileRules({ rules: { a: { $id: { '.indexOn': ['n', 'm'] } }, b: { '.indexOn': 'x' } } });
    expect(rules.indexOn(['a', 'k'])).toEqual(['n', 'm']);
    expect(rules.indexOn(['b'])).toEqual(['x']);
    expect(rules.indexOn(['c'])).toEqual([]);
  });

  test('refused: two wildcards under one node, unknown rule keys', () => {
    expect(() => compileRules({ rules: { $a: {}, $b: {} } })).toThrow(/Two wildcards/);
    expect(() => compileRules({ rules: { '.wrte': true } })).toThrow(/Unknown rule key/);
  });
});
