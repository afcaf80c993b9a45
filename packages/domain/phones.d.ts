// Types of src/phones.js (kept by hand, and src/phones.js is typechecked against them).

/** A customer's stored mobile: +91, then 10 digits starting 6–9. */
export declare const MOBILE_PATTERN: '^\\+91[6-9][0-9]{9}$';
export interface ParsedPhone {
  readonly kind: 'mobile' | 'landline';
  /** '+919876543210', '+917122345678' */
  readonly e164: string;
  /** '+91 98765 43210', '0712 2345678' */
  readonly display: string;
}
/** A mobile ("98765 43210", "+91 98765 43210") or a landline with its STD code and leading 0 ("0712 2345678"); null otherwise. */
export declare function parsePhone(text: unknown): ParsedPhone | null;
/** A mobile only (also "098765 43210"); null for a landline or anything else. */
export declare function parseMobile(text: unknown): ParsedPhone | null;
/** Whether the value is a stored mobile (MOBILE_PATTERN). */
export declare function isMobile(value: unknown): value is string;
/** 'tel:+91…', or null when the number is unreadable. */
export declare function telLink(phone: string | ParsedPhone | null | undefined): string | null;
/** 'https://wa.me/91…?text=…' for a mobile; null for a landline or an unreadable number. */
export declare function whatsAppLink(phone: string | ParsedPhone | null | undefined, text?: string): string | null;
/** "Hello, about my Thali order TH-2611-0042" (from the customer) / "… your Thali order …" (from the kitchen). */
export declare function orderChatText(orderNumber: string, from: 'customer' | 'kitchen'): string;
