import { get, increment, push, ref, serverTimestamp, update } from 'firebase/database';
import { firebase, type DataServices, type FirebaseServices } from '../app';
import type { ContactMessageRecord } from '../schemas';
import { isPermissionDenied } from '../orders/order-writes';
import { serverNow } from '../subscriptions/server-now';
import { dayStart } from '../tiffins/days';
import {
  CONTACT_BUDGET, ContactBudgetError, ContactValidationError, validateContactMessage, type ContactMessageInput,
} from './validate-contact-message';

/** A day's count of messages as stored at contactBudget/{uid | 'public'}; null when none is stored. */
type Budget = { day: number; count: number } | null;

async function readBudget(fb: DataServices, path: string): Promise<Budget> {
  const v = (await get(ref(fb.db, path))).val() as { day?: unknown; count?: unknown } | null;
  return v && typeof v.day === 'number' && typeof v.count === 'number' ? { day: v.day, count: v.count } : null;
}

const sentToday = (budget: Budget, today: number) => (budget?.day === today ? budget.count : 0);
/** How many times a send is tried while other senders move the same day's count first (the signed-out one is shared). */
const ATTEMPTS = 5;

/**
 * Stores a message from the contact form at contactMessages/{pushId} (trimmed texts, the server's time) and resolves
 * with its id once the database has it. Anyone may send one, signed in (`sender`, the session's uid) or not; only
 * Thali admins read them (`pnpm admin messages` on the local backend).
 *
 * Each message moves its sender's budget of the day (Asia/Kolkata, the server's clock) in the same write (issue 36):
 * contactBudget/{uid}, 5 a day, or contactBudget/public, 100 a day shared by every signed-out visitor; a budget of today
 * gains 1 with a server increment (racing senders need no retry), a new day's starts at 1. When today's budget is used
 * up a ContactBudgetError is thrown and nothing is written. Throws ContactValidationError before writing when a field is
 * missing or too long; a refused or failed write rejects, and the page keeps what was typed.
 */
export async function sendContactMessage(
  input: ContactMessageInput, fb: DataServices = firebase(), sender?: string | null,
): Promise<string> {
  // the page says who is signed in; an app with its own Auth (tests, tools) knows it itself
  const senderUid = sender ?? (fb as Partial<FirebaseServices>).auth?.currentUser?.uid ?? null;
  const errors = validateContactMessage(input);
  if (Object.keys(errors).length > 0) throw new ContactValidationError(errors);
  const subject = (input.subject ?? '').trim();
  const id = push(ref(fb.db, 'contactMessages')).key as string;
  // createdAt is the server's clock (the rules accept nothing else); the stored record is a ContactMessageRecord
  const record: Omit<ContactMessageRecord, 'createdAt'> = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  if (subject) record.subject = subject;
  const path = `contactBudget/${senderUid ?? 'public'}`;
  const limit = senderUid ? CONTACT_BUDGET.perUserPerDay : CONTACT_BUDGET.publicPerDay;
  const today = dayStart(await serverNow(fb));
  let budget = await readBudget(fb, path);
  for (let attempt = 1; ; attempt++) {
    const sent = sentToday(budget, today);
    if (sent >= limit) throw new ContactBudgetError(senderUid !== null);
    const writes: Record<string, unknown> = { [`contactMessages/${id}`]: { ...record, createdAt: serverTimestamp() } };
    if (sent > 0) Object.assign(writes, { [`${path}/day`]: today, [`${path}/count`]: increment(1), [`${path}/message`]: id });
    else writes[path] = { day: today, count: 1, message: id };
    try {
      await update(ref(fb.db), writes);
      return id;
    } catch (error) {
      if (!isPermissionDenied(error)) throw error;
      const again = await readBudget(fb, path);
      if (sentToday(again, today) >= limit) throw new ContactBudgetError(senderUid !== null);
      // another sender started today's count first: try again on it; otherwise the refusal has another reason
      if (attempt >= ATTEMPTS || (again?.day === budget?.day && again?.count === budget?.count)) throw error;
      budget = again;
    }
  }
}
