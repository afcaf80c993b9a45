import { useContext } from 'react';
import { AuthContext } from '@thali/auth-cart';
import { sendContactMessage } from '@thali/firebase-data';
import { ContactBudgetError, ContactValidationError } from '@thali/firebase-data/logic';
import { useForm } from '@thali/ui/form';
import { CONTACT_FIELDS, CONTACT_RULES, EMPTY_CONTACT, type ContactValues } from '../utils/validate-contact';

/**
 * Why a message was not sent, as its text's id: the form words it when it shows it, so a language switch words it
 * again. 'form.budget': today's budget of messages is used up (5 a day signed in, 100 a day for everyone signed out
 * together).
 */
export type ContactProblem = 'form.budget' | 'form.failed';
/** The notice once the database has the message (the form shows its thanks, in the language on screen). */
export const CONTACT_SENT = 'sent';

/**
 * State of the contact form. Errors appear on the first submit and then follow the user's typing,
 * so nobody is scolded before they have tried; the first field in error takes the focus.
 * The thanks shows only once the database has the message; if sending fails, the text stays for another try.
 */
export function useContactForm() {
  // a signed-in sender has a budget of its own; signed out (or a page outside the portal's session), the one every
  // visitor shares
  const senderUid = useContext(AuthContext)?.user?.uid ?? null;
  return useForm<ContactValues, ContactProblem>({
    initialValues: EMPTY_CONTACT,
    validate: CONTACT_RULES,
    fieldOrder: CONTACT_FIELDS,
    afterEdit: 'recheck',
    onSubmit: async (values, { reset, setNotice, setFormError, showErrors, signal }) => {
      try {
        await sendContactMessage(values, undefined, senderUid);
        if (signal.aborted) return;
        reset();
        setNotice(CONTACT_SENT);
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ContactValidationError) showErrors(error.errors);
        else if (error instanceof ContactBudgetError) setFormError('form.budget');
        else {
          // the user gets the sentence; whoever debugs gets the detail
          console.error('Contact message not sent', error);
          setFormError('form.failed');
        }
      }
    },
  });
}
