import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@thali/firebase-data/logic';
import { email, required, validateFields, type FieldRules, type Validator } from '@thali/ui/form';

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

/**
 * All four fields are required and the e-mail must look like one; texts match the signup form's. The sizes are the
 * ones the database rules accept (CONTACT_LIMITS), so nothing typed here is refused after the thanks.
 */
export const CONTACT_RULES: FieldRules<ContactValues> = {
  name: [required('Name is required'), atMost(CONTACT_LIMITS.nameMax, CONTACT_MESSAGES.nameTooLong)],
  email: [required('Email is required'), email('Please enter a valid email address'), atMost(CONTACT_LIMITS.emailMax, CONTACT_MESSAGES.emailTooLong)],
  subject: [required('Subject is required'), atMost(CONTACT_LIMITS.subjectMax, CONTACT_MESSAGES.subjectTooLong)],
  message: [required('Message is required'), atMost(CONTACT_LIMITS.messageMax, CONTACT_MESSAGES.messageTooLong)],
};

export function validateContact(values: ContactValues): ContactErrors {
  return validateFields(values, CONTACT_RULES, CONTACT_FIELDS);
}
