// How a page shows what the data package said (issue 44): a validator's sentence, an error it threw, in the reader's
// language. The data package speaks English and names each sentence by an id (an error's `messageId` and `values`, or
// a sentence matched against its English, values read back from it); this module turns that into the catalogue's
// text. Anything else is treated as plainMessage treats it: a plain sentence shown as it is, a technical error
// replaced by the page's own sentence.
import { useMemo } from 'react';
import { isMoment, matchDataText, saidMessage, type DataMessageId, type DataValues } from '@thali/firebase-data/logic';
import { INTL_LOCALE, currentLocale, type Locale } from '@thali/domain/languages';
import { plainMessage, type MessageValues, type Translate } from '@thali/ui';
import { DATA_ENGLISH, t as translateShown, useT } from './messages';
import { momentIn } from './moments';

/** What a page may hand over: an error (the data package's or any), a validator's sentence, a DataMessage, nothing. */
export type DataSource = unknown;

const isId = (id: unknown): id is DataMessageId => typeof id === 'string' && Object.hasOwn(DATA_ENGLISH, id);

/** A catalogue text as its template: a browser build's arrives compiled (catalogue-loader.js), a test's as written. */
const templateOf = (message: unknown): string => (typeof message === 'string' ? message
  : Array.isArray(message) ? message.map((part) => (typeof part === 'string' ? part : `{${String((part as unknown[])[0])}}`)).join('') : '');
let templates: Readonly<Record<DataMessageId, string>> | undefined;
/** The English templates the data package's sentences are read back with (made once, on the first one). */
const english = () => (templates ??= Object.fromEntries(Object.entries(DATA_ENGLISH).map(([id, text]) => [id, templateOf(text)])) as Record<DataMessageId, string>);

/** The id and values a source carries itself: an error's `messageId`, or a DataMessage `{ id, values, text }`. */
function carried(source: DataSource): { id: DataMessageId; values: DataValues } | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const { messageId, id, values, text } = source as { messageId?: unknown; id?: unknown; values?: DataValues; text?: unknown };
  if (isId(messageId)) return { id: messageId, values: values ?? {} };
  if (isId(id) && typeof text === 'string') return { id, values: values ?? {} };
  return undefined;
}

type Translator = (id: DataMessageId, values?: MessageValues) => string;
/** The reader's language and its words (a time's are the shared entry's, which every `useT` waits for). */
interface Reader { translate: Translator; locale: Locale }

/**
 * Values as the reader's language writes them: a list joined with its "and", a moment (a time, a day, a weekday)
 * written from what it is, a data sentence translated itself.
 */
function valuesIn({ translate, locale }: Reader, values: DataValues): MessageValues {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => {
    if (typeof value === 'object') {
      if (isMoment(value)) return [name, momentIn(value, locale, translate as (id: `weekday.d${number}`) => string)];
      return [name, new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(value as readonly string[])];
    }
    const inner = typeof value === 'string' ? matchDataText(value, english()) : undefined;
    return [name, inner && inner.id ? translate(inner.id, inner.values) : String(value)];
  }));
}

function sentence(reader: Reader, source: DataSource, fallback?: string): string {
  const { translate } = reader;
  const own = carried(source);
  if (own) return translate(own.id, valuesIn(reader, own.values));
  // Without an id: the text plainMessage would show (or, with no fallback, the sentence or message as it is)…
  let text: string;
  if (fallback !== undefined) text = plainMessage(source, fallback);
  else text = typeof source === 'string' ? source : source instanceof Error ? source.message : '';
  if (fallback !== undefined && text === fallback) return text;
  // …in the reader's language when it is one of the data package's sentences: by what this copy of the package said
  // (its values as they are: a moment stays a moment), else read back from its English.
  const matched = saidMessage(text) ?? matchDataText(text, english());
  return matched ? translate(matched.id, valuesIn(reader, matched.values)) : text;
}

/** The function a component shows data sentences with: `dataText(error, t('orders.loadFailed'))`, `dataText(errors.price)`. */
export type DataText = (source: DataSource, fallback?: string) => string;

/**
 * In a component: `const dataText = useDataMessage();` then `dataText(errors.price)` for a validator's sentence, or
 * `dataText(error, fallback)` for a caught error (fallback: the page's own sentence, already in the reader's
 * language, for an error that is no sentence a person can act on — as plainMessage). Re-renders on a language switch.
 */
export function useDataMessage(): DataText {
  const t: Translate<DataMessageId> = useT();
  // One function per language (t is), so a memo keyed on it recomputes only on a switch.
  return useMemo(() => (source, fallback) => sentence({ translate: t, locale: t.locale }, source, fallback), [t]);
}

/**
 * Each message of `messages` (a form's field errors) in the reader's language: a data sentence translated, any other
 * text (a page's own, already in the reader's language) as it is.
 */
export function dataTexts<M extends object>(dataText: DataText, messages: M): M {
  const entries = Object.entries(messages);
  if (!entries.some(([, text]) => typeof text === 'string' && text)) return messages;
  return Object.fromEntries(entries.map(([key, text]) => [key, typeof text === 'string' && text ? dataText(text) : text])) as M;
}

/** The same outside React (an event handler's toast): in the language on screen. */
export function dataSentence(source: DataSource, fallback?: string): string {
  return sentence({ translate: translateShown, locale: currentLocale() }, source, fallback);
}
