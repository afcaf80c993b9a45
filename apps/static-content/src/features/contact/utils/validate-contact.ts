import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@thali/firebase-data/logic';
import { email, required, validateFields, type FieldRules, type Validator } from '@thali/ui/form';
import { t } from '../messages';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Fails when the text (spaces around it ignored) is longer than the database stores. */
const atMost =
  (max: number, message: string): Validator<ContactValues, string> =>
  (value) =>
    value.trim().length > max ? message : undefined;

type Id = Parameters<typeof t>[0];

/** The form's own messages, by their texts' ids (the rules below give these ids, not sentences). */
const OWN_MESSAGES: ReadonlySet<string> = new Set<Id>([
  'form.nameRequired',
  'form.emailRequired',
  'form.emailInvalid',
  'form.subjectRequired',
  'form.messageRequired',
]);

/**
 * A field's message as the reader reads it: one of the form's own (an id) worded by `translate` (the form's `useT()`,
 * so a language switch words it again; by default the language on screen); one from the data package (its size
 * limits, or what the server refused) shown as it comes.
 */
export function wordContactError(message: string, translate: (id: Id) => string = t): string {
  return OWN_MESSAGES.has(message) ? translate(message as Id) : message;
}

/**
 * All four fields are required and the e-mail must look like one; texts match the signup form's. The form's own
 * messages are their texts' ids (wordContactError words them). The sizes are the
 * ones the database rules accept (CONTACT_LIMITS), so nothing typed here is refused after the thanks.
 */
export const CONTACT_RULES: FieldRules<ContactValues> = {
  name: [required('form.nameRequired'), atMost(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong)],
  email: [required('form.emailRequired'), email('form.emailInvalid'), atMost(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong)],
  subject: [required('form.subjectRequired'), atMost(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong)],
  message: [required('form.messageRequired'), atMost(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong)],
};

/** The form's checks, each message worded in the language on screen. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = validateFields(values, CONTACT_RULES, CONTACT_FIELDS);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && wordContactError(message)]));
}
