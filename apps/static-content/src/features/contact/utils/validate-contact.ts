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

/** A check whose message is the catalogue's text `id`, read when the check runs (in the language on screen then). */
const saying =
  (check: (message: string) => (value: unknown) => string | undefined, id: Parameters<typeof t>[0]): Validator<ContactValues, string> =>
  (value) =>
    check(t(id))(value);

/**
 * All four fields are required and the e-mail must look like one; texts match the signup form's. The sizes are the
 * ones the database rules accept (CONTACT_LIMITS), so nothing typed here is refused after the thanks.
 */
export const CONTACT_RULES: FieldRules<ContactValues> = {
  name: [saying(required, 'form.nameRequired'), atMost(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong)],
  email: [saying(required, 'form.emailRequired'), saying(email, 'form.emailInvalid'), atMost(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong)],
  subject: [saying(required, 'form.subjectRequired'), atMost(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong)],
  message: [saying(required, 'form.messageRequired'), atMost(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong)],
};

export function validateContact(values: ContactValues): ContactErrors {
  return validateFields(values, CONTACT_RULES, CONTACT_FIELDS);
}
