// What staff type into the Support lookup (issue 41), read without the database: an order number, an e-mail or a
// mobile number. The use case and the shared fake read the text the same way.
import { isOrderNumber } from '@thali/domain';
import { parseMobile } from '@thali/domain/phones';
import { NamedError } from '../errors/named-error';
import type { Order, Subscription } from '../model';
import type { PaymentEntry } from '../payments/payment-types';
import { sayer } from '../texts/say';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer(STAFF_TEXTS);
/** What the lookup looks for. */
export type SupportQuery =
  | { kind: 'order'; orderNumber: string }
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; mobile: string; display: string };

export const SUPPORT_LOOKUP_MESSAGES = {
  unreadable: dataText('support.unreadable'),
  failed: dataText('support.failed'),
} as const;

/** Text the lookup cannot read as an order number, an e-mail or a mobile: nothing was read. */
export class SupportQueryError extends NamedError {
  static override readonly errorName = 'SupportQueryError';
  static override readonly sentence = SUPPORT_LOOKUP_MESSAGES.unreadable;
}

/**
 * The search box's text as an order number (any case, spaces or no dashes: "th 2611 0042", "TH26110042"), an e-mail
 * (anything with an @), or a mobile (+91 / 91 / 0 / 10 digits, spaces and dashes allowed); null for anything else.
 */
export function parseSupportQuery(text: string): SupportQuery | null {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return null;
  const compact = trimmed.replace(/[\s-]+/g, '').toUpperCase();
  const number = /^TH([0-9]{4})([0-9]{4,})$/.exec(compact);
  if (number) {
    const orderNumber = `TH-${number[1]}-${number[2]}`;
    return isOrderNumber(orderNumber) ? { kind: 'order', orderNumber } : null;
  }
  if (/^[^\s@]+@[^\s@]+$/.test(trimmed)) return { kind: 'email', email: trimmed };
  const mobile = parseMobile(trimmed);
  return mobile ? { kind: 'mobile', mobile: mobile.e164, display: mobile.display } : null;
}

/** The forms an e-mail may be stored in (as typed at signup): as given and in lower case, each looked up by index. */
export const emailForms = (email: string): string[] => [...new Set([email, email.toLowerCase()])];

/** An account as the lookup shows it (users/{uid}). */
export interface SupportCustomer {
  uid: string;
  name: string;
  email: string;
  /** +91XXXXXXXXXX for a customer; absent until the first order or the profile asked it */
  phone?: string;
  role: 'user' | 'meal_provider' | string;
}

/** An order with its kitchen's name. */
export interface SupportOrder extends Order {
  kitchenName: string;
}

/** Issue 42: a payment entry with its kitchen's name. */
export interface SupportPayment extends PaymentEntry {
  kitchenName: string;
}

/** A customer with every order (newest first), tiffin subscription (newest first) and payment entry (newest first). */
export interface CustomerHistory {
  customer: SupportCustomer;
  orders: SupportOrder[];
  subscriptions: Subscription[];
  /** issue 42: its entries in the ledgers of the kitchens of its orders and subscriptions */
  payments: SupportPayment[];
}

/**
 * What a lookup found: one order (with its customer when the account still exists), the accounts matching an e-mail
 * or a mobile with their histories, or nothing (`sentence` says what was looked for).
 */
export type SupportLookup =
  | { kind: 'order'; order: SupportOrder; customer: SupportCustomer | null }
  | { kind: 'customers'; found: CustomerHistory[] }
  | { kind: 'none'; sentence: string };

/** The sentence when nothing matches. */
export function nothingFound(query: SupportQuery): string {
  if (query.kind === 'order') return dataText('support.noOrder', { number: query.orderNumber });
  if (query.kind === 'email') return dataText('support.noEmail', { email: query.email });
  return dataText('support.noMobile', { mobile: query.display });
}
