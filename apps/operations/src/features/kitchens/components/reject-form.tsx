import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { REJECTION_LIMITS } from '@thali/domain/staff';
import { Alert, Button } from '@thali/ui';
import { TextArea } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface Props {
  /** The question, e.g. "Reject Annapurna? The kitchen sees your reason on its dashboard." */
  question: string;
  /** The confirm button's words, e.g. "Reject the kitchen". */
  confirmLabel: string;
  reject: (reason: string) => Promise<void>;
  onKeep: () => void;
  /** What a failed write says (default: the rejection's). */
  failure?: string;
  /** The reason's longest length (default: a rejection's). */
  reasonMax?: number;
}

/**
 * A rejection's reason (required, shown to the kitchen) and its confirmation; the field has the focus when it opens,
 * and the form closes itself only by the list leaving it or Keep.
 */
export function RejectForm({
  question, confirmLabel, reject, onKeep, failure = 'The rejection could not be saved. Please try again.', reasonMax = REJECTION_LIMITS.reasonMax,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    run: reject,
    errorMessage: (e) => dataSentence(e, failure),
  });
  const busy = send.status === 'busy';
  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = () => {
    const problem = reason.trim().length < REJECTION_LIMITS.reasonMin ? 'Please give the kitchen a reason.' : '';
    setError(problem);
    if (problem) {
      send.reset();
      field.current?.focus();
      return;
    }
    void send.start(reason.trim());
  };

  return (
    <Panel role="group" aria-label={question}>
      <p>{question}</p>
      {send.error ? <Alert>{send.error}</Alert> : null}
      <TextArea
        ref={field}
        label="Reason (shown to the kitchen)"
        rows={2}
        maxLength={reasonMax}
        value={reason}
        error={error || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={submit}>{busy ? 'Saving…' : confirmLabel}</Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>Keep it</Button>
      </Actions>
    </Panel>
  );
}
