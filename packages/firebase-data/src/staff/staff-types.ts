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

/** One report of a review (issue 41): who (a uid; `fromKitchen` when the reviewed kitchen reported it), why, when. */
export interface ReviewReport {
  by: string;
  fromKitchen: boolean;
  reason: string;
  at: number;
}

/** A review as the Reviews page shows it: the review, its kitchen's name, whether staff hid it, and its reports. */
export interface ModeratedReview {
  id: string;
  providerId: string;
  kitchenName: string;
  userInitial: string;
  stars: number;
  comment: string;
  createdAt: number;
  hidden: boolean;
  /** Oldest first. */
  reports: ReviewReport[];
}
