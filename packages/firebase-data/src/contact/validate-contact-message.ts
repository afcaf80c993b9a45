import { NamedError } from '../errors/named-error';
import { CONTACT_BUDGET, CONTACT_LIMITS, THALI_LOCALE } from '@thali/domain';
import type { FieldErrors } from '../model';
import { sayer } from '../texts/say';
import { COMMON_TEXTS } from '../texts/common-texts';
import { CONTACT_TEXTS } from '../texts/contact-texts';

const { text: dataText } = sayer({ ...COMMON_TEXTS, ...CONTACT_TEXTS });
export { CONTACT_BUDGET, CONTACT_LIMITS };

/** What the contact form sends; the subject may be left out. */
export interface ContactMessageInput {
  name: string;
  email: string;
  subject?: string;
  message: string;
}
export type ContactField = 'name' | 'email' | 'subject' | 'message';

/** The sizes the database rules accept, in the form's words. */
export const CONTACT_MESSAGES = {
  name: dataText('common.nameRequired'),
  nameTooLong: dataText('common.nameTooLong', { max: CONTACT_LIMITS.nameMax }),
  email: dataText('common.emailInvalid'),
  emailTooLong: dataText('contact.emailTooLong', { max: CONTACT_LIMITS.emailMax }),
  subjectTooLong: dataText('contact.subjectTooLong', { max: CONTACT_LIMITS.subjectMax }),
  message: dataText('contact.message'),
  // Formatted when first read: Intl's first use costs tens of milliseconds on a phone, on pages that never show this.
  get messageTooLong() {
    return dataText('contact.messageTooLong', { max: CONTACT_LIMITS.messageMax.toLocaleString(THALI_LOCALE) });
  },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Field errors in the form's order; {} when the message may be stored. */
export function validateContactMessage(input: ContactMessageInput): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  const name = text(input.name);
  const email = text(input.email);
  const message = text(input.message);
  if (!name) errors.name = CONTACT_MESSAGES.name;
  else if (name.length > CONTACT_LIMITS.nameMax) errors.name = CONTACT_MESSAGES.nameTooLong;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = CONTACT_MESSAGES.email;
  else if (email.length > CONTACT_LIMITS.emailMax) errors.email = CONTACT_MESSAGES.emailTooLong;
  if (text(input.subject).length > CONTACT_LIMITS.subjectMax) errors.subject = CONTACT_MESSAGES.subjectTooLong;
  if (!message) errors.message = CONTACT_MESSAGES.message;
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = CONTACT_MESSAGES.messageTooLong;
  return errors;
}

/** Thrown by sendContactMessage when the input is not a message the database would take; `errors` holds the field messages. */
export class ContactValidationError extends NamedError {
  static override readonly errorName = 'ContactValidationError';
  constructor(readonly errors: FieldErrors<ContactField>) {
    super(dataText('contact.checkFields'));
  }
}

/**
 * Thrown by sendContactMessage when today's budget of messages is used up (issue 36): 5 a day for a signed-in sender
 * (`signedIn`), 100 a day for all signed-out visitors together; nothing is written, and the form keeps what was typed.
 */
export class ContactBudgetError extends NamedError {
  static override readonly errorName = 'ContactBudgetError';
  constructor(readonly signedIn: boolean) {
    super(dataText('contact.budget'));
  }
}
