// Every sentence this package hands a person (issue 44): what a validator returns, what an error says. The package
// stays free of any UI: it keeps producing these English sentences (logs, tests and the English screen read them),
// and each one is known by its id and values, so a page shows it in the reader's language from @thali/ui's catalogue
// of these ids (packages/ui/src/data-message/messages), whose English is exactly this.
// Templates are ICU texts without plurals or selects: `{name}` placeholders only (a count that changes the wording
// gets an id per wording). Numbers and amounts arrive as values already formatted (₹ with Indian grouping), lists as
// arrays (English joins them with "and"; a page joins them in its own language). The texts live in groups
// (texts/*-texts.ts), one per part of the package, so a page bundles only the groups of the helpers it calls.
import { AUTH_TEXTS } from './auth-texts';
import { COMMON_TEXTS } from './common-texts';
import { CONTACT_TEXTS } from './contact-texts';
import { IMAGES_TEXTS } from './images-texts';
import { KITCHENS_TEXTS } from './kitchens-texts';
import { MENU_TEXTS } from './menu-texts';
import { ORDERS_TEXTS } from './orders-texts';
import { PAYMENTS_TEXTS } from './payments-texts';
import { REVIEWS_TEXTS } from './reviews-texts';
import { STAFF_TEXTS } from './staff-texts';
import { TIFFINS_TEXTS } from './tiffins-texts';
import { fillTemplate } from './say';

export const DATA_TEXTS = {
  ...AUTH_TEXTS, ...COMMON_TEXTS, ...KITCHENS_TEXTS, ...MENU_TEXTS, ...ORDERS_TEXTS, ...TIFFINS_TEXTS, ...REVIEWS_TEXTS,
  ...CONTACT_TEXTS, ...IMAGES_TEXTS, ...PAYMENTS_TEXTS, ...STAFF_TEXTS,
} as const;

/** The id of a sentence this package produces: `@thali/ui`'s catalogue of data texts is typed against it. */
export type DataMessageId = keyof typeof DATA_TEXTS;

/**
 * A moment inside a sentence, said by what it is so a page writes it in the reader's language (the data package only
 * knows English, its `text`): a time of day in minutes after midnight (1440: midnight at the day's end), a slot's
 * times (from, to), a day by the epoch ms of its start in Asia/Kolkata ('28 Nov', or with its weekday 'Fri 28 Nov'),
 * a weekday by its index (0 Monday … 6 Sunday).
 */
export type DataMoment =
  | { readonly kind: 'time'; readonly minutes: number; readonly text: string }
  | { readonly kind: 'times'; readonly from: number; readonly to: number; readonly text: string }
  | { readonly kind: 'date' | 'weekdayDate'; readonly day: number; readonly text: string }
  | { readonly kind: 'weekday'; readonly index: number; readonly text: string };

/** A value of a sentence: text as shown (a name, a formatted amount or number), a number, a list of names, a moment. */
export type DataValue = string | number | readonly string[] | DataMoment;
export type DataValues = Readonly<Record<string, DataValue>>;

/** A sentence as this package produces it: its id and values (for the reader's language) and its English `text`. */
export interface DataMessage<Id extends DataMessageId = DataMessageId> {
  readonly id: Id;
  readonly values: DataValues;
  readonly text: string;
}

/** The sentence `id` with its values, and its English. */
export function dataMessage<Id extends DataMessageId>(id: Id, values: DataValues = {}): DataMessage<Id> {
  return { id, values, text: fillTemplate(DATA_TEXTS[id], values) };
}

/** The English of the sentence `id` with its values. */
export const dataText = (id: DataMessageId, values?: DataValues): string => dataMessage(id, values).text;
