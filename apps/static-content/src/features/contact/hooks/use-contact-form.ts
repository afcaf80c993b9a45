import { useForm } from '@thali/ui/form';
import { CONTACT_FIELDS, CONTACT_RULES, EMPTY_CONTACT, type ContactValues } from '../utils/validate-contact';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

/**
 * State of the contact form. Errors appear on the first submit and then follow the user's typing,
 * so nobody is scolded before they have tried; the first field in error takes the focus.
 * Submitting sends nothing yet: there is no backend for messages, so it thanks and starts afresh.
 */
export function useContactForm() {
  return useForm<ContactValues>({
    initialValues: EMPTY_CONTACT,
    validate: CONTACT_RULES,
    fieldOrder: CONTACT_FIELDS,
    afterEdit: 'recheck',
    onSubmit: (_values, { reset, setNotice }) => {
      reset();
      setNotice(CONTACT_SUCCESS_MESSAGE);
    },
  });
}
