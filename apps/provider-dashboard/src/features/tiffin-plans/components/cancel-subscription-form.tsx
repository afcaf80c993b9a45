import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { kitchenCancelSubscription, type Subscription } from '@thali/firebase-data';
import { CANCEL_REASON_MAX, cancelEndDay, cancelReasonProblem } from '@thali/firebase-data/logic';
import { Alert, Button } from '@thali/ui';
import { TextArea } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const cancel = useMutation({
    run: async (why: string) => {
      await kitchenCancelSubscription(sub.providerId, sub.id, why);
      onDone(`${sub.customerName}'s subscription to ${sub.planName} is cancelled; the seat is free.`);
    },
    errorMessage: (e) => dataSentence(e, 'The subscription could not be cancelled. Please try again.'),
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
        Cancel {sub.customerName}&apos;s subscription to {sub.planName}? Their meals end from {shortDay(cancelEndDay(sub, Date.now()))} and
        the seat is freed. They will see &ldquo;Cancelled by the kitchen&rdquo; with your reason.
      </p>
      {cancel.error ? <Alert>{cancel.error}</Alert> : null}
      <TextArea
        ref={field}
        label="Reason (shown to the customer)"
        rows={2}
        maxLength={CANCEL_REASON_MAX}
        value={reason}
        error={dataSentence(error) || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={submit}>
          {busy ? 'Cancelling...' : 'Yes, cancel the subscription'}
        </Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>
          Keep it
        </Button>
      </Actions>
    </Panel>
  );
}
