import type { DataMessage, DataMessageId, DataValues } from '../texts/data-texts';
import { saidMessage } from '../texts/say';

/**
 * The base of every error a page tells apart with `instanceof` (KitchenClosedError, PlanFullError…). The use cases
 * run from the one copy of this package the portal shares, while each app bundles its own copy of the plain helpers
 * ('@thali/firebase-data/logic'), which throw the same errors; so an error may come from another copy of its class.
 * `instanceof` therefore compares the error's name, which every copy sets the same (a class's own name does not
 * survive minification).
 * Its message is English (logs, tests); `messageId` and `values` name the same sentence for a page that shows it in the
 * reader's language (issue 44): given as a DataMessage, or known for a sentence this package said (texts/say.ts).
 */
export class NamedError extends Error {
  /** The name every copy of the class gives its errors. */
  static readonly errorName: string = 'NamedError';
  /** What an error of the class says when it is given no message (a class whose errors always say the same). */
  static readonly sentence?: string;
  /** The id of the sentence among this package's texts (DATA_TEXTS); absent for a text that is not one of them. */
  declare readonly messageId?: DataMessageId;
  /** The values of the sentence's placeholders. */
  declare readonly values?: DataValues;

  constructor(message?: string | DataMessage, options?: ErrorOptions) {
    const type = new.target as typeof NamedError;
    const given = message ?? type.sentence;
    super(typeof given === 'object' ? given.text : given, options);
    this.name = type.errorName;
    const known = typeof given === 'object' ? given : given ? saidMessage(given) : undefined;
    if (known) Object.assign(this, { messageId: known.id, values: known.values });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === this.errorName;
  }
}

/**
 * The base of a NamedError class whose errors always say the same sentence:
 * `export class PlanFullError extends sentenceError('PlanFullError', 'This plan is full.') {}`.
 */
export function sentenceError(errorName: string, sentence: string): typeof NamedError {
  return class extends NamedError {
    static override readonly errorName = errorName;
    static override readonly sentence = sentence;
  };
}
