// @ts-check
'use strict';
// The webpack loader that compiles a catalogue at build time (issue 44): what it emits is what the browser formats.
const catalogueLoader = require('../catalogue-loader');

/** @param {Record<string, unknown>} table */
function load(table) {
  const out = catalogueLoader.call({ resourcePath: 'messages/en.json' }, JSON.stringify(table));
  return JSON.parse(out.replace(/^export default /, '').replace(/;$/, ''));
}

describe('catalogue-loader', () => {
  it('keeps a text without ICU syntax a plain string and compiles the rest', () => {
    expect(load({ plain: 'Add to basket', named: 'Hello {name}', quoted: "It''s", count: '{n, plural, one {# dish} other {# dishes}}' })).toEqual({
      plain: 'Add to basket',
      named: ['Hello ', ['name']],
      quoted: ["It's"],
      count: [['n', 'plural', { one: ['#', ' dish'], other: ['#', ' dishes'] }]],
    });
  });

  it('fails the build on a text that is no valid ICU, naming its id', () => {
    expect(() => load({ broken: 'Hello {name' })).toThrow(/"broken" is not a valid ICU message/);
    expect(() => load({ notText: 3 })).toThrow(/"notText" is not a text/);
  });
});
