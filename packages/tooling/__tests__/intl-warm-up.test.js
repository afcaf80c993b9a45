// The worker the shell's index.html starts on a page behind sign-in (remote-entry-preload.js): it makes the
// formatters the pages make, in the locale it is told, and closes; a locale Intl refuses closes it all the same.
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { HTML_LANG, INTL_LOCALE } = require('@thali/domain/languages');
const { THALI_LOCALE, THALI_TIME_ZONE } = require('@thali/domain/locale');

const source = fs.readFileSync(path.join(__dirname, '..', 'intl-warm-up.js'), 'utf8');

/** Runs the worker's script in a context of its own with `Intl` counted; posts it `message`. */
function runWorker(message) {
  const made = [];
  const counted = new Proxy(Intl, {
    get(target, name) {
      const value = target[name];
      if (typeof value !== 'function') return value;
      return new Proxy(value, {
        construct(Ctor, args) {
          made.push([String(name), args[0]]);
          return new Ctor(...args);
        },
      });
    },
  });
  const self = { closed: false, close() { self.closed = true; } };
  vm.runInNewContext(source, { self, Intl: counted, Date, String });
  self.onmessage({ data: message });
  return { made, closed: self.closed };
}

test.each(Object.keys(HTML_LANG))("warms the formatters of %s, money's and the time zone's, then closes", (locale) => {
  const { made, closed } = runWorker({ locale: INTL_LOCALE[locale], moneyLocale: THALI_LOCALE, timeZone: THALI_TIME_ZONE });
  expect(closed).toBe(true);
  const kinds = new Set(made.filter(([kind, tag]) => tag === INTL_LOCALE[locale] && kind !== 'PluralRules').map(([kind]) => kind));
  expect([...kinds].sort()).toEqual(['DateTimeFormat', 'ListFormat', 'NumberFormat']);
  // plural rules are made without the -u- keywords, as format-compiled.ts makes them
  expect(made).toContainEqual(['PluralRules', INTL_LOCALE[locale].split('-u-')[0]]);
  expect(made.filter(([kind, tag]) => kind === 'NumberFormat' && tag === THALI_LOCALE).length).toBeGreaterThan(0);
});

test('a locale or time zone Intl refuses, or no message at all, still closes the worker', () => {
  expect(runWorker({ locale: 'not a locale!', moneyLocale: THALI_LOCALE, timeZone: THALI_TIME_ZONE }).closed).toBe(true);
  expect(runWorker({ locale: 'en-IN', moneyLocale: 'en-IN', timeZone: 'Nowhere/Atlantis' }).closed).toBe(true);
  expect(runWorker(null).closed).toBe(true);
});
