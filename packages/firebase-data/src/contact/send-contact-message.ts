import { push, ref, serverTimestamp, set } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { ContactMessageRecord } from '../schemas';
import { ContactValidationError, validateContactMessage, type ContactMessageInput } from './validate-contact-message';

/**
 * Stores a message from the contact form at contactMessages/{pushId} (trimmed texts, the server's time) and resolves
 * with its id once the database has it. Anyone may send one, signed in or not; only Thali admins read them
 * (`pnpm admin messages` on the local backend). Throws ContactValidationError before writing when a field is
 * missing or too long; a refused or failed write rejects, and the page keeps what was typed.
 */
export async function sendContactMessage(input: ContactMessageInput, fb: DataServices = firebase()): Promise<string> {
  const errors = validateContactMessage(input);
  if (Object.keys(errors).length > 0) throw new ContactValidationError(errors);
  const subject = (input.subject ?? '').trim();
  const messageRef = push(ref(fb.db, 'contactMessages'));
  // createdAt is the server's clock (the rules accept nothing else); the stored record is a ContactMessageRecord
  const record: Omit<ContactMessageRecord, 'createdAt'> = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  if (subject) record.subject = subject;
  await set(messageRef, { ...record, createdAt: serverTimestamp() });
  return messageRef.key as string;
}
