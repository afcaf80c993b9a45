import { push, ref, serverTimestamp, update } from 'firebase/database';
import { messageTarget } from '@thali/domain/staff';
import { firebase, type DataServices } from '../app';

/**
 * A staff member (`staffUid`, the session's uid) marks a contact message handled: `handled: { by, at, audit }` and its
 * audit entry (action 'handle') in one write, both at the server's time. The rules allow it to staff only, once per
 * message; a refused write rejects and nothing is written.
 */
export async function markMessageHandled(staffUid: string, messageId: string, fb: DataServices = firebase()): Promise<void> {
  const auditId = push(ref(fb.db, 'audit')).key as string;
  await update(ref(fb.db), {
    [`contactMessages/${messageId}/handled`]: { by: staffUid, at: serverTimestamp(), audit: auditId },
    [`audit/${auditId}`]: { by: staffUid, action: 'handle', target: messageTarget(messageId), at: serverTimestamp() },
  });
}
