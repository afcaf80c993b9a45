// A catalogue text in its compiled form (Lingui's, made by @lingui/message-utils' compileMessage: at build time by
// packages/tooling/catalogue-loader.js, at start by a server or the jest setup) filled with its values. Our catalogues
// use placeholders, plurals and selects only (catalogues.test.js holds them to that), so this is all the formatting a
// browser runs: Lingui's whole runtime (2.1 KB gzip, every first load) did the same plus what we never use.

/** A compiled text: a plain string, or parts — texts, `[name]`, `[name, 'plural' | 'select', branches]`. */
export type CompiledMessage = string | readonly CompiledPart[];
export type CompiledPart =
  | string
  | readonly [name: string]
  | readonly [name: string, kind: string, branches: Readonly<Record<string, CompiledMessage | number>>];

const pluralRules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function memo<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let made = cache.get(locale);
  if (!made) cache.set(locale, (made = make()));
  return made;
}

/**
 * A count every locale of ours (INTL_LOCALE: en-IN and Marathi and Hindi with Western digits) writes as plain digits:
 * no grouping below 1,000. V8's first Intl.NumberFormat costs ~17 ms of main thread (ICU's number data), ~70 ms on a
 * mid-range phone: a page whose only numbers are such counts ("9 kitchens", "2 reviews") does not pay it.
 */
const smallCount = (n: number) => Number.isInteger(n) && n >= 0 && n < 1000;

function fill(message: CompiledMessage, locale: string, values: Readonly<Record<string, unknown>>, count: string | undefined): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') {
      // '#' stands alone as a part only inside a plural's branch: the count, as the reader's language writes numbers
      out += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, kind, branches] = part;
    const value = values[name];
    if (!kind || !branches) {
      if (value !== undefined && value !== null) out += String(value);
      continue;
    }
    let branch: CompiledMessage | number | undefined;
    let inner = count;
    if (kind === 'plural' || kind === 'selectordinal') {
      const offset = typeof branches.offset === 'number' ? branches.offset : 0;
      const n = Number(value) - offset;
      // The plural categories are the language's alone: made without the locale's -u- keywords, which cost V8 ~11 ms
      // more to make (Marathi's 'mr-IN-u-nu-latn': ~45 ms on a mid-range phone; 'mr-IN': 0.5 ms)
      const rules = memo(pluralRules, `${locale}:${kind}`, () => new Intl.PluralRules(locale.split('-u-')[0], { type: kind === 'plural' ? 'cardinal' : 'ordinal' }));
      // an exact branch (`=0` compiles to `0`) before the language's category
      branch = branches[String(value)] ?? branches[rules.select(n)] ?? branches.other;
      inner = smallCount(n) ? String(n) : memo(numbers, locale, () => new Intl.NumberFormat(locale)).format(n);
    } else {
      branch = branches[String(value)] ?? branches.other;
    }
    if (branch !== undefined && typeof branch !== 'number') out += fill(branch, locale, values, inner);
  }
  return out;
}

/** The text of `message` in `locale` (an Intl locale: plural categories and the digits of a count) with `values`. */
export function formatCompiled(message: CompiledMessage, locale: string, values: Readonly<Record<string, unknown>> = {}): string {
  return fill(message, locale, values, undefined);
}
