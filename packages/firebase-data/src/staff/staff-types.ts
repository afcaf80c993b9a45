import type { AuditAction } from '@thali/domain/staff';

/** A message from the contact form as staff see it (issue 41): newest first, handled once by a staff member. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject?: string;
  message: string;
  createdAt: number;
  /** Set once, when a staff member marked it handled: who (a uid) and when (server time). */
  handled?: { by: string; at: number };
}

/** A kitchen awaiting approval (no `approved` on its listing), as the operations overview counts them. */
export interface PendingKitchen {
  id: string;
  name: string;
}

/** One entry of the audit trail (audit/{pushId}): who, what, which record (its database path), why, when. */
export interface AuditEntry {
  id: string;
  /** A staff uid, or 'cli' for the admin script. */
  by: string;
  action: AuditAction;
  target: string;
  reason?: string;
  at: number;
}
