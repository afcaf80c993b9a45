import { email, required, validateFields, type FieldRules } from '@thali/ui/form';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

/** All four fields are required and the e-mail must look like one; texts match the signup form's. */
export const CONTACT_RULES: FieldRules<ContactValues> = {
  name: [required('Name is required')],
  email: [required('Email is required'), email('Please enter a valid email address')],
  subject: [required('Subject is required')],
  message: [required('Message is required')],
};

export function validateContact(values: ContactValues): ContactErrors {
  return validateFields(values, CONTACT_RULES, CONTACT_FIELDS);
}
