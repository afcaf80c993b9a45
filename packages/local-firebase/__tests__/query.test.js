'use strict';
/** Pure tests of queries: parsing the wire query, windows of a sorted index and their upkeep, the rules' `query`. */
const { parseQuery, SortedIndex, pick, rulesQuery, rangeTest, indexValue } = require('../src/database/query');
const { MIN_NAME, MAX_NAME } = require('../src/database/values');

const DATA = { a: { n: 3 }, b: { n: 1 }, c: { n: 2 }, d: { n: 2 }, e: { x: 1 } };
function windowOf(raw, data = DATA) {
  const q = parseQuery(raw);
  const idx = new SortedIndex(q.index, q.childPath);
  idx.rebuild(data);
  return idx.window(q);
}

describe('parseQuery', () => {
  test('the default query (no index, bound or limit) is null', () => {
    expect(parseQuery(undefined)).toBeNull();
    expect(parseQuery({})).toBeNull();
  });

  test('an orderByChild path is parsed; limits and bounds are read from own properties', () => {
    const q = parseQuery({ i: 'a/b', sp: 1, l: 5, vf: 'r' });
    expect(q).toMatchObject({ index: 'a/b', childPath: ['a', 'b'], hasStart: true, sp: 1, sn: MIN_NAME, hasEnd: false, en: MAX_NAME, limit: 5, fromLeft: false });
    expect(parseQuery(JSON.parse('{"i":"n","__proto__":{"sp":1}}')).hasStart).toBe(false);
  });

  test.each([
    ['a limit of 0', { i: 'n', l: 0 }],
    ['a fractional limit', { i: 'n', l: 1.5 }],
    ['an object bound', { i: 'n', sp: { a: 1 } }],
    ['a numeric orderByKey bound', { i: '.key', sp: 1 }],
    ['a non-string index', { i: 5 }],
    ['an array', [1]],
  ])('refused: %s', (_name, raw) => {
    expect(() => parseQuery(raw)).toThrow(expect.objectContaining({ code: 'invalid_query' }));
  });
});

describe('windows', () => {
  test('orderByChild sorts by value then key; children without the value first (null)', () => {
    expect(windowOf({ i: 'n' })).toEqual(['e', 'b', 'c', 'd', 'a']);
  });

  test('equalTo, startAt with a key tie-break, endBefore-style exclusive bounds', () => {
    expect(windowOf({ i: 'n', sp: 2, ep: 2 })).toEqual(['c', 'd']);
    expect(windowOf({ i: 'n', sp: 2, sn: 'd' })).toEqual(['d', 'a']);
    expect(windowOf({ i: 'n', ep: 2, en: MIN_NAME, ein: false })).toEqual(['e', 'b']);
  });

  test('limitToFirst and limitToLast', () => {
    expect(windowOf({ i: 'n', l: 2, vf: 'l' })).toEqual(['e', 'b']);
    expect(windowOf({ i: 'n', l: 2, vf: 'r' })).toEqual(['d', 'a']);
  });

  test('orderByKey with integer keys first, orderByValue', () => {
    expect(windowOf({ i: '.key', sp: '10' }, { 9: 1, 10: 1, a: 1 })).toEqual(['10', 'a']);
    expect(windowOf({ i: '.value' }, { x: 'b', y: 1, z: true })).toEqual(['z', 'y', 'x']);
  });

  test('an index follows updates and removals of children', () => {
    const q = parseQuery({ i: 'n' });
    const idx = new SortedIndex(q.index, q.childPath);
    idx.rebuild(DATA);
    idx.update('a', { n: 0 });
    idx.update('c', null);
    idx.update('f', { n: 9 });
    expect(idx.window(q)).toEqual(['e', 'a', 'b', 'd', 'f']);
  });

  test('rangeTest agrees with the window; pick keeps only the window', () => {
    const q = parseQuery({ i: 'n', sp: 2, ep: 2 });
    const test = rangeTest(q);
    expect(Object.keys(DATA).filter((k) => test([indexValue(q.index, q.childPath, DATA[k]), k]))).toEqual(['c', 'd']);
    expect(pick(DATA, ['c', 'zz'])).toEqual({ c: { n: 2 } });
    expect(pick(DATA, [])).toBeNull();
  });
});

describe('rulesQuery (the `query` of read rules)', () => {
  test('no query: every field at rest', () => {
    expect(rulesQuery(null)).toMatchObject({ orderByChild: null, equalTo: null, limitToFirst: null });
  });

  test('orderByChild + equalTo as the SDK sends it', () => {
    const r = rulesQuery(parseQuery({ i: 'userId', sp: 'u1', ep: 'u1' }));
    expect(r).toMatchObject({ orderByChild: 'userId', equalTo: 'u1', startAt: 'u1', endAt: 'u1' });
  });

  test('a start and end with different key bounds is not equalTo', () => {
    expect(rulesQuery(parseQuery({ i: 'userId', sp: 'u1', sn: 'k', ep: 'u1' })).equalTo).toBeNull();
  });

  test('orderByKey and limits', () => {
    expect(rulesQuery(parseQuery({ i: '.key', l: 3, vf: 'r' }))).toMatchObject({ orderByKey: true, limitToLast: 3, limitToFirst: null });
  });
});
