/**
 * The address of a payment's receipt page (issue 42: customer-account's `receipt`, /receipts/:providerId/:paymentId,
 * which the kitchen opens too). TODO(merge): `paths.receipt({ providerId, paymentId })` once the manifest has the page
 * (its line is the customer-account helper's).
 */
export function receiptPath(providerId: string, paymentId: string): string {
  return `/receipts/${encodeURIComponent(providerId)}/${encodeURIComponent(paymentId)}`;
}
