// @ts-check
'use strict';
/**
 * Getting paid (issue 42), written once for the rules generator, the data package, the apps and the seed: a kitchen's
 * UPI details, the payments ledger (`payments/{kitchenUid}/{pushId}`), bill references and receipt numbers, and the
 * `upi://pay` link. Money is held in paise (integers) everywhere it is stored or added up, so a month of 26 meals at
 * ₹96.15 is exactly ₹2,499.90; rupees exist only in what people type and read. Its own entry
 * ('@thali/domain/payments'), so only the pages that take or show payments bundle it.
 */

/**
 * A UPI ID (virtual payment address): `name@handle`, 3–256 characters. The name may hold letters, digits, dot,
 * hyphen and underscore; the handle (the app's bank: okaxis, ybl, paytm…) letters and digits. One pattern for the
 * form, the rules and the seed.
 */
const UPI_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*@[A-Za-z][A-Za-z0-9]*$';
const PAYMENT_LIMITS = Object.freeze({
  upiIdMin: 3,
  upiIdMax: 256,
  /** the payee name a UPI app shows (pn) */
  payeeMax: 60,
  /** ₹1 … ₹1,00,000 per entry; a correcting entry is the negative of the entry it corrects */
  minPaise: 100,
  maxPaise: 10000000,
  /** the UPI transaction reference a customer or kitchen may note (UTR: 12 digits; apps show others) */
  refMax: 40,
  noteMax: 120,
  /** a declined report's reason */
  reasonMax: 200,
});

/** providers/{uid}/upi: the kitchen's UPI ID and the name its customers' apps show as the payee. */
const UPI_FIELDS = Object.freeze(['id', 'payee']);

/** How money changed hands. */
const PAYMENT_METHODS = Object.freeze(['cash', 'upi']);
/**
 * An entry of the ledger:
 * - 'received': the kitchen recorded money it received (a receipt number at once);
 * - 'reported': the customer said "I have paid" (waiting until the kitchen confirms it, with a receipt number, or
 *   declines it; the decision is written once, beside the entry, and the entry itself never changes);
 * - 'correction': the kitchen reversed an entry it recorded or confirmed by mistake (negative amount, names it).
 */
const PAYMENT_KINDS = Object.freeze(['received', 'reported', 'correction']);
/** What a payment is for: a month's tiffin bill of one subscription, or one order (paid on delivery). */
const PAYMENT_FOR = Object.freeze(['tiffin', 'order']);
/**
 * payments/{kitchenUid}/{pushId}. `by`: the uid that wrote it; `customerId`: whose money; `for` + (`subscriptionId`,
 * `month`) or `orderId`; `amountPaise`; `method`; `paidOn`: the day it was paid (a dayStart, not in the future);
 * `ref`/`note`: optional words; `at`: server time; `receipt`: the receipt number of a received entry; `corrects`: the
 * entry a correction reverses. An entry is written once and never changes: a report's answer lives beside it in
 * paymentDecisions/{kitchenUid}/{id}, a reversal in paymentCorrections/{kitchenUid}/{id}.
 */
const PAYMENT_FIELDS = Object.freeze(['by', 'customerId', 'kind', 'for', 'subscriptionId', 'month', 'orderId', 'amountPaise',
  'method', 'paidOn', 'ref', 'note', 'at', 'receipt', 'corrects']);
const PAYMENT_REQUIRED = Object.freeze(['by', 'customerId', 'kind', 'for', 'amountPaise', 'method', 'paidOn', 'at']);
/** paymentDecisions/{kitchenUid}/{id}: the kitchen's answer to a report: confirmed (with its receipt) or declined. */
const DECISION_STATUSES = Object.freeze(['confirmed', 'declined']);
const DECISION_FIELDS = Object.freeze(['status', 'at', 'receipt', 'reason']);

/** Receipt numbers: TH-R-YYMM-NNNN, claimed once each like order numbers (receiptCounters/{YYMM}, receiptNumbers/{n}). */
const RECEIPT_NUMBER_PREFIX = 'TH-R';
const RECEIPT_NUMBER_PATTERN = '^TH-R-[0-9]{4}-([0-9]{4}|[1-9][0-9]{4}[0-9]*)$';
/** @param {string} yymm @param {number} seq */
function receiptNumberOf(yymm, seq) {
  return `${RECEIPT_NUMBER_PREFIX}-${yymm}-${String(seq).padStart(4, '0')}`;
}

/**
 * A month's bill of one subscription: TH-B-YYMM-NNNN, where YYMM is the bill's month (Asia/Kolkata) and NNNN the
 * subscription's number with its kitchen (`billNo`, given once when it is created). A subscription older than the
 * numbers (none given) is named by the end of its id, upper-cased, so the kitchen can still match it.
 * @param {string} yymm @param {number | undefined} billNo @param {string} subscriptionId
 */
function billReference(yymm, billNo, subscriptionId) {
  const n = typeof billNo === 'number' && Number.isInteger(billNo) && billNo > 0
    ? String(billNo).padStart(4, '0')
    : subscriptionId.replace(/[^A-Za-z0-9]/g, '').slice(-6).toUpperCase();
  return `TH-B-${yymm}-${n}`;
}

/** @param {unknown} value */
function isUpiId(value) {
  return typeof value === 'string' && value.length >= PAYMENT_LIMITS.upiIdMin && value.length <= PAYMENT_LIMITS.upiIdMax
    && new RegExp(UPI_ID_PATTERN).test(value);
}

/**
 * Rupees as typed ('96.15', '1,250', '₹ 2,499.9') → paise, exactly (read as text, never through a float product);
 * NaN for anything else, a third decimal included.
 * @param {string | number} input
 */
function rupeesToPaise(input) {
  const text = String(input).replace(/[₹,\s]/g, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/**
 * Paise → the amount a UPI link and a CSV write: two decimals, no grouping ('2499.90').
 * @param {number} paise
 */
function paiseToAmount(paise) {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link (NPCI's `upi://pay`): payee address, payee name, amount with two decimals, INR, and a note naming
 * what is paid (the kitchen matches it). Each value is URL-encoded.
 * @param {{ upiId: string, payee: string, amountPaise: number, note: string }} p
 */
function upiPayLink({ upiId, payee, amountPaise, note }) {
  /** @type {[string, string][]} */
  const pairs = [['pa', upiId], ['pn', payee], ['am', paiseToAmount(amountPaise)], ['cu', 'INR'], ['tn', note]];
  const q = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `upi://pay?${q}`;
}

/**
 * What is owed on a bill: billed less received, in paise (negative: paid ahead). Payments waiting for the kitchen's
 * confirmation are not received yet; they are shown beside, not taken off.
 * @param {number} billedPaise @param {number} receivedPaise
 */
function duePaise(billedPaise, receivedPaise) {
  return billedPaise - receivedPaise;
}

module.exports = { UPI_ID_PATTERN, PAYMENT_LIMITS, UPI_FIELDS, PAYMENT_METHODS, PAYMENT_KINDS, PAYMENT_FOR, PAYMENT_FIELDS, PAYMENT_REQUIRED,
  DECISION_STATUSES, DECISION_FIELDS, RECEIPT_NUMBER_PREFIX, RECEIPT_NUMBER_PATTERN, receiptNumberOf, billReference, isUpiId,
  rupeesToPaise, paiseToAmount, upiPayLink, duePaise };
