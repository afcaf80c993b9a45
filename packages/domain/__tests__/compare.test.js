// @ts-check
const { compareKeys, compareNames } = require('../src/compare');

describe('compareNames', () => {
  test('orders names by their letters, case aside', () => {
    const names = ['saoji Bhojnalaya', 'Annapurna Tiffins', 'Meera Mess', 'amma ki Rasoi', 'Hingna Mess'];
    expect([...names].sort(compareNames)).toEqual(['amma ki Rasoi', 'Annapurna Tiffins', 'Hingna Mess', 'Meera Mess', 'saoji Bhojnalaya']);
  });

  test('a shorter name comes before the longer one it begins, and digits before letters', () => {
    expect(['Tiffin Plus', 'Tiffin', '24 Carrot Kitchen'].sort(compareNames)).toEqual(['24 Carrot Kitchen', 'Tiffin', 'Tiffin Plus']);
  });

  test('is total: names that differ only by case keep one order (capitals first), and a name equals itself', () => {
    expect(['meera mess', 'Meera Mess', 'MEERA MESS'].sort(compareNames)).toEqual(['MEERA MESS', 'Meera Mess', 'meera mess']);
    expect(compareNames('Meera Mess', 'Meera Mess')).toBe(0);
    expect(Math.sign(compareNames('b', 'A'))).toBe(-Math.sign(compareNames('A', 'b')));
  });
});

describe('compareKeys', () => {
  test('orders keys by their characters, as the database does: push ids in creation order, capitals before lower case', () => {
    const pushIds = ['-Nb0aZ', '-NaZzz', '-Nb0a_', '-Nb0aA'];
    expect([...pushIds].sort(compareKeys)).toEqual(['-NaZzz', '-Nb0aA', '-Nb0aZ', '-Nb0a_']);
    expect(compareKeys('prov-a', 'prov-a')).toBe(0);
  });
});
