import { setPaymentDetails, type Provider } from '@thali/firebase-data';
import { plainMessage } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { isFieldError } from '../../../shared/field-error';
import { paymentDetailsErrors } from '../utils/payment-details-values';

/** The payment details form's values as typed: both empty takes them off the listing. */
export interface PaymentDetailsValues {
  upiId: string;
  payee: string;
}

export const PAYMENT_DETAILS_NOTICES = {
  saved: 'Payment details saved. Your customers can now pay you by UPI.',
  removed: 'Payment details removed. Your customers see cash only.',
  failed: 'Your payment details could not be saved. Please try again.',
} as const;

/**
 * Issue 42: the form over the kitchen's UPI ID and payee name, started from its listing and saved with
 * setPaymentDetails (both empty: removed). Checked as the data package and the rules check them, field by field.
 */
export function usePaymentDetailsForm(providerId: string, listing: Provider) {
  return useForm<PaymentDetailsValues>({
    initialValues: { upiId: listing.upi?.upiId ?? '', payee: listing.upi?.payee ?? '' },
    validate: paymentDetailsErrors,
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { setFormError, setNotice, showErrors, reset }) => {
      const upiId = values.upiId.trim();
      const payee = values.payee.trim();
      const details = upiId || payee ? { upiId, payee } : null;
      try {
        await setPaymentDetails(providerId, details);
        reset({ upiId, payee });
        setNotice(details ? PAYMENT_DETAILS_NOTICES.saved : PAYMENT_DETAILS_NOTICES.removed);
      } catch (error) {
        if (isFieldError<keyof PaymentDetailsValues>(error)) showErrors(error.errors);
        else setFormError(plainMessage(error, PAYMENT_DETAILS_NOTICES.failed));
      }
    },
  });
}
