import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { REJECTION_LIMITS } from '@thali/domain/staff';
import { Alert, Button } from '@thali/ui';
import { TextArea } from '@thali/ui/form';
import { useMutation } from '@thali/ui/mutation';
import { dataSentence } from '@thali/ui/data-message';
import { t as text, useT } from '../messages';

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
  question, confirmLabel, reject, onKeep, failure, reasonMax = REJECTION_LIMITS.reasonMax,
}: Props) {
  const t = useT();
  const [reason, setReason] = useState('');
  // whether the reason was sent empty (its sentence is said in the language on screen)
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    run: reject,
    errorMessage: (e) => dataSentence(e, failure ?? text('reject.failed')),
  });
  const busy = send.status === 'busy';
  useEffect(() => {
    field.current?.focus();
  }, []);

  const submit = () => {
    const problem = reason.trim().length < REJECTION_LIMITS.reasonMin;
    setMissing(problem);
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
        label={t('reject.reason')}
        rows={2}
        maxLength={reasonMax}
        value={reason}
        error={missing ? t('reject.noReason') : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <Actions>
        <Button type="button" $variant="danger" disabled={busy} onClick={submit}>{busy ? t('reject.saving') : confirmLabel}</Button>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onKeep}>{t('reject.keep')}</Button>
      </Actions>
    </Panel>
  );
}
