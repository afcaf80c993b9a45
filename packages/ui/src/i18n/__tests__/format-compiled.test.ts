import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE } from '@thali/domain/languages';
import { formatCompiled, type CompiledMessage } from '../format-compiled';

// What a browser build runs: the loader's compiled form (packages/tooling/catalogue-loader.js), filled here.
const say = (text: string, locale: string, values?: Record<string, unknown>) =>
  formatCompiled(compileMessage(text) as CompiledMessage, locale, values);

const REVIEWS = '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}';

describe('formatCompiled', () => {
  it('fills placeholders and leaves out a value that is not given', () => {
    expect(say('Hello {name}, welcome', 'en-IN', { name: 'Asha' })).toBe('Hello Asha, welcome');
    expect(say('Hello {name}', 'en-IN')).toBe('Hello ');
  });

  it('picks an exact plural branch before the language category, and writes the count as the locale does', () => {
    expect(say(REVIEWS, 'en-IN', { count: 0 })).toBe('No reviews yet');
    expect(say(REVIEWS, 'en-IN', { count: 1 })).toBe('1 review');
    expect(say(REVIEWS, 'en-IN', { count: 1200 })).toBe('1,200 reviews');
    // Marathi with Latin digits (the portal's choice): 'one' is 1 only; Hindi's 'one' holds 0 and 1
    expect(say('{n, plural, one {# थाळी} other {# थाळ्या}}', 'mr-IN-u-nu-latn', { n: 1 })).toBe('1 थाळी');
    expect(say('{n, plural, one {# थाळी} other {# थाळ्या}}', 'mr-IN-u-nu-latn', { n: 12 })).toBe('12 थाळ्या');
    expect(say('{n, plural, one {# समीक्षा} other {# समीक्षाएँ}}', 'hi-IN-u-nu-latn', { n: 0 })).toBe('0 समीक्षा');
  });

  it('writes a count under 1,000 as Intl would in each of the portal\'s locales, without making a number format', () => {
    // the short cut (no Intl.NumberFormat for counts below 1,000) holds only while every locale writes them the same
    for (const locale of Object.values(INTL_LOCALE)) {
      const intl = new Intl.NumberFormat(locale);
      for (const n of [0, 1, 7, 42, 999, 1000, 1.5]) expect(say('{n, plural, other {#}}', locale, { n })).toBe(intl.format(n));
    }
    const made = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      // a fresh copy of the module: none of its formats made by the tests above
      const fresh = (jest.requireActual('../format-compiled') as { formatCompiled: typeof formatCompiled }).formatCompiled;
      expect(fresh(compileMessage(REVIEWS) as CompiledMessage, 'hi-IN-u-nu-latn', { count: 12 })).toBe('12 reviews');
      expect(made).not.toHaveBeenCalled();
      expect(fresh(compileMessage(REVIEWS) as CompiledMessage, 'hi-IN-u-nu-latn', { count: 1200 })).toBe('1,200 reviews');
      expect(made).toHaveBeenCalledTimes(1);
    });
    made.mockRestore();
  });

  it('makes plural rules without the locale\'s -u- keywords, which choose digits, never plural categories', () => {
    const Real = Intl.PluralRules;
    const made = jest.spyOn(Intl, 'PluralRules').mockImplementation(((locale?: string, options?: Intl.PluralRulesOptions) => new Real(locale, options)) as never);
    jest.isolateModules(() => {
      const fresh = (jest.requireActual('../format-compiled') as { formatCompiled: typeof formatCompiled }).formatCompiled;
      expect(fresh(compileMessage('{n, plural, one {# थाळी} other {# थाळ्या}}') as CompiledMessage, 'mr-IN-u-nu-latn', { n: 1 })).toBe('1 थाळी');
    });
    expect(made).toHaveBeenCalledWith('mr-IN', { type: 'cardinal' });
    made.mockRestore();
  });

  it('chooses a select branch, falling back to other', () => {
    const text = '{kind, select, veg {Veg} nonveg {Non-veg} other {Dish}}';
    expect(say(text, 'en-IN', { kind: 'veg' })).toBe('Veg');
    expect(say(text, 'en-IN', { kind: 'egg' })).toBe('Dish');
  });

  it('fills values inside branches, and # inside a select inside a plural is the plural count', () => {
    const text = '{n, plural, one {# dish from {kitchen}} other {{kind, select, veg {# veg dishes} other {# dishes}} from {kitchen}}}';
    expect(say(text, 'en-IN', { n: 1, kitchen: 'Saoji', kind: 'veg' })).toBe('1 dish from Saoji');
    expect(say(text, 'en-IN', { n: 3, kitchen: 'Saoji', kind: 'veg' })).toBe('3 veg dishes from Saoji');
  });

  it('keeps quoted ICU syntax and tags as text, and a # outside a plural as it is', () => {
    expect(say("It''s '{'not a value'}' <b>bold</b>", 'en-IN')).toBe("It's {not a value} <b>bold</b>");
    expect(say('Order #{number}', 'en-IN', { number: 42 })).toBe('Order #42');
  });

  it('shows a plain string (a text without ICU syntax, as the loader keeps it) as it is', () => {
    expect(formatCompiled('Plain {words}', 'en-IN', { words: 'x' })).toBe('Plain {words}');
  });
});
