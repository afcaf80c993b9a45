import { isUpiId, PAYMENT_LIMITS } from '@thali/domain/payments';
import type { PaymentDetailsValues } from '../hooks/use-payment-details-form';

// TODO(merge): the data package's payment-messages.ts
export const PAYMENT_DETAILS_MESSAGES = {
  upiId: 'Enter a UPI ID such as yourname@okaxis.',
  payee: 'Enter the name your customers’ UPI app should show, up to 60 characters.',
} as const;

/** Both empty is fine (no UPI: cash only); otherwise both are needed, each in its shape. */
export function paymentDetailsErrors({ upiId, payee }: PaymentDetailsValues): Partial<Record<keyof PaymentDetailsValues, string>> {
  const id = upiId.trim();
  const name = payee.trim();
  if (!id && !name) return {};
  return {
    upiId: isUpiId(id) ? undefined : PAYMENT_DETAILS_MESSAGES.upiId,
    payee: name && name.length <= PAYMENT_LIMITS.payeeMax ? undefined : PAYMENT_DETAILS_MESSAGES.payee,
  };
}
