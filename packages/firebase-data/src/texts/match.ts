// Reading an English sentence back into its id and values (issue 44): what a page does with a sentence that came
// without its id (a validator's string, the message of an error made elsewhere), against a catalogue's English
// templates (@thali/ui's copy of DATA_TEXTS, which a test holds equal to it).
const PLACEHOLDER = /\{(\w+)\}/g;

interface Matcher { id: string; names: string[]; pattern: RegExp; fixed: number }
const compiledOf = new WeakMap<object, { exact: Map<string, string>; templated: Matcher[] }>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(templates: Readonly<Record<string, string>>) {
  const exact = new Map<string, string>();
  const templated: Matcher[] = [];
  for (const [id, template] of Object.entries(templates)) {
    const parts = template.split(PLACEHOLDER);
    if (parts.length === 1) {
      if (!exact.has(template)) exact.set(template, id);
      continue;
    }
    const names = parts.filter((_, i) => i % 2 === 1);
    const literal = parts.filter((_, i) => i % 2 === 0);
    const source = parts.map((part, i) => (i % 2 ? '([\\s\\S]+?)' : escape(part))).join('');
    templated.push({ id, names, pattern: new RegExp(`^${source}$`), fixed: literal.join('').length });
  }
  // The most specific template first: the one with the most fixed words.
  templated.sort((a, b) => b.fixed - a.fixed);
  return { exact, templated };
}

/** The id and values (as the text held them) of `text` among `templates`; undefined for any other text. */
export function matchDataText<Id extends string>(
  text: string, templates: Readonly<Record<Id, string>>,
): { id: Id; values: Readonly<Record<string, string>> } | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  let compiled = compiledOf.get(templates);
  if (!compiled) compiledOf.set(templates, (compiled = compile(templates)));
  const id = compiled.exact.get(text);
  if (id) return { id: id as Id, values: {} };
  for (const matcher of compiled.templated) {
    const found = matcher.pattern.exec(text);
    if (found) return { id: matcher.id as Id, values: Object.fromEntries(matcher.names.map((name, i) => [name, found[i + 1]!])) };
  }
  return undefined;
}
