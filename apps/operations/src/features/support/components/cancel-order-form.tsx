import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@thali/auth-cart';
import { thaliCancelOrder } from '@thali/firebase-data';
import { SUPPORT_CANCEL_LIMITS, supportCancelReasonProblem } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { TextArea } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { t as text, useT } from '../messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

interface Props {
  orderId: string;
  orderNumber: string;
  /** After the cancel went through (the page looks the order up again). */
  onCancelled: () => void;
  onKeep: () => void;
}

/**
 * Thali cancels an order on the customer's behalf: a reason (required, 3–200 characters) the customer reads in My
 * Orders as "Cancelled by Thali: …", then one write (the order, its kitchen's stats and plates, the audit entry).
 */
export function CancelOrderForm({ orderId, orderNumber, onCancelled, onKeep }: Props) {
  const t = useT();
  const { user } = useAuth();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const cancel = useMutation({
    run: (text: string) => thaliCancelOrder(user?.uid ?? '', { id: orderId }, text),
    onSuccess: () => onCancelled(),
    errorMessage: (e) => dataSentence(e, text('cancel.failed')),
  });
  const busy = cancel.status === 'busy';
  useEffect(() => field.current?.focus(), []);

  return (
    <Form aria-label={t('cancel.form', { number: orderNumber })} noValidate onSubmit={(e) => {
      e.preventDefault();
      const found = supportCancelReasonProblem(reason);
      setProblem(found);
      if (found) {
        field.current?.focus();
        return;
      }
      void cancel.start(reason.trim());
    }}>
      <p>{t('cancel.question', { number: orderNumber })}</p>
      {cancel.error ? <Alert>{cancel.error}</Alert> : null}
      <TextArea ref={field} label={t('cancel.reason')} rows={2} maxLength={SUPPORT_CANCEL_LIMITS.reasonMax}
        value={reason} error={dataSentence(problem) || undefined} onChange={(e) => setReason(e.target.value)} />
      <div className="buttons">
        <Button type="submit" $variant="danger" disabled={busy}>{busy ? t('cancel.busy') : t('cancel.confirm')}</Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>{t('cancel.keep')}</Button>
      </div>
    </Form>
  );
}
