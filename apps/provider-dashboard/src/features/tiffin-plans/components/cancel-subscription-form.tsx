import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { kitchenCancelSubscription, type Subscription } from '@thali/firebase-data';
import { CANCEL_REASON_MAX, cancelEndDay, cancelReasonProblem } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { TextArea } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { useT } from '../messages';
import { shortDay } from '../utils/labels';

const Panel = styled.div`
  margin: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface Props {
  sub: Subscription;
  onDone: (message: string) => void;
  onKeep: () => void;
}

/**
 * The kitchen's confirmation before it cancels a subscription of its plan (a seat squatter, a customer who left):
 * a reason the customer will read (1–200 characters) and the consequences in one sentence. The seat is freed at once.
 */
export function CancelSubscriptionForm({ sub, onDone, onKeep }: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const cancel = useMutation({
    run: async (why: string) => {
      await kitchenCancelSubscription(sub.providerId, sub.id, why);
      onDone(t('cancel.done', { customer: sub.customerName, plan: sub.planName }));
    },
    errorMessage: (e) => dataSentence(e, t('cancel.failed')),
  });
  // Once cancelled the panel stays busy until its list closes it.
  const busy = cancel.status === 'busy' || cancel.status === 'success';

  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = () => {
    const problem = cancelReasonProblem(reason);
    setError(problem ?? '');
    if (problem) {
      cancel.reset();
      field.current?.focus();
      return;
    }
    void cancel.start(reason);
  };

  return (
    <Panel role="group" aria-labelledby={headingId}>
      <p id={headingId}>
        {t('cancel.question', { customer: sub.customerName, plan: sub.planName, day: shortDay(cancelEndDay(sub, Date.now())) })}
      </p>
      {cancel.error ? <Alert>{cancel.error}</Alert> : null}
      <TextArea
        ref={field}
        label={t('cancel.reason')}
        rows={2}
        maxLength={CANCEL_REASON_MAX}
        value={reason}
        error={dataSentence(error) || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={submit}>
          {busy ? t('cancel.cancelling') : t('cancel.yes')}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>
          {t('cancel.keep')}
        </Button>
      </Actions>
    </Panel>
  );
}
