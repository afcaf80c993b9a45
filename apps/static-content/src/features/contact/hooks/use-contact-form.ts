import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_FIELDS, EMPTY_CONTACT, validateContact, type ContactErrors, type ContactValues } from '../utils/validate-contact';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

/**
 * State of the contact form. Errors appear on the first submit and then follow the
 * user's typing, so nobody is scolded before they have tried. Submitting sends nothing yet.
 */
export function useContactForm(onInvalid: (firstInvalid: keyof ContactValues) => void) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState('');

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as keyof ContactValues;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      setSubmitted(true);
      setStatus('');
      onInvalid(firstInvalid);
      return;
    }
    // No backend for messages yet (spec §2): confirm, and start afresh.
    setValues(EMPTY_CONTACT);
    setSubmitted(false);
    setStatus(CONTACT_SUCCESS_MESSAGE);
  }

  return { values, errors, status, onChange, onSubmit };
}
