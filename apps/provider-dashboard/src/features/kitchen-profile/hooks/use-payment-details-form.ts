import { setPaymentDetails, type Provider } from '@thali/firebase-data';
import { PaymentDetailsError, paymentDetailsErrors } from '@thali/firebase-data/logic';
import { plainMessage } from '@thali/ui';
import { useForm } from '@thali/ui/form';
import { t } from '../messages';

/** The payment details form's values as typed: both empty takes them off the listing. */
export interface PaymentDetailsValues {
  upiId: string;
  payee: string;
}

const isEmpty = ({ upiId, payee }: PaymentDetailsValues) => !upiId.trim() && !payee.trim();

/**
 * Issue 42: the form over the kitchen's UPI ID and payee name, started from its listing and saved with
 * setPaymentDetails (both empty: removed). Checked as the data package and the rules check them, field by field.
 */
export function usePaymentDetailsForm(providerId: string, listing: Provider) {
  return useForm<PaymentDetailsValues>({
    initialValues: { upiId: listing.upi?.upiId ?? '', payee: listing.upi?.payee ?? '' },
    validate: (values) => (isEmpty(values) ? {} : paymentDetailsErrors(values)),
    afterEdit: 'clear-field',
    clearNoticeOnEdit: true,
    onSubmit: async (values, { setFormError, setNotice, showErrors, reset }) => {
      const details = isEmpty(values) ? null : { upiId: values.upiId.trim(), payee: values.payee.trim() };
      try {
        await setPaymentDetails(providerId, details);
        reset(details ?? { upiId: '', payee: '' });
        setNotice(t(details ? 'payment.saved' : 'payment.removed'));
      } catch (error) {
        if (error instanceof PaymentDetailsError) showErrors(error.errors);
        else setFormError(plainMessage(error, t('payment.saveFailed')));
      }
    },
  });
}
