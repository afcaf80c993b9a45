export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

// Something@something.tld with no spaces: the same check a browser's type=email makes, roughly.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** All four fields are required and the e-mail must look like one (spec §5); texts match the signup form's. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  const email = values.email.trim();
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
