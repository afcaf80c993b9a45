import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { setAcceptingOrders } from '@thali/firebase-data';
import { Alert, plainMessage } from '@thali/ui';

export const ACCEPTING_TEXTS = {
  label: 'Accepting orders',
  onHint: 'Pause orders now: switch this off and no one can order until you switch it back on.',
  offHint: 'Orders are paused. Switch this on to take orders again.',
  paused: 'Orders paused. No one can order until you switch Accepting orders back on.',
  resumed: 'You are accepting orders again.',
  failed: 'We could not change this. Please try again.',
} as const;

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  input {
    flex: none;
    width: 1.375rem;
    height: 1.375rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  input[aria-disabled='true'] {
    cursor: progress;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Done = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

interface Props {
  providerId: string;
  accepting: boolean;
  onSaved: (accepting: boolean) => void;
}

/**
 * "Accepting orders": a switch that takes effect at once (off = "Pause orders now": no orders at all until it is
 * switched back on); what happened is said in a status line, a failure in plain words with the switch as it was.
 */
export function AcceptingSwitch({ providerId, accepting, onSaved }: Props) {
  const id = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const change = async (next: boolean) => {
    if (busy) return;
    setBusy(true);
    setDone('');
    setError('');
    try {
      await setAcceptingOrders(providerId, next);
      onSaved(next);
      if (mounted.current) setDone(next ? ACCEPTING_TEXTS.resumed : ACCEPTING_TEXTS.paused);
    } catch (e) {
      if (mounted.current) setError(plainMessage(e, ACCEPTING_TEXTS.failed));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Box>
      <Label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={accepting}
          aria-describedby={hintId}
          aria-disabled={busy || undefined}
          onChange={(e) => void change(e.target.checked)}
        />
        {ACCEPTING_TEXTS.label}
      </Label>
      <Hint id={hintId}>{accepting ? ACCEPTING_TEXTS.onHint : ACCEPTING_TEXTS.offHint}</Hint>
      <Done role="status">{done}</Done>
      {error ? <Alert>{error}</Alert> : null}
    </Box>
  );
}
