import { SAMPLE_PROVIDERS } from '../../../../test-utils';
import { cuisineOptions, filterProviders, parseRating, searchKey } from '../filter-providers';

const names = (list: { name: string }[]) => list.map((p) => p.name);
const none = { q: '', cuisine: '', rating: 0 };

test('search matches name, cuisine or address, case-insensitively', () => {
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, q: 'SAOJI' }))).toEqual(['Saoji Ghar Rasoi']);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, q: 'gujarati' }))).toEqual(["Meera's Home Kitchen"]);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, q: 'hingna' }))).toEqual(['Hingna Students Mess']);
  expect(filterProviders(SAMPLE_PROVIDERS, { ...none, q: '  ' })).toHaveLength(4);
  expect(filterProviders(SAMPLE_PROVIDERS, { ...none, q: 'pizza' })).toEqual([]);
});

test('cuisine filter is exact; rating filter is a minimum and leaves out unrated providers', () => {
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, cuisine: 'saoji' }))).toEqual(['Saoji Ghar Rasoi']);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, rating: 4.5 }))).toEqual(['Annapurna Tiffin Service', 'Saoji Ghar Rasoi']);
  expect(filterProviders(SAMPLE_PROVIDERS, { ...none, rating: 3 })).toHaveLength(3);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { q: 'nagpur', cuisine: 'North Indian', rating: 3 }))).toEqual(['Hingna Students Mess']);
});

test('rating thresholds from the URL: only 0, 3, 4 and 4.5', () => {
  expect(parseRating('4.5')).toBe(4.5);
  expect(parseRating('3')).toBe(3);
  expect(parseRating('2')).toBe(0);
  expect(parseRating('abc')).toBe(0);
  expect(parseRating(null)).toBe(0);
});

test('the list’s cuisines the kitchens have, each once, in the list’s order; older free text under Other', () => {
  expect(cuisineOptions([...SAMPLE_PROVIDERS, SAMPLE_PROVIDERS[0]!]).map((c) => c.label)).toEqual(['Maharashtrian', 'Saoji (Nagpur spicy)', 'North Indian', 'Gujarati']);
  expect(cuisineOptions(SAMPLE_PROVIDERS)[0]).toEqual({ value: 'maharashtrian', label: 'Maharashtrian' });
});

test('issue 39: a cuisine filters by the list’s value, whatever a kitchen once typed; a link with the label still works', () => {
  const typed = [{ ...SAMPLE_PROVIDERS[0]!, id: 'x', name: 'Typed', cuisine: 'maharashtrian ', cuisineKey: undefined }];
  expect(names(filterProviders([...SAMPLE_PROVIDERS, ...typed], { ...none, cuisine: 'maharashtrian' }))).toEqual([SAMPLE_PROVIDERS[0]!.name, 'Typed']);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, cuisine: 'Maharashtrian' }))).toEqual([SAMPLE_PROVIDERS[0]!.name]);
});

test('"Offers tiffin plans" keeps the kitchens in the set; an unknown set narrows nothing', () => {
  const withPlans = new Set(['prov-b', 'prov-d']);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, plans: true }, withPlans))).toEqual(['Saoji Ghar Rasoi', "Meera's Home Kitchen"]);
  expect(filterProviders(SAMPLE_PROVIDERS, { ...none, plans: true }, null)).toHaveLength(4);
  expect(filterProviders(SAMPLE_PROVIDERS, { ...none, plans: false }, withPlans)).toHaveLength(4);
  expect(names(filterProviders(SAMPLE_PROVIDERS, { ...none, plans: true, cuisine: 'saoji' }, withPlans))).toEqual(['Saoji Ghar Rasoi']);
});

test('"Veg only" keeps the pure-veg kitchens, with the other filters', () => {
  const list = SAMPLE_PROVIDERS.map((p, i) => ({ ...p, pureVeg: i % 2 === 0 }));
  expect(names(filterProviders(list, { ...none, veg: true }))).toEqual(['Annapurna Tiffin Service', 'Hingna Students Mess']);
  expect(names(filterProviders(list, { ...none, veg: true, q: 'hingna' }))).toEqual(['Hingna Students Mess']);
  expect(filterProviders(list, { ...none, veg: false })).toHaveLength(4);
});

// issue 44: a kitchen may name itself in Devanagari; the reader types it in Devanagari (or Latin for a Latin name)
describe('Devanagari kitchen names', () => {
  const devanagari = [
    { ...SAMPLE_PROVIDERS[0]!, id: 'd1', name: 'अन्नपूर्णा घरगुती जेवण', address: 'धरमपेठ, नागपूर' },
    // stored with the nukta as a base letter and a combining mark (ड + ़), as some keyboards type it
    { ...SAMPLE_PROVIDERS[1]!, id: 'd2', name: 'बड़ा भोजनालय', address: 'Sitabuldi, Nagpur' },
  ];
  const all = [...SAMPLE_PROVIDERS, ...devanagari];

  test('a Devanagari name typed in Devanagari matches, in part or whole, and by its address', () => {
    expect(names(filterProviders(all, { ...none, q: 'अन्नपूर्णा' }))).toEqual(['अन्नपूर्णा घरगुती जेवण']);
    expect(names(filterProviders(all, { ...none, q: '  घरगुती   जेवण ' }))).toEqual(['अन्नपूर्णा घरगुती जेवण']);
    expect(names(filterProviders(all, { ...none, q: 'धरमपेठ' }))).toEqual(['अन्नपूर्णा घरगुती जेवण']);
    expect(filterProviders(all, { ...none, q: 'पुणे' })).toEqual([]);
  });

  test('a letter typed as one code point matches the same letter stored as base and mark (NFC), and joiners do not count', () => {
    expect(names(filterProviders(all, { ...none, q: '\u092c\u095c\u093e' }))).toEqual(['बड़ा भोजनालय']); // ड़ as U+095C
    expect(names(filterProviders(all, { ...none, q: 'अन्\u200dनपूर्णा' }))).toEqual(['अन्नपूर्णा घरगुती जेवण']);
  });

  test('Latin letters are case-folded beside Devanagari; Devanagari is compared as it is', () => {
    expect(searchKey('SAOJI सावजी')).toBe('saoji सावजी');
    expect(names(filterProviders(all, { ...none, q: 'SITABULDI' }))).toContain('बड़ा भोजनालय');
  });
});
