// Types of src/kitchen-details.js (kept by hand, and src/kitchen-details.js is typechecked against them).

/** A kitchen's stored phone: '+91 98765 43210' or '0712 2345678' (parsePhone's display). */
export declare const KITCHEN_PHONE_PATTERN: string;
/** 14 digits. */
export declare const FSSAI_PATTERN: '^[0-9]{14}$';
export declare const KITCHEN_ADDRESS: { readonly min: 5; readonly max: 300 };
export declare const KITCHEN_DETAIL_FIELDS: readonly ['phone', 'area', 'address', 'cuisine'];
export type KitchenDetailField = (typeof KITCHEN_DETAIL_FIELDS)[number];
/** The phone as stored, from what a person typed; null when it is no Indian number. */
export declare function kitchenPhone(text: unknown): string | null;
/** The 14 digits of an FSSAI number as typed; null otherwise. */
export declare function fssaiNumber(text: unknown): string | null;
/** The details a listing lacks or holds in an outdated shape, in KITCHEN_DETAIL_FIELDS order. */
export declare function missingKitchenDetails(listing: {
  phone?: unknown; area?: unknown; address?: unknown; cuisine?: unknown; cuisineOther?: unknown;
}): KitchenDetailField[];
