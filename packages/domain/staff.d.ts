// Types of src/staff.js (kept by hand).

export type AuditAction = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'hide' | 'restore' | 'dismiss' | 'cancel' | 'grant' | 'revoke' | 'handle';
export declare const AUDIT_ACTIONS: readonly AuditAction[];
export declare const AUDIT_FIELDS: readonly ['by', 'action', 'target', 'reason', 'at'];
export declare const AUDIT_REQUIRED: readonly ['by', 'action', 'target', 'at'];
export declare const AUDIT_LIMITS: { readonly targetMax: 200; readonly reasonMax: 500 };
export declare const HANDLED_FIELDS: readonly ['by', 'at', 'audit'];
export declare function messageTarget(id: string): string;
export declare const REJECTION_FIELDS: readonly ['reason', 'by', 'at', 'audit'];
export declare const NAME_REJECTION_FIELDS: readonly ['name', 'reason', 'by', 'at', 'audit'];
export declare const REJECTION_LIMITS: { readonly reasonMin: 3; readonly reasonMax: 300 };
export declare function kitchenTarget(uid: string): string;
export declare function kitchenNameTarget(uid: string): string;

// review reports (issue 41, the Reviews page)
export declare const REPORT_FIELDS: readonly ['reason', 'at'];
export declare const REPORT_LIMITS: { readonly reasonMin: 3; readonly reasonMax: 300 };
export declare const REPORT_QUEUE_FIELDS: readonly ['open', 'at', 'audit'];
export declare const MODERATION_FIELDS: readonly ['hidden', 'at', 'audit'];
export declare function reviewTarget(id: string): string;

// Support lookup (issue 41)
export declare function orderTarget(id: string): string;
export declare const SUPPORT_CANCEL_LIMITS: { readonly reasonMin: 3; readonly reasonMax: 200 };

// suspending a listed kitchen (issue 41, the Kitchens page)
export declare const SUSPENSION_FIELDS: readonly ['reason', 'by', 'at', 'audit'];
export declare const SUSPENDED_KITCHENS_PATH: 'suspendedKitchens';
export declare const SUSPENSION_PERIOD_FIELDS: readonly ['from', 'to'];
