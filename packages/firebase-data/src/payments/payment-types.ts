// Getting paid (issue 42): the types of the payments ledger as the apps see it. Money is in paise (integers) in every
// field named `…Paise`; the apps format it with @thali/ui's money formatter (₹, en-IN) only when showing it.
import type { DecisionStatus, PaymentForKind, PaymentKind, PaymentMethod } from '@thali/domain/payments';
import type { MonthBill } from '../tiffins/schedule';
import type { Subscription } from '../model';

export type { DecisionStatus, PaymentForKind, PaymentKind, PaymentMethod };

/** providers/{uid}/upi: where a kitchen's customers pay by UPI. Without it they see cash only. */
export interface PaymentDetails {
  /** name@handle */
  upiId: string;
  /** the name a UPI app shows as the payee */
  payee: string;
}

/** What a payment is for: a month's tiffin bill of one subscription (month = its IST monthStart), or one order. */
export type PaymentFor =
  | { kind: 'tiffin'; subscriptionId: string; month: number }
  | { kind: 'order'; orderId: string };

/** What every payment says, written or reported: for what, how much, how and on which day. */
export interface PaymentFacts {
  for: PaymentFor;
  /** negative for a correction (the negative of the entry it corrects) */
  amountPaise: number;
  method: PaymentMethod;
  /** the day it was paid (IST dayStart) */
  paidOn: number;
  /** the UPI transaction reference */
  ref?: string;
}

/** One entry of a kitchen's ledger (payments/{providerId}/{id}), as stored: entries never change. */
export interface PaymentEntry extends PaymentFacts {
  id: string;
  providerId: string;
  customerId: string;
  /** the uid that wrote it: the kitchen (received, correction) or the customer (reported) */
  by: string;
  kind: PaymentKind;
  note?: string;
  /** when it was written (server time) */
  at: number;
  /** TH-R-YYMM-NNNN of a received entry, or of a report once confirmed */
  receipt?: string;
  /** the entry a correction reverses */
  corrects?: string;
  /** a report's answer, written once by the kitchen */
  decision?: { status: DecisionStatus; at: number; receipt?: string; reason?: string };
  /** derived: a report with no decision yet ("Waiting for the kitchen to confirm") */
  waiting: boolean;
  /** derived: a later correction reverses this entry */
  correctedBy?: string;
}

/** A kitchen records money it received: a tiffin bill (any month up to this one) or an order. */
export interface RecordPaymentInput extends PaymentFacts {
  customerId: string;
  note?: string;
}

/** A customer says "I have paid" for its own subscription's bill or order. */
export interface ReportPaymentInput extends PaymentFacts {
  providerId: string;
}

/** One subscriber's bill for a month, as the kitchen's Dues and the customer's My Tiffins show it. */
export interface BillOfMonth {
  subscription: Subscription;
  /** IST monthStart */
  month: number;
  /** TH-B-YYMM-NNNN: the UPI note names it so the kitchen can match the money */
  reference: string;
  /** meals delivered or due × per-meal price; skipped, paused and suspended meals not billed (monthBill) */
  bill: MonthBill;
  billedPaise: number;
  /** the kept total of received entries (and confirmed reports, less corrections) for this bill */
  receivedPaise: number;
  /** reports waiting for the kitchen */
  waitingPaise: number;
  /** billed − received (negative: paid ahead) */
  duePaise: number;
  /** this bill's entries, newest first */
  entries: PaymentEntry[];
}

/** A kitchen's month of dues: every subscriber with a bill that month, the month's totals and the waiting reports. */
export interface KitchenDues {
  month: number;
  rows: BillOfMonth[];
  totals: { billedPaise: number; receivedPaise: number; duePaise: number };
  /** customers' reports not yet confirmed or declined, of any month and of orders, oldest first */
  waiting: PaymentEntry[];
}

/** A customer's bills: for each of its subscriptions, this month's and last month's (when it ran then). */
export interface CustomerBills {
  bills: (BillOfMonth & { payTo?: PaymentDetails; kitchenName: string })[];
}

/** A completed order the kitchen has not been paid for yet (dishes + delivery fee). */
export interface UnpaidOrder {
  orderId: string;
  orderNumber?: string;
  customerId: string;
  customerName?: string;
  totalPaise: number;
  /** when it was delivered */
  deliveredAt?: number;
}

/** What a receipt page shows. */
export interface Receipt {
  number: string;
  providerId: string;
  paymentId: string;
  kitchen: { name: string; address?: string; phone?: string };
  customer: { name: string };
  for: { kind: 'tiffin'; planName: string; month: number; reference: string } | { kind: 'order'; orderNumber?: string };
  amountPaise: number;
  method: PaymentMethod;
  paidOn: number;
  /** when the kitchen recorded or confirmed it */
  issuedAt: number;
  /** set when a correcting entry reversed this payment */
  reversedOn?: number;
}
