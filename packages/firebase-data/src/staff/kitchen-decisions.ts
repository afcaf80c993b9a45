import { get, push, ref, serverTimestamp, update } from 'firebase/database';
import { approvalWrites, LISTED_KITCHENS_PATH } from '@thali/domain/approval';
import { kitchenNameTarget, kitchenTarget, REJECTION_LIMITS, type AuditAction } from '@thali/domain/staff';
import { firebase, type DataServices } from '../app';
import { isValidKey } from '../reads/keys';
import { sayer } from '../texts/say';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer(STAFF_TEXTS);
// Staff decisions on kitchens (issue 41), each one write with its audit entry (who, what, which record, why, the
// server's time); the rules allow them to staff only and check each shape again.

/** A reason staff give, refused in a sentence before anything is sent. */
export class RejectionReasonError extends Error {}

export function checkedReason(reason: string): string {
  const text = reason.trim();
  if (text.length < REJECTION_LIMITS.reasonMin) throw new RejectionReasonError(dataText('staff.reasonRequired'));
  if (text.length > REJECTION_LIMITS.reasonMax) throw new RejectionReasonError(dataText('staff.reasonUnder', { max: REJECTION_LIMITS.reasonMax }));
  return text;
}

export function listingPath(uid: string): string {
  if (!isValidKey(uid)) throw new Error(dataText('staff.kitchenNotFound'));
  return `providers/${uid}`;
}

export const auditEntry = (fb: DataServices, by: string, action: AuditAction, target: string, reason?: string) => {
  const id = push(ref(fb.db, 'audit')).key as string;
  return { id, writes: { [`audit/${id}`]: { by, action, target, ...(reason ? { reason } : {}), at: serverTimestamp() } } };
};

/**
 * Staff approve a pending kitchen: its approval, areas and the listed count (`approvalWrites`, as `pnpm admin approve`),
 * any earlier rejection removed, and the audit entry, in one write.
 */
export async function approvePendingKitchen(staffUid: string, uid: string, fb: DataServices = firebase()): Promise<void> {
  const path = listingPath(uid);
  const [listing, listed] = await Promise.all([get(ref(fb.db, path)), get(ref(fb.db, LISTED_KITCHENS_PATH))]);
  if (!listing.exists()) throw new Error(dataText('staff.noListing'));
  const writes = approvalWrites(uid, listing.val() as { approved?: unknown; deliversTo?: unknown }, listed.val(), true);
  if (Object.keys(writes).length === 0) throw new Error(dataText('staff.alreadyListed'));
  const entry = auditEntry(fb, staffUid, 'approve', kitchenTarget(uid));
  await update(ref(fb.db), { ...writes, [`${path}/rejection`]: null, ...entry.writes });
}

/** Staff turn a pending kitchen down with a reason its dashboard shows (until it asks again), with the audit entry. */
export async function rejectPendingKitchen(staffUid: string, uid: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  const path = listingPath(uid);
  const text = checkedReason(reason);
  const entry = auditEntry(fb, staffUid, 'reject', kitchenTarget(uid), text);
  await update(ref(fb.db), { [`${path}/rejection`]: { reason: text, by: staffUid, at: serverTimestamp(), audit: entry.id }, ...entry.writes });
}

/** Staff give a listed kitchen the name it asked for: the name, the request removed, the audit entry (old → new). */
export async function approveNameRequest(staffUid: string, uid: string, fb: DataServices = firebase()): Promise<void> {
  const path = listingPath(uid);
  const listing = (await get(ref(fb.db, path))).val() as { name?: string; nameRequest?: { name?: string } } | null;
  const newName = listing?.nameRequest?.name;
  if (!listing || !newName) throw new Error(dataText('staff.noNameChange'));
  const entry = auditEntry(fb, staffUid, 'approve', kitchenNameTarget(uid), `${listing.name ?? ''} → ${newName}`);
  await update(ref(fb.db), { [`${path}/name`]: newName, [`${path}/nameRequest`]: null, [`${path}/nameRejection`]: null, ...entry.writes });
}

/** Staff turn a listed kitchen's new name down with a reason: the request is removed and the kitchen sees why. */
export async function rejectNameRequest(staffUid: string, uid: string, reason: string, fb: DataServices = firebase()): Promise<void> {
  const path = listingPath(uid);
  const text = checkedReason(reason);
  const newName = ((await get(ref(fb.db, `${path}/nameRequest/name`))).val() as string | null);
  if (!newName) throw new Error(dataText('staff.noNameChange'));
  const entry = auditEntry(fb, staffUid, 'reject', kitchenNameTarget(uid), text);
  await update(ref(fb.db), {
    [`${path}/nameRequest`]: null,
    [`${path}/nameRejection`]: { name: newName, reason: text, by: staffUid, at: serverTimestamp(), audit: entry.id },
    ...entry.writes,
  });
}

/** The kitchen asks for approval again after editing its details: its rejection is removed (all the rules let it do). */
export async function askForApprovalAgain(uid: string, fb: DataServices = firebase()): Promise<void> {
  await update(ref(fb.db), { [`${listingPath(uid)}/rejection`]: null });
}
