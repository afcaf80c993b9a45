import type { PaymentMethod } from '@thali/firebase-data';
import { RadioRow } from '../../../shared/choice-group';
import { METHOD_LABELS } from '../utils/entry-labels';
import { useT } from '../messages';

/** Cash or UPI: how the money came, as two radio buttons ("Paid by" unless told otherwise). */
export function MethodChoice({ name, value, onChange, legend }: { name: string; value: PaymentMethod; onChange: (m: PaymentMethod) => void; legend?: string }) {
  const t = useT();
  return (
    <RadioRow>
      <legend>{legend ?? t('record.paidBy')}</legend>
      <div>
        {(['cash', 'upi'] as const).map((method) => (
          <label key={method}>
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} />
            {METHOD_LABELS[method]}
          </label>
        ))}
      </div>
    </RadioRow>
  );
}
