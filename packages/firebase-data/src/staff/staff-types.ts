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

/**
 * A kitchen awaiting approval (no `approved` on its listing), as the operations overview counts them and the Kitchens
 * queue shows them (issue 41): what it told Thali at signup and, when staff turned it down, why (until it asks again).
 */
export interface PendingKitchen {
  id: string;
  name: string;
  phone?: string;
  address?: string;
  area?: string;
  imageUrl?: string;
  /** When it signed up (server time); absent on listings older than the field. */
  since?: number;
  rejection?: { reason: string; at: number; by: string };
}

/** A listed kitchen's request for a new name (issue 36), in the Kitchens queue with its current name. */
export interface NameRequest {
  id: string;
  name: string;
  newName: string;
  requestedAt: number;
}

/**
 * Staff decisions stored on a kitchen's listing (issue 41), which its dashboard shows: why Thali turned the pending
 * kitchen down (until it asks again), and a new name Thali turned down (until it asks for another). Kept out of the
 * public Provider, so the storefront's reads do not carry them.
 */
export interface KitchenDecisions {
  rejection?: { reason: string; at: number; by: string };
  nameRejection?: { name: string; reason: string };
  /** Suspended by staff (a listed kitchen taken off the marketplace until Unsuspend): why, when, who. */
  suspension?: Suspension;
}

/** A kitchen's running suspension (issue 41): the reason its dashboard shows, when it started, the staff member. */
export interface Suspension {
  reason: string;
  at: number;
  by: string;
}

/** A listed or suspended kitchen as the Kitchens page's "Listed kitchens" section shows it (by name). */
export interface ListedKitchen {
  id: string;
  name: string;
  area?: string;
  suspension?: Suspension;
}

/** What the Kitchens queue shows beside a listing: its owner's e-mail (null: no account record) and its menu's size. */
export interface KitchenFacts {
  ownerEmail: string | null;
  dishes: number;
  plans: number;
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

/** Orders of a period as the operations Overview shows them (issue 41): placed (cancelled ones too), how many were cancelled, and the value net of them (₹). */
export interface PeriodFigures {
  placed: number;
  cancelled: number;
  value: number;
}

/** Today's and this month's orders (Asia/Kolkata), from the kept totals. */
export interface OrderFigures {
  today: PeriodFigures;
  month: PeriodFigures;
}
