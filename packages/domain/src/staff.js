// @ts-check
'use strict';
/**
 * Thali's staff (issue 41), written once for the rules generator, the data package and the admin script: what an
 * audit entry (`audit/{pushId}`) and a handled contact message hold. Its own entry ('@thali/domain/staff'), so only
 * the operations remote and the tools bundle it.
 */

/** Every staff action the audit trail records ('handle': a contact message marked handled). */
const AUDIT_ACTIONS = Object.freeze(['approve', 'reject', 'suspend', 'unsuspend', 'hide', 'restore', 'dismiss', 'cancel', 'grant', 'revoke', 'handle']);
/** audit/{pushId}: who (a staff uid, or 'cli' for the admin script), what, which record (its database path), why, when. */
const AUDIT_FIELDS = Object.freeze(['by', 'action', 'target', 'reason', 'at']);
const AUDIT_REQUIRED = Object.freeze(['by', 'action', 'target', 'at']);
const AUDIT_LIMITS = Object.freeze({ targetMax: 200, reasonMax: 500 });
/** contactMessages/{id}/handled: the staff member, the server's time and the audit entry written with it. */
const HANDLED_FIELDS = Object.freeze(['by', 'at', 'audit']);

/** The audit target of a contact message (entries are found by target: `orderByChild('target')`). */
const messageTarget = (/** @type {string} */ id) => `contactMessages/${id}`;

// ---- Kitchens page (issue 41): approving and rejecting kitchens and listed kitchens' new names ----
/**
 * providers/{uid}/rejection: why staff turned a pending kitchen down (shown on its dashboard), who, when and the audit
 * entry written with it; the kitchen's "Ask again" removes it (back in the queue).
 */
const REJECTION_FIELDS = Object.freeze(['reason', 'by', 'at', 'audit']);
/** providers/{uid}/nameRejection: a listed kitchen's new name that staff turned down, and why (the request is removed). */
const NAME_REJECTION_FIELDS = Object.freeze(['name', 'reason', 'by', 'at', 'audit']);
/** A rejection's reason: required, one short paragraph (the audit entry keeps the same words). */
const REJECTION_LIMITS = Object.freeze({ reasonMin: 3, reasonMax: 300 });
/** The audit target of a kitchen's listing (approve, reject). */
const kitchenTarget = (/** @type {string} */ uid) => `providers/${uid}`;
/** The audit target of a listed kitchen's name (a name change approved or rejected). */
const kitchenNameTarget = (/** @type {string} */ uid) => `providers/${uid}/name`;

// ---- review reports (issue 41, the Reviews page) ----
/**
 * reviewReports/{reviewKey}/{reporterUid}: one report per reporter per review (a customer, or the reviewed kitchen):
 * why, and the server's time. reportQueue/{reviewKey}: `{ open, at, audit? }`, opened by each report (at: the latest
 * report) and closed by staff (Hide or Dismiss: open false, at: then, the audit entry written with it).
 */
const REPORT_FIELDS = Object.freeze(['reason', 'at']);
const REPORT_LIMITS = Object.freeze({ reasonMin: 3, reasonMax: 300 });
const REPORT_QUEUE_FIELDS = Object.freeze(['open', 'at', 'audit']);
/** reviews/{reviewKey}/moderation: hidden or restored by staff, when, and the audit entry written with it. */
const MODERATION_FIELDS = Object.freeze(['hidden', 'at', 'audit']);
/** The audit target of a review. */
const reviewTarget = (/** @type {string} */ id) => `reviews/${id}`;

// ---- Support lookup (issue 41): staff cancel an order on the customer's behalf ----
/** The audit target of an order (a cancel by Thali: cancelledBy 'thali', its reason, `cancelAudit` naming the entry). */
const orderTarget = (/** @type {string} */ id) => `orders/${id}`;
/** The reason of Thali's cancel, which the customer reads in My Orders: required, within an order's cancel reason. */
const SUPPORT_CANCEL_LIMITS = Object.freeze({ reasonMin: 3, reasonMax: 200 });

// ---- suspending a listed kitchen (issue 41, the Kitchens page) ----
/**
 * providers/{uid}/suspension: why staff suspended a listed kitchen (its dashboard shows it), who, when (the period's
 * start) and the audit entry written with it. Suspending un-approves the kitchen in the same write (approvalWrites:
 * `approved`, its areas and listedKitchens), so every reader and rule that knows "approved" (the listings, orders,
 * subscriptions) leaves it out; Unsuspend approves it again and removes this.
 */
const SUSPENSION_FIELDS = Object.freeze(['reason', 'by', 'at', 'audit']);
/** The root count of suspended kitchens (the Overview's figure), moved by one with each suspension or unsuspension. */
const SUSPENDED_KITCHENS_PATH = /** @type {const} */ ('suspendedKitchens');
/**
 * suspensions/{uid}/{pushId}: `{ from, to }`, one ended suspension period (written by Unsuspend; the running one is
 * `providers/{uid}/suspension`), so a tiffin bill for a span that held one counts those days as not cooked.
 */
const SUSPENSION_PERIOD_FIELDS = Object.freeze(['from', 'to']);

module.exports = { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_REQUIRED, AUDIT_LIMITS, HANDLED_FIELDS, messageTarget,
  REJECTION_FIELDS, NAME_REJECTION_FIELDS, REJECTION_LIMITS, kitchenTarget, kitchenNameTarget,
  REPORT_FIELDS, REPORT_LIMITS, REPORT_QUEUE_FIELDS, MODERATION_FIELDS, reviewTarget,
  orderTarget, SUPPORT_CANCEL_LIMITS,
  SUSPENSION_FIELDS, SUSPENDED_KITCHENS_PATH, SUSPENSION_PERIOD_FIELDS };
