// The data package's sentences of the contact form (contact/), by message id (issue 44; see data-texts.ts).
export const CONTACT_TEXTS = {
  'contact.emailTooLong': 'Email must be at most {max} characters',
  'contact.subjectTooLong': 'Subject must be at most {max} characters',
  'contact.message': 'Message is required',
  'contact.messageTooLong': 'Message must be at most {max} characters',
  'contact.checkFields': 'Please check the highlighted fields.',
  'contact.budget': 'Too many messages today.',
} as const;
