// The languages Thali speaks (issue 44): which a first visit gets from its browser, and the page's current one.
const { localeFromAcceptLanguage, localeOfTag, withLocale, currentLocale, currentIntlLocale, INTL_LOCALE } = require('../src/languages');

test('a first visit gets Marathi or Hindi only when the browser prefers it to English', () => {
  expect(localeFromAcceptLanguage('mr-IN,mr;q=0.9,en-US;q=0.8')).toBe('mr');
  expect(localeFromAcceptLanguage('hi')).toBe('hi');
  expect(localeFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8,mr;q=0.7')).toBeUndefined();
  expect(localeFromAcceptLanguage('en;q=0.4, hi;q=0.9')).toBe('hi');
  expect(localeFromAcceptLanguage('fr-FR, de;q=0.5')).toBeUndefined();
  expect(localeFromAcceptLanguage('mr;q=0, hi;q=0.2')).toBe('hi'); // q=0 means "not this one"
  expect(localeFromAcceptLanguage('')).toBeUndefined();
  expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  expect(localeFromAcceptLanguage(';;;,,,q=x')).toBeUndefined();
  expect(localeFromAcceptLanguage(`${'x,'.repeat(10_000)}mr`)).toBeUndefined(); // a huge header is not read whole
});

test('a language tag names its locale; any other language is none', () => {
  expect(localeOfTag('mr-IN')).toBe('mr');
  expect(localeOfTag('HI')).toBe('hi');
  expect(localeOfTag('en_GB')).toBe('en');
  expect(localeOfTag('gu-IN')).toBeUndefined();
  expect(localeOfTag(null)).toBeUndefined();
});

test('a server render sets the current language for its duration; outside one (no document) it is English', () => {
  expect(currentLocale()).toBe('en');
  expect(withLocale('mr', () => [currentLocale(), currentIntlLocale()])).toEqual(['mr', 'mr-IN-u-nu-latn']);
  expect(currentLocale()).toBe('en');
});

test('dates and plurals keep Western digits in every language', () => {
  const day = new Date('2026-11-27T06:30:00Z');
  for (const locale of Object.values(INTL_LOCALE)) {
    expect(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(day)).toMatch(/27.*2026/);
  }
});
