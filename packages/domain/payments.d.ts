// Types of src/payments.js (kept by hand, and src/payments.js is typechecked against them).

export declare const UPI_ID_PATTERN: string;
export declare const PAYMENT_LIMITS: {
  readonly upiIdMin: 3; readonly upiIdMax: 256; readonly payeeMax: 60; readonly minPaise: 100; readonly maxPaise: 10000000;
  readonly refMax: 40; readonly noteMax: 120; readonly reasonMax: 200;
};
export declare const UPI_FIELDS: readonly ['id', 'payee'];
export type PaymentMethod = 'cash' | 'upi';
export type PaymentKind = 'received' | 'reported' | 'correction';
export type PaymentForKind = 'tiffin' | 'order';
export type DecisionStatus = 'confirmed' | 'declined';
export declare const PAYMENT_METHODS: readonly PaymentMethod[];
export declare const PAYMENT_KINDS: readonly PaymentKind[];
export declare const PAYMENT_FOR: readonly PaymentForKind[];
export declare const PAYMENT_FIELDS: readonly string[];
export declare const PAYMENT_REQUIRED: readonly string[];
export declare const DECISION_STATUSES: readonly DecisionStatus[];
export declare const DECISION_FIELDS: readonly ['status', 'at', 'receipt', 'reason'];
export declare const RECEIPT_NUMBER_PREFIX: 'TH-R';
export declare const RECEIPT_NUMBER_PATTERN: string;
export declare function receiptNumberOf(yymm: string, seq: number): string;
export declare function billReference(yymm: string, billNo: number | undefined, subscriptionId: string): string;
export declare function isUpiId(value: unknown): value is string;
export declare function rupeesToPaise(input: string | number): number;
export declare function paiseToAmount(paise: number): string;
export declare function upiPayLink(p: { upiId: string; payee: string; amountPaise: number; note: string }): string;
export declare function duePaise(billedPaise: number, receivedPaise: number): number;
