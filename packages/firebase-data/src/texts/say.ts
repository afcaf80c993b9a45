// How a module of this package says one of its sentences (issue 44): `const { text } = sayer(KITCHENS_TEXTS)`, then
// `text('slot.none')`, `text('hours.holidayNote', { max: 200 })`. Each module reads only its own group of texts
// (texts/*-texts.ts), so a page that bundles a validator does not bundle every sentence of the package.
import type { DataMessage, DataMessageId, DataMoment, DataValue, DataValues } from './data-texts';

const PLACEHOLDER = /\{(\w+)\}/g;

/** 'a', 'a and b', 'a, b and c'. */
export const inEnglishWords = (xs: readonly string[]): string =>
  (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** An English template with its values: `{name}` filled, a list joined in English, a moment by its English. */
export function fillTemplate(template: string, values: DataValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return String(value);
    return isMoment(value) ? value.text : inEnglishWords(value);
  });
}

/** Whether a value is a moment (a time, a day, a weekday) rather than a list of names. */
export const isMoment = (value: DataValue): value is DataMoment => typeof value === 'object' && !Array.isArray(value);

// The sentences said so far, by their English: an error made with one of them knows its id (NamedError). Bounded: the
// fixed sentences are said once each when their tables are made; those with a kitchen's name or an amount grow with
// use, and the oldest go first.
const said = new Map<string, DataMessage>();
const SAID_MAX = 500;

/** The id and values of a sentence this copy of the package has said, by its English; undefined for any other text. */
export const saidMessage = (text: string): DataMessage | undefined => said.get(text);

export function sayer<T extends Readonly<Record<string, string>>>(table: T) {
  type Id = Extract<keyof T, string>;
  const message = (id: Id, values: DataValues = {}): DataMessage => {
    const text = fillTemplate(table[id]!, values);
    let known = said.get(text);
    if (!known) {
      if (said.size >= SAID_MAX) said.delete(said.keys().next().value!);
      said.set(text, (known = { id: id as unknown as DataMessageId, values, text }));
    }
    return known.id === id ? known : { id: id as unknown as DataMessageId, values, text };
  };
  /**
   * The same, not remembered by its English: for a sentence always handed over with its id (a slot's label), so the
   * many it may take do not push out the sentences an error is made from.
   */
  const handed = (id: Id, values: DataValues = {}): DataMessage =>
    ({ id: id as unknown as DataMessageId, values, text: fillTemplate(table[id]!, values) });
  return { message, handed, text: (id: Id, values?: DataValues): string => message(id, values).text };
}
